/** Billing forms. The plan id is checked against the paid plans in app/domain/plans.ts; a price never comes from a form. */
import { z } from "zod";
import { PLAN_IDS, type PlanId } from "../plans";

const PAID_PLAN_IDS = PLAN_IDS.filter((id): id is Exclude<PlanId, "free"> => id !== "free");

export const CheckoutSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS as [Exclude<PlanId, "free">, ...Exclude<PlanId, "free">[]], {
    error: "Please choose a paid plan.",
  }),
});
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

export const BILLING_INTENTS = ["cancel-subscription", "resume-subscription", "billing-portal"] as const;
export type BillingIntent = (typeof BILLING_INTENTS)[number];
