import { Link } from "react-router";
import { ADMIN_ACTION_LABELS, ADMIN_ACTIONS, type AdminAction } from "~/domain/admin/admins";
import { readAudit, requireAdmin } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import { AdminTable, type AdminColumn } from "~/features/admin/admin-table";
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

type AuditRowView = Route.ComponentProps["loaderData"]["rows"][number];

const AUDIT_COLUMNS: readonly AdminColumn<AuditRowView>[] = [
  { label: "When (UTC)", cell: (row) => <time dateTime={row.at}>{row.at.slice(0, 16).replace("T", " ")}</time>, numeric: false },
  { label: "Admin", cell: (row) => row.actorEmail, breakAll: true },
  {
    label: "Action",
    cell: (row) => (
      <span className="text-warm-900">
        <span className="font-semibold">{row.action}</span>
        {row.subject ? <span className="break-words">: “{row.subject}”</span> : null}
      </span>
    ),
  },
  { label: "Account", cell: (row) => row.targetEmail ?? "—", breakAll: true },
];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { rows, page, pages } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Audit log</h1>
      <p className="text-warm-700 mt-2">Every admin action, newest first. Entries cannot be changed or removed.</p>
      {rows.length === 0 ? (
        <p className="text-warm-800 mt-6">No admin action yet.</p>
      ) : (
        <AdminTable
          caption="Admin actions, newest first"
          columns={AUDIT_COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          rowTestId="audit-row"
        />
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
