/**
 * How the API's recipe addresses answer a recipe that is not there: 404 Recipe not found, as the
 * pages do, whether the address names no recipe id at all or one this cook may not see.
 */
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import { fail, succeed, type Outcome } from "~/domain/outcome";

const recipeNotFound = () => fail(404, RECIPE_MESSAGES.notFound);

/** `act` on the recipe id read from the address; null (not a recipe id) is 404 without asking the database. */
export async function withRecipeId<T>(id: number | null, act: (id: number) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return id === null ? recipeNotFound() : act(id);
}

/** What was read, or 404 when nothing was (null). */
export function foundOrNotFound<T>(found: T | null, message?: string): Outcome<T> {
  return found ? succeed(found, message) : recipeNotFound();
}
