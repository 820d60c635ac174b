/**
 * The settings page's saves, one function per tab. Each takes the acting user's id and the tab's
 * already-parsed form values and returns an Outcome; the route parses the form with the same schema
 * the tab uses and answers with the outcome's status and message.
 */
import { eq } from "drizzle-orm";
import { SETTINGS_MESSAGES } from "~/domain/messages/settings";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from "~/domain/ingredients/unit-system";
import type { NotificationsInput, PreferencesInput, ProfileInput, UnitsInput } from "~/domain/validation/settings";
import type { Db } from "../db/client.server";
import { profiles, users } from "../db/schema";

const NO_PROFILE = "Profile not found";

/**
 * Renames the user everywhere the name is kept, in one transaction. The e-mail address is not
 * changed here: a new one must first be confirmed (Better Auth's change-email flow), so the outcome
 * says whether the form asked for one.
 */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Outcome<{ newEmail: string | null }>> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ name: input.name }).where(eq(users.id, userId)).returning({ email: users.email });
    if (!user) return fail(404, NO_PROFILE);
    await tx.update(profiles).set({ name: input.name }).where(eq(profiles.id, userId));
    const newEmail = input.email !== user.email.toLowerCase() ? input.email : null;
    return succeed({ newEmail }, SETTINGS_MESSAGES.saved);
  });
}

export async function savePreferences(db: Db, userId: string, input: PreferencesInput): Promise<Outcome> {
  const saved = await db
    .update(profiles)
    .set({ dietaryPreferences: input.dietaryPreferences, skillLevel: input.skillLevel })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return saved.length === 1 ? succeed(undefined, SETTINGS_MESSAGES.saved) : fail(404, NO_PROFILE);
}

export async function saveNotifications(db: Db, userId: string, input: NotificationsInput): Promise<Outcome> {
  const saved = await db
    .update(profiles)
    .set({
      notifyRecipeUpdates: input.recipeUpdates,
      notifyWeeklyDigest: input.weeklyDigest,
      notifyPlanUpdates: input.planUpdates,
      notifyCommunity: input.community,
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return saved.length === 1 ? succeed(undefined, SETTINGS_MESSAGES.saved) : fail(404, NO_PROFILE);
}

/** The units the user reads recipes in; as written for a user without a profile. */
export async function getUnitSystem(db: Db, userId: string): Promise<UnitSystem> {
  const [row] = await db.select({ unitSystem: profiles.unitSystem }).from(profiles).where(eq(profiles.id, userId));
  return row?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
}

export async function saveUnitSystem(db: Db, userId: string, input: UnitsInput): Promise<Outcome> {
  const saved = await db
    .update(profiles)
    .set({ unitSystem: input.unitSystem })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return saved.length === 1 ? succeed(undefined, SETTINGS_MESSAGES.unitsSaved) : fail(404, NO_PROFILE);
}
