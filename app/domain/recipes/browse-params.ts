/**
 * Reading the browse state from the URL (spec sections 4 and 9): the server's schema. Kept apart from
 * ./browse so the browser bundle does not carry the schema library; the browser reads a pending URL
 * with ./browse-query's plain parser, which follows the same rules.
 */
import { z } from "zod";
import { normalizeTerm, PAGE_SIZE, SORTS, VIEWS, type BrowseState, type Sort } from "./browse";
import { DIFFICULTIES } from "./recipe";

const SORT_VALUES = SORTS.map((s) => s.value) as [Sort, ...Sort[]];

/** Anything unreadable in the URL falls back to its default instead of failing the page. */
const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => schema.catch(fallback);

const BrowseParamsSchema = z.object({
  q: lenient(z.string().transform(normalizeTerm), ""),
  difficulty: lenient(z.enum(DIFFICULTIES).nullable(), null),
  tag: lenient(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .transform((t) => t.toLowerCase())
      .nullable(),
    null,
  ),
  maxTime: lenient(z.coerce.number().int().min(1).max(1440).nullable(), null),
  minRating: lenient(z.coerce.number().min(0).max(5).nullable(), null),
  sort: lenient(z.enum(SORT_VALUES), "rating"),
  view: lenient(z.enum(VIEWS), "grid"),
  saved: lenient(
    z
      .string()
      .nullable()
      .transform((v) => v === "1" || v === "true"),
    false,
  ),
  page: lenient(z.coerce.number().int().min(1).max(10_000), 1),
});

export function parseBrowseParams(params: URLSearchParams): BrowseState {
  return BrowseParamsSchema.parse({
    q: params.get("q") ?? "",
    difficulty: params.get("difficulty") || null,
    tag: params.get("tag") || null,
    maxTime: params.get("maxTime") || null,
    minRating: params.get("minRating") || null,
    sort: params.get("sort") ?? "rating",
    view: params.get("view") ?? "grid",
    saved: params.get("saved"),
    page: params.get("page") ?? 1,
  });
}

/** How many pages `total` results fill (at least one, so an empty search still has "Page 1 of 1"). */
export function pageCountFor(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page to send the reader to when the URL asks for one past the end (`/browse?page=99` of 4):
 * the last page, so the count line, the results and the pager agree. Null when the page exists.
 */
export function clampedPage(page: number, total: number, pageSize: number = PAGE_SIZE): number | null {
  const last = pageCountFor(total, pageSize);
  return page > last ? last : null;
}
