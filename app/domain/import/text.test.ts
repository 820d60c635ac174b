import { gzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeText, gunzipLimited, TooLargeError } from "./text";

describe("decodeText", () => {
  const text = "Crème brûlée – 2 €";
  it("reads UTF-8 with and without a byte-order mark", () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeText(utf8)).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });
  it("reads UTF-16 with a mark (both byte orders) and little-endian without one", () => {
    const le = Buffer.from(text, "utf16le");
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...le]))).toBe(text);
    const be = Buffer.from(le).swap16();
    expect(decodeText(new Uint8Array([0xfe, 0xff, ...be]))).toBe(text);
    expect(decodeText(new Uint8Array(Buffer.from("Pancakes with syrup", "utf16le")))).toBe("Pancakes with syrup");
  });
  it("falls back to Windows-1252 when the bytes are not UTF-8", () => {
    expect(decodeText(new Uint8Array([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x80]))).toBe("Crème €");
  });
});

describe("gunzipLimited", () => {
  it("unpacks a small file", () => {
    expect(new TextDecoder().decode(gunzipLimited(gzipSync(new TextEncoder().encode("soup"))))).toBe("soup");
  });
  it("refuses a file that unpacks past the limit without unpacking it", () => {
    const bomb = gzipSync(new Uint8Array(2 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => gunzipLimited(bomb, 1024 * 1024)).toThrow(TooLargeError);
  });
  it("cuts short a file that lies about its size in its trailer", () => {
    const bomb = gzipSync(new Uint8Array(2 * 1024 * 1024));
    bomb.set([0, 4, 0, 0], bomb.length - 4); // claims 1 KB
    const out = (() => {
      try {
        return gunzipLimited(bomb, 1024 * 1024);
      } catch {
        return new Uint8Array(0);
      }
    })();
    expect(out.length).toBeLessThanOrEqual(1024);
  });
});
