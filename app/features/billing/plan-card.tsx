import { Check } from "~/components/ui/icons";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import type { CardAction } from "~/domain/billing/pricing";
import { formatPrice } from "~/domain/plans";

export interface PlanCardData {
  id: string;
  name: string;
  priceCents: number;
  features: string[];
  isPopular: boolean;
  trialDays: number;
}

/**
 * One plan on /pricing. `action` says what this viewer can do with it (sign up, start a trial,
 * upgrade, switch, manage); null shows the plan without price or action (billing switched off).
 */
export function PlanCard({ plan, action }: { plan: PlanCardData; action: CardAction | null }) {
  const current = action?.kind === "current";
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-current={current || undefined}
      className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${current ? "ring-accent-green ring-2" : plan.isPopular ? "ring-accent-orange ring-2" : "ring-warm-200 ring-1"}`}
    >
      {plan.isPopular && (
        <p className="bg-accent-orange absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-warm-900 text-2xl font-bold">
        {plan.name}
      </h2>
      {action && (
        <>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-warm-900 text-4xl font-bold">{formatPrice(plan.priceCents)}</span>
            <span className="text-warm-700">/month</span>
          </p>
          <p className="text-accent-green mt-2 min-h-6 text-sm">
            {plan.trialDays > 0 ? `${plan.trialDays}-day free trial` : "Free forever"}
          </p>
        </>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="text-warm-800 flex gap-2">
            <Check className="text-accent-green mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {action?.kind === "link" && (
        <ButtonLink to={action.to} variant={plan.isPopular ? "primary" : "secondary"} size="lg" className="mt-8">
          {action.label}
          <span className="sr-only"> ({plan.name} plan)</span>
        </ButtonLink>
      )}
      {action?.kind === "current" && (
        <div className="mt-8 space-y-3">
          <p className={buttonClass("soft", "lg", "w-full cursor-default")}>{action.label}</p>
          {action.link && (
            <ButtonLink to={action.link.to} variant="secondary" size="lg" className="w-full">
              {action.link.label}
              <span className="sr-only"> ({plan.name} plan)</span>
            </ButtonLink>
          )}
        </div>
      )}
    </article>
  );
}
