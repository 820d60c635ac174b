import { Outlet, redirect } from "react-router";
import { AppFrame } from "~/components/layout/app-frame";
import { AppSidebar } from "~/components/layout/app-sidebar";
import { AdminNav } from "~/features/admin/admin-nav";
import { requireAdmin, unconfirmedAdmin } from "~/server/admin/admin.server";
import type { Route } from "./+types/admin-layout";

/**
 * Every /admin page and action: before any loader or action runs, anyone but an admin (signed out,
 * a cook, a disabled admin) gets the same 404 as an address that does not exist (issue 29).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    // The holder of an ADMIN_EMAILS address confirms it first (decision 048).
    if (unconfirmedAdmin(context)) throw redirect("/app/confirm-admin");
    requireAdmin(context);
  },
];

export const meta: Route.MetaFunction = () => [{ title: "Admin – Simmer" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  return (
    <AppFrame admin sidebar={<AppSidebar showUpgrade={false} admin />}>
      <AdminNav />
      <Outlet />
    </AppFrame>
  );
}
