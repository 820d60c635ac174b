/** Random recipes for the index property tests: few words, tags and cooks, so answers overlap. */
import fc from "fast-check";
import { DIFFICULTIES } from "../../recipes/recipe";
import type { IndexedRecipe } from "../catalog-index";

export const WORDS = ["chicken", "Soup", "lemon", "garlic", "pasta", "crème", "rye", "an"];
export const TAGS = ["vegan", "dinner", "soup", "quick"];
export const INGREDIENTS = ["garlic", "olive oil", "chicken stock", "penne pasta", "lemons", "salt", "rice"];
export const USERS = [null, "ann", "bob"] as const;
/** Viewers the property tests ask as: a visitor, each cook alone, and ann with bob in her household. */
export const VIEWERS = [...USERS, { id: "ann", householdId: "h1", householdMembers: ["ann", "bob"] }] as const;

/** A recipe's fields without its id. */
export const recipeFields: fc.Arbitrary<Omit<IndexedRecipe, "id">> = fc.record({
  title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join(" ")),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  cookTime: fc.integer({ min: 1, max: 12 }).map((n) => n * 10),
  rating: fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
  createdAt: fc.integer({ min: 0, max: 20 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d))),
  ingredientNames: fc.uniqueArray(fc.constantFrom(...INGREDIENTS), { maxLength: 4 }),
  userId: fc.constantFrom(...USERS),
  isPublic: fc.boolean(),
  sharedWithHousehold: fc.boolean(),
});
