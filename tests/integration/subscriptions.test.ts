import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKBOOK_MESSAGES } from "~/domain/messages/cookbook";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { runAt } from "~/server/billing/clock.server";
import {
  billingOverview,
  cancelSubscription,
  confirmDemoCheckout,
  currentPlan,
  grantPlan,
  planOfAccount,
  readAccount,
  resumeSubscription,
} from "~/server/billing/subscriptions.server";
import { sidebarBilling } from "~/server/billing/settings-actions.server";
import { cookbooks, planChanges, savedRecipes, subscriptions } from "~/server/db/schema";
import { createCookbook, deleteCookbook, listCookbooks, updateCookbook } from "~/server/kitchen/cookbooks.server";
import { lockedPlan } from "~/server/billing/plan-lock.server";
import { getUnitSystem, saveUnitSystem } from "~/server/accounts/settings.server";
import type { Db } from "~/server/db/client.server";
import { saveRecipe, unsaveRecipe } from "~/server/kitchen/saved-recipes.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createUser } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-11-23T10:00:00Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);

describe.each(DATABASE_KINDS)("subscriptions on %s", (kind) => {
  let database: TestDatabase;
  let recipeIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    recipeIds = await createRecipes(
      database.db,
      Array.from({ length: 62 }, () => buildRecipeSeed()),
    );
  });
  afterAll(() => database?.destroy());

  const planAt = (userId: string, days: number) => runAt(at(days), () => currentPlan(database.db, userId));
  const rowsOf = async (userId: string) => database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it("starts a 7-day trial on the first checkout, then returns to free without payment", async () => {
    const user = await createUser(database.db);
    const started = await runAt(at(0), () => confirmDemoCheckout(database.db, user.id, "premium"));
    expect(started).toMatchObject({ ok: true, message: "Your 7-day free trial of Premium has started!" });
    expect(await planAt(user.id, 6.9)).toBe("premium");
    expect(await planAt(user.id, 7)).toBe("free");
    const overview = await runAt(at(4), () => billingOverview(database.db, user.id));
    expect(overview.summary).toMatchObject({ phase: "trial", trialDaysLeft: 3, notice: { kind: "ending" } });
    const ended = await runAt(at(8), () => billingOverview(database.db, user.id));
    expect(ended.summary.notice?.message).toBe(SUBSCRIPTION_MESSAGES.trialEnded);

    // The sidebar card and the banner above every /app page.
    expect(await runAt(at(1), () => sidebarBilling(database.db, user.id))).toMatchObject({
      trial: { planName: "Premium", daysLeft: 6, endsOn: "November 30, 2026", keepPath: "/app/checkout?plan=premium" },
      notice: null,
    });
    expect(await runAt(at(4.5), () => sidebarBilling(database.db, user.id))).toMatchObject({
      trial: { daysLeft: 3 },
      notice: { message: SUBSCRIPTION_MESSAGES.trialEndingSoon, to: "/app/checkout?plan=premium" },
    });
    expect(await runAt(at(8), () => sidebarBilling(database.db, user.id))).toMatchObject({
      trial: null,
      notice: { message: SUBSCRIPTION_MESSAGES.trialEnded },
    });
  });

  it("reads the plan, the sidebar card and the units of a request in one account read, as separate reads give them", async () => {
    const user = await createUser(database.db);
    await runAt(at(0), () => confirmDemoCheckout(database.db, user.id, "premium"));
    expect(await saveUnitSystem(database.db, user.id, { unitSystem: "metric" })).toMatchObject({ ok: true });
    // A database that fails on any use: given the request's account, the sidebar reads nothing more.
    const noDb = new Proxy({} as Db, {
      get() {
        throw new Error("the database was read again");
      },
    });
    for (const days of [1, 4.5, 8]) {
      const account = await readAccount(database.db, user.id);
      expect(account?.unitSystem).toBe(await getUnitSystem(database.db, user.id));
      expect(runAt(at(days), () => planOfAccount(account))).toBe(await planAt(user.id, days));
      expect(await runAt(at(days), () => sidebarBilling(noDb, user.id, account))).toEqual(
        await runAt(at(days), () => sidebarBilling(database.db, user.id)),
      );
    }
    expect(await readAccount(database.db, "no-such-user")).toBeNull();
    expect(planOfAccount(null)).toBe(await currentPlan(database.db, "no-such-user"));
  });

  it("gives one trial per account: a second checkout, even for another plan, is a paid month", async () => {
    const user = await createUser(database.db);
    await runAt(at(0), () => confirmDemoCheckout(database.db, user.id, "premium"));
    const second = await runAt(at(10), () => confirmDemoCheckout(database.db, user.id, "ultimate"));
    expect(second).toMatchObject({ ok: true, value: { kind: "upgraded", record: { status: "active" } } });
    expect(second.ok && second.message).toBe("Subscription upgraded successfully! Welcome to Ultimate!");
    expect(await planAt(user.id, 39)).toBe("ultimate");
  });

  it("converts a trial to paid, switches, cancels to the period end and resumes", async () => {
    const user = await createUser(database.db);
    await runAt(at(0), () => confirmDemoCheckout(database.db, user.id, "premium"));
    const paid = await runAt(at(2), () => confirmDemoCheckout(database.db, user.id, "premium"));
    expect(paid.ok && paid.message).toBe(SUBSCRIPTION_MESSAGES.upgraded);
    const switched = await runAt(at(3), () => confirmDemoCheckout(database.db, user.id, "ultimate"));
    expect(switched).toMatchObject({ ok: true, value: { kind: "upgraded" } });
    const periodEnd = new Date("2026-12-25T10:00:00Z");
    expect((await rowsOf(user.id))[0]).toMatchObject({ planId: "ultimate", status: "active", currentPeriodEnd: periodEnd });

    const cancelled = await runAt(at(4), () => cancelSubscription(database.db, user.id));
    expect(cancelled.ok && cancelled.message).toBe(
      "Your subscription has been cancelled. You keep Ultimate until December 25, 2026.",
    );
    expect(await runAt(at(4), () => cancelSubscription(database.db, user.id))).toMatchObject({
      ok: false,
      message: SUBSCRIPTION_MESSAGES.cancelFailed,
    });
    expect(await planAt(user.id, 31)).toBe("ultimate");
    expect(await planAt(user.id, 32.1)).toBe("free");

    const resumed = await runAt(at(5), () => resumeSubscription(database.db, user.id));
    expect(resumed).toMatchObject({ ok: true, message: SUBSCRIPTION_MESSAGES.resumed });
    expect(await planAt(user.id, 60)).toBe("ultimate");

    const history = await runAt(at(5), () => billingOverview(database.db, user.id));
    expect(history.history.map((h) => h.kind).sort()).toEqual(
      ["trial_started", "upgraded", "upgraded", "cancelled", "resumed"].sort(),
    );
  });

  it("refuses free as a checkout and a second checkout of the plan already held", async () => {
    const user = await createUser(database.db);
    expect(await confirmDemoCheckout(database.db, user.id, "free")).toMatchObject({ ok: false, status: 400 });
    expect(await confirmDemoCheckout(database.db, "no-such-user", "premium")).toMatchObject({ ok: false, status: 404 });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("leaves one consistent subscription when two upgrades of one account race", async () => {
    const user = await createUser(database.db);
    const outcomes = await runAt(at(0), () =>
      Promise.all([confirmDemoCheckout(database.db, user.id, "premium"), confirmDemoCheckout(database.db, user.id, "ultimate")]),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    // The first to take the lock started the one trial; the second converted it to a paid month.
    expect(rows[0].status).toBe("active");
    const [{ n }] = await database.db.select({ n: count() }).from(planChanges).where(eq(planChanges.userId, user.id));
    expect(n).toBe(2);
  });

  it("lets the operator grant a plan by e-mail, which counts as a floor", async () => {
    const user = await createUser(database.db, { email: "Household@Example.com" });
    expect(await grantPlan(database.db, "household@example.com", "ultimate")).toMatchObject({ ok: true });
    expect(await grantPlan(database.db, "nobody@example.com", "ultimate")).toMatchObject({ ok: false, status: 404 });
    expect(await database.db.transaction((tx) => lockedPlan(tx, user.id))).toBe("ultimate");
  });

  it("loses nothing on a downgrade: 5 cookbooks and 60 saved recipes stay usable, new ones are refused", async () => {
    const user = await createUser(database.db);
    await runAt(at(0), () => confirmDemoCheckout(database.db, user.id, "premium"));
    const made: string[] = [];
    await runAt(at(1), async () => {
      for (let i = 0; i < 5; i++) {
        const book = await createCookbook(database.db, user.id, {
          name: `Book ${i}`,
          description: "",
          color: "bg-accent-orange",
        });
        if (!book.ok) throw new Error(book.message);
        made.push(book.value.id);
      }
      for (const id of recipeIds.slice(0, 60)) expect((await saveRecipe(database.db, user.id, { recipeId: id })).ok).toBe(true);
    });

    // The trial ends without payment: back on free (2 cookbooks, 20 saved recipes).
    await runAt(at(8), async () => {
      expect(await currentPlan(database.db, user.id)).toBe("free");
      expect(await listCookbooks(database.db, user.id)).toHaveLength(5);
      expect(await createCookbook(database.db, user.id, { name: "Sixth", description: "", color: "bg-accent-orange" })).toEqual({
        ok: false,
        status: 403,
        message: COOKBOOK_MESSAGES.limitReached,
      });
      expect(await saveRecipe(database.db, user.id, { recipeId: recipeIds[60] })).toEqual({
        ok: false,
        status: 403,
        message: RECIPE_MESSAGES.limitReached,
      });
      expect(
        (
          await updateCookbook(database.db, user.id, {
            cookbookId: made[0],
            name: "Renamed",
            description: "",
            color: "bg-accent-green",
          })
        ).ok,
      ).toBe(true);
      expect((await deleteCookbook(database.db, user.id, { cookbookId: made[1] })).ok).toBe(true);
      expect((await unsaveRecipe(database.db, user.id, { recipeId: recipeIds[0] })).ok).toBe(true);
    });
    const [{ n: saved }] = await database.db.select({ n: count() }).from(savedRecipes).where(eq(savedRecipes.userId, user.id));
    expect(saved).toBe(59);
    const [{ n: books }] = await database.db.select({ n: count() }).from(cookbooks).where(eq(cookbooks.userId, user.id));
    expect(books).toBe(4);
  });

  it("never shows or changes one account's subscription through another account", async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    await runAt(at(0), () => confirmDemoCheckout(database.db, owner.id, "ultimate"));
    const before = await rowsOf(owner.id);
    expect(await runAt(at(1), () => cancelSubscription(database.db, stranger.id))).toMatchObject({ ok: false });
    expect(await runAt(at(1), () => resumeSubscription(database.db, stranger.id))).toMatchObject({ ok: false });
    const strangerView = await runAt(at(1), () => billingOverview(database.db, stranger.id));
    expect(strangerView.summary.planId).toBe("free");
    expect(strangerView.history).toEqual([]);
    expect(await rowsOf(owner.id)).toEqual(before);
  });
});
