/**
 * Cursor pagination for the API: a list answers `nextCursor`, an opaque string that asks for the
 * page after it. Inside, it is the page number (the lists are paged as the pages page them).
 */
const PREFIX = "p:";
export const MAX_CURSOR_PAGE = 10_000;

export function encodeCursor(page: number): string {
  return Buffer.from(`${PREFIX}${page}`).toString("base64url");
}

/** The page a cursor asks for: 1 without one, null for a cursor this API did not give out. */
export function decodeCursor(cursor: string | null | undefined): number | null {
  if (cursor === null || cursor === undefined || cursor === "") return 1;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(PREFIX)) return null;
  const page = Number(text.slice(PREFIX.length));
  return Number.isInteger(page) && page >= 1 && page <= MAX_CURSOR_PAGE && String(page) === text.slice(PREFIX.length)
    ? page
    : null;
}

/** The cursor of the page after `page` of `pageCount` pages, or null at the end. */
export function nextCursor(page: number, pageCount: number): string | null {
  return page < pageCount && page < MAX_CURSOR_PAGE ? encodeCursor(page + 1) : null;
}
