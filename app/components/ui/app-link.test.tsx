// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as Router from "react-router";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  type LinkProps,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppLink, AppLinkProvider, AppNavLink, isNavLinkActive, isPlainAppPath } from "./app-link";

// Counts the renders of React Router's own links, to tell the fast path from the fallback.
vi.mock("react-router", async (importOriginal) => {
  const actual = await importOriginal<typeof Router>();
  return {
    ...actual,
    Link: vi.fn((props: Router.LinkProps) => <actual.Link {...props} />),
    NavLink: vi.fn((props: Router.NavLinkProps) => <actual.NavLink {...props} />),
  };
});

afterEach(cleanup);
beforeEach(() => vi.mocked(Router.Link).mockClear());

function WithProvider() {
  return (
    <AppLinkProvider>
      <Outlet />
    </AppLinkProvider>
  );
}

/** Server markup of `element` rendered by a route below the root, at `path`, as the framework renders it. */
async function serverMarkup(element: ReactNode, path = "/app/browse") {
  const handler = createStaticHandler([
    { id: "root", path: "/", Component: WithProvider, children: [{ path: "*", Component: () => element }] },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("isPlainAppPath", () => {
  it.each([
    ["/", true],
    ["/app/recipe/12", true],
    ["/app/browse?tag=quick%20meals&page=2", true],
    ["/app/browse#results", true],
    ["/app/browse/", true],
    ["app/browse", false],
    ["//evil.example/x", false],
    ["/app//browse", false],
    ["/app/../browse", false],
    ["/app/./browse", false],
    ["/app/browse?", false],
    ["https://example.com/", false],
  ])("%s → %s", (to, plain) => {
    expect(isPlainAppPath(to)).toBe(plain);
  });

  it("refuses an object `to`", () => {
    expect(isPlainAppPath({ pathname: "/app/browse" })).toBe(false);
  });
});

describe("AppLink markup", () => {
  const cases: [string, LinkProps][] = [
    ["a plain path", { to: "/app/recipe/12", className: "card" }],
    ["a query and a fragment", { to: "/app/browse?tag=quick%20meals&page=2#top", title: "Next" }],
    ["the root", { to: "/" }],
    ["navigation options", { to: "/app/browse", replace: true, state: { from: "x" }, preventScrollReset: false }],
    ["a target and aria attributes", { to: "/app/browse", target: "_blank", "aria-current": "page", rel: "noopener" }],
    ["prefetch none", { to: "/app/browse", prefetch: "none", discover: "render" }],
    ["a relative path (falls back)", { to: "cookbooks" }],
    ["an object `to` (falls back)", { to: { pathname: "/app/browse", search: "?q=soup" } }],
    ["a path to normalise (falls back)", { to: "/app//browse/../cookbooks" }],
    ["discover none (falls back)", { to: "/app/browse", discover: "none" }],
    ["reloadDocument (falls back)", { to: "/app/browse", reloadDocument: true }],
  ];

  it.each(cases)("matches React Router's Link for %s", async (_name, props) => {
    const expected = await serverMarkup(<Link {...props}>Go</Link>);
    expect(await serverMarkup(<AppLink {...props}>Go</AppLink>)).toBe(expected);
  });

  it("renders a plain path itself, without React Router's Link", async () => {
    const html = await serverMarkup(<AppLink to="/app/recipe/12">Soup</AppLink>);
    expect(html).toBe('<a href="/app/recipe/12" data-discover="true">Soup</a>');
    expect(Router.Link).not.toHaveBeenCalled();
  });

  it("hands a relative path to React Router's Link", async () => {
    await serverMarkup(<AppLink to="cookbooks">Cookbooks</AppLink>);
    expect(Router.Link).toHaveBeenCalled();
  });

  it("falls back to Link outside the provider", () => {
    const html = renderToStaticMarkup(
      <Router.MemoryRouter initialEntries={["/app/browse"]}>
        <AppLink to="/app/recipe/12">Soup</AppLink>
      </Router.MemoryRouter>,
    );
    expect(html).toBe('<a href="/app/recipe/12" data-discover="true">Soup</a>');
    expect(Router.Link).toHaveBeenCalled();
  });
});

/** A memory router at `path` whose page shows `links`; every other path shows where it is. */
function renderApp(links: ReactNode, path = "/app/browse") {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: WithProvider,
        children: [
          { path: "app/browse", Component: () => <>{links}</> },
          { path: "*", Component: () => <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, link: (name: string) => view.getByRole("link", { name }) };
}

/** Clicks `link` and says whether the page's click handling prevented the browser's own navigation. */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // happy-dom would otherwise follow the link itself
  };
  window.addEventListener("click", record);
  fireEvent.click(link, { button: 0, ...init });
  window.removeEventListener("click", record);
  return prevented;
}

// Each behaviour is checked on React Router's Link too: AppLink must behave as it does.
describe.each([
  ["Link", Link],
  ["AppLink", AppLink],
] as [string, ComponentType<LinkProps>][])("%s clicks", (_name, L) => {
  it("navigates in the page on a plain left click", async () => {
    const { router, link } = renderApp(
      <L to="/app/recipe/12" state={{ from: "browse" }}>
        Soup
      </L>,
    );
    await act(async () => expect(click(link("Soup"))).toBe(true));
    expect(router.state.location.pathname).toBe("/app/recipe/12");
    expect(router.state.location.state).toEqual({ from: "browse" });
    expect(router.state.historyAction).toBe("PUSH");
  });

  it.each([
    ["ctrl", { ctrlKey: true }],
    ["meta", { metaKey: true }],
    ["shift", { shiftKey: true }],
    ["middle button", { button: 1 }],
  ])("leaves a %s click to the browser", async (_key, init) => {
    const { router, link } = renderApp(<L to="/app/recipe/12">Soup</L>);
    await act(async () => expect(click(link("Soup"), init)).toBe(false));
    expect(router.state.location.pathname).toBe("/app/browse");
  });

  it("leaves a link with target=_blank to the browser", async () => {
    const { router, link } = renderApp(
      <L to="/app/recipe/12" target="_blank">
        Soup
      </L>,
    );
    await act(async () => expect(click(link("Soup"))).toBe(false));
    expect(router.state.location.pathname).toBe("/app/browse");
  });

  it("runs the caller's onClick first and stops when it prevents the default", async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { router, link } = renderApp(
      <L to="/app/recipe/12" onClick={onClick}>
        Soup
      </L>,
    );
    await act(async () => click(link("Soup")));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe("/app/browse");
  });

  it("replaces the history entry for a link to the page already shown, unless told", async () => {
    const { router, link } = renderApp(
      <>
        <L to="/app/browse">Here</L>
        <L to="/app/browse" replace={false}>
          Here again
        </L>
      </>,
    );
    await act(async () => click(link("Here")));
    expect(router.state.historyAction).toBe("REPLACE");
    await act(async () => click(link("Here again")));
    expect(router.state.historyAction).toBe("PUSH");
  });
});

describe("AppNavLink", () => {
  const className = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
  const locations = ["/app/browse", "/app/browse/", "/app/Browse", "/app/browser", "/app/browse/12", "/app", "/"];
  const links: { to: string; end?: boolean }[] = [
    { to: "/app/browse" },
    { to: "/app/browse", end: true },
    { to: "/app" },
    { to: "/app", end: true },
    { to: "/" },
  ];

  it.each(locations.flatMap((path) => links.map((link) => [path, link.to, link.end] as const)))(
    "at %s, a link to %s (end %s) matches NavLink",
    async (path, to, end) => {
      const expected = await serverMarkup(
        <NavLink to={to} end={end} className={className} title="Page">
          Page
        </NavLink>,
        path,
      );
      const actual = await serverMarkup(
        <AppNavLink to={to} end={end} className={className} title="Page">
          Page
        </AppNavLink>,
        path,
      );
      expect(actual).toBe(expected);
    },
  );

  it("marks the current page with aria-current and renders without NavLink", async () => {
    vi.mocked(Router.NavLink).mockClear();
    const html = await serverMarkup(
      <AppNavLink to="/app/browse" className={className}>
        Browse
      </AppNavLink>,
      "/app/browse",
    );
    expect(html).toBe('<a aria-current="page" class="on" href="/app/browse" data-discover="true">Browse</a>');
    expect(Router.NavLink).not.toHaveBeenCalled();
  });

  it.each([
    ["/app/browse", "/app/browse", false, true],
    ["/app/browse/12", "/app/browse", false, true],
    ["/app/browse/12", "/app/browse", true, false],
    ["/app/browser", "/app/browse", false, false],
    ["/APP/BROWSE", "/app/browse", true, true],
  ])("isNavLinkActive(%s, %s, end %s) is %s", (location, to, end, active) => {
    expect(isNavLinkActive(location, to, end)).toBe(active);
  });
});
