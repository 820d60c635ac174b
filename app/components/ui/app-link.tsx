/**
 * Cheap router links for the common case: an absolute path inside the app.
 *
 * React Router's <Link> resolves its `to` against the route matches several times per render
 * (useHref and useLinkClickHandler each call useResolvedPath, which serialises the matches, and
 * each Link holds its own useNavigate). An absolute path does not depend on the route it is
 * rendered in, so `AppLink` renders the same <a> from the path itself and navigates through one
 * navigate function shared by context. Anything else (a relative or object `to`, an external URL,
 * prefetching, reloadDocument…) is handed to React Router's own Link, unchanged.
 *
 * What it keeps from Link (react-router/dist/…/lib/dom/lib.js, LinkWithRef and useLinkClickHandler):
 * the markup (`data-discover="true"`, which lazy route discovery looks for), the caller's onClick
 * running first, the plain-left-click test, and `replace` defaulting to true for a link to the page
 * already shown.
 */
import { createContext, useCallback, useContext, type MouseEvent, type ReactNode } from "react";
import {
  createPath,
  Link,
  NavLink,
  resolvePath,
  useHref,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
} from "react-router";

type NavigateTo = (to: string, options: NavigateOptions) => void;

const NavigateContext = createContext<NavigateTo | null>(null);

/**
 * Holds the one navigate function every AppLink uses. Placed once near the root, inside the router.
 * Without it (or under a basename, where hrefs differ from paths) AppLink falls back to Link.
 */
export function AppLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = createPath(location);
  const withoutBasename = useHref("/") === "/";
  const navigateTo = useCallback<NavigateTo>(
    // As Link does: a click on a link to the page already shown replaces the history entry.
    (to, { replace, ...options }) => void navigate(to, { replace: replace ?? to === here, ...options }),
    [navigate, here],
  );
  return <NavigateContext.Provider value={withoutBasename ? navigateTo : null}>{children}</NavigateContext.Provider>;
}

/**
 * An absolute path within this site whose href React Router would render unchanged: it starts with
 * one "/" and is already in the form Link resolves it to (no "//", no "." or ".." segments, no empty
 * "?" or "#"). Only for those is the href simply `to`.
 */
export function isPlainAppPath(to: LinkProps["to"]): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && createPath(resolvePath(to)) === to;
}

/** Link's test for a click the router should handle: a plain left click that opens in this tab. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === "_self") && !modified;
}

/** Props with which AppLink must defer to Link: each changes the markup or the navigation. */
function needsRouterLink({
  reloadDocument,
  relative,
  mask,
  defaultShouldRevalidate,
  discover,
  prefetch,
  download,
}: LinkProps): boolean {
  return (
    reloadDocument !== undefined ||
    relative !== undefined ||
    mask !== undefined ||
    defaultShouldRevalidate !== undefined ||
    discover === "none" ||
    (prefetch !== undefined && prefetch !== "none") ||
    download !== undefined
  );
}

/** A drop-in for React Router's Link, cheap for absolute paths (see the module comment). */
export function AppLink(props: LinkProps) {
  const navigateTo = useContext(NavigateContext);
  if (!navigateTo || !isPlainAppPath(props.to) || needsRouterLink(props)) return <Link {...props} />;
  // discover and prefetch are at their defaults here ("render", "none"): they only shape Link's own markup.
  const {
    to,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    target,
    onClick,
    children,
    discover: _d,
    prefetch: _p,
    ...rest
  } = props;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    navigateTo(to, { replace, state, preventScrollReset, viewTransition });
  };
  // Same attributes in the same order as Link's <a>, so server markup and hydration match.
  return (
    <a {...rest} href={to} onClick={handleClick} target={target} data-discover="true">
      {children}
    </a>
  );
}

/**
 * NavLink's active rule for a pathname: the location is `to` or below it (unless `end`), compared
 * without regard to case, as NavLink does by default.
 */
export function isNavLinkActive(locationPathname: string, toPathname: string, end = false): boolean {
  const location = locationPathname.toLowerCase();
  const to = toPathname.toLowerCase();
  const endSlashPosition = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return location === to || (!end && location.startsWith(to) && location.charAt(endSlashPosition) === "/");
}

/** A path NavLink would compare as written: plain, no query or fragment, nothing to percent-encode. */
const NAV_PATH = /^(\/[\w.~-]*)+$/;

type AppNavLinkProps = Omit<NavLinkProps, "to" | "className" | "style" | "children" | "caseSensitive"> & {
  to: string;
  className: (state: { isActive: boolean }) => string;
  children?: ReactNode;
};

/**
 * React Router's NavLink for the navigation bars: the same `aria-current="page"` and className
 * callback, with the active state read from one useLocation(). The app's class names depend only on
 * `isActive`, so the pending and transitioning states NavLink also tracks are not offered.
 */
export function AppNavLink({ to, end, className, "aria-current": ariaCurrent = "page", ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation();
  if (!NAV_PATH.test(to) || !isPlainAppPath(to)) return <NavLink to={to} end={end} className={className} {...rest} />;
  const isActive = isNavLinkActive(pathname, to, end);
  return <AppLink {...rest} aria-current={isActive ? ariaCurrent : undefined} className={className({ isActive })} to={to} />;
}
