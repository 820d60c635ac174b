import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browseSearchParams, DEFAULT_BROWSE, SORTS, VIEWS } from "./browse";
import { parseBrowseParams } from "./browse-params";
import { activeFilterCount, readBrowseParams } from "./browse-query";
import { DIFFICULTIES } from "./recipe";

/** Values a URL might hold for a field: real ones, near misses and noise. */
const value = fc.oneof(
  fc.constantFrom(...DIFFICULTIES, ...SORTS.map((s) => s.value), ...VIEWS, "easy", "1", "true", "false", "0", "yes"),
  fc.constantFrom("", " ", "  60 ", "1e3", "0x10", "-0", "4.5", "5.01", "1440", "1441", "10000", "10001", "Infinity", "NaN"),
  fc.integer({ min: -20, max: 20_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
);
const FIELDS = ["q", "difficulty", "tag", "maxTime", "minRating", "sort", "view", "saved", "page"] as const;
const query = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS, "other"), value), { maxLength: 12 })
  .map((pairs) => new URLSearchParams(pairs));

describe("reading the browse state without the schema library", () => {
  it("reads every address as the server's schema does", () => {
    fc.assert(
      fc.property(query, (params) => {
        expect(readBrowseParams(params)).toEqual(parseBrowseParams(params));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads every field, falls back to the defaults and round-trips the URL it writes", () => {
    const parse = (q: string) => readBrowseParams(new URLSearchParams(q));
    expect(
      parse(
        "q=%20chicken%20%20curry%20&difficulty=Hard&tag=Italian&maxTime=60&minRating=4.5&sort=title&view=list&saved=1&page=3",
      ),
    ).toEqual({
      q: "chicken curry",
      difficulty: "Hard",
      tag: "italian",
      maxTime: 60,
      minRating: 4.5,
      sort: "title",
      view: "list",
      saved: true,
      page: 3,
    });
    expect(parse("difficulty=Impossible&maxTime=-5&minRating=nine&sort=random&view=table&page=0&saved=maybe")).toEqual(
      DEFAULT_BROWSE,
    );
    const state = { ...DEFAULT_BROWSE, q: "soup", tag: "vegan", sort: "newest" as const, page: 2 };
    expect(readBrowseParams(browseSearchParams(state))).toEqual(state);
  });

  it("counts the filters that are set, not the search term, sort, view or page", () => {
    const count = (q: string) => activeFilterCount(readBrowseParams(new URLSearchParams(q)));
    expect(count("q=soup&sort=title&view=list&page=2")).toBe(0);
    expect(count("difficulty=Easy&tag=italian&maxTime=30&minRating=4&saved=1")).toBe(5);
  });
});
