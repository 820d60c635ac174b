import { showsSignupCalls } from "~/domain/admin/signup";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { lazy, Suspense, useEffect } from "react";
import { isQueuedReply } from "./domain/offline/offline-rules";
import { OfflineShell } from "./features/offline/offline-shell";
import appCss from "./app.css?url";
import { Toaster } from "./components/ui/toaster";
import { useFlashToast } from "./components/ui/use-flash-toast";
import { testClockMiddleware } from "./server/billing/clock.server";
import { getUser, sessionMiddleware, signedInAreaMiddleware } from "./server/auth/session.server";
import { env } from "./server/env.server";
import { readFlash } from "./server/flash.server";
import { bodyGuardMiddleware, csrfMiddleware, requestGuardMiddleware } from "./server/security.server";

/**
 * In this order: what needs no body (URL, content type, origin), who is asking, then the body. A
 * body is read only once it is known to be welcome (docs/decisions/031).
 */
export const middleware: Route.MiddlewareFunction[] = [
  requestGuardMiddleware,
  csrfMiddleware,
  testClockMiddleware,
  sessionMiddleware,
  signedInAreaMiddleware,
  bodyGuardMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const { flash, clear } = await readFlash(request);
  return data(
    {
      supportEmail: env().SUPPORT_EMAIL,
      billingEnabled: env().BILLING_PROVIDER !== "none",
      signupOpen: showsSignupCalls(env().SIGNUP),
      year: new Date().getFullYear(),
      user: user && { name: user.name, planId: user.planId },
      // Whose pages this device may keep for offline use (the service worker clears them for anyone else).
      offlineKey: user?.id ?? null,
      flash,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/**
 * The root's data (who is signed in, the flash) does not depend on the query: moving within a page
 * (cook mode's ?step=, a week, a search) does not ask the server for it again, so such a move needs
 * no request at all when the page's own loader needs none (and works offline, issue 31). Nor does a
 * change kept on the device while offline.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) =>
  // A change kept on the device while offline (issue 31) changed nothing on the server.
  isQueuedReply(actionResult) || (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = () => [
  { title: "Simmer – recipes, cookbooks and meal help for home cooks" },
  { name: "description", content: "Find recipes, cook from what you have, plan meals and keep your own cookbooks." },
];

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="bg-accent-orange-light fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="bg-accent-orange h-full w-1/3 animate-pulse" />
    </div>
  );
}

/** Marks the document once React has hydrated it: scripts and tests know the controls now respond. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="alternate" type="application/atom+xml" title="Simmer: new recipes" href="/feed.xml" />
        {/*
          With a precedence, React writes the stylesheet among the first tags of <head>, before the
          script preloads it hoists there; without one it came after a dozen of them and waited for
          a free connection, delaying the first paint.
        */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        {/*
          Stylesheets need no CSP nonce. Without this, <Links> would take ServerRouter's nonce on the
          server but none in the browser (which hides nonces), and hydration would report a mismatch.
        */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <NavigationProgress />
        {children}
        <Toaster />
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  return (
    <>
      {/* Without JavaScript there are no notifications: the message carried across a redirect shows here. */}
      {loaderData.flash && (
        <noscript>
          <p role="status" data-testid="flash-notice" className="bg-warm-900 px-4 py-2 text-center font-medium text-white">
            {loaderData.flash.message}
          </p>
        </noscript>
      )}
      <Outlet />
      <OfflineShell owner={loaderData.offlineKey} />
    </>
  );
}

// The error screens and the signed-in sidebar they may sit in load when an error is shown, not with
// every page (on the server the boundary waits for them as for any lazy part of a page).
const ErrorPage = lazy(() => import("./components/layout/error-page"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <Suspense fallback={null}>
      <ErrorPage
        notFound={isRouteErrorResponse(error) && error.status === 404}
        message={message}
        supportEmail={data?.supportEmail ?? "support@simmer.example"}
        signedIn={Boolean(data?.user)}
        year={data?.year ?? new Date().getFullYear()}
      />
    </Suspense>
  );
}
