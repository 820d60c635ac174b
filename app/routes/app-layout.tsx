import { Outlet } from "react-router";
import { AppMobileNav, AppSidebar } from "~/components/layout/app-sidebar";
import { TopNav } from "~/components/layout/top-nav";
import { canUpgrade } from "~/domain/plans";
import { requireUser, requireUserMiddleware } from "~/server/auth/session.server";
import type { Route } from "./+types/app-layout";

/** Every /app route: signed-out visitors are sent to /login before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { planId: user.planId };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav signedIn />
      <AppMobileNav />
      <div className="flex flex-1">
        <AppSidebar showUpgrade={canUpgrade(loaderData.planId)} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
