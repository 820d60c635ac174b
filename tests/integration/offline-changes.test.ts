/**
 * Changes made offline are applied once (issue 31): a change sent again with the same key (its first
 * answer was lost) changes nothing more and gets the first answer, a refusal included; a bad key
 * changes nothing; keys are each cook's own. On both databases, through the shopping list's services.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideDatabase } from "~/server/db/index.server";
import { apiIdempotencyKeys } from "~/server/db/schema";
import { kitchenOf } from "~/server/households/kitchen.server";
import { addCustomItem, getShoppingList, removeShoppingItem, setItemChecked } from "~/server/meal-plan/shopping.server";
import { CHANGE_KEY_INVALID, changeKeyOf, onceForKey } from "~/server/offline/offline-changes.server";
import { onlyId } from "~/server/action-reply.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";

describe("reading a change's key", () => {
  it("takes a UUID, none, or says it is unreadable", () => {
    const form = (key?: string) => {
      const f = new FormData();
      if (key !== undefined) f.set("changeKey", key);
      return f;
    };
    const key = randomUUID();
    expect(changeKeyOf(form(key))).toBe(key);
    expect(changeKeyOf(form())).toBeNull();
    expect(changeKeyOf(form(""))).toBeNull();
    expect(changeKeyOf(form("1; drop table"))).toBe("invalid");
  });
});

describe.each(DATABASE_KINDS)("changes sent again on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  async function shopper(name: string) {
    const user = await createSessionUser(database.db, { name, plan: "premium" });
    return { user, kitchen: await kitchenOf(database.db, user) };
  }

  it("adds an item once however often the same change comes, and answers with the same item", async () => {
    const { user, kitchen } = await shopper("Olu Again");
    const key = randomUUID();
    const add = () =>
      onceForKey(database.db, user.id, key, async (tx) => onlyId(await addCustomItem(tx, kitchen, { text: "Oat milk" })));
    const first = await add();
    const second = await add();
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual(first);
    expect((await getShoppingList(database.db, kitchen)).map((i) => i.text)).toEqual(["Oat milk"]);
  });

  it("does not tick again an item someone unticked since the first (lost) answer", async () => {
    const { user, kitchen } = await shopper("Olu Tick");
    const added = await addCustomItem(database.db, kitchen, { text: "Lemons" });
    if (!added.ok) throw new Error(added.message);
    const itemId = added.value.id;
    const key = randomUUID();
    const tick = () => onceForKey(database.db, user.id, key, (tx) => setItemChecked(tx, kitchen, { itemId, checked: "true" }));
    expect((await tick()).ok).toBe(true);
    expect((await setItemChecked(database.db, kitchen, { itemId, checked: "false" })).ok).toBe(true);
    expect((await tick()).ok).toBe(true);
    expect((await getShoppingList(database.db, kitchen)).find((i) => i.id === itemId)?.checked).toBe(false);
  });

  it("keeps a refusal: a tick of an item removed meanwhile is refused, and refused again when sent again", async () => {
    const { user, kitchen } = await shopper("Olu Refused");
    const added = await addCustomItem(database.db, kitchen, { text: "Capers" });
    if (!added.ok) throw new Error(added.message);
    const itemId = added.value.id;
    expect((await removeShoppingItem(database.db, kitchen, { itemId })).ok).toBe(true);
    const key = randomUUID();
    const tick = () => onceForKey(database.db, user.id, key, (tx) => setItemChecked(tx, kitchen, { itemId, checked: "true" }));
    const first = await tick();
    expect(first).toMatchObject({ ok: false, status: 404 });
    expect(await tick()).toEqual(first);
  });

  it("changes nothing for an unreadable key, and forgets a change whose write failed (it may be sent again)", async () => {
    const { user, kitchen } = await shopper("Olu Broken");
    expect(
      await onceForKey(database.db, user.id, "invalid", async (tx) => onlyId(await addCustomItem(tx, kitchen, { text: "X" }))),
    ).toEqual({ ok: false, status: 400, message: CHANGE_KEY_INVALID });
    const key = randomUUID();
    await expect(
      onceForKey(database.db, user.id, key, async (tx) => {
        await addCustomItem(tx, kitchen, { text: "Half-made" });
        throw new Error("the connection dropped");
      }),
    ).rejects.toThrow("the connection dropped");
    expect(await getShoppingList(database.db, kitchen)).toEqual([]);
    expect(await database.db.select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.userId, user.id))).toEqual([]);
    const again = await onceForKey(database.db, user.id, key, async (tx) =>
      onlyId(await addCustomItem(tx, kitchen, { text: "Half-made" })),
    );
    expect(again.ok).toBe(true);
    expect((await getShoppingList(database.db, kitchen)).map((i) => i.text)).toEqual(["Half-made"]);
  });

  it("keeps each cook's keys apart", async () => {
    const a = await shopper("Ada Keys");
    const b = await shopper("Ben Keys");
    const key = randomUUID();
    for (const { user, kitchen } of [a, b]) {
      const added = await onceForKey(database.db, user.id, key, async (tx) =>
        onlyId(await addCustomItem(tx, kitchen, { text: "Bread" })),
      );
      expect(added.ok).toBe(true);
      expect((await getShoppingList(database.db, kitchen)).map((i) => i.text)).toEqual(["Bread"]);
    }
  });
});
