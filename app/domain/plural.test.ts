import { describe, expect, it } from "vitest";
import { noun, plural } from "./plural";

describe("plural", () => {
  it.each([
    [0, "0 cookbooks"],
    [1, "1 cookbook"],
    [2, "2 cookbooks"],
    [29, "29 cookbooks"],
    [1.5, "1.5 cookbooks"],
  ])("%d → %s", (count, text) => {
    expect(plural(count, "cookbook")).toBe(text);
  });

  it("takes an irregular plural", () => {
    expect(plural(1, "person", "people")).toBe("1 person");
    expect(plural(4, "person", "people")).toBe("4 people");
    expect(plural(1, "serving")).toBe("1 serving");
    expect(plural(6, "serving")).toBe("6 servings");
  });

  it("gives the noun alone for counts said another way", () => {
    expect(`1 of ${plural(1, "ingredient")}`).toBe("1 of 1 ingredient");
    expect(noun(3, "cookbook")).toBe("cookbooks");
    expect(noun(1, "item")).toBe("item");
  });
});
