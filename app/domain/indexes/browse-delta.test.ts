import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareForBrowse,
  DEFAULT_BROWSE,
  matchesFilters,
  normalizeTerm,
  SORTS,
  termTier,
  type BrowseState,
} from "../recipes/browse";
import { DIFFICULTIES } from "../recipes/recipe";
import { isRecipeVisibleTo, type RecipeViewer } from "../recipes/recipe-visibility";
import { BrowseDelta, type DeltaRecipe } from "./browse-delta";
import { recipeFields, TAGS, USERS, VIEWERS } from "./testing/recipe-arbitrary";

/** Ids from a range wider than the delta's first 256 slots, so it grows and reuses slots. */
const MAX_ID = 400;

const recipeArb = fc.tuple(fc.integer({ min: 1, max: MAX_ID }), recipeFields).map(([id, r]): DeltaRecipe => ({ id, ...r }));

const stateArb = fc.record({
  q: fc.oneof(fc.constant(""), fc.constantFrom("chick", "soup", "garlic", "oil", "olive oil", "lemon garlic", "an", "zzz")),
  difficulty: fc.option(fc.constantFrom(...DIFFICULTIES)),
  tag: fc.option(fc.constantFrom(...TAGS, "missing")),
  maxTime: fc.option(fc.constantFrom(30, 60)),
  minRating: fc.option(fc.constantFrom(2, 3)),
  sort: fc.constantFrom(...SORTS.map((s) => s.value)),
  page: fc.constant(1),
});

/** A step: a change (a new state of a recipe, or a deletion), or a question. */
const stepArb = fc.oneof(
  { weight: 6, arbitrary: recipeArb.map((recipe) => ({ kind: "set" as const, recipe })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: MAX_ID }).map((id) => ({ kind: "delete" as const, id })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("ask" as const),
      state: stateArb,
      viewer: fc.constantFrom(...VIEWERS),
      keep: fc.integer({ min: 1, max: 30 }),
      saved: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: MAX_ID }), { maxLength: 60 })),
    }),
  },
);

/** The reference: every visible recipe passing the filters, in browse order, with its tier. */
function reference(recipes: Iterable<DeltaRecipe>, state: BrowseState, viewer: RecipeViewer, saved: ReadonlySet<number> | null) {
  const term = normalizeTerm(state.q).toLowerCase();
  const hits = [...recipes]
    .filter((r) => isRecipeVisibleTo(r, viewer) && matchesFilters(r, state) && (saved === null || saved.has(r.id)))
    .sort(compareForBrowse(state));
  return { ids: hits.map((r) => r.id), tiers: hits.map((r) => termTier(r, term)), total: hits.length };
}

describe("BrowseDelta", () => {
  it("answers every question as the reference rule does, after any sets and deletes, with either strategy", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 100, maxLength: 500, size: "max" }), (steps) => {
        const delta = new BrowseDelta();
        const current = new Map<number, DeltaRecipe>();
        for (const step of steps) {
          if (step.kind === "set") {
            delta.set(step.recipe);
            current.set(step.recipe.id, step.recipe);
          } else if (step.kind === "delete") {
            delta.delete(step.id);
            current.delete(step.id);
          } else {
            const state = { ...DEFAULT_BROWSE, ...step.state };
            const saved = step.saved === null ? null : new Set(step.saved);
            const expected = reference(current.values(), state, step.viewer, saved);
            const term = normalizeTerm(state.q).toLowerCase();
            for (const strategy of ["walk", "sort", "auto"] as const) {
              const top = delta.top(state, term, step.keep, step.viewer, saved, strategy);
              expect({ ids: top.slots.map((s) => delta.ids[s]), tiers: top.tiers, total: top.total }).toEqual({
                ids: expected.ids.slice(0, step.keep),
                tiers: expected.tiers.slice(0, step.keep),
                total: expected.total,
              });
            }
          }
          expect(delta.size).toBe(current.size);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("keeps remembered sets true through a long run of changes to the same recipes", () => {
    // More changes than four times the slots: the change log starts again meanwhile.
    const delta = new BrowseDelta();
    const current = new Map<number, DeltaRecipe>();
    const recipes = fc.sample(recipeArb, 1500);
    const questions: Partial<BrowseState>[] = [
      { q: "garlic" },
      { q: "soup", tag: "vegan" },
      { difficulty: "Easy", maxTime: 60 },
      { minRating: 3, sort: "title" },
    ];
    recipes.forEach((recipe, i) => {
      const r = { ...recipe, id: 1 + (i % 40) };
      if (i % 7 === 3) {
        delta.delete(r.id);
        current.delete(r.id);
      } else {
        delta.set(r);
        current.set(r.id, r);
      }
      const state = { ...DEFAULT_BROWSE, ...questions[i % questions.length] };
      const viewer = USERS[i % USERS.length];
      const top = delta.top(state, normalizeTerm(state.q).toLowerCase(), 10, viewer, null);
      const expected = reference(current.values(), state, viewer, null);
      expect(top.slots.map((s) => delta.ids[s])).toEqual(expected.ids.slice(0, 10));
      expect(top.total).toBe(expected.total);
    });
  });

  it("lists the tags a viewer may see", () => {
    const delta = new BrowseDelta();
    const base = {
      description: "",
      difficulty: "Easy",
      cookTime: 10,
      rating: 4,
      createdAt: new Date(0),
      ingredientNames: [],
    } as const;
    delta.set({ ...base, id: 1, title: "Mine", tags: ["secret"], userId: "ann", isPublic: false });
    delta.set({ ...base, id: 2, title: "Shared", tags: ["shared"], userId: "bob", isPublic: true });
    delta.set({ ...base, id: 3, title: "Gone", tags: ["gone"], userId: null, isPublic: false });
    delta.delete(3);
    const tags = (viewer: string | null) => {
      const into = new Set<string>();
      delta.addVisibleTags(viewer, into);
      return [...into].sort();
    };
    expect(tags(null)).toEqual(["shared"]);
    expect(tags("ann")).toEqual(["secret", "shared"]);
    expect(tags("bob")).toEqual(["shared"]);
  });
});
