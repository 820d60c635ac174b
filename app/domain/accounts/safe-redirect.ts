/**
 * Where to send someone after signing in, taken from a `redirectTo` the visitor controls. Only a
 * path on this site is followed; anything a browser could read as another site falls back.
 *
 * The value is checked in every decoded form (so `%2F%2Fevil`, `/%5Cevil` and double encodings are
 * seen for what they are), must start with one `/` (no `//` or `/\`, which browsers read as another
 * host), and may hold no control, format or line-separator characters (the URL parser silently
 * drops a tab or newline, turning `/<TAB>/evil` into `//evil`), no backslash anywhere, and no
 * compatibility characters such as a full-width solidus; with its dot segments resolved (plain or
 * percent-encoded: `/%2e%2e//evil` is `//evil` to a browser) it must still start with one `/`. The
 * answer is then re-parsed the way a browser reads a Location header and must stay on this origin;
 * what comes back is that parsed, percent-encoded path, so it is plain ASCII.
 */
const MAX_LENGTH = 2048;
const MAX_DECODINGS = 4;
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/u;
const PROBE_ORIGIN = "http://simmer.invalid";

function looksLocal(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !FORBIDDEN.test(path) && path.normalize("NFKC") === path;
}

/**
 * The path with its dot segments resolved as a browser resolves them (`.`, `..`, and their
 * percent-encoded forms `%2e`, `%2E%2e`, …) still stays here: `/..//evil` resolves to `//evil`.
 */
function staysLocal(path: string): boolean {
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && looksLocal(url.pathname);
  } catch {
    return false;
  }
}

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/app/dashboard"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_LENGTH) return fallback;
  let form = to;
  for (let round = 0; ; round++) {
    if (!looksLocal(form) || !staysLocal(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return fallback;
    }
    if (decoded === form) break;
    if (round === MAX_DECODINGS) return fallback;
    form = decoded;
  }
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}
