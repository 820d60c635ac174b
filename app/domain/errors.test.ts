import { describe, expect, it } from "vitest";
import { errorReportMailto, makeErrorId } from "./errors";

describe("error ids", () => {
  it("is ERROR_ plus the time and random text", () => {
    expect(makeErrorId(1732233600000, () => 0.5)).toMatch(/^ERROR_1732233600000_[0-9A-Z]{6}$/);
    expect(makeErrorId(1, () => 0)).toBe("ERROR_1_000000");
  });

  it("differs between calls", () => {
    expect(makeErrorId()).not.toBe(makeErrorId());
  });
});

describe("error report e-mail", () => {
  it("carries the id, message, time and URL", () => {
    const href = errorReportMailto({
      supportEmail: "help@example.com",
      errorId: "ERROR_1_ABC123",
      message: "Cannot read properties of undefined & more",
      time: "2026-11-22T10:00:00.000Z",
      url: "https://simmer.example/recipe/3?x=1",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("help@example.com");
    expect(url.searchParams.get("subject")).toBe("Error report ERROR_1_ABC123");
    const body = url.searchParams.get("body")!;
    expect(body).toContain("Error ID: ERROR_1_ABC123");
    expect(body).toContain("Message: Cannot read properties of undefined & more");
    expect(body).toContain("Time: 2026-11-22T10:00:00.000Z");
    expect(body).toContain("URL: https://simmer.example/recipe/3?x=1");
  });
});
