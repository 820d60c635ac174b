import { COOK_QUESTION_MESSAGES } from "~/domain/cooking/cook-question";
import type { CookCompanionContext } from "./companion";

/** Cook mode's first step page (0: overview, 1: gather ingredients). */
const FIRST_STEP_PAGE = 2;

/** Asks the server's model (POST /app/cook/ask) and gives back the sentence to show and speak. */
export async function askCookQuestion(recipeId: number, question: string, cook: CookCompanionContext): Promise<string> {
  const body = new URLSearchParams({ recipeId: String(recipeId), question });
  if (cook.page >= FIRST_STEP_PAGE) body.set("step", String(cook.page - FIRST_STEP_PAGE));
  try {
    const response = await fetch("/app/cook/ask", { method: "POST", body });
    const reply = (await response.json()) as { message?: unknown };
    return typeof reply.message === "string" && reply.message ? reply.message : COOK_QUESTION_MESSAGES.failed;
  } catch {
    return COOK_QUESTION_MESSAGES.failed;
  }
}
