import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { getPlan } from "~/domain/plans";
import { plural } from "~/domain/plural";
import { listUsers, requireAdmin } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/admin.users";

export const meta: Route.MetaFunction = () => [{ title: "Users – Admin – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const list = await listUsers(await getDb(), { query: params.get("q") ?? "", page: Number.isFinite(page) ? page : 1 });
  return {
    ...list,
    users: list.users.map((u) => ({
      ...u,
      plan: getPlan(u.planId).name,
      signedUpAt: u.signedUpAt.toISOString().slice(0, 10),
      lastSeenAt: u.lastSeenAt ? u.lastSeenAt.toISOString().slice(0, 10) : null,
    })),
  };
}

function pageLink(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/users?${search}` : "/admin/users";
}

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
      <div className="ring-warm-200 mt-3 overflow-x-auto rounded-2xl bg-white ring-1">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Accounts, newest first</caption>
          <thead className="bg-warm-50 text-warm-800">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Plan
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Signed up
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Last seen
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Recipes
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-warm-100 border-t" data-testid="admin-user-row">
                <td className="px-4 py-3">
                  <Link to={`/admin/users/${user.id}`} className="text-warm-900 font-semibold hover:underline">
                    {user.name}
                  </Link>
                  <div className="text-warm-700 break-all">{user.email}</div>
                </td>
                <td className="text-warm-800 px-4 py-3">{user.plan}</td>
                <td className="text-warm-800 px-4 py-3 tabular-nums">{user.signedUpAt}</td>
                <td className="text-warm-800 px-4 py-3 tabular-nums">{user.lastSeenAt ?? "never"}</td>
                <td className="text-warm-800 px-4 py-3 text-right tabular-nums">{user.recipeCount}</td>
                <td className="text-warm-800 px-4 py-3">
                  {user.disabled ? "Disabled" : "Active"}
                  {user.admin ? " · Admin" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
