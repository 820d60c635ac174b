/**
 * A recipe id in a URL (`/recipe/12`, `?save=12`): plain digits that fit PostgreSQL's `integer`
 * column. Kept apart from the forms' schema (../validation/recipe-id.ts) so that pages that only read
 * an id from an address, such as the save heart's, do not carry the schema library.
 */
export const MAX_RECIPE_ID = 2_147_483_647;

/** A recipe id from a URL segment: plain digits only, else null (the page answers 404). */
export function parseRecipeId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_RECIPE_ID ? id : null;
}
