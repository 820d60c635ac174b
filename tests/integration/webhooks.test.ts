/**
 * Webhooks (issue 30, decision 053) on both databases, against a receiver on loopback: an Ultimate
 * cook's webhook hears the meal plan, the shopping list and new recipes (a household member's change
 * included), each delivery signed and verifiable, retried after a failure and given up after 24 hours;
 * other plans, strangers and private addresses are refused.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { WEBHOOK_MESSAGES, webhookCreateSchema } from "~/domain/api/webhooks";
import { weekStartOf } from "~/domain/meal-plan/week";
import {
  announce,
  createWebhook,
  deleteWebhook,
  deliverWebhook,
  listWebhooks,
  signWebhook,
  verifyWebhookSignature,
} from "~/server/api/webhooks.server";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { jobs, webhookDeliveries } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { acceptInvite, createHousehold, createInvite } from "~/server/households/households.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { addMealEntry } from "~/server/meal-plan/meal-plan.server";
import { addCustomItem } from "~/server/meal-plan/shopping.server";
import { createRecipe } from "~/server/recipes/own-recipes.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

describe.each(DATABASE_KINDS)("webhooks on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: Server;
  let base = "";
  let received: Received[] = [];
  let answerWith = 200;
  const today = new Date().toISOString().slice(0, 10);
  const cook = (name: string, plan: SessionUser["planId"] = "ultimate") => createSessionUser(db, { name, plan });
  const config = env();
  const allowedBefore = config.IMPORT_ALLOW_PRIVATE_ADDRESSES;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.statusCode = answerWith;
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    config.IMPORT_ALLOW_PRIVATE_ADDRESSES = true;
  });
  afterAll(async () => {
    config.IMPORT_ALLOW_PRIVATE_ADDRESSES = allowedBefore;
    await new Promise((resolve) => server.close(resolve));
    await database?.destroy();
  });
  beforeEach(() => {
    received = [];
    answerWith = 200;
  });

  const form = (url: string, events: string[]) => webhookCreateSchema(true).parse({ url, events });

  async function hook(user: SessionUser, events: string[], path = "/hook") {
    const made = await createWebhook(db, user, form(`${base}${path}`, events));
    if (!made.ok) throw new Error(made.message);
    return made.value;
  }

  /** The deliveries of a webhook once the event has been announced (events are taken in the background). */
  async function deliveriesOf(webhookId: string, howMany: number) {
    await expect
      .poll(async () => (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId))).length)
      .toBe(howMany);
    return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
  }

  it("tells an Ultimate cook's address that the meal plan changed, signed so it can be checked", async () => {
    const maya = await cook("Maya Okafor");
    const made = await hook(maya, ["meal_plan.changed"]);
    expect(made.secret).toMatch(/^whsec_/);
    const added = await addMealEntry(
      db,
      await kitchenOf(db, maya),
      { date: weekStartOf(today), mealType: "dinner", note: "Tacos" },
      today,
    );
    expect(added.ok).toBe(true);
    const [delivery] = await deliveriesOf(made.id, 1);
    expect(delivery.event).toBe("meal_plan.changed");
    const [queued] = await db.select().from(jobs).where(eq(jobs.name, "webhook-delivery"));
    expect(queued).toBeDefined();

    expect(await deliverWebhook(db, delivery.id)).toBe("delivered");
    expect(received).toHaveLength(1);
    const [sent] = received;
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ id: delivery.id, event: "meal_plan.changed", data: { household: false } });
    expect(sent.headers["simmer-event"]).toBe("meal_plan.changed");
    expect(sent.headers["content-type"]).toBe("application/json");
    const signature = String(sent.headers["simmer-signature"]);
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhookSignature(made.secret, sent.body, signature, now)).toBe(true);
    expect(verifyWebhookSignature(made.secret, sent.body.replace("Tacos", "x") + " ", signature, now)).toBe(false);
    expect(verifyWebhookSignature("whsec_wrong", sent.body, signature, now)).toBe(false);
    expect(verifyWebhookSignature(made.secret, sent.body, signature, now + 301)).toBe(false);
    expect(verifyWebhookSignature(made.secret, sent.body, signWebhook(made.secret, sent.body, now - 3600), now)).toBe(false);

    const [view] = await listWebhooks(db, maya.id);
    expect(view.deliveries[0]).toMatchObject({ state: "delivered", lastStatus: 200, attempts: 1 });
    // Sent once: a second run of the same job sends nothing.
    expect(await deliverWebhook(db, delivery.id)).toBe("gone");
    expect(received).toHaveLength(1);
  });

  it("retries a delivery the receiver refused, and gives up 24 hours after the event", async () => {
    const maya = await cook("Maya Okafor");
    const made = await hook(maya, ["shopping_list.changed"]);
    expect((await addCustomItem(db, await kitchenOf(db, maya), { text: "limes" })).ok).toBe(true);
    const [delivery] = await deliveriesOf(made.id, 1);
    answerWith = 503;
    expect(await deliverWebhook(db, delivery.id)).toBe("retry");
    expect((await listWebhooks(db, maya.id))[0].deliveries[0]).toMatchObject({ state: "retrying", lastStatus: 503, attempts: 1 });
    answerWith = 200;
    expect(await deliverWebhook(db, delivery.id)).toBe("delivered");
    expect((await listWebhooks(db, maya.id))[0].deliveries[0]).toMatchObject({ state: "delivered", attempts: 2 });

    expect(await addCustomItem(db, await kitchenOf(db, maya), { text: "eggs" })).toMatchObject({ ok: true });
    const later = (await deliveriesOf(made.id, 2)).find((d) => d.id !== delivery.id)!;
    answerWith = 500;
    const dayLater = new Date(later.createdAt.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect(await deliverWebhook(db, later.id, dayLater)).toBe("failed");
    expect((await listWebhooks(db, maya.id))[0].deliveries.find((d) => d.id === later.id)?.state).toBe("failed");
  });

  it("hears a household member's change and the cook's new recipes, only for the events chosen", async () => {
    const maya = await cook("Maya Okafor");
    const created = await createHousehold(db, maya, { name: "The Okafors" });
    if (!created.ok) throw new Error(created.message);
    const sam = await cook("Sam Okafor", "free");
    const link = await createInvite(db, maya, { forWhom: "Sam" });
    if (!link.ok) throw new Error(link.message);
    expect((await acceptInvite(db, sam, link.value.token)).ok).toBe(true);
    const plan = await hook(maya, ["meal_plan.changed"], "/plan");
    const recipes = await hook(maya, ["recipe.created"], "/recipes");

    await addMealEntry(db, await kitchenOf(db, sam), { date: weekStartOf(today), mealType: "lunch", note: "Soup" }, today);
    const [fromSam] = await deliveriesOf(plan.id, 1);
    expect(fromSam.payload).toEqual({ household: true });

    const recipe = await createRecipe(db, maya.id, {
      title: "Sunday Roast Chicken",
      description: "A whole chicken roasted with lemon and thyme.",
      imageUrl: "https://images.example.com/roast.jpg",
      cookTime: 90,
      servings: 4,
      difficulty: "Medium",
      ingredients: ["1 whole chicken", "1 lemon"],
      instructions: ["Heat the oven to 200°C.", "Roast the chicken for 90 minutes."],
      tags: [],
      author: "Maya Okafor",
    });
    if (!recipe.ok) throw new Error(recipe.message);
    const [newRecipe] = await deliveriesOf(recipes.id, 1);
    expect(newRecipe.payload).toMatchObject({ recipeId: recipe.value.id });
    // The recipe hook heard nothing of the plan, the plan hook nothing of the recipe.
    expect(await deliveriesOf(plan.id, 1)).toHaveLength(1);
    expect(await announce(db, { type: "shopping_list.changed", kitchen: { id: maya.id, householdId: created.value.id } })).toBe(
      0,
    );
  });

  it("refuses other plans, strangers, and private addresses", async () => {
    const free = await cook("Fred Free", "free");
    expect(await createWebhook(db, free, form(`${base}/hook`, ["recipe.created"]))).toEqual({
      ok: false,
      status: 403,
      message: WEBHOOK_MESSAGES.plan,
    });
    const maya = await cook("Maya Okafor");
    const made = await hook(maya, ["recipe.created"]);
    const stranger = await cook("Stella Stranger");
    expect(await deleteWebhook(db, stranger.id, made.id)).toMatchObject({ ok: false, status: 404 });
    expect(await listWebhooks(db, stranger.id)).toEqual([]);

    config.IMPORT_ALLOW_PRIVATE_ADDRESSES = false;
    try {
      expect(
        webhookCreateSchema(false).safeParse({ url: `${base}/hook`, events: ["recipe.created"] }).error?.issues[0].message,
      ).toBe(WEBHOOK_MESSAGES.url);
      for (const url of ["https://127.0.0.1/hook", "https://[::1]/hook", "https://10.0.0.8/hook", "https://localhost/hook"]) {
        expect(
          await createWebhook(db, maya, webhookCreateSchema(false).parse({ url, events: ["recipe.created"] })),
          url,
        ).toMatchObject({
          ok: false,
          message: WEBHOOK_MESSAGES.privateAddress,
        });
      }
      // Registered while allowed, sent after it no longer is: refused for good, nothing sent.
      await announce(db, { type: "recipe.created", userId: maya.id, recipeId: 1 });
      const [delivery] = await deliveriesOf(made.id, 1);
      expect(await deliverWebhook(db, delivery.id)).toBe("failed");
      expect(received).toEqual([]);
    } finally {
      config.IMPORT_ALLOW_PRIVATE_ADDRESSES = true;
    }
    expect(await deleteWebhook(db, maya.id, made.id)).toMatchObject({ ok: true, message: WEBHOOK_MESSAGES.deleted });
    expect(await listWebhooks(db, maya.id)).toEqual([]);
  });
});
