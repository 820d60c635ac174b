/**
 * A cook's personal kitchen for tests that call the meal-plan, shopping and list services directly
 * (what kitchenOf answers for a cook without a household). An id alone plans as Free.
 */
import type { PlanId } from "~/domain/plans";
import { personalKitchen, type Kitchen } from "~/server/households/kitchen.server";

export function solo(cook: string | { id: string; planId: PlanId }): Kitchen {
  return personalKitchen(typeof cook === "string" ? { id: cook, planId: "free" } : cook);
}
