import { describe, expect, it } from "vitest";
import { createSessionCache, invalidatesSessions } from "./session-cache.server";
import type { SessionUser } from "~/domain/accounts/session-user";

const ana: SessionUser = {
  id: "u-ana",
  name: "Ana",
  email: "ana@example.com",
  emailVerified: true,
  image: null,
  planId: "premium",
};
const farFuture = new Date("2100-01-01T00:00:00Z");

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("session cache", () => {
  it("answers from memory until the entry is older than the TTL", () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 10, now: time.now });
    cache.set("simmer.session_token=a.sig", ana, { generation: cache.generation(), sessionExpiresAt: farFuture });
    expect(cache.get("simmer.session_token=a.sig")).toEqual(ana);
    expect(cache.get("simmer.session_token=a.other")).toBeUndefined();
    time.advance(29_999);
    expect(cache.get("simmer.session_token=a.sig")).toEqual(ana);
    time.advance(1);
    expect(cache.get("simmer.session_token=a.sig")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never keeps an entry past the session's own expiry", () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 10, now: time.now });
    cache.set("k", ana, { generation: cache.generation(), sessionExpiresAt: new Date(time.now() + 5_000) });
    time.advance(5_000);
    expect(cache.get("k")).toBeUndefined();
    cache.set("expired", ana, { generation: cache.generation(), sessionExpiresAt: new Date(time.now() - 1) });
    expect(cache.size).toBe(0);
  });

  it("forgets everything on clear, and drops a lookup that started before the clear", () => {
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 10 });
    cache.set("k", ana, { generation: cache.generation(), sessionExpiresAt: farFuture });
    const lookupStarted = cache.generation();
    cache.clear();
    expect(cache.get("k")).toBeUndefined();
    // The racing lookup read the session before the sign-out: its answer must not come back.
    cache.set("k", ana, { generation: lookupStarted, sessionExpiresAt: farFuture });
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", ana, { generation: cache.generation(), sessionExpiresAt: farFuture });
    expect(cache.get("k")).toEqual(ana);
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = createSessionCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const key of ["a", "b", "c"])
      cache.set(key, { ...ana, id: key }, { generation: cache.generation(), sessionExpiresAt: farFuture });
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")?.id).toBe("c");
  });

  it("stores nothing with a TTL of 0", () => {
    const cache = createSessionCache({ ttlMs: 0, maxEntries: 10 });
    cache.set("k", ana, { generation: cache.generation(), sessionExpiresAt: farFuture });
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("invalidatesSessions", () => {
  const request = (method: string, path: string) => new Request(`http://localhost${path}`, { method });

  it("lets pages and the cook's own content writes keep the cache", () => {
    expect(invalidatesSessions(request("GET", "/app/browse?q=soup"))).toBe(false);
    expect(invalidatesSessions(request("GET", "/app/settings"))).toBe(false);
    expect(invalidatesSessions(request("HEAD", "/app/recipe/4"))).toBe(false);
    for (const path of [
      "/app/saved",
      "/app/saved.data",
      "/app/cookbooks",
      "/app/cookbooks/0b6f/manage",
      "/app/cookbooks/0b6f/manage.data",
      "/app/cookbooks.data",
      "/app/ingredient-lists",
      "/app/ingredient-lists.data",
    ])
      expect(invalidatesSessions(request("POST", path)), path).toBe(false);
  });

  it("empties it around every other write and anything under /api/auth", () => {
    for (const path of [
      "/logout",
      "/login",
      "/signup",
      "/reset-password",
      "/forgot-password",
      "/app/settings",
      "/app/settings.data",
      "/app/savedx",
      "/app/profile",
      "/pricing",
      "/app/unknown",
    ])
      expect(invalidatesSessions(request("POST", path)), path).toBe(true);
    expect(invalidatesSessions(request("DELETE", "/app/saved/../settings"))).toBe(true);
    expect(invalidatesSessions(request("GET", "/api/auth/verify-email?token=x"))).toBe(true);
    expect(invalidatesSessions(request("GET", "/api/auth"))).toBe(true);
  });
});
