/**
 * Each signed-in user acts on their own plan, read from the database the way production reads it:
 * the session middleware puts the profile's plan on the request, and the services lock and read it
 * again before enforcing a limit.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanId } from "~/domain/plans";
import { getAuth } from "~/server/auth/auth.server";
import { getUser, sessionMiddleware } from "~/server/auth/session.server";
import { provideDatabase } from "~/server/db/index.server";
import { profiles } from "~/server/db/schema";
import { createCookbook } from "~/server/kitchen/cookbooks.server";
import { lockedPlan } from "~/server/billing/plan-lock.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";

// getAuth() reads its configuration from the environment; a fixed secret keeps it from writing one to DATA_DIR.
process.env.AUTH_SECRET ??= "user-plan-integration-secret-0123456789abcdef";
const AUTH_HOLDER = Symbol.for("simmer.auth");

describe.each(DATABASE_KINDS)("each user's own plan on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    delete (globalThis as Record<symbol, unknown>)[AUTH_HOLDER]; // the app's auth, built on this database
  });
  afterAll(() => database?.destroy());

  /** Signs up through Better Auth, moves the profile to `plan`, and returns the session cookie. */
  async function cookOn(plan: PlanId) {
    const auth = await getAuth();
    const email = `${plan}-${Math.random().toString(36).slice(2)}@example.com`;
    const { headers, response } = await auth.api.signUpEmail({
      body: { name: `${plan} cook`, email, password: "simmer2024" },
      returnHeaders: true,
    });
    await database.db.update(profiles).set({ currentPlanId: plan }).where(eq(profiles.id, response.user.id));
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("simmer.session_token=");
    return { id: response.user.id, cookie };
  }

  /** The user the session middleware puts on a request carrying this cookie. */
  async function signedInAs(cookie: string) {
    const context = new RouterContextProvider();
    const request = new Request("http://localhost:3000/app/dashboard", { headers: { cookie } });
    await sessionMiddleware(
      { request, context, params: {}, url: new URL(request.url), pattern: "/app/dashboard" },
      async () => new Response("ok"),
    );
    return getUser(context);
  }

  it("reads each user's own plan, not the free plan for everyone", async () => {
    const cooks = { free: await cookOn("free"), premium: await cookOn("premium"), ultimate: await cookOn("ultimate") };
    for (const [plan, cook] of Object.entries(cooks)) {
      expect((await signedInAs(cook.cookie))?.planId, plan).toBe(plan);
      expect(await database.db.transaction((tx) => lockedPlan(tx, cook.id)), plan).toBe(plan);
    }

    // The limits follow: the free plan's third cookbook is refused, the others are not.
    const book = (name: string) => ({ name, description: "", color: "bg-accent-orange" as const });
    const third = async (id: string) => {
      for (const name of ["One", "Two"]) expect((await createCookbook(database.db, id, book(name))).ok).toBe(true);
      return (await createCookbook(database.db, id, book("Three"))).ok;
    };
    expect([await third(cooks.free.id), await third(cooks.premium.id), await third(cooks.ultimate.id)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("sees a plan change on the next request", async () => {
    const cook = await cookOn("free");
    expect((await signedInAs(cook.cookie))?.planId).toBe("free");
    await database.db.update(profiles).set({ currentPlanId: "ultimate" }).where(eq(profiles.id, cook.id));
    expect((await signedInAs(cook.cookie))?.planId).toBe("ultimate");
  });
});
