import { describe, expect, it } from "vitest";
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  ApiTokenCreateSchema,
  isTokenUsable,
  isWellFormedToken,
  scopeAllows,
  tokenExpiresAt,
  tokenHint,
} from "./api-token";

const NOW = new Date("2026-11-28T10:00:00Z");

describe("API tokens", () => {
  it("expire after the chosen days, or never", () => {
    expect(tokenExpiresAt("30", NOW)?.toISOString()).toBe("2026-12-28T10:00:00.000Z");
    expect(tokenExpiresAt("365", NOW)?.toISOString()).toBe("2027-11-28T10:00:00.000Z");
    expect(tokenExpiresAt("never", NOW)).toBeNull();
  });

  it("stop working once revoked or past their end", () => {
    expect(isTokenUsable({ revokedAt: null, expiresAt: null }, NOW)).toBe(true);
    expect(isTokenUsable({ revokedAt: null, expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(true);
    expect(isTokenUsable({ revokedAt: null, expiresAt: NOW }, NOW)).toBe(false);
    expect(isTokenUsable({ revokedAt: NOW, expiresAt: null }, NOW)).toBe(false);
  });

  it("let a read token only read", () => {
    expect(scopeAllows("read", "GET")).toBe(true);
    expect(scopeAllows("read", "HEAD")).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(scopeAllows("read", method)).toBe(false);
      expect(scopeAllows("write", method)).toBe(true);
    }
  });

  it("recognise their own shape before any lookup", () => {
    const good = `${API_TOKEN_PREFIX}${"a".repeat(43)}`;
    expect(isWellFormedToken(good, API_TOKEN_PREFIX)).toBe(true);
    expect(isWellFormedToken(`${good}x`, API_TOKEN_PREFIX)).toBe(false);
    expect(isWellFormedToken(`xyz_${"a".repeat(43)}`, API_TOKEN_PREFIX)).toBe(false);
    expect(isWellFormedToken(`${API_TOKEN_PREFIX}${"a".repeat(42)}=`, API_TOKEN_PREFIX)).toBe(false);
    expect(tokenHint(good)).toBe("smr_aaaa…");
  });

  it("take a name, a scope and an expiry, with the form's messages", () => {
    expect(ApiTokenCreateSchema.parse({ name: "  Home Assistant ", scope: "read", expiresIn: "90" })).toEqual({
      name: "Home Assistant",
      scope: "read",
      expiresIn: "90",
    });
    const blank = ApiTokenCreateSchema.safeParse({ name: " ", scope: "read", expiresIn: "90" });
    expect(blank.error?.issues[0].message).toBe(API_TOKEN_MESSAGES.nameRequired);
    const scope = ApiTokenCreateSchema.safeParse({ name: "x", scope: "admin", expiresIn: "90" });
    expect(scope.error?.issues[0].message).toBe(API_TOKEN_MESSAGES.scope);
    const expiry = ApiTokenCreateSchema.safeParse({ name: "x", scope: "write", expiresIn: "7" });
    expect(expiry.error?.issues[0].message).toBe(API_TOKEN_MESSAGES.expiry);
  });
});
