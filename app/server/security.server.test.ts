import { describe, expect, it } from "vitest";
import { isCrossSite } from "./security.server";

const PUBLIC = "https://simmer.example";

function post(headers: Record<string, string>, url = "https://simmer.example/login") {
  return new Request(url, { method: "POST", headers });
}

describe("cross-site form posts", () => {
  it.each([
    [{ origin: "https://simmer.example" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "null" }, true],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-origin" }, false],
    [{}, false],
  ])("a POST with %j is cross-site: %s", (headers, expected) => {
    expect(isCrossSite(post(headers), PUBLIC)).toBe(expected);
  });

  it("accepts the request's own origin when it differs from PUBLIC_URL (another host name of the same server)", () => {
    expect(isCrossSite(post({ origin: "http://127.0.0.1:3100" }, "http://127.0.0.1:3100/login"), PUBLIC)).toBe(false);
  });

  it("never blocks reads", () => {
    expect(isCrossSite(new Request("https://simmer.example/", { headers: { origin: "https://evil.example" } }), PUBLIC)).toBe(
      false,
    );
  });
});
