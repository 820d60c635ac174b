// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, type BrowseState } from "~/domain/recipes/browse";
import { parseBrowseParams } from "~/domain/recipes/browse-params";
import { BrowseControls } from "./browse-controls";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function BrowsePage() {
  const state = useLoaderData() as BrowseState;
  return <BrowseControls state={state} tags={["Dinner"]} signedIn={false} path="/browse" />;
}

/** The browse controls on /browse, with the state read from the URL as the real loader does. */
function renderBrowse(url = "/browse", hold: Promise<void> = Promise.resolve()) {
  const router = createMemoryRouter(
    [
      {
        path: "/browse",
        loader: async ({ request }) => {
          const params = new URL(request.url).searchParams;
          // A filter's results can be held back, to choose it and type while they are on their way.
          if (params.has("difficulty")) await hold;
          return parseBrowseParams(params);
        },
        Component: BrowsePage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const search = () => screen.getByLabelText<HTMLInputElement>("Search recipes");
const address = (router: ReturnType<typeof renderBrowse>) => router.state.location.pathname + router.state.location.search;

/** Lets the router's loaders and React's updates settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

it("searches what was typed once typing pauses", async () => {
  vi.useFakeTimers();
  const router = renderBrowse();
  await act(() => vi.runAllTimersAsync());
  fireEvent.change(search(), { target: { value: "soup" } });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
  expect(address(router)).toBe("/browse");
  await act(() => vi.advanceTimersByTimeAsync(100));
  await settle();
  expect(address(router)).toBe("/browse?q=soup");
  expect(search().value).toBe("soup");
});

it("a filter chosen while the typed search waits for its pause is kept when the search goes out", async () => {
  vi.useFakeTimers();
  const router = renderBrowse();
  await act(() => vi.runAllTimersAsync());
  fireEvent.change(search(), { target: { value: "soup" } });
  fireEvent.change(screen.getByLabelText("Difficulty"), { target: { value: "Easy" } });
  await settle();
  expect(address(router)).toBe("/browse?difficulty=Easy");
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
  await settle();
  expect(address(router)).toBe("/browse?q=soup&difficulty=Easy");
  expect(search().value).toBe("soup");
});

it("Back to an earlier search puts its term back in the box and does not search the later one again", async () => {
  vi.useFakeTimers();
  const router = renderBrowse("/browse?q=soup");
  await act(() => vi.runAllTimersAsync());
  fireEvent.change(search(), { target: { value: "pasta" } });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
  await settle();
  expect(address(router)).toBe("/browse?q=pasta");
  await act(() => router.navigate(-1));
  await settle();
  expect(address(router)).toBe("/browse?q=soup");
  expect(search().value).toBe("soup");
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
  await settle();
  expect(address(router)).toBe("/browse?q=soup");
});

it("a filter whose results are still on their way is kept when the typed search goes out", async () => {
  vi.useFakeTimers();
  let release!: () => void;
  const router = renderBrowse("/browse", new Promise<void>((resolve) => (release = resolve)));
  await act(() => vi.runAllTimersAsync());
  fireEvent.change(screen.getByLabelText("Difficulty"), { target: { value: "Hard" } });
  await settle();
  expect(router.state.navigation.state).toBe("loading");
  fireEvent.change(search(), { target: { value: "stew" } });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
  release();
  await settle();
  expect(address(router)).toBe("/browse?q=stew&difficulty=Hard");
});
