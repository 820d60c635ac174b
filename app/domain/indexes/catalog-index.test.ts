import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browseInMemory, DEFAULT_BROWSE, PAGE_SIZE, SORTS, type BrowseState } from "../recipes/browse";
import { matchInMemory } from "../ingredients/ingredient-match";
import { DIFFICULTIES } from "../recipes/recipe";
import { isRecipeVisibleTo } from "../recipes/recipe-visibility";
import { CatalogIndex, TopK, type IndexedRecipe } from "./catalog-index";
import { runInSlices, runToEnd, sortInSteps } from "./steps";
import { INGREDIENTS, recipeFields, TAGS, USERS, VIEWERS, WORDS } from "./testing/recipe-arbitrary";

const recipeArb = (id: number) => recipeFields.map((r): IndexedRecipe => ({ id, ...r }));

/** A change: create/replace recipe `id` with new contents, or delete it. */
const changeArb = fc.oneof(
  fc.integer({ min: 1, max: 40 }).chain((id) => recipeArb(id).map((recipe) => ({ kind: "upsert" as const, recipe }))),
  fc.integer({ min: 1, max: 40 }).map((id) => ({ kind: "remove" as const, id })),
);

const stateArb = fc.record({
  q: fc.oneof(
    fc.constant(""),
    fc.constantFrom("chick", "soup", "garlic", "oil", "olive oil", "lemon garlic", "pasta", "an", "zzz"),
  ),
  difficulty: fc.option(fc.constantFrom(...DIFFICULTIES)),
  tag: fc.option(fc.constantFrom(...TAGS, "missing")),
  maxTime: fc.option(fc.constant(60)),
  minRating: fc.option(fc.constant(3)),
  sort: fc.constantFrom(...SORTS.map((s) => s.value)),
  page: fc.integer({ min: 1, max: 3 }),
});

const SMALL_PAGE = 5;

function expectSameAnswers(incremental: CatalogIndex, recipes: IndexedRecipe[], states: Partial<BrowseState>[]) {
  const rebuilt = CatalogIndex.buildNow(recipes);
  for (const viewer of VIEWERS) {
    for (const partial of states) {
      const state = { ...DEFAULT_BROWSE, ...partial };
      const answer = incremental.browse(state, SMALL_PAGE, viewer);
      expect(answer).toEqual(rebuilt.browse(state, SMALL_PAGE, viewer));
      // "Saved only": the saved recipes may be in the base, the delta, or gone.
      const saved = new Set(
        recipes
          .filter((r) => r.id % 3 === 0)
          .map((r) => r.id)
          .concat([38, 39]),
      );
      expect(incremental.browse(state, SMALL_PAGE, viewer, saved)).toEqual(rebuilt.browse(state, SMALL_PAGE, viewer, saved));
      // …and both are the reference rule (PAGE_SIZE pages).
      const reference = browseInMemory(recipes, state, viewer);
      expect(incremental.browse(state, PAGE_SIZE, viewer)).toEqual({
        ids: reference.recipes.map((r) => r.id),
        total: reference.total,
      });
    }
    for (const entered of [["garlic"], ["garlic", "oil"], ["Lemon", "rice", "salt"], ["chicken"]]) {
      const visible = recipes.filter((r) => isRecipeVisibleTo(r, viewer));
      const expected = matchInMemory(visible, entered);
      for (const [offset, limit] of [
        [0, 4],
        [4, 4],
      ]) {
        expect(incremental.find(entered, offset, limit, viewer)).toEqual({
          total: expected.length,
          matches: expected.slice(offset, offset + limit),
        });
      }
    }
    expect(incremental.tags(viewer)).toEqual(rebuilt.tags(viewer));
  }
}

