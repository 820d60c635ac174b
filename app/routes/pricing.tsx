import { SignUpOrBrowse } from "~/components/content/call-to-action";
import { Section } from "~/components/content/section";
import { PageHeader, pageMeta } from "~/components/layout/page-header";
import { ComparisonTable } from "~/features/billing/comparison-table";
import { PlanCard } from "~/features/billing/plan-card";
import { getDb } from "~/server/db/index.server";
import { listPlans } from "~/server/services/plans.server";
import type { Route } from "./+types/pricing";

export async function loader() {
  return { plans: await listPlans(await getDb()) };
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
        title="Choose your plan"
        lead="Start free and upgrade when you want more room and smarter tools."
      />
      <section aria-label="Plans" className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 md:grid-cols-3">
        {loaderData.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </section>
      <Section id="compare-heading" heading="Compare features" width="5xl" spacing="pt-16">
        <div className="mt-6">
          <ComparisonTable plans={loaderData.plans} />
        </div>
      </Section>
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
      <section className="mx-auto max-w-3xl px-4 pt-16 text-center">
        <h2 className="text-warm-900 text-2xl font-bold">Ready to start cooking?</h2>
        <SignUpOrBrowse signUp="Create a free account" browse="secondary" />
      </section>
    </main>
  );
}
