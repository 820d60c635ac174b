/**
 * Reads the user's effective plan inside a transaction (subscription records, trial and period end
 * included), locking the account's profile row so limit checks cannot race each other or a plan change.
 */
import type { PlanId } from "~/domain/plans";
import { lockAccount } from "./subscriptions.server";
import type { Db } from "../db/client.server";

export async function lockedPlan(tx: Db, userId: string): Promise<PlanId | null> {
  return (await lockAccount(tx, userId))?.planId ?? null;
}
