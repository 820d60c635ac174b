import { describe, expect, it } from "vitest";
import { backFromReferer } from "./go-back";

const OWN = ["http://localhost:3000", "https://simmer.example"];
const HOME = "/app/browse";

describe("going back to the page in the Referer", () => {
  it.each([
    ["http://localhost:3000/app/recipe/7?x=1", "/app/recipe/7?x=1"],
    ["https://simmer.example/app/saved", "/app/saved"],
    ["HTTPS://SIMMER.EXAMPLE/app/saved#top", "/app/saved"],
    ["https://simmer.example:443/app/cookbooks", "/app/cookbooks"],
    ["http://localhost:3000", "/"],
  ])("follows the same-site page %j to %j", (referer, expected) => {
    expect(backFromReferer(referer, OWN, HOME)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "not a url",
    "/app/recipe/7",
    "https://evil.example/app/recipe/7",
    "http://simmer.example/app/saved",
    "https://simmer.example.evil.example/app/saved",
    "http://localhost:3001/app/saved",
    "x:\\\\evil.example",
    "x:/\\evil.example",
    "mailto:\\\\evil.example/a",
    "data:\\\\evil.example",
    "javascript:alert(1)",
    "javascript://localhost:3000/%0aalert(1)",
    "ftp://localhost:3000/app/saved",
    "file:///etc/passwd",
    "blob:http://localhost:3000/0b7c",
    "http://localhost:3000//evil.example",
    "http://localhost:3000/..//evil.example",
    "http://localhost:3000/%2e%2e//evil.example",
    "http://localhost:3000/\\evil.example",
  ])("falls back for %j", (referer) => {
    expect(backFromReferer(referer, OWN, HOME)).toBe(HOME);
  });
});
