import { describe, expect, it } from "vitest";
import { HOUSEHOLD_MESSAGES, inviteExpiry, inviteRefusal, inviteState, isHouseholdOpen, nextOwner } from "./household";

const now = new Date("2026-11-27T12:00:00Z");
const day = 86_400_000;

describe("an invitation link", () => {
  const fresh = { expiresAt: inviteExpiry(now), usedAt: null, declinedAt: null, revokedAt: null };

  it("admits someone for 7 days, and not a moment longer", () => {
    expect(inviteState(fresh, now)).toBe("valid");
    expect(inviteState(fresh, new Date(now.getTime() + 7 * day - 1))).toBe("valid");
    expect(inviteState(fresh, new Date(now.getTime() + 7 * day))).toBe("expired");
  });

  it("says it was used or revoked before it says it expired", () => {
    const late = new Date(now.getTime() + 30 * day);
    expect(inviteState({ ...fresh, usedAt: now }, late)).toBe("used");
    expect(inviteState({ ...fresh, usedAt: now, revokedAt: now }, late)).toBe("revoked");
    expect(inviteState({ ...fresh, declinedAt: now }, late)).toBe("declined");
    expect(inviteRefusal("declined")).toBe(HOUSEHOLD_MESSAGES.inviteDeclined);
    expect(inviteRefusal("used")).toBe(HOUSEHOLD_MESSAGES.inviteUsed);
    expect(inviteRefusal("revoked")).toBe(HOUSEHOLD_MESSAGES.inviteRevoked);
    expect(inviteRefusal("expired")).toBe(HOUSEHOLD_MESSAGES.inviteExpired);
  });
});

describe("who takes a household over", () => {
  const members = [
    { userId: "owner", joinedAt: new Date("2026-01-01") },
    { userId: "late", joinedAt: new Date("2026-06-01") },
    { userId: "b-early", joinedAt: new Date("2026-03-01") },
    { userId: "a-early", joinedAt: new Date("2026-03-01") },
  ];

  it("is the longest-standing other member, ties broken by id", () => {
    expect(nextOwner(members, "owner")).toBe("a-early");
    expect(nextOwner([...members].reverse(), "owner")).toBe("a-early");
  });

  it("is nobody when the owner is alone", () => {
    expect(nextOwner([members[0]], "owner")).toBeNull();
  });
});

describe("a household is open", () => {
  it("while its owner has Ultimate, or for everyone when billing is off", () => {
    expect(isHouseholdOpen("ultimate", true)).toBe(true);
    expect(isHouseholdOpen("premium", true)).toBe(false);
    expect(isHouseholdOpen("free", true)).toBe(false);
    expect(isHouseholdOpen("free", false)).toBe(true);
  });
});
