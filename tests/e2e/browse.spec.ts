import type { Page } from "@playwright/test";
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from "../../app/domain/recipes/browse";
import { demoRecipes } from "../../app/server/seed/demo-recipes";
import { expect, expectAccessible, test } from "./fixtures";
import { expectWhollyVisible, PHONE, signUp } from "./support";

/** A page-data request for `pathname` whose query is `query` besides the router's `_routes`. */
function dataFor(pathname: string, query: string) {
  return (url: URL) => {
    if (url.pathname !== pathname) return false;
    const params = new URLSearchParams(url.search);
    params.delete("_routes");
    return params.toString() === query;
  };
}

const results = (page: Page) => page.getByTestId("browse-results").getByRole("article");
const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing/ });

/** Cook times and ratings of the cards on the page, once the results have rendered. */
async function cardNumbers(page: Page, attribute: "data-cook-time" | "data-rating"): Promise<number[]> {
  await expect(results(page).first()).toBeVisible();
  return (await results(page).evaluateAll((cards, name) => cards.map((c) => c.getAttribute(name)), attribute)).map(Number);
}

/**
 * Waits until every card on the page has an attribute that passes the check. Retrying matters:
 * the URL changes a moment before React renders the new results.
 */
async function expectEveryCard(page: Page, attribute: string, check: (value: string) => boolean) {
  await expect
    .poll(async () => {
      const values = await results(page).evaluateAll((cards, name) => cards.map((c) => c.getAttribute(name) ?? ""), attribute);
      return values.length > 0 && values.every(check);
    })
    .toBe(true);
}

async function titles(page: Page): Promise<string[]> {
  await expect(results(page).first()).toBeVisible();
  return results(page).getByRole("heading").allTextContents();
}

async function totalShown(page: Page): Promise<number> {
  const text = (await countLine(page).textContent()) ?? "";
  return Number(text.match(/Showing (\d+)/)?.[1] ?? NaN);
}

test("typing searches after a pause, and the URL and count follow", async ({ page }) => {
  await page.goto("/browse");
  const all = await totalShown(page);
  expect(all).toBeGreaterThanOrEqual(60);
  await expect(results(page)).toHaveCount(24);
  await page.getByLabel("Search recipes").pressSequentially("chicken", { delay: 40 });
  await expect(page).toHaveURL(/\/browse\?q=chicken$/);
  await expect(countLine(page)).toHaveText(/^Showing \d+ recipes for "chicken"$/);
  const hits = await totalShown(page);
  expect(hits).toBeGreaterThan(0);
  expect(hits).toBeLessThan(all);
  await expect(results(page)).toHaveCount(Math.min(hits, 24));
  // Title matches come first.
  await expect(results(page).first().getByRole("heading")).toContainText(/chicken/i);
  await expectAccessible(page);
});

test("results of an earlier search never wipe out what the user typed since", async ({ page }) => {
  await page.goto("/browse");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const firstSearch = new Promise<void>((resolve) => (reached = resolve));
  // The page's data for exactly ?q=chick (the router adds which loaders it wants, `_routes`).
  await page.route(dataFor("/browse.data", "q=chick"), async (route) => {
    reached();
    await held;
    await route.continue();
  });
  const search = page.getByLabel("Search recipes");
  await search.fill("chick");
  await firstSearch;
  // "chick" is on its way; the user types on before its results arrive.
  await search.fill("chicken");
  release();
  await expect(page).toHaveURL(/\/browse\?q=chicken$/);
  await expect(search).toHaveValue("chicken");
  await expect(countLine(page)).toContainText('for "chicken"');
});

test("a filter chosen while the typed search waits for its pause is kept when the search goes out", async ({ page }) => {
  // The page's clock is held, so the 300 ms pause after typing ends only when the test says so
  // (an installed clock still runs until it is paused: on a busy machine the pause could end on
  // its own between typing and choosing the filter).
  const start = new Date("2026-11-27T08:00:00Z");
  await page.clock.install({ time: start });
  await page.goto("/browse");
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const search = page.getByLabel("Search recipes");
  await search.fill("soup");
  await page.getByLabel("Difficulty").selectOption("Easy");
  await expect(page).toHaveURL(/\/browse\?difficulty=Easy$/);
  await expect(search).toHaveValue("soup");
  await page.clock.runFor(SEARCH_DEBOUNCE_MS + 50);
  await expect(page).toHaveURL(/\/browse\?q=soup&difficulty=Easy$/);
  await expect(countLine(page)).toContainText('for "soup"');
  await expect(page.getByLabel("Difficulty")).toHaveValue("Easy");
});

