import { describe, expect, it } from "vitest";
import { MAX_QUERY_SERVINGS, parseScaleQuery, SERVINGS_QUERY_MESSAGE, withScaleQuery } from "./scale-query";

const read = (search: string, own = 4) => parseScaleQuery(new URLSearchParams(search), own);

describe("parseScaleQuery", () => {
  it.each([
    ["", 4, null],
    ["servings=", 4, null],
    ["servings=6", 6, null],
    ["servings=%202.5%20", 2.5, null],
    ["servings=0.5", 0.5, null],
    [`servings=${MAX_QUERY_SERVINGS}`, MAX_QUERY_SERVINGS, null],
    [`servings=${MAX_QUERY_SERVINGS + 1}`, 4, SERVINGS_QUERY_MESSAGE],
    ["servings=0", 4, SERVINGS_QUERY_MESSAGE],
    ["servings=-3", 4, SERVINGS_QUERY_MESSAGE],
    ["servings=abc", 4, SERVINGS_QUERY_MESSAGE],
    ["servings=Infinity", 4, SERVINGS_QUERY_MESSAGE],
    ["servings=1e400", 4, SERVINGS_QUERY_MESSAGE],
    ["servings=NaN", 4, SERVINGS_QUERY_MESSAGE],
  ])("?%s gives %s servings (message: %s)", (search, servings, message) => {
    expect(read(search)).toEqual({ servings, units: null, message });
  });

  it("reads the units it knows and ignores the rest", () => {
    expect(read("units=metric").units).toBe("metric");
    expect(read("units=us&servings=2").units).toBe("us");
    expect(read("units=imperial").units).toBeNull();
    expect(read("units=").units).toBeNull();
  });
});

describe("withScaleQuery", () => {
  it("leaves the defaults out", () => {
    expect(withScaleQuery("/recipe/3/scale", 4, 4, null)).toBe("/recipe/3/scale");
    expect(withScaleQuery("/recipe/3/scale", 4, 4, "as-written")).toBe("/recipe/3/scale");
  });
  it("names what differs", () => {
    expect(withScaleQuery("/recipe/3/scale", 4, 6, null)).toBe("/recipe/3/scale?servings=6");
    expect(withScaleQuery("/cook-mode/3", 4, 2.5, "metric")).toBe("/cook-mode/3?servings=2.5&units=metric");
    expect(withScaleQuery("/cook-mode/3", 4, 4, "us")).toBe("/cook-mode/3?units=us");
  });
  it("round-trips through parseScaleQuery", () => {
    const href = withScaleQuery("/recipe/3/scale", 4, 7.5, "metric");
    expect(parseScaleQuery(new URL(href, "http://x").searchParams, 4)).toEqual({ servings: 7.5, units: "metric", message: null });
  });
});
