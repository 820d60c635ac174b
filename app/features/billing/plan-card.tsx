import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice } from "~/domain/plans";

export interface PlanCardData {
  id: string;
  name: string;
  priceCents: number;
  features: string[];
  isPopular: boolean;
  trialDays: number;
}

export function PlanCard({ plan }: { plan: PlanCardData }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${plan.isPopular ? "ring-accent-orange ring-2" : "ring-warm-200 ring-1"}`}
    >
      {plan.isPopular && (
        <p className="bg-accent-orange absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-warm-900 text-2xl font-bold">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-warm-900 text-4xl font-bold">{formatPrice(plan.priceCents)}</span>
        <span className="text-warm-700">/month</span>
      </p>
      <p className="text-accent-green mt-2 min-h-6 text-sm">
        {plan.trialDays > 0 ? `${plan.trialDays}-day free trial` : "Free forever"}
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="text-warm-800 flex gap-2">
            <Check className="text-accent-green mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink to="/signup" size="lg" variant={plan.isPopular ? "primary" : "secondary"} className="mt-8">
        {plan.priceCents === 0 ? "Get started free" : `Start ${plan.name} trial`}
        <span className="sr-only"> ({plan.name} plan)</span>
      </ButtonLink>
    </article>
  );
}
