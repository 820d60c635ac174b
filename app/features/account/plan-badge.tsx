import { Crown } from "~/components/ui/icons";
import { isPaidPlan, type PlanId } from "~/domain/plans";

export const PLAN_BADGE: Record<PlanId, string> = {
  free: "Free",
  premium: "Premium",
  ultimate: "Ultimate Member",
};

export function PlanBadge({ planId }: { planId: PlanId }) {
  const paid = isPaidPlan(planId);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${paid ? "bg-warm-900 text-accent-yellow" : "bg-warm-100 text-warm-800"}`}
      data-testid="plan-badge"
    >
      {paid && <Crown className="h-4 w-4" aria-hidden="true" />}
      {PLAN_BADGE[planId]}
    </span>
  );
}
