/**
 * Adding a meal from a plain form (the recipe's meal-plan page and the planner's Add to… page, which
 * work without JavaScript): the same schema and service as the planner's add intent; a meal added
 * opens its week in the planner with the message in the flash, a refusal answers with its message
 * (the page shows it) and changes nothing.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";
import { weekStartOf } from "~/domain/meal-plan/week";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { MealEntryAddSchema } from "~/domain/validation/meal-plan";
import { replyInvalid, replyWith } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { userToday } from "~/server/time-zone.server";
import { kitchenOf } from "../households/kitchen.server";
import { addMealEntry } from "./meal-plan.server";

export async function addMealFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: MealEntryAddSchema });
  if (submission.status !== "success") return replyInvalid(submission, MEAL_PLAN_MESSAGES.addFailed);
  const db = await getDb();
  const outcome = await addMealEntry(db, await kitchenOf(db, user), submission.value, userToday(request));
  if (!outcome.ok) return replyWith(outcome, MEAL_PLAN_MESSAGES.addFailed);
  return redirect(`/app/meal-plan?week=${weekStartOf(submission.value.date)}`, {
    headers: { "Set-Cookie": await flashHeader(outcome.message ?? MEAL_PLAN_MESSAGES.added) },
  });
}
