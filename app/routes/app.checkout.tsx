import { ShieldCheck } from "~/components/ui/icons";
import { data, Form, redirect, useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { FormAlert, SubmitButton } from "~/components/ui/form";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { formatPrice, getPlan } from "~/domain/plans";
import { CheckoutSchema } from "~/domain/validation/billing";
import { billingProvider, checkout } from "~/server/billing/checkout.server";
import { billingOverview } from "~/server/billing/subscriptions.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/app.checkout";

export const meta: Route.MetaFunction = () => [{ title: "Checkout – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const provider = billingProvider();
  if (provider === "none") throw data("Not found", { status: 404 });
  const parsed = CheckoutSchema.safeParse({ plan: new URL(request.url).searchParams.get("plan") });
  if (!parsed.success) throw redirect("/pricing");
  const { summary, trialAvailable } = await billingOverview(await getDb(), user.id);
  const plan = getPlan(parsed.data.plan);
  const inForce = summary.phase !== "free" && summary.phase !== "past_due";
  return {
    provider,
    plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, features: plan.features },
    withTrial: trialAvailable && !inForce,
    current: summary.planId === plan.id && summary.phase !== "trial",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const parsed = CheckoutSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ message: parsed.error.issues[0].message }, { status: 400 });
  const outcome = await checkout(await getDb(), user, parsed.data.plan);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return outcome.value;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, withTrial, provider, current } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Checkout</h1>
      <section aria-labelledby="checkout-plan" className="ring-warm-200 mt-6 space-y-5 rounded-3xl bg-white p-6 ring-1 sm:p-8">
        <div>
          <h2 id="checkout-plan" className="text-warm-900 text-2xl font-bold">
            {plan.name} plan
          </h2>
          <p className="text-warm-800 mt-1">
            <span className="text-warm-900 text-xl font-bold">{formatPrice(plan.priceCents)}</span> /month
          </p>
          <p className="text-accent-green mt-1 text-sm font-semibold">
            {withTrial ? "Starts with a 7-day free trial. Cancel any time before it ends." : "Starts today, renews monthly."}
          </p>
        </div>
        <ul className="text-warm-800 list-disc space-y-1 pl-5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {provider === "demo" ? (
          <p className="bg-accent-yellow/20 text-warm-900 flex gap-2 rounded-xl p-4 text-sm" role="note">
            <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
            {SUBSCRIPTION_MESSAGES.demoNoMoney}
          </p>
        ) : (
          <p className="text-warm-700 text-sm">You will pay on Stripe&apos;s secure checkout page and come back here.</p>
        )}
        <FormAlert errors={actionData ? [actionData.message] : undefined} />
        {current ? (
          <p className="text-warm-800 font-semibold">You are already on the {plan.name} plan.</p>
        ) : (
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="plan" value={plan.id} />
            <SubmitButton busy={busy} busyText="Confirming...">
              {withTrial ? `Start free trial of ${plan.name}` : `Confirm ${plan.name}`}
            </SubmitButton>
          </Form>
        )}
        <ButtonLink to="/pricing" variant="secondary">
          Back to plans
        </ButtonLink>
      </section>
    </main>
  );
}