test("a search typed while a chosen filter's results are still loading keeps that filter", async ({ page }) => {
  await page.goto("/browse");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(dataFor("/browse.data", "difficulty=Hard"), async (route) => {
    await held;
    // The search below replaces this navigation, so the browser may have dropped the request.
    await route.continue().catch(() => undefined);
  });
  const filterSent = page.waitForRequest((request) => dataFor("/browse.data", "difficulty=Hard")(new URL(request.url())));
  await page.getByLabel("Difficulty").selectOption("Hard");
  await filterSent;
  // "Hard" is still on its way when the typed search goes out: the search builds on it.
  const searchSent = page.waitForRequest((request) => dataFor("/browse.data", "q=soup&difficulty=Hard")(new URL(request.url())), {
    timeout: 15_000,
  });
  await page.getByLabel("Search recipes").fill("soup");
  await searchSent;
  release();
  await expect(page).toHaveURL(/\/browse\?q=soup&difficulty=Hard$/);
  await expect(countLine(page)).toContainText('for "soup"');
  await expect(page.getByLabel("Difficulty")).toHaveValue("Hard");
});

test("each filter narrows the results and lives in the URL", async ({ page }) => {
  await page.goto("/browse");
  await page.getByLabel("Difficulty").selectOption("Hard");
  await expect(page).toHaveURL(/difficulty=Hard/);
  await expect(results(page).filter({ hasNotText: "Hard" })).toHaveCount(0);
  await expect(results(page).first()).toContainText("Hard");

  await page.getByLabel("Max cook time").selectOption("120");
  await expect(page).toHaveURL(/maxTime=120/);
  await expectEveryCard(page, "data-cook-time", (minutes) => Number(minutes) <= 120);

  await page.getByLabel("Minimum rating").selectOption("4.5");
  await expect(page).toHaveURL(/minRating=4.5/);
  await expectEveryCard(page, "data-rating", (rating) => Number(rating) >= 4.5);

  await page.getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByLabel("Difficulty")).toHaveValue("");

  await page.getByLabel("Category").selectOption("italian");
  await expect(page).toHaveURL(/tag=italian/);
  await expect.poll(() => totalShown(page)).toBeLessThan(30);
  expect(await totalShown(page)).toBeGreaterThan(0);
});

test("each sort orders the results", async ({ page }) => {
  await page.goto("/browse");
  const ratings = await cardNumbers(page, "data-rating");
  expect(ratings).toEqual([...ratings].sort((x, y) => y - x));

  await page.getByLabel("Sort By").selectOption("cookTime");
  await expect(page).toHaveURL(/sort=cookTime/);
  await expect
    .poll(async () => {
      const times = await cardNumbers(page, "data-cook-time");
      return times.every((t, i) => i === 0 || times[i - 1] <= t);
    })
    .toBe(true);

  await page.getByLabel("Sort By").selectOption("title");
  await expect(page).toHaveURL(/sort=title/);
  await expect
    .poll(async () => {
      const names = await titles(page);
      return names.every((t, i) => i === 0 || names[i - 1].toLowerCase() <= t.toLowerCase());
    })
    .toBe(true);

  await page.getByLabel("Sort By").selectOption("newest");
  await expect(results(page).first().getByRole("heading")).toHaveText("Hearty Chicken Noodle Soup");
});

