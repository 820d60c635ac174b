/** Ingredient-list rules shared by the page (optimistic display) and the server (what it stores). */

/** Two list entries name the same ingredient when they match ignoring case and surrounding space. */
export function sameListIngredient(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The entries in order, each ingredient once (the first spelling wins). */
export function uniqueListIngredients(items: readonly string[]): string[] {
  return items.filter((item, i) => items.findIndex((other) => sameListIngredient(other, item)) === i);
}
