import { describe, expect, it } from "vitest";
import { isRecipeOwnedBy, isRecipeVisibleTo } from "./recipe-visibility";

describe("recipe visibility", () => {
  const catalog = { userId: null, isPublic: false };
  const privateMine = { userId: "u1", isPublic: false };
  const sharedMine = { userId: "u1", isPublic: true };

  it("shows catalog recipes to everyone, visitors included", () => {
    expect(isRecipeVisibleTo(catalog, null)).toBe(true);
    expect(isRecipeVisibleTo(catalog, "u2")).toBe(true);
  });

  it("shows a private recipe to its author only", () => {
    expect(isRecipeVisibleTo(privateMine, "u1")).toBe(true);
    expect(isRecipeVisibleTo(privateMine, "u2")).toBe(false);
    expect(isRecipeVisibleTo(privateMine, null)).toBe(false);
    expect(isRecipeVisibleTo(privateMine, undefined)).toBe(false);
  });

  it("shows a shared recipe to everyone", () => {
    expect(isRecipeVisibleTo(sharedMine, null)).toBe(true);
    expect(isRecipeVisibleTo(sharedMine, "u2")).toBe(true);
  });

  it("lets only the author own a recipe; nobody owns the catalog", () => {
    expect(isRecipeOwnedBy(privateMine, "u1")).toBe(true);
    expect(isRecipeOwnedBy(sharedMine, "u2")).toBe(false);
    expect(isRecipeOwnedBy(catalog, null)).toBe(false);
    expect(isRecipeOwnedBy(privateMine, null)).toBe(false);
  });
});
