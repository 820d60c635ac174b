import { describe, expect, it, vi } from "vitest";
import {
  currentLinkOrigin,
  forgetLinkOriginWarning,
  linkOrigin,
  runWithLinkOrigin,
  type LinkOriginConfig,
} from "./link-origin.server";

const unset: LinkOriginConfig = { publicUrl: undefined, fallback: "http://localhost:3000", port: 4321, allowedHosts: [] };
const req = (host: string, init: { proto?: string; url?: string } = {}) =>
  new Request(init.url ?? `http://${host}/forgot-password`, {
    headers: { host, ...(init.proto ? { "x-forwarded-proto": init.proto } : {}) },
  });

describe("the address links point to", () => {
  it("is PUBLIC_URL whenever it is set, whatever the Host", () => {
    const config = { ...unset, publicUrl: "https://recipes.example" };
    expect(linkOrigin(req("localhost:4321"), config)).toBe("https://recipes.example");
    expect(linkOrigin(req("evil.example"), config)).toBe("https://recipes.example");
  });

  it("without PUBLIC_URL, is the address the request came to when it is loopback on the server's port", () => {
    expect(linkOrigin(req("localhost:4321"), unset)).toBe("http://localhost:4321");
    expect(linkOrigin(req("127.0.0.1:4321"), unset)).toBe("http://127.0.0.1:4321");
    expect(linkOrigin(req("[::1]:4321"), unset)).toBe("http://[::1]:4321");
    expect(linkOrigin(req("LOCALHOST:4321"), unset)).toBe("http://localhost:4321");
  });

  it("or a host listed in ALLOWED_HOSTS (any port when the entry names none), https when the proxy says so", () => {
    const config = { ...unset, allowedHosts: ["recipes.home.lan", "kitchen.local:8080"] };
    expect(linkOrigin(req("recipes.home.lan"), config)).toBe("http://recipes.home.lan");
    expect(linkOrigin(req("recipes.home.lan:4321"), config)).toBe("http://recipes.home.lan:4321");
    expect(linkOrigin(req("recipes.home.lan", { proto: "https" }), config)).toBe("https://recipes.home.lan");
    expect(linkOrigin(req("kitchen.local:8080"), config)).toBe("http://kitchen.local:8080");
    expect(linkOrigin(req("kitchen.local:9090"), config)).toBe("http://localhost:3000");
  });

  it("never takes a Host the server is not configured to answer: the default, and one log line saying to set PUBLIC_URL", () => {
    forgetLinkOriginWarning();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const config = { ...unset };
      for (const host of [
        "evil.example",
        "localhost:9999",
        "localhost",
        "localhost:4321@evil.example",
        "evil.example#localhost:4321",
        "localhost.evil.example:4321",
        "127.0.0.1:4321.evil.example",
      ]) {
        const request = new Request("http://localhost:4321/forgot-password", { headers: { host } });
        expect(linkOrigin(request, config), host).toBe("http://localhost:3000");
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain("PUBLIC_URL");
    } finally {
      warn.mockRestore();
    }
  });

  it("a forwarded host never counts", () => {
    const request = new Request("http://localhost:4321/", {
      headers: { host: "localhost:4321", "x-forwarded-host": "evil.example" },
    });
    expect(linkOrigin(request, unset)).toBe("http://localhost:4321");
  });

  it("is carried to the mail sent while a request is handled", async () => {
    expect(currentLinkOrigin()).toBeNull();
    const seen = await runWithLinkOrigin("http://localhost:4321", async () => {
      await new Promise((r) => setTimeout(r, 1));
      return currentLinkOrigin();
    });
    expect(seen).toBe("http://localhost:4321");
  });
});
