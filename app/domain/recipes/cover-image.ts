/**
 * Where a recipe's generated cover is drawn as a picture (docs/decisions/054). The address names
 * everything the picture is drawn from (the title and the tags), so the answer never changes and
 * the browser keeps it for a year; the drawing itself (`domain/recipes/cover.ts`, its icons) stays
 * on the server instead of in every page's script.
 */
export const COVER_IMAGE_PATH = "/covers/v1.svg";

export function coverImageUrl(title: string, tags: readonly string[]): string {
  const query = new URLSearchParams({ t: title });
  for (const tag of tags) query.append("g", tag);
  return `${COVER_IMAGE_PATH}?${query}`;
}
