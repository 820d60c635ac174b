import { data } from "react-router";
import { billingProvider } from "~/server/billing/checkout.server";
import { handleStripeWebhook } from "~/server/billing/stripe.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/api.billing.stripe-webhook";

/** Stripe's webhook endpoint (PUBLIC_URL/api/billing/stripe-webhook); exists only with BILLING_PROVIDER=stripe. */
export async function action({ request }: Route.ActionArgs) {
  if (billingProvider() !== "stripe" || request.method !== "POST") throw data("Not found", { status: 404 });
  return handleStripeWebhook(await getDb(), request);
}

export function loader() {
  throw data("Not found", { status: 404 });
}
