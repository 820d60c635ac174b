/**
 * Reading the browse state from the URL without the schema library, for the browser (the filters
 * show a choice while its results are on their way): the same rules as the server's schema in
 * ./browse-params, which stays what validates a request (browse-query.test.ts compares the two on
 * many addresses). Anything unreadable falls back to its default.
 */
import { DEFAULT_BROWSE, normalizeTerm, SORTS, VIEWS, type BrowseState } from "./browse";
import { DIFFICULTIES } from "./recipe";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** A number written in the URL, within `min`..`max` (whole if `whole`), else null. */
function numberIn(value: string | null, min: number, max: number, whole: boolean): number | null {
  if (value === null || value === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n) || (whole && !Number.isInteger(n))) return null;
  return n >= min && n <= max ? n : null;
}

function tagOf(value: string | null): string | null {
  const tag = value?.trim();
  return tag && tag.length <= 40 ? tag.toLowerCase() : null;
}

export function readBrowseParams(params: URLSearchParams): BrowseState {
  const page = params.get("page");
  return {
    q: normalizeTerm(params.get("q") ?? ""),
    difficulty: oneOf(DIFFICULTIES, params.get("difficulty")),
    tag: tagOf(params.get("tag")),
    maxTime: numberIn(params.get("maxTime"), 1, 1440, true),
    minRating: numberIn(params.get("minRating"), 0, 5, false),
    sort:
      oneOf(
        SORTS.map((s) => s.value),
        params.get("sort"),
      ) ?? DEFAULT_BROWSE.sort,
    view: oneOf(VIEWS, params.get("view")) ?? DEFAULT_BROWSE.view,
    saved: params.get("saved") === "1" || params.get("saved") === "true",
    page: page === null ? 1 : (numberIn(page, 1, 10_000, true) ?? DEFAULT_BROWSE.page),
  };
}

/** How many of the filters (difficulty, category, time, rating, saved) are set: the phone's "Filters" button shows it. */
export function activeFilterCount(state: BrowseState): number {
  return [state.difficulty, state.tag, state.maxTime, state.minRating].filter((v) => v !== null).length + (state.saved ? 1 : 0);
}
