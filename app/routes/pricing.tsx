import { SignUpOrBrowse } from "~/components/content/call-to-action";
import { Section } from "~/components/content/section";
import { PageHeader, pageMeta } from "~/components/layout/page-header";
import { ComparisonTable } from "~/features/billing/comparison-table";
import { PlanCard } from "~/features/billing/plan-card";
import { getDb } from "~/server/db/index.server";
import { pricingAction } from "~/domain/billing/pricing";
import { showsSignupCalls } from "~/domain/admin/signup";
import { env } from "~/server/env.server";
import { getUser } from "~/server/auth/session.server";
import { billingProvider } from "~/server/billing/checkout.server";
import { billingOverview } from "~/server/billing/subscriptions.server";
import { listPlans } from "~/server/billing/plans.server";
import type { Route } from "./+types/pricing";

export async function loader({ context }: Route.LoaderArgs) {
  const db = await getDb();
  const user = getUser(context);
  const billing = billingProvider() !== "none";
  const overview = user && billing ? await billingOverview(db, user.id) : null;
  const viewer = overview && { summary: overview.summary, trialAvailable: overview.trialAvailable };
  const plans = await listPlans(db);
  return {
    billing,
    signedIn: Boolean(user),
    plans: plans.map((plan) => ({
      ...plan,
      action: billing ? pricingAction(plan.id, viewer, showsSignupCalls(env().SIGNUP)) : null,
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Pricing", "Free, Premium and Ultimate plans for Simmer. Paid plans start with a 7-day free trial.");

const FAQ = [
  [
    "Can I try a paid plan first?",
    "Yes. Premium and Ultimate start with a 7-day free trial, and you can cancel any time before it ends.",
  ],
  [
    "What happens to my recipes if I downgrade?",
    "Nothing is deleted. You keep everything you saved; you just can't add more than your plan allows until you are below its limit.",
  ],
  [
    "Can every plan see every recipe?",
    "Yes. All recipes are open on every plan. Paid plans add more room and extra tools such as AI recipe generation, shopping lists and PDF exports.",
  ],
  ["How do I cancel?", "From your settings, at any time. Your plan stays active until the end of the period you paid for."],
] as const;

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader
        eyebrow="Pricing"
        title={loaderData.billing ? "Choose your plan" : "What each plan includes"}
        lead={
          loaderData.billing
            ? "Start free and upgrade when you want more room and smarter tools."
            : "This Simmer server does not sell plans: your account's plan is set by whoever runs it."
        }
      />
      <section aria-label="Plans" className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 md:grid-cols-3">
        {loaderData.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} action={plan.action} />
        ))}
      </section>
      <Section id="compare-heading" heading="Compare features" width="5xl" spacing="pt-16">
        <div className="mt-6">
          <ComparisonTable plans={loaderData.plans} />
        </div>
      </Section>
      {loaderData.billing && (
        <Section id="faq-heading" heading="Frequently asked questions" spacing="pt-16">
          <dl className="mt-8 space-y-4">
            {FAQ.map(([question, answer]) => (
              <div key={question} className="ring-warm-200 rounded-2xl bg-white p-6 ring-1">
                <dt className="text-warm-900 font-semibold">{question}</dt>
                <dd className="text-warm-700 mt-2">{answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {!loaderData.signedIn && (
        <section className="mx-auto max-w-3xl px-4 pt-16 text-center">
          <h2 className="text-warm-900 text-2xl font-bold">Ready to start cooking?</h2>
          <SignUpOrBrowse signUp="Create a free account" browse="secondary" />
        </section>
      )}
    </main>
  );
}
