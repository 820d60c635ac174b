import { describe, expect, it } from "vitest";
import { GRANT_MESSAGES, grantEndDay, UserActionSchema } from "./user-actions";

const today = new Date("2026-11-28T10:00:00Z");

describe("an admin's plan grant", () => {
  it("ends at the close of the day chosen, which must be after today and within ten years", () => {
    expect(grantEndDay("", today)).toBeNull();
    expect(grantEndDay("2026-12-31", today)).toEqual(new Date("2026-12-31T23:59:59.999Z"));
    expect(grantEndDay("2026-11-29", today)).toEqual(new Date("2026-11-29T23:59:59.999Z"));
    for (const day of ["2026-11-28", "2026-11-27", "2026-02-30", "2026-13-01", "31/12/2026", "2040-01-01", "tomorrow"]) {
      expect(grantEndDay(day, today), day).toBe("invalid");
    }
  });

  it("needs a plan, and says why a day is refused", () => {
    expect(UserActionSchema.safeParse({ intent: "grant-plan", until: "" }).error?.issues[0]?.message).toBe(GRANT_MESSAGES.plan);
    expect(
      UserActionSchema.safeParse({ intent: "grant-plan", plan: "premium", until: "1999-01-01" }).error?.issues[0]?.message,
    ).toBe(GRANT_MESSAGES.until);
    expect(UserActionSchema.safeParse({ intent: "grant-plan", plan: "gold" }).success).toBe(false);
    expect(UserActionSchema.parse({ intent: "grant-plan", plan: "ultimate", until: "" })).toMatchObject({
      plan: "ultimate",
      until: "",
    });
  });
});
