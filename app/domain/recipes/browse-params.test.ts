import { describe, expect, it } from "vitest";
import { browseSearchParams, DEFAULT_BROWSE } from "./browse";
import { activeFilterCount } from "./browse-query";
import { clampedPage, pageCountFor, parseBrowseParams } from "./browse-params";

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));

describe("browse state in the URL", () => {
  it("reads every field", () => {
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
  });

  it("falls back to the defaults for anything unreadable instead of failing", () => {
    expect(parse("difficulty=Impossible&maxTime=-5&minRating=nine&sort=random&view=table&page=0&saved=maybe")).toEqual(
      DEFAULT_BROWSE,
    );
    expect(parse("")).toEqual(DEFAULT_BROWSE);
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("round-trips through the URL it writes, leaving defaults out", () => {
    const state = { ...DEFAULT_BROWSE, q: "soup", tag: "vegan", sort: "newest" as const, page: 2 };
    expect(browseSearchParams(state).toString()).toBe("q=soup&tag=vegan&sort=newest&page=2");
    expect(parseBrowseParams(browseSearchParams(state))).toEqual(state);
    expect(browseSearchParams(DEFAULT_BROWSE).toString()).toBe("");
  });
});

describe("pages past the end", () => {
  it("counts pages, at least one", () => {
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(24)).toBe(1);
    expect(pageCountFor(25)).toBe(2);
    expect(pageCountFor(83)).toBe(4);
  });

  it("sends a page past the end to the last page and leaves real pages alone", () => {
    expect(clampedPage(99, 83)).toBe(4);
    expect(clampedPage(5, 83)).toBe(4);
    expect(clampedPage(4, 83)).toBeNull();
    expect(clampedPage(1, 83)).toBeNull();
    expect(clampedPage(3, 0)).toBe(1);
    expect(clampedPage(1, 0)).toBeNull();
  });
});

describe("the phone's filter count", () => {
  it("counts the filters that are set, not the search term, sort, view or page", () => {
    expect(activeFilterCount(parse(""))).toBe(0);
    expect(activeFilterCount(parse("q=soup&sort=title&view=list&page=2"))).toBe(0);
    expect(activeFilterCount(parse("difficulty=Easy&tag=italian"))).toBe(2);
    expect(activeFilterCount(parse("difficulty=Easy&tag=italian&maxTime=30&minRating=4&saved=1"))).toBe(5);
    expect(activeFilterCount(parse("difficulty=Nope&maxTime=abc"))).toBe(0);
  });
});
