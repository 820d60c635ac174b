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
