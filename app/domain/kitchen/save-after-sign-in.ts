/**
 * A visitor's save heart (issue 10): pressing it asks them to sign in, and the recipe is saved when
 * they are back. The wish travels as `save=<id>` on the address they return to (the login page's
 * `redirectTo`, checked by safe-redirect.ts), and the signed-in page then saves it with a POST to
 * /app/saved: never a side effect of opening a page.
 */
import { safeRedirect } from "../accounts/safe-redirect";
import { parseRecipeId } from "../recipes/recipe-id";

export const SAVE_PARAM = "save";

/** The signed-in twin of a page: /browse?q=x → /app/browse?q=x, / → /app/dashboard, /app/… unchanged. */
export function signedInPath(pathname: string): string {
  if (pathname === "/" || pathname === "") return "/app/dashboard";
  if (pathname === "/app" || pathname.startsWith("/app/")) return pathname;
  return `/app${pathname}`;
}

/**
 * Where the visitor's heart (a GET form to /login) sends them back to, as the login page's
 * `redirectTo`: the signed-in twin of the page they are on with `save=<id>` added (and any earlier
 * `save` replaced).
 */
export function returnToSave(pathname: string, search: string, recipeId: number): string {
  const params = new URLSearchParams(search);
  params.set(SAVE_PARAM, String(recipeId));
  return safeRedirect(`${signedInPath(pathname)}?${params.toString()}`);
}

/** The recipe id a returning visitor asked to save, from the page's query; null when there is none or it is not an id. */
export function pendingSaveId(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get(SAVE_PARAM);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return parseRecipeId(raw);
}

/** The same address without `save` (once the save is done, a reload must not ask again). */
export function withoutPendingSave(pathAndSearch: string): string {
  const [path, query = ""] = pathAndSearch.split("?", 2);
  const params = new URLSearchParams(query);
  params.delete(SAVE_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
