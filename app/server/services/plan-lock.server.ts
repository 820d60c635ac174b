/** Reads the user's plan inside a transaction, locking the profile row so limit checks cannot race. */
import { eq } from "drizzle-orm";
import type { PlanId } from "~/domain/plans";
import type { Db } from "../db/client.server";
import { profiles } from "../db/schema";

export async function lockedPlan(tx: Db, userId: string): Promise<PlanId | null> {
  const [profile] = await tx
    .select({ planId: profiles.currentPlanId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  return profile?.planId ?? null;
}
