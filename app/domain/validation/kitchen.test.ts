import { describe, expect, it } from "vitest";
import { recipesAddedMessage } from "../messages/cookbook";
import { CookbookEditSchema, CookbookSchema, ListItemSchema, ListNameSchema } from "./kitchen";

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("cookbook form", () => {
  it.each([
    [{ name: "" }, "Cookbook name is required"],
    [{ name: "   " }, "Cookbook name is required"],
    [{ name: "A" }, "Cookbook name must be at least 2 characters"],
    [{ name: "A".repeat(51) }, "Cookbook name must be less than 50 characters"],
    [{ name: "Soups", description: "d".repeat(200) }, "Description must be less than 200 characters"],
    [{ name: "Soups", color: "bg-pink-500" }, "Please select a color theme"],
  ])("%j says %j", (input, message) => {
    expect(first(CookbookSchema.safeParse(input))).toBe(message);
  });

  it("defaults to orange and an empty description, and trims", () => {
    expect(CookbookSchema.parse({ name: "  Comfort Food Favorites " })).toEqual({
      name: "Comfort Food Favorites",
      description: "",
      color: "bg-accent-orange",
    });
    expect(CookbookSchema.safeParse({ name: "AB", description: "d".repeat(199), color: "bg-purple-500" }).success).toBe(true);
  });

  it("the manage page's edit form only requires a name", () => {
    expect(CookbookEditSchema.safeParse({ name: "A", description: "", color: "bg-warm-600" }).success).toBe(true);
    expect(first(CookbookEditSchema.safeParse({ name: " ", description: "", color: "bg-warm-600" }))).toBe(
      "Cookbook name is required",
    );
  });
});

describe("ingredient list forms", () => {
  it("ignores blank names and ingredients", () => {
    expect(ListNameSchema.safeParse({ name: "   " }).success).toBe(false);
    expect(ListItemSchema.safeParse({ ingredient: "" }).success).toBe(false);
    expect(ListItemSchema.parse({ ingredient: "  olive   oil " }).ingredient).toBe("olive oil");
  });
});

describe("recipes added message", () => {
  it.each([
    [1, 0, "Recipe added to Soups!"],
    [3, 0, "3 recipes added to Soups!"],
    [2, 1, "2 recipes added to Soups! 1 already in it."],
    [0, 1, "Recipe is already in this cookbook"],
    [0, 3, "These recipes are already in Soups"],
  ])("%i added, %i skipped: %j", (added, skipped, expected) => {
    expect(recipesAddedMessage(added, skipped, "Soups")).toBe(expected);
  });
});
