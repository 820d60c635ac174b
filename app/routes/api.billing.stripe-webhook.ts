import { data, redirect } from "react-router";
import { billingProvider } from "~/server/billing/checkout.server";
import { handleStripeWebhook } from "~/server/billing/stripe.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/api.billing.stripe-webhook";

/** Stripe's webhook endpoint (PUBLIC_URL/api/billing/stripe-webhook); exists only with BILLING_PROVIDER=stripe. */
export async function action({ request }: Route.ActionArgs) {
  if (billingProvider() !== "stripe" || request.method !== "POST") throw data("Not found", { status: 404 });
  return handleStripeWebhook(await getDb(), request);
}

export function loader({ request }: Route.LoaderArgs) {
  // A person who opens the address gets the home page, not a bare JSON string; anything else a 404.
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") return redirect("/");
  throw data("Not found", { status: 404 });
}
