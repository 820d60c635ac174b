import { describe, expect, it } from "vitest";
import { COVER_IMAGE_PATH, coverImageUrl } from "./cover-image";

describe("cover image address", () => {
  it("names the title and every tag, in order, encoded", () => {
    const url = new URL(coverImageUrl("Crème brûlée & co?", ["dessert", "french, classic"]), "http://x");
    expect(url.pathname).toBe(COVER_IMAGE_PATH);
    expect(url.searchParams.get("t")).toBe("Crème brûlée & co?");
    expect(url.searchParams.getAll("g")).toEqual(["dessert", "french, classic"]);
  });

  it("differs when the title or a tag differs, so a cached picture is never another recipe's", () => {
    const a = coverImageUrl("Soup", ["soup"]);
    expect(coverImageUrl("Soup!", ["soup"])).not.toBe(a);
    expect(coverImageUrl("Soup", ["stew"])).not.toBe(a);
    expect(coverImageUrl("Soup", [])).not.toBe(a);
  });
});
