import { Link } from "react-router";
import { ADMIN_ACTION_LABELS, ADMIN_ACTIONS, type AdminAction } from "~/domain/admin/admins";
import { readAudit, requireAdmin } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/admin.audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit log – Admin – Simmer" }];

function labelOf(action: string): string {
  return (ADMIN_ACTIONS as readonly string[]).includes(action) ? ADMIN_ACTION_LABELS[action as AdminAction] : action;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const audit = await readAudit(await getDb(), Number.isFinite(page) ? page : 1);
  return {
    ...audit,
    rows: audit.rows.map((row) => ({ ...row, at: row.at.toISOString(), action: labelOf(row.action) })),
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { rows, page, pages } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Audit log</h1>
      <p className="text-warm-700 mt-2">Every admin action, newest first. Entries cannot be changed or removed.</p>
      {rows.length === 0 ? (
        <p className="text-warm-800 mt-6">No admin action yet.</p>
      ) : (
        <div className="ring-warm-200 mt-5 overflow-x-auto rounded-2xl bg-white ring-1">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Admin actions, newest first</caption>
            <thead className="bg-warm-50 text-warm-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When (UTC)
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Admin
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Action
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Account
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-warm-100 border-t" data-testid="audit-row">
                  <td className="text-warm-800 px-4 py-3 tabular-nums">
                    <time dateTime={row.at}>{row.at.slice(0, 16).replace("T", " ")}</time>
                  </td>
                  <td className="text-warm-800 px-4 py-3 break-all">{row.actorEmail}</td>
                  <td className="text-warm-900 px-4 py-3">
                    <span className="font-semibold">{row.action}</span>
                    {row.subject ? <span className="break-words">: “{row.subject}”</span> : null}
                  </td>
                  <td className="text-warm-800 px-4 py-3 break-all">{row.targetEmail ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
          {page > 1 ? <Link to={`/admin/audit?page=${page - 1}`}>← Newer</Link> : <span />}
          <span className="text-warm-700">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`/admin/audit?page=${page + 1}`}>Older →</Link> : <span />}
        </nav>
      )}
    </main>
  );
}
