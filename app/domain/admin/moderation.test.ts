import { describe, expect, it } from "vitest";
import {
  authorNotice,
  canShareWithEveryone,
  isNewAccount,
  MODERATION_MESSAGES,
  ModerationSchema,
  ReportSchema,
  shouldHold,
} from "./moderation";

describe("moderation rules", () => {
  it("hold a recipe at the threshold of open reports, never with a threshold of 0", () => {
    expect(shouldHold(2, 3)).toBe(false);
    expect(shouldHold(3, 3)).toBe(true);
    expect(shouldHold(10, 0)).toBe(false);
  });

  it("tell the author why, for every state", () => {
    expect(authorNotice(null, null)).toBeNull();
    expect(authorNotice("held", null)).toMatch(/^Hidden while it is reviewed\./);
    expect(authorNotice("hidden", "Spam.")).toBe("Taken off the public by the people who run this site: Spam.");
    expect(authorNotice("hidden", null)).toContain(MODERATION_MESSAGES.hiddenDefault);
    expect(authorNotice("suspended", null)).toBe("Hidden from everyone while your account is disabled.");
    expect(authorNotice("review", null)).toBe(`Waiting for review. ${MODERATION_MESSAGES.awaitingReview}`);
  });

  it("let an author share with everyone unless an admin decided otherwise", () => {
    expect(canShareWithEveryone(null)).toBe(true);
    expect(canShareWithEveryone("review")).toBe(true);
    for (const state of ["held", "hidden", "suspended"] as const) expect(canShareWithEveryone(state)).toBe(false);
  });

  it("count an account as new for its first day", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(isNewAccount(new Date("2026-11-27T12:00:01Z"), now)).toBe(true);
    expect(isNewAccount(new Date("2026-11-27T12:00:00Z"), now)).toBe(false);
  });

  it("need a reason, and a note for something else", () => {
    expect(ReportSchema.safeParse({ reason: "spam" }).success).toBe(true);
    expect(ReportSchema.safeParse({ reason: "other", note: " " }).error?.issues[0]?.message).toBe(MODERATION_MESSAGES.noteNeeded);
    expect(ReportSchema.safeParse({ reason: "rude" }).error?.issues[0]?.message).toBe(MODERATION_MESSAGES.reason);
  });

  it("take an admin's decision only on a recipe id that can exist", () => {
    expect(ModerationSchema.parse({ intent: "hide", recipeId: "42", note: " Spam " })).toEqual({
      intent: "hide",
      recipeId: 42,
      note: "Spam",
    });
    for (const recipeId of ["0", "-1", "1.5", "abc", "99999999999", "2147483648"]) {
      expect(ModerationSchema.safeParse({ intent: "dismiss", recipeId }).error?.issues[0]?.message, recipeId).toBe(
        MODERATION_MESSAGES.notFound,
      );
    }
  });
});
