import { describe, expect, it } from "vitest";
import { addDays, dayLabel, isIsoDate, safeTimeZone, todayIn, weekDays, weekLabel, weeksBetween, weekStartOf } from "./week";

describe("week arithmetic", () => {
  it("finds the Monday of a week, across month and year ends", () => {
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23");
    expect(weekStartOf("2026-12-01")).toBe("2026-11-30");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
    expect(weekStartOf("2024-03-01")).toBe("2024-02-26");
  });

  it("lists seven days through a year end and a leap day", () => {
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(weekDays("2024-02-26")[3]).toBe("2024-02-29");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });

  it("counts weeks between days, not 24-hour periods", () => {
    expect(weeksBetween("2026-11-29", "2026-11-30")).toBe(1);
    expect(weeksBetween("2026-11-23", "2026-11-29")).toBe(0);
    expect(weeksBetween("2026-12-30", "2027-01-04")).toBe(1);
    expect(weeksBetween("2027-01-04", "2026-12-30")).toBe(-1);
    // Across the March daylight-saving change nothing shifts: days are calendar days.
    expect(weeksBetween("2026-03-02", "2026-03-30")).toBe(4);
  });

  it("takes today in the user's own time zone", () => {
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-12-31");
    expect(todayIn("Pacific/Auckland", instant)).toBe("2027-01-01");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-12-31");
    // Sunday night in Honolulu is already Monday (next week) in Tokyo.
    const sunday = new Date("2026-11-30T05:00:00Z");
    expect(weekStartOf(todayIn("Pacific/Honolulu", sunday))).toBe("2026-11-23");
    expect(weekStartOf(todayIn("Asia/Tokyo", sunday))).toBe("2026-11-30");
  });

  it("refuses forged dates and time zones", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone(undefined)).toBe("UTC");
    expect(safeTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("labels days and weeks", () => {
    expect(dayLabel("2026-11-23")).toBe("Monday, Nov 23");
    expect(weekLabel("2026-12-28")).toBe("Dec 28 – Jan 3, 2027");
  });
});
