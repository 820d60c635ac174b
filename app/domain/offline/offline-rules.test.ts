import { describe, expect, it } from "vitest";
import {
  isCooksCache,
  isKeptPage,
  isKeptPicture,
  isStalePagesCache,
  META_CACHE,
  pagesCache,
  PICTURES_CACHE,
  servesAnyQuery,
} from "./offline-rules";
import { keptPictures } from "./kept-pictures";

describe("the pages a cook's device keeps", () => {
  it("keeps the kitchen, recipes and cook mode", () => {
    for (const path of [
      "/app/dashboard",
      "/app/meal-plan",
      "/app/shopping",
      "/app/ingredient-lists",
      "/app/cookbooks",
      "/app/cookbooks/7b0c7c3e-7f7e-4b59-9b43-2d4a1f0f9a11/manage",
      "/app/profile",
      "/app/cooking-history",
      "/app/recipe/42",
      "/recipe/42",
      "/cook-mode/42",
    ]) {
      expect(isKeptPage(path), path).toBe(true);
    }
  });

  it("does not keep what needs the server: browse, the finder, AI, checkout, settings, admin, actions' pages", () => {
    for (const path of [
      "/",
      "/browse",
      "/app/browse",
      "/cook-with-ingredients",
      "/app/cook-with-ingredients",
      "/app/ai-recipes",
      "/app/checkout",
      "/app/settings",
      "/admin",
      "/app/recipe/42/edit",
      "/app/recipe/42/plan",
      "/app/offline-kitchen",
      "/app/kitchen/events",
      "/app/shopping/extra",
      "/recipe/abc",
    ]) {
      expect(isKeptPage(path), path).toBe(false);
    }
  });

  it("keeps the site's own pictures only", () => {
    expect(isKeptPicture("/uploads/0123456789abcdef0123456789abcdef-card.webp")).toBe(true);
    expect(isKeptPicture("/covers/v1.svg")).toBe(true);
    expect(isKeptPicture("/images/dal.jpg")).toBe(true);
    expect(isKeptPicture("/assets/app.js")).toBe(false);
    expect(isKeptPicture("/uploads/../secret")).toBe(false);
  });
});

describe("the pictures kept with a recipe", () => {
  const recipe = { title: "Red Lentil Dal", tags: ["indian", "vegan"] };
  it("keeps every width of a stored photo, and the cover it falls back to", () => {
    const kept = keptPictures({ ...recipe, imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp" });
    expect(kept.slice(0, 3)).toEqual([
      "/uploads/0123456789abcdef0123456789abcdef-thumb.webp",
      "/uploads/0123456789abcdef0123456789abcdef-card.webp",
      "/uploads/0123456789abcdef0123456789abcdef.webp",
    ]);
    expect(kept[3]).toMatch(/^\/covers\/v\d+\.svg\?/);
  });
  it("keeps the site's own image as it is, and only the cover for a photo on another site or none", () => {
    expect(keptPictures({ ...recipe, imageUrl: "/images/dal.jpg" })[0]).toBe("/images/dal.jpg");
    expect(keptPictures({ ...recipe, imageUrl: "https://example.com/dal.jpg" })).toHaveLength(1);
    expect(keptPictures({ ...recipe, imageUrl: "//example.com/dal.jpg" })).toHaveLength(1);
    expect(keptPictures({ ...recipe, imageUrl: null })[0]).toMatch(/^\/covers\//);
  });
});

describe("kept copies for any query", () => {
  it("serves a recipe's or cook mode's copy whatever its query, and keeps a week's or a list's per query", () => {
    for (const path of ["/cook-mode/3", "/recipe/3", "/app/recipe/3"]) expect(servesAnyQuery(path), path).toBe(true);
    for (const path of ["/app/meal-plan", "/app/shopping", "/app/ingredient-lists", "/cook-mode/3/x"]) {
      expect(servesAnyQuery(path), path).toBe(false);
    }
  });
});

describe("caches", () => {
  it("drops the pages of other builds and keeps this build's", () => {
    expect(isStalePagesCache(pagesCache("old"), "new")).toBe(true);
    expect(isStalePagesCache(pagesCache("new"), "new")).toBe(false);
    expect(isStalePagesCache(PICTURES_CACHE, "new")).toBe(false);
  });
  it("clears every cache of a cook at sign-out, not the build's precache", () => {
    expect([pagesCache("x"), PICTURES_CACHE, META_CACHE].every(isCooksCache)).toBe(true);
    expect(isCooksCache("serwist-precache-v2-https://simmer.example/")).toBe(false);
  });
});
