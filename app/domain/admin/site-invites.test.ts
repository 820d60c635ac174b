import { describe, expect, it } from "vitest";
import { SITE_INVITE_MESSAGES, SiteInviteActionSchema, siteInviteExpiry, siteInviteState, siteInviteToken } from "./site-invites";

const TOKEN = "a".repeat(43);

describe("site invite links", () => {
  it("read a token only from an invite link's own path", () => {
    expect(siteInviteToken(`/invite/${TOKEN}`)).toBe(TOKEN);
    for (const path of [
      `/invite/${TOKEN}/x`,
      `/invite/${TOKEN.slice(1)}`,
      `/household/join/${TOKEN}`,
      "/invite/",
      null,
      undefined,
    ]) {
      expect(siteInviteToken(path), String(path)).toBeNull();
    }
  });

  it("work once, for seven days, until revoked", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const expiresAt = siteInviteExpiry(now);
    expect(expiresAt.toISOString()).toBe("2026-12-04T12:00:00.000Z");
    expect(siteInviteState({ expiresAt, usedAt: null, revokedAt: null }, now)).toBe("valid");
    expect(siteInviteState({ expiresAt, usedAt: null, revokedAt: null }, expiresAt)).toBe("expired");
    expect(siteInviteState({ expiresAt, usedAt: now, revokedAt: null }, now)).toBe("used");
    expect(siteInviteState({ expiresAt, usedAt: null, revokedAt: now }, now)).toBe("revoked");
  });

  it("check the admin's forms", () => {
    expect(SiteInviteActionSchema.parse({ intent: "create", note: "  For Grandma  " })).toEqual({
      intent: "create",
      note: "For Grandma",
      email: null,
    });
    expect(SiteInviteActionSchema.parse({ intent: "create", note: "", email: " Lee@Family.TEST " })).toMatchObject({
      email: "lee@family.test",
    });
    expect(SiteInviteActionSchema.safeParse({ intent: "create", email: "lee at home" }).error?.issues[0]?.message).toBe(
      SITE_INVITE_MESSAGES.badEmail,
    );
    expect(SiteInviteActionSchema.safeParse({ intent: "create", note: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      SITE_INVITE_MESSAGES.noteTooLong,
    );
    expect(SiteInviteActionSchema.safeParse({ intent: "revoke", inviteId: "nope" }).success).toBe(false);
    expect(SiteInviteActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});
