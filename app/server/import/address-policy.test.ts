import { isIP } from "node:net";
import { describe, expect, it } from "vitest";
import { parseIp, refusedAddressKind } from "./address-policy";

describe("parseIp", () => {
  it.each([
    ["127.0.0.1", [127, 0, 0, 1]],
    ["::1", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]],
    ["[::1]", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]],
    ["::ffff:7f00:1", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1]],
    ["::ffff:127.0.0.1", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1]],
    ["2001:db8:0:0:1:0:0:1", [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]],
  ])("reads %s", (text, bytes) => {
    expect(Array.from(parseIp(text) ?? [])).toEqual(bytes);
  });

  it.each(["", "localhost", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", "::g"])(
    "refuses %j",
    (text) => {
      expect(parseIp(text)).toBeNull();
    },
  );

  it("agrees with node:net on which texts are addresses", () => {
    const samples = ["::", "::1", "1::", "fe80::1", "::ffff:1.2.3.4", "1:2:3:4:5:6:7::", "1:2:3:4:5:6:1.2.3.4", "8.8.8.8", "a:b"];
    for (const sample of samples) expect(parseIp(sample) !== null, sample).toBe(isIP(sample) !== 0);
  });
});

describe("refusedAddressKind", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.255", "shared (CGNAT)"],
    ["169.254.169.254", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["198.18.0.1", "benchmarking"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fc00::1", "unique-local"],
    ["fd00:ec2::254", "unique-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::127.0.0.1", "loopback"],
    ["::8.8.8.8", "IPv4-compatible"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["2002:7f00:0001::", "loopback"],
    ["2001:db8::1", "documentation"],
    ["2001::1", "Teredo"],
    ["example.com", "not an IP address"],
  ])("%s is refused as %s", (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "93.184.216.34",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::",
  ])("%s is public", (address) => {
    expect(refusedAddressKind(address)).toBeNull();
  });
});
