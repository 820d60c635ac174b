import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, MAX_CURSOR_PAGE, nextCursor } from "./cursor";
import { API_MESSAGES, problemOf } from "./problem";

describe("API cursors", () => {
  it("round-trip a page and end after the last", () => {
    expect(decodeCursor(encodeCursor(7))).toBe(7);
    expect(decodeCursor(undefined)).toBe(1);
    expect(decodeCursor("")).toBe(1);
    expect(nextCursor(1, 3)).toBe(encodeCursor(2));
    expect(nextCursor(3, 3)).toBeNull();
    expect(nextCursor(MAX_CURSOR_PAGE, MAX_CURSOR_PAGE + 5)).toBeNull();
  });

  it("refuse cursors the API did not give out", () => {
    for (const bad of [
      "abc",
      "!!",
      Buffer.from("p:0").toString("base64url"),
      Buffer.from("p:1.5").toString("base64url"),
      Buffer.from("p:01").toString("base64url"),
      Buffer.from(`p:${MAX_CURSOR_PAGE + 1}`).toString("base64url"),
      "x".repeat(41),
    ]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });

  it("describe problems as RFC 9457 does", () => {
    expect(problemOf(404, API_MESSAGES.notFound)).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: API_MESSAGES.notFound,
    });
    expect(problemOf(400, "Bad", [{ path: "title", message: "Title is required" }]).errors).toHaveLength(1);
    expect(problemOf(400, "Bad", []).errors).toBeUndefined();
  });
});
