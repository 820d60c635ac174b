/**
 * The one teaser for a feature the user's plan does not include: what it is, the spec's
 * 'Upgrade your plan to access this feature.' and a link to /pricing. Renders nothing when the
 * server sells no plans (BILLING_PROVIDER=none).
 */
import { Sparkles } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { ButtonLink } from "./button";
import { useBillingEnabled } from "./use-billing";

export function UpgradeTeaser({
  id,
  title,
  children,
  cta = "See plans",
}: {
  id: string;
  title: string;
  children?: ReactNode;
  cta?: string;
}) {
  if (!useBillingEnabled()) return null;
  return (
    <aside
      aria-labelledby={id}
      className="bg-warm-900 mt-10 flex flex-col gap-4 rounded-3xl p-6 text-white sm:flex-row sm:items-center sm:justify-between print:hidden"
    >
      <div>
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
          <Sparkles className="text-accent-yellow h-5 w-5" aria-hidden="true" /> {title}
        </h2>
        {children && <p className="text-warm-200 mt-1">{children}</p>}
        <p className="text-warm-100 mt-1 text-sm">{SUBSCRIPTION_MESSAGES.upgradeTeaser}</p>
      </div>
      <ButtonLink to="/pricing" className="shrink-0">
        {cta}
      </ButtonLink>
    </aside>
  );
}
