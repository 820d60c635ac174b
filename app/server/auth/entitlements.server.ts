/**
 * The one entitlement rule on the server: a gated loader or action calls requireFeature first.
 * Which plan has which feature is answered by app/domain/plans.ts alone; the plan is the user's
 * effective plan at the moment of the request (session.server.ts computes it from the records).
 */
import { data } from "react-router";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { hasFeature, type Feature } from "~/domain/plans";
import type { Db } from "../db/client.server";
import { kitchenOf } from "../households/kitchen.server";
import type { SessionUser } from "~/domain/accounts/session-user";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { fail } from "~/domain/outcome";

export function isEntitled(user: Pick<SessionUser, "planId"> | null, feature: Feature): boolean {
  return user !== null && hasFeature(user.planId, feature);
}

/** Throws a 403 answer with the spec's message unless the user's plan includes `feature`. */
export function requireFeature(user: Pick<SessionUser, "planId">, feature: Feature): void {
  if (!hasFeature(user.planId, feature)) {
    throw data({ ok: false, status: 403, message: SUBSCRIPTION_MESSAGES.featureUnavailable }, { status: 403 });
  }
}

/**
 * The one write rule for what a household shares (decision 040): a kitchen whose household has
 * lapsed (the owner's plan no longer includes households) is read-only. Every meal-plan, shopping
 * and pantry write calls this first; its features and limits are those of `kitchen.planId`
 * (kitchenOf in app/server/households/kitchen.server.ts), checked with isEntitled / requireFeature.
 */
export function kitchenWriteRefusal(kitchen: { open: boolean }): ReturnType<typeof fail> | null {
  return kitchen.open ? null : fail(403, HOUSEHOLD_MESSAGES.lapsed);
}

/**
 * Whether the cook may use `feature` for what their kitchen shares (the week's shopping list, from
 * the recipe page): their own plan, or their household's while it is open or kept read-only.
 */
export async function isKitchenEntitled(db: Db, user: Pick<SessionUser, "id" | "planId"> | null, feature: Feature) {
  if (isEntitled(user, feature)) return true;
  return user !== null && hasFeature((await kitchenOf(db, user)).planId, feature);
}
