import { describe, expect, it } from "vitest";
import { DIETARY_OPTIONS, profileNameFor, SKILL_LEVELS } from "./profile";

describe("profile name rule", () => {
  it.each([
    ["Maya Okafor", "maya@example.com", "Maya Okafor"],
    ["  Luca  ", "luca@example.com", "Luca"],
    ["", "jo.cook@example.com", "jo.cook"],
    [null, "sam@example.com", "sam"],
    [undefined, undefined, "User"],
    ["   ", "@example.com", "User"],
    [null, null, "User"],
  ])("name %j and e-mail %j give %j", (name, email, expected) => {
    expect(profileNameFor(name, email)).toBe(expected);
  });
});

describe("profile options", () => {
  it("has the nine dietary options and four skill levels of the spec", () => {
    expect(DIETARY_OPTIONS).toHaveLength(9);
    expect(SKILL_LEVELS).toEqual(["beginner", "intermediate", "advanced", "expert"]);
  });
});
