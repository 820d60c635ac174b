/** Profiles: one row per user with plan, preferences and notification settings. */
import { and, eq, isNull } from "drizzle-orm";
import { profileNameFor } from "~/domain/accounts/profile";
import type { Db } from "../db/client.server";
import { profiles } from "../db/schema";

export type Profile = typeof profiles.$inferSelect;

/**
 * Returns the user's profile, creating it first if it is missing (spec section 4's naming rule).
 * Sign-up's hook has made it already, so the common case is one read and no write.
 */
export async function ensureProfile(
  db: Db,
  user: { id: string; name?: string | null; email: string; image?: string | null },
): Promise<Profile> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (existing) return existing;
  const [created] = await db
    .insert(profiles)
    .values({ id: user.id, name: profileNameFor(user.name, user.email), email: user.email, avatarUrl: user.image ?? null })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Made by a concurrent request between the read and the insert.
  const [raced] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  return raced;
}

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * Records that the user has opened the dashboard and tells whether this was the first time (the
 * greeting says "Welcome" then, "Welcome back" afterwards). One conditional update: of two
 * requests at once, only one is the first.
 */
export async function markDashboardVisit(db: Db, userId: string, now: Date = new Date()): Promise<{ firstVisit: boolean }> {
  const updated = await db
    .update(profiles)
    .set({ dashboardSeenAt: now })
    .where(and(eq(profiles.id, userId), isNull(profiles.dashboardSeenAt)))
    .returning({ id: profiles.id });
  return { firstVisit: updated.length > 0 };
}
