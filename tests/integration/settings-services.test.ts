import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_MESSAGES } from "~/domain/messages/settings";
import { profiles, users } from "~/server/db/schema";
import { saveNotifications, savePreferences, saveProfile } from "~/server/accounts/settings.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createUser } from "../support/factories";

describe.each(DATABASE_KINDS)("settings services on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  const profileOf = async (id: string) => (await database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

  it("renames the account and its profile, and asks for a confirmation only for a new e-mail", async () => {
    const user = await createUser(database.db, { name: "Old Name", email: "Cook@Example.com" });
    const same = await saveProfile(database.db, user.id, { name: "New Name", email: "cook@example.com" });
    expect(same).toEqual({ ok: true, value: { newEmail: null }, message: SETTINGS_MESSAGES.saved });
    const [account] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect([account.name, account.email, (await profileOf(user.id)).name]).toEqual(["New Name", "Cook@Example.com", "New Name"]);

    const moved = await saveProfile(database.db, user.id, { name: "New Name", email: "moved@example.com" });
    expect(moved).toMatchObject({ ok: true, value: { newEmail: "moved@example.com" } });
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.email).toBe("Cook@Example.com");
  });

  it("saves preferences and notifications for the acting user only", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    expect(await savePreferences(database.db, user.id, { dietaryPreferences: ["Vegan"], skillLevel: "advanced" })).toMatchObject({
      ok: true,
      message: SETTINGS_MESSAGES.saved,
    });
    const notifications = { recipeUpdates: true, weeklyDigest: false, planUpdates: true, community: false };
    expect(await saveNotifications(database.db, user.id, notifications)).toMatchObject({ ok: true });
    const mine = await profileOf(user.id);
    expect([mine.dietaryPreferences, mine.skillLevel, mine.notifyRecipeUpdates, mine.notifyPlanUpdates]).toEqual([
      ["Vegan"],
      "advanced",
      true,
      true,
    ]);
    const theirs = await profileOf(other.id);
    expect([theirs.dietaryPreferences, theirs.notifyRecipeUpdates]).not.toEqual([["Vegan"], true]);
  });

  it("answers 404 for a user who does not exist, and writes nothing", async () => {
    const nobody = randomUUID();
    expect(await saveProfile(database.db, nobody, { name: "Ghost", email: "ghost@example.com" })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await savePreferences(database.db, nobody, { dietaryPreferences: [], skillLevel: "beginner" })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(
      await saveNotifications(database.db, nobody, {
        recipeUpdates: false,
        weeklyDigest: false,
        planUpdates: false,
        community: false,
      }),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
