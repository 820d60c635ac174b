import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { AppFrame } from "~/components/layout/app-frame";
import { AppSidebar } from "~/components/layout/app-sidebar";
import { PendingSave } from "~/components/recipe/pending-save";
import { isQueuedReply } from "~/domain/offline/offline-rules";
import { canUpgrade } from "~/domain/plans";
import { TrialNoticeBanner } from "~/features/billing/trial-notice";
import { getAccount, requireUser, requireUserMiddleware } from "~/server/auth/session.server";
import { sidebarBilling } from "~/server/billing/settings-actions.server";
import { isAdminRequest, unconfirmedAdmin } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/app-layout";

/** Every /app route: signed-out visitors are sent to /login before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  // The account the session middleware read for this request: no second read for the billing card.
  return {
    planId: user.planId,
    // An ADMIN_EMAILS holder not yet confirmed sees the link too: it leads to the confirmation.
    admin: isAdminRequest(context) || unconfirmedAdmin(context) !== null,
    billing: await sidebarBilling(await getDb(), user.id, getAccount(context) ?? undefined),
  };
}

/** A change kept on the device while offline (issue 31) changed nothing the frame shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isQueuedReply(actionResult) ? false : defaultShouldRevalidate;

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppFrame
      admin={loaderData.admin}
      sidebar={
        <AppSidebar
          showUpgrade={loaderData.billing.enabled && canUpgrade(loaderData.planId)}
          trial={loaderData.billing.trial}
          ending={loaderData.billing.ending}
          admin={loaderData.admin}
        />
      }
    >
      {loaderData.billing.notice && <TrialNoticeBanner {...loaderData.billing.notice} />}
      <PendingSave />
      <Outlet />
    </AppFrame>
  );
}
