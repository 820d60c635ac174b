import { describe, expect, it } from "vitest";
import { startedByThisSite } from "./fetch-metadata";

describe("startedByThisSite", () => {
  it.each([
    ["same-origin", true],
    ["none", true],
    [null, true],
    [undefined, true],
    ["cross-site", false],
    ["same-site", false],
    ["CROSS-SITE", false],
    ["", false],
  ])("%j -> %j", (header, expected) => {
    expect(startedByThisSite(header)).toBe(expected);
  });
});
