import { describe, expect, it } from "vitest";
import { newNonce } from "./security-headers";

describe("newNonce", () => {
  it("gives 16 random bytes as base64url, never the same twice across several draws", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(nonce, "base64url")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