test("grid and list views, and cards with at most three tags", async ({ page }) => {
  await page.goto("/browse");
  await expect(page.getByTestId("browse-results")).toHaveAttribute("data-view", "grid");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("browse-results")).toHaveAttribute("data-view", "list");
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  for (const tags of await page.getByRole("list", { name: "Tags" }).all())
    expect(await tags.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  await expect(page.getByText("Premium", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test("Back restores the previous search", async ({ page }) => {
  await page.goto("/browse");
  const search = page.getByLabel("Search recipes");
  await search.fill("soup");
  await expect(page).toHaveURL(/q=soup$/);
  // The soup results are shown before the next search is typed (typing while they are still on
  // their way is a race of its own; see bench/README.md, session 7).
  await expect(countLine(page)).toContainText('for "soup"');
  await search.fill("pasta");
  await expect(page).toHaveURL(/q=pasta$/);
  await expect(countLine(page)).toContainText('for "pasta"');
  await page.goBack();
  await expect(page).toHaveURL(/q=soup$/);
  await expect(search).toHaveValue("soup");
  await expect(countLine(page)).toContainText('for "soup"');
});

test("a misspelt search still finds the dish and says what it searched for", async ({ page }) => {
  await page.goto("/browse?q=chiken%20curry");
  await expect(page.getByTestId("corrected-term")).toHaveText(
    "Nothing matched “chiken curry”. Showing results for “chicken curry”.",
  );
  await expect(page.getByRole("link", { name: "Weeknight Chicken Curry" })).toBeVisible();
});

test("results come 24 to a page with page links that keep the search", async ({ page }) => {
  await page.goto("/browse?sort=title");
  const first = await titles(page);
  expect(first).toHaveLength(24);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/sort=title&page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  const second = await titles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
});

test("no match shows the empty state", async ({ page }) => {
  await page.goto("/browse?q=qqqqzzzz");
  await expect(page.getByRole("heading", { name: "No recipes found" })).toBeVisible();
  await expect(countLine(page)).toHaveText('Showing 0 recipes for "qqqqzzzz"');
});

test("six skeleton cards show while results load", async ({ page }) => {
  await page.goto("/browse");
  await page.route("**/browse.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel("Difficulty").selectOption("Easy");
  await expect(page.getByTestId("recipe-skeleton")).toHaveCount(6);
  await expect(page.getByTestId("recipe-skeleton")).toHaveCount(0);
  await expect(page).toHaveURL(/difficulty=Easy/);
});

const LAST_PAGE = Math.ceil(demoRecipes.length / PAGE_SIZE);

test("a page past the end shows the last page, and the count, the results and the pager agree", async ({ page }) => {
  await page.goto("/browse?page=99");
  await expect(page).toHaveURL(new RegExp(`/browse\\?page=${LAST_PAGE}$`));
  await expect(page.getByText(`Page ${LAST_PAGE} of ${LAST_PAGE}`)).toBeVisible();
  await expect(page.getByText("No recipes found")).toHaveCount(0);
  await expect(page.getByTestId("browse-results").getByRole("listitem").first()).toBeVisible();

  // The search and filters are kept; a search with one page lands on it.
  await page.goto("/browse?q=soup&sort=title&page=40");
  await expect(page).toHaveURL(/\/browse\?q=soup&sort=title$/);
  await expect(page.getByTestId("browse-results").getByRole("listitem").first()).toBeVisible();

  await signUp(page);
  await page.goto("/app/browse?page=99&view=list");
  await expect(page).toHaveURL(new RegExp(`/app/browse\\?view=list&page=${LAST_PAGE}$`));
  await expect(page.getByText(`Page ${LAST_PAGE} of ${LAST_PAGE}`)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("browse on a phone: filters fold behind a Filters button with a count, results start on the first screen", async ({
    page,
  }) => {
    await page.goto("/browse");
    const toggle = page.getByRole("checkbox", { name: "Filters", exact: true });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByTestId("active-filter-count")).toHaveCount(0);
    await expect(page.getByLabel("Difficulty")).toBeHidden();
    const first = page.getByTestId("browse-results").getByRole("listitem").first();
    const top = (await first.boundingBox())!.y;
    expect(top).toBeLessThan(PHONE.height - 100);

    await page.locator(`label[for="browse-filters-toggle"]`).click();
    await expect(toggle).toBeChecked();
    for (const label of ["Difficulty", "Category", "Max cook time", "Minimum rating", "Sort By"]) {
      await expectWhollyVisible(page, page.getByLabel(label, { exact: true }));
    }
    // No choice is cut off inside its box ("All Categorie", "Highest Rate" were).
    const overflowing = await page.locator("#browse-filters select").evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).flatMap((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - 24; // the arrow
        return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text);
      }),
    );
    expect(overflowing).toEqual([]);
    await page.getByLabel("Difficulty", { exact: true }).selectOption("Easy");
    await expect(page).toHaveURL(/difficulty=Easy/);
    await expect(page.getByTestId("active-filter-count")).toHaveText(/^1/);
    await page.getByLabel("Category", { exact: true }).selectOption("dinner");
    await expect(page).toHaveURL(/difficulty=Easy&tag=dinner/);
    await expect(page.getByTestId("active-filter-count")).toHaveText(/^2/);
    await expect(page.getByRole("checkbox", { name: "Filters 2 active" })).toBeAttached();
    await expectAccessible(page);
  });
});

test("browse on a desktop still shows every filter at once, with no Filters button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/browse");
  await expect(page.getByLabel("Difficulty", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Sort By", { exact: true })).toBeVisible();
  await expect(page.locator(`label[for="browse-filters-toggle"]`)).toBeHidden();
  await context.close();
});
