import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import type { PlanSource } from "~/domain/billing/subscription";
import { getPlan } from "~/domain/plans";
import { plural } from "~/domain/plural";
import { listUsers, requireAdmin } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import { AdminTable, type AdminColumn } from "~/features/admin/admin-table";
import type { Route } from "./+types/admin.users";

export const meta: Route.MetaFunction = () => [{ title: "Users – Admin – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const list = await listUsers(await getDb(), { query: params.get("q") ?? "", page: Number.isFinite(page) ? page : 1 });
  return {
    ...list,
    users: list.users.map(({ grantEndsAt, householdPlanId, ...u }) => ({
      ...u,
      plan: planWithSource(getPlan(u.planId).name, u.source, grantEndsAt, householdPlanId && getPlan(householdPlanId).name),
      signedUpAt: u.signedUpAt.toISOString().slice(0, 10),
      lastSeenAt: u.lastSeenAt ? u.lastSeenAt.toISOString().slice(0, 10) : null,
    })),
  };
}

/** "Premium · granted until 2026-12-31", "Ultimate · paid", "Premium · trial", "Free", "Free · household's Ultimate". */
function planWithSource(plan: string, source: PlanSource | null, grantEndsAt: Date | null, household: string | null): string {
  const until = source === "granted" && grantEndsAt ? ` until ${grantEndsAt.toISOString().slice(0, 10)}` : "";
  const own = source ? `${plan} · ${source}${until}` : plan;
  return household ? `${own} · household's ${household}` : own;
}

function pageLink(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/users?${search}` : "/admin/users";
}

type UserRow = Route.ComponentProps["loaderData"]["users"][number];

const USER_COLUMNS: readonly AdminColumn<UserRow>[] = [
  {
    label: "Name",
    cardTitle: true,
    cell: (user) => (
      <div className="min-w-0">
        <Link to={`/admin/users/${user.id}`} className="text-warm-900 font-semibold hover:underline">
          {user.name}
        </Link>
        <div className="text-warm-700 break-all">{user.email}</div>
      </div>
    ),
  },
  { label: "Plan", cell: (user) => user.plan },
  { label: "Signed up", cell: (user) => user.signedUpAt, numeric: false },
  { label: "Last seen", cell: (user) => user.lastSeenAt ?? "never" },
  { label: "Recipes", cell: (user) => user.recipeCount, numeric: true },
  { label: "Status", cell: (user) => `${user.disabled ? "Disabled" : "Active"}${user.admin ? " · Admin" : ""}` },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users, total, page, pages, query } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Users</h1>
      <Form method="get" role="search" className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="admin-user-search" className="text-warm-800 block text-sm font-semibold">
            Search by name or e-mail
          </label>
          <input id="admin-user-search" name="q" type="search" defaultValue={query} className={`${inputClass} mt-1`} />
        </div>
        <Button type="submit" variant="primary" size="md">
          Search
        </Button>
      </Form>
      <p className="text-warm-700 mt-4 text-sm" aria-live="polite">
        {plural(total, "account")}
        {query ? ` matching “${query}”` : ""}
      </p>
      <AdminTable
        caption="Accounts, newest first"
        columns={USER_COLUMNS}
        rows={users}
        rowKey={(user) => user.id}
        rowTestId="admin-user-row"
      />
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageLink(query, page - 1)} className="text-accent-orange font-semibold hover:underline">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-warm-700">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(query, page + 1)} className="text-accent-orange font-semibold hover:underline">
              Next →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}
