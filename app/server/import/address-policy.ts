/**
 * Which IP addresses a recipe import may connect to. Only public unicast addresses: never loopback,
 * private (RFC 1918), shared (CGNAT), unique-local, link-local (which holds the cloud metadata
 * services, 169.254.169.254 and fd00:ec2::254), unspecified, multicast, broadcast, documentation or
 * reserved ranges, nor an IPv6 form that carries one of those IPv4 addresses inside it
 * (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16).
 *
 * Pure: parses the textual address itself so the same bytes are checked that the socket connects to.
 */

/** An address as bytes: 4 for IPv4, 16 for IPv6; null when the text is not an IP address. */
export function parseIp(text: string): Uint8Array | null {
  const address = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  return parseIpv4(address) ?? parseIpv6(address);
}

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i]!;
    // Dotted decimal only, as DNS answers and URL parsing give it (no octal, hex or short forms).
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes[i] = value;
  }
  return bytes;
}

function parseIpv6(input: string): Uint8Array | null {
  // A zone index (fe80::1%eth0) names an interface: always link-local, so the zone is dropped and the
  // address still refused.
  const text = input.split("%")[0]!.toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(":")) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else {
        if (!/^[0-9a-f]{1,4}$/.test(piece)) return null;
        groups.push(parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[i * 2] = group >> 8;
    bytes[i * 2 + 1] = group & 0xff;
  });
  return bytes;
}

interface Range {
  prefix: number[];
  bits: number;
  name: string;
}

const range = (prefix: number[], bits: number, name: string): Range => ({ prefix, bits, name });

const IPV4_REFUSED: Range[] = [
  range([0], 8, "unspecified"),
  range([10], 8, "private"),
  range([100, 64], 10, "shared (CGNAT)"),
  range([127], 8, "loopback"),
  range([169, 254], 16, "link-local"),
  range([172, 16], 12, "private"),
  range([192, 0, 0], 24, "reserved"),
  range([192, 0, 2], 24, "documentation"),
  range([192, 88, 99], 24, "reserved"),
  range([192, 168], 16, "private"),
  range([198, 18], 15, "benchmarking"),
  range([198, 51, 100], 24, "documentation"),
  range([203, 0, 113], 24, "documentation"),
  range([224], 4, "multicast"),
  range([240], 4, "reserved"),
];

const IPV6_REFUSED: Range[] = [
  range([], 128, "unspecified"),
  range([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, "loopback"),
  range([0x01, 0x00], 64, "discard"),
  range([0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, "local NAT64"),
  range([0x20, 0x01, 0x00, 0x00], 32, "Teredo"),
  range([0x20, 0x01, 0x0d, 0xb8], 32, "documentation"),
  range([0xfc], 7, "unique-local"),
  range([0xfe, 0x80], 10, "link-local"),
  range([0xfe, 0xc0], 10, "site-local"),
  range([0xff], 8, "multicast"),
];

function inRange(bytes: Uint8Array, { prefix, bits }: Range): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[byte]! & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(bytes: Uint8Array): Uint8Array | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12); // ::ffff:a.b.c.d
  if (zeros(0, 12)) return bytes.slice(12); // ::a.b.c.d (deprecated IPv4-compatible)
  if (inRange(bytes, range([0x00, 0x64, 0xff, 0x9b], 96, "NAT64"))) return bytes.slice(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6); // 6to4
  return null;
}

/**
 * Why an address is refused ("loopback", "private", …), or null when it is a public address the
 * import may connect to. Text that is not an IP address is refused as "not an IP address".
 */
export function refusedAddressKind(address: string): string | null {
  const bytes = parseIp(address);
  if (!bytes) return "not an IP address";
  return refusedKind(bytes);
}

function refusedKind(bytes: Uint8Array): string | null {
  if (bytes.length === 4) return IPV4_REFUSED.find((r) => inRange(bytes, r))?.name ?? null;
  const special = IPV6_REFUSED.find((r) => inRange(bytes, r));
  if (special) return special.name;
  const v4 = embeddedIpv4(bytes);
  if (v4) {
    const kind = refusedKind(v4);
    // ::/96 with a public IPv4 inside is still a deprecated form nothing should use.
    if (kind) return kind;
    if (bytes.slice(0, 12).every((b) => b === 0)) return "IPv4-compatible";
  }
  return null;
}
