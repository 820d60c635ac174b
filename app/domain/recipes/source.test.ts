import { describe, expect, it } from "vitest";
import { isSourceUrl, recipePageAddress, sourceLink } from "./source";

describe("sourceLink", () => {
  it.each([
    ["https://www.example.com/recipes/soup?x=1", { href: "https://www.example.com/recipes/soup?x=1", host: "example.com" }],
    ["http://127.0.0.1:4710/pasta.html", { href: "http://127.0.0.1:4710/pasta.html", host: "127.0.0.1:4710" }],
    ["HTTPS://Example.org/a", { href: "https://example.org/a", host: "example.org" }],
  ])("links %s", (value, expected) => {
    expect(sourceLink(value)).toEqual(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["javascript:alert(1)"],
    ["data:text/html,hi"],
    ["ftp://example.com/recipe"],
    ["//example.com/recipe"],
    ["/recipe/12"],
    ["https://user:pw@example.com/"],
    ["https://example.com/" + "a".repeat(2000)],
  ])("shows nothing for %s", (value) => {
    expect(sourceLink(value)).toBeNull();
  });
});

describe("isSourceUrl", () => {
  it("accepts http and https addresses only", () => {
    expect(isSourceUrl("https://example.com/pie")).toBe(true);
    expect(isSourceUrl("http://example.com/pie")).toBe(true);
    expect(isSourceUrl("javascript:alert(1)")).toBe(false);
    expect(isSourceUrl("example.com/pie")).toBe(false);
  });
});

describe("recipePageAddress", () => {
  it("is the recipe's public page on this site", () => {
    expect(recipePageAddress("https://simmer.example", 42)).toBe("https://simmer.example/recipe/42");
    expect(recipePageAddress("http://localhost:3000/", 7)).toBe("http://localhost:3000/recipe/7");
  });
});
