/**
 * The one entitlement rule on the server: a gated loader or action calls requireFeature first.
 * Which plan has which feature is answered by app/domain/plans.ts alone; the plan is the user's
 * effective plan at the moment of the request (session.server.ts computes it from the records).
 */
import { data } from "react-router";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages";
import { hasFeature, type Feature } from "~/domain/plans";
import type { SessionUser } from "~/domain/accounts/session-user";

export function isEntitled(user: Pick<SessionUser, "planId"> | null, feature: Feature): boolean {
  return user !== null && hasFeature(user.planId, feature);
}

/** Throws a 403 answer with the spec's message unless the user's plan includes `feature`. */
export function requireFeature(user: Pick<SessionUser, "planId">, feature: Feature): void {
  if (!hasFeature(user.planId, feature)) {
    throw data({ ok: false, status: 403, message: SUBSCRIPTION_MESSAGES.featureUnavailable }, { status: 403 });
  }
}
