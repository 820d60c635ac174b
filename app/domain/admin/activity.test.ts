import { describe, expect, it } from "vitest";
import { ACTIVITY_DAYS, lastDays, readableBytes } from "./activity";

describe("the overview's days", () => {
  it("has every one of the last 30 days, oldest first, zero where nothing happened", () => {
    const days = lastDays(
      new Date("2026-11-28T01:00:00Z"),
      new Map([
        ["2026-11-28", 2],
        ["2026-10-30", 1],
      ]),
      new Map([["2026-11-27", 5]]),
    );
    expect(days).toHaveLength(ACTIVITY_DAYS);
    expect(days[0]).toEqual({ day: "2026-10-30", signUps: 1, active: 0 });
    expect(days.at(-2)).toEqual({ day: "2026-11-27", signUps: 0, active: 5 });
    expect(days.at(-1)).toEqual({ day: "2026-11-28", signUps: 2, active: 0 });
  });

  it("reads sizes as people do", () => {
    expect(readableBytes(10)).toBe("1 KB");
    expect(readableBytes(512 * 1024)).toBe("512 KB");
    expect(readableBytes(48.24 * 1024 * 1024)).toBe("48.2 MB");
    expect(readableBytes(1.3 * 1024 ** 3)).toBe("1.3 GB");
  });
});
