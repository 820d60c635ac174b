/**
 * Where a recipe came from ("From …"): the web page it was imported from, or the recipe a cook
 * copied it from. Only http(s) addresses are kept and shown as links; anything else shows nothing.
 */

/** The longest address kept (the recipe form's bound for addresses). */
export const SOURCE_URL_MAX = 2000;

/** The address as a URL when it is an absolute http(s) address without a user name or password. */
function httpUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** Whether `value` may be kept as a recipe's source: an absolute http(s) address. */
export function isSourceUrl(value: string): boolean {
  return value.length <= SOURCE_URL_MAX && httpUrl(value) !== null;
}

/** What the recipe page shows for a source: the link and its host without "www." ("From example.com"). */
export interface SourceLink {
  href: string;
  host: string;
}

/** The link to show for a stored source, or null when there is none or it is not an http(s) address. */
export function sourceLink(value: string | null | undefined): SourceLink | null {
  if (!value || value.length > SOURCE_URL_MAX) return null;
  const url = httpUrl(value);
  if (!url) return null;
  return { href: url.href, host: url.host.replace(/^www\./i, "") };
}

/** The address a copy records as its source: the recipe's own page on this site. */
export function recipePageAddress(origin: string, recipeId: number): string {
  return new URL(`/recipe/${recipeId}`, origin).href;
}
