/** Cook mode's pages (spec sections 2, 4 and 9): overview, gather ingredients, then one per step. */

export function totalPages(instructionCount: number): number {
  return instructionCount + 2;
}

/** Moves by one page, staying within 0..total-1. */
export function movePage(current: number, delta: -1 | 1, total: number): number {
  return Math.min(Math.max(current + delta, 0), total - 1);
}

export function pageTitle(index: number, instructionCount: number): string {
  if (index <= 0) return "Overview";
  if (index === 1) return "Gather Ingredients";
  return `Step ${Math.min(index - 1, instructionCount)}`;
}

/**
 * One finish is one cook. Nobody cooks the same dish twice faster than it cooks, so closing cook
 * mode again (reopened, or closed twice) within the recipe's cook time of the last recorded cook,
 * and never less than an hour, is the same cook.
 */
export function sameCookMinutes(cookTimeMinutes: number): number {
  return Math.max(cookTimeMinutes, 60);
}

/** Whether finishing a recipe now is a new cook, given when the user's last cook of it was recorded. */
export function isNewCook(lastCookedAt: Date | null, now: Date, cookTimeMinutes: number): boolean {
  if (!lastCookedAt) return true;
  return now.getTime() - lastCookedAt.getTime() >= sameCookMinutes(cookTimeMinutes) * 60_000;
}