describe("CatalogIndex", () => {
  it("after any sequence of creates, edits, re-shares and deletes answers as a full rebuild does", () => {
    fc.assert(
      fc.property(
        fc.array(changeArb, { maxLength: 25 }),
        fc.array(changeArb, { minLength: 1, maxLength: 30 }),
        fc.array(stateArb, { minLength: 3, maxLength: 6 }),
        (initial, changes, states) => {
          const byId = new Map<number, IndexedRecipe>();
          for (const c of initial) if (c.kind === "upsert") byId.set(c.recipe.id, c.recipe);
          const index = CatalogIndex.buildNow([...byId.values()]);
          // Ask first, so the base's remembered sets (terms, filters, visibility) predate the changes.
          for (const viewer of VIEWERS)
            for (const partial of states) index.browse({ ...DEFAULT_BROWSE, ...partial }, SMALL_PAGE, viewer);
          // …and the tags (remembered per viewer until the base changes).
          for (const viewer of VIEWERS) index.tags(viewer);
          changes.forEach((change, k) => {
            // Questions between changes, so the delta's remembered sets predate later changes.
            if (k % 3 === 1) index.browse({ ...DEFAULT_BROWSE, ...states[k % states.length] }, SMALL_PAGE, USERS[k % 3]);
            if (change.kind === "upsert") {
              byId.set(change.recipe.id, change.recipe);
              index.upsert(change.recipe);
            } else {
              byId.delete(change.id);
              index.remove(change.id);
            }
          });
          expectSameAnswers(index, [...byId.values()], states);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("counts its changes, so the server knows when to rebuild", () => {
    const recipes = fc.sample(recipeArb(1), 1).map((r, i) => ({ ...r, id: i + 1 }));
    const index = CatalogIndex.buildNow(recipes);
    expect(index.changes).toBe(0);
    index.upsert({ ...recipes[0], title: "Renamed" });
    index.upsert({ ...recipes[0], id: 99 });
    index.remove(1);
    index.remove(1234);
    expect(index.changes).toBe(2); // one base recipe removed, one new recipe in the delta
  });

  it("breaks ties between base and delta recipes by id, in every sort, as a fresh build does", () => {
    const same = (id: number): IndexedRecipe => ({
      id,
      title: id % 2 ? "Garlic Soup" : "garlic soup",
      description: "Warm.",
      tags: ["soup"],
      difficulty: "Easy",
      cookTime: 30,
      rating: 4,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      ingredientNames: ["garlic"],
      userId: null,
      isPublic: false,
    });
    const base = [1, 3, 4, 6, 8].map(same);
    const index = CatalogIndex.buildNow(base);
    const added = [2, 5, 7, 9].map(same);
    for (const recipe of added) index.upsert(recipe);
    const all = [...base, ...added];
    for (const { value: sort } of SORTS)
      for (const q of ["", "garlic", "warm"]) {
        const state = { ...DEFAULT_BROWSE, q, sort };
        const reference = browseInMemory(all, state);
        expect(index.browse(state, 3, null)).toEqual({ ids: reference.recipes.slice(0, 3).map((r) => r.id), total: 9 });
        expect(index.browse(state, PAGE_SIZE, null).ids).toEqual(reference.recipes.map((r) => r.id));
      }
  });

  it("a private recipe re-shared appears for everyone, and disappears when made private again", () => {
    const mine: IndexedRecipe = {
      id: 7,
      title: "Grandma's garlic soup",
      description: "Family secret.",
      tags: ["soup"],
      difficulty: "Easy",
      cookTime: 30,
      rating: 4,
      createdAt: new Date(),
      ingredientNames: ["garlic", "chicken stock"],
      userId: "ann",
      isPublic: false,
    };
    const index = CatalogIndex.buildNow([mine]);
    const soup = { ...DEFAULT_BROWSE, q: "grandma" };
    expect(index.browse(soup, PAGE_SIZE, "bob").total).toBe(0);
    expect(index.browse(soup, PAGE_SIZE, "ann").ids).toEqual([7]);
    index.upsert({ ...mine, isPublic: true });
    expect(index.browse(soup, PAGE_SIZE, null).ids).toEqual([7]);
    expect(index.find(["garlic", "stock"], 0, 24, "bob").total).toBe(1);
    index.upsert(mine);
    expect(index.browse(soup, PAGE_SIZE, null).total).toBe(0);
    expect(index.find(["garlic", "stock"], 0, 24, "bob").total).toBe(0);
    expect(index.find(["garlic", "stock"], 0, 24, "ann").total).toBe(1);
  });
});

describe("steps", () => {
  it("sortInSteps sorts like a plain sort, yielding along the way", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 9000 }), (values) => {
        const sorted = runToEnd(sortInSteps(Int32Array.from(values), (a, b) => a - b));
        expect(Array.from(sorted)).toEqual([...values].sort((a, b) => a - b));
      }),
      { numRuns: 30 },
    );
  });

  it("runInSlices gives the event loop back while a large build runs", async () => {
    const recipes: IndexedRecipe[] = Array.from({ length: 30_000 }, (_, i) => ({
      id: i + 1,
      title: `${WORDS[i % WORDS.length]} ${i}`,
      description: WORDS[(i * 7) % WORDS.length],
      tags: [TAGS[i % TAGS.length]],
      difficulty: DIFFICULTIES[i % 3],
      cookTime: 10 + (i % 100),
      rating: (i % 11) / 2,
      createdAt: new Date(2026, 0, 1 + (i % 30)),
      ingredientNames: [INGREDIENTS[i % INGREDIENTS.length], INGREDIENTS[(i * 3) % INGREDIENTS.length]],
      userId: null,
      isPublic: false,
    }));
    let ticks = 0;
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks++;
    }, 1);
    const index = await runInSlices(CatalogIndex.build(recipes), 10);
    clearInterval(timer);
    expect(index.baseSize).toBe(30_000);
    expect(ticks).toBeGreaterThan(5);
    // A slice is about 10 ms; allow for a loaded machine and garbage collection.
    expect(longest).toBeLessThan(250);
  });
});

describe("TopK", () => {
  it("keeps exactly the best k of any stream, in order", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { maxLength: 200 }), fc.nat({ max: 30 }), (xs, k) => {
        const top = new TopK<number>(k, (a, b) => a - b);
        for (const x of xs) top.offer(x);
        expect(top.items).toEqual([...xs].sort((a, b) => a - b).slice(0, k));
      }),
    );
  });
});
