import { CalendarClock, CreditCard } from "~/components/ui/icons";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form";
import { SUBSCRIPTION_MESSAGES } from "~/domain/messages/subscription";
import { getPlan } from "~/domain/plans";
import { daysLeft, type BillingTabData } from "~/domain/billing/pricing";
import { formatDay } from "~/domain/billing/subscription";

const CHANGE_LABELS: Record<string, string> = {
  trial_started: "Trial started",
  upgraded: "Upgraded",
  switched: "Switched plan",
  cancelled: "Cancelled",
  resumed: "Resumed",
  expired: "Ended",
  payment_failed: "Payment failed",
  payment_succeeded: "Payment received",
  granted: "Set by the operator",
};

function PhaseLine({ billing }: { billing: BillingTabData }) {
  const end = formatDay(billing.periodEndsAt ? new Date(billing.periodEndsAt) : null);
  switch (billing.phase) {
    case "trial":
      return (
        <p>
          <strong>Trial: {daysLeft(billing.trialDaysLeft)}</strong>. Your free trial ends on {end}.
        </p>
      );
    case "active":
      return <p>Renews on {end}.</p>;
    case "cancelling":
      return (
        <p>
          Cancelled. You keep {getPlan(billing.planId).name} until {end}, then return to Free.
        </p>
      );
    case "past_due":
      return <p>Payment failed. Please check your payment method and try again.</p>;
    case "free":
      return null;
  }
}

export function BillingTab({ billing, error }: { billing: BillingTabData; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [params] = useSearchParams();
  const paid = params.get("checkout") === "success";
  // With Stripe, cancelling and resuming happen in its portal (the webhook brings the result back).
  const local = billing.enabled && !billing.stripeManaged;
  const canCancel = local && (billing.phase === "trial" || billing.phase === "active");
  return (
    <section aria-labelledby="billing-heading" className="space-y-6">
      <h2 id="billing-heading" className="text-warm-900 text-2xl font-bold">
        Plan &amp; billing
      </h2>
      {billing.notice && (
        <p role="status" className="bg-accent-yellow/20 text-warm-900 rounded-xl p-4 font-semibold">
          {billing.notice}
        </p>
      )}
      {paid && (
        <p role="status" className="bg-accent-green-light text-warm-900 rounded-xl p-4 font-semibold">
          {SUBSCRIPTION_MESSAGES.paymentSucceeded} Your plan starts as soon as the payment provider confirms it.
        </p>
      )}
      <FormAlert errors={error ? [error] : undefined} />
      <div className="bg-warm-50 ring-warm-200 space-y-2 rounded-2xl p-5 ring-1">
        <p className="text-warm-700 text-sm">Current plan</p>
        <p className="text-warm-900 text-2xl font-bold" data-testid="current-plan">
          {getPlan(billing.planId).name}
        </p>
        <div className="text-warm-800 flex items-start gap-2">
          <CalendarClock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <PhaseLine billing={billing} />
        </div>
        {billing.grant && (
          <p className="text-warm-800" data-testid="plan-grant">
            {getPlan(billing.grant.planId).name} granted by the people who run this site
            {billing.grant.endsAt ? ` until ${formatDay(new Date(billing.grant.endsAt))}` : ""}.
          </p>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          {billing.enabled && (
            <ButtonLink to="/pricing" variant={billing.phase === "free" ? "primary" : "secondary"}>
              {billing.phase === "free" ? "See plans" : "Change plan"}
            </ButtonLink>
          )}
          {canCancel && (
            <Form method="post">
              <Button type="submit" name="intent" value="cancel-subscription" variant="danger" disabled={busy}>
                Cancel subscription
              </Button>
            </Form>
          )}
          {local && billing.phase === "cancelling" && (
            <Form method="post">
              <Button type="submit" name="intent" value="resume-subscription" disabled={busy}>
                Resume subscription
              </Button>
            </Form>
          )}
          {billing.stripePortal && (
            <Form method="post">
              <Button type="submit" name="intent" value="billing-portal" variant="secondary" disabled={busy}>
                <CreditCard className="h-4 w-4" aria-hidden="true" /> Manage subscription, payment method and invoices
              </Button>
            </Form>
          )}
        </div>
      </div>
      <div>
        <h3 className="text-warm-900 font-semibold">Plan history</h3>
        {billing.history.length === 0 ? (
          <p className="text-warm-700 mt-2 text-sm">No plan changes yet.</p>
        ) : (
          <ol aria-label="Plan history" className="divide-warm-200 mt-2 divide-y text-sm">
            {billing.history.map((change) => (
              <li key={`${change.at}-${change.kind}`} className="flex justify-between gap-4 py-2">
                <span className="text-warm-900">
                  {CHANGE_LABELS[change.kind] ?? change.kind}: {getPlan(change.toPlanId).name}
                </span>
                <time dateTime={change.at} className="text-warm-700">
                  {formatDay(new Date(change.at))}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
      {!billing.enabled && (
        <p className="text-warm-700 text-sm">
          Plans on this server are set by its operator.{" "}
          <Link to="/pricing" className="underline">
            What each plan includes
          </Link>
        </p>
      )}
    </section>
  );
}
