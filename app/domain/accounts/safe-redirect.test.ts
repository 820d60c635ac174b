import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const HOME = "/app/dashboard";

describe("safe redirects after sign-in", () => {
  it.each([
    ["/app/settings?tab=privacy", "/app/settings?tab=privacy"],
    ["/app/recipe/12", "/app/recipe/12"],
    ["/app/browse?q=chicken%20soup&sort=rating", "/app/browse?q=chicken%20soup&sort=rating"],
    ["/app/recipe/12#ingredients", "/app/recipe/12#ingredients"],
    ["/", "/"],
  ])("follows the same-site path %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "%2F%2Fevil.example",
    "%2f%2fevil.example",
    "/%2F/evil.example",
    "/%252F/evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%255Cevil.example",
    "/\\/evil.example",
    "/app/\\..\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "HTTPS://evil.example/app",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "/javascript:alert(1)".slice(1),
    "data:text/html,<script>alert(1)</script>",
    "/\u0000/evil.example",
    "/%00/evil.example",
    "/%E2%80%A8/evil.example",
    "/\u2028/evil.example",
    "/\uFF0F/evil.example",
    "/\uFF3Cevil.example",
    "/%EF%BC%8F/evil.example",
    "／／evil.example",
    "/%",
    "app/dashboard",
    "",
    "/" + "a".repeat(3000),
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBe(HOME);
  });

  // Dot segments the URL parser removes: "/..//evil" resolves to "//evil", another host.
  it.each([
    "/..//evil.example",
    "/.//evil.example",
    "/../..//evil.example",
    "/app/../..//evil.example",
    "/app/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e%2E//evil.example",
    "/.%2e//evil.example",
    "/%2e.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/app/%2e%2e//evil.example",
    "/%252e%252e//evil.example",
    "/..//evil.example/app?x=1#y",
    "/..\\/evil.example",
    "/..\\evil.example",
    "/%2e%2e\\/evil.example",
    "/%2e%2e%5c/evil.example",
    "/%2e%2e/%5cevil.example",
    "/..%2f/evil.example",
    "/%2e%2e%2f%2fevil.example",
    "/..%2F%2Fevil.example",
    "/.%2E/%2E%2E//evil.example",
    "/./..//evil.example",
    "/..///evil.example",
    "/..//\tevil.example",
  ])("refuses the dot-segment variant %j", (to) => {
    expect(safeRedirect(to)).toBe(HOME);
  });

  it.each([
    ["/app/../app/settings", "/app/settings"],
    ["/app/./recipe/12", "/app/recipe/12"],
    ["/app/%2e%2e/browse", "/browse"],
    ["/..", "/"],
  ])("follows %j, with its dot segments resolved, to %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it("falls back for anything that is not a string", () => {
    expect(safeRedirect(null)).toBe(HOME);
    expect(safeRedirect(undefined)).toBe(HOME);
    expect(safeRedirect(new File(["x"], "x.txt"))).toBe(HOME);
    expect(safeRedirect("https://evil.example", "/app/settings")).toBe("/app/settings");
  });

  it("always answers a path a browser keeps on this site", () => {
    for (const to of ["/a b", "/crème", "/app/recipe/12?x=ü"]) {
      const out = safeRedirect(to);
      expect(out).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(out, "https://simmer.example").origin).toBe("https://simmer.example");
    }
  });
});
