import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, inputClass } from "~/components/ui/form";
import { MODERATION_NOTE_MAX, ModerationSchema, REPORT_REASON_LABELS } from "~/domain/admin/moderation";
import { requireAdmin } from "~/server/admin/admin.server";
import { moderateRecipe, reportQueue } from "~/server/admin/moderation.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import type { Route } from "./+types/admin.reports";

export const meta: Route.MetaFunction = () => [{ title: "Reported recipes – Admin – Simmer" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const queue = await reportQueue(await getDb());
  return {
    queue: queue.map((item) => ({
      ...item,
      reports: item.reports.map((r) => ({ ...r, reason: REPORT_REASON_LABELS[r.reason], createdAt: r.createdAt.toISOString() })),
    })),
  };
}

/** dismiss | hide (with a note to the author) | delete, each with its audit row (decision 050). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const parsed = ModerationSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Choose an action." }, { status: 400 });
  const outcome = await moderateRecipe(await getDb(), { id: admin.id, email: admin.email }, parsed.data, {
    linkOrigin: linkOrigin(request),
  });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return redirect("/admin/reports", { headers: { "Set-Cookie": await flashHeader(outcome.value) } });
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Reported recipes</h1>
      <p className="text-warm-700 mt-2">
        Recipes cooks reported, and recipes new accounts shared when new accounts are moderated, the longest-waiting first. A
        recipe reported by several cooks is already hidden from the public until you decide. Every decision is written to the
        audit log.
      </p>
      <FormAlert errors={actionData?.error ? [actionData.error] : undefined} />
      {queue.length === 0 ? (
        <p className="text-warm-800 mt-6">No reports are waiting.</p>
      ) : (
        <ul className="mt-6 space-y-5" aria-label="Reported recipes">
          {queue.map((item) => (
            <li key={item.recipeId} className="ring-warm-200 rounded-2xl bg-white p-5 ring-1" data-testid="reported-recipe">
              <article aria-labelledby={`reported-${item.recipeId}`}>
                <h2 id={`reported-${item.recipeId}`} className="text-warm-900 text-xl font-bold break-words">
                  <Link to={`/recipe/${item.recipeId}`} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="text-warm-700 mt-1 text-sm break-all">
                  by {item.authorName ?? "a deleted account"}
                  {item.authorEmail ? ` (${item.authorEmail})` : ""} ·{" "}
                  <span className="font-semibold">
                    {item.moderation === "held"
                      ? "Held back from the public"
                      : item.moderation === "hidden"
                        ? "Hidden"
                        : item.moderation === "suspended"
                          ? "Author's account disabled"
                          : item.moderation === "review"
                            ? "New account: waiting for review"
                            : item.isPublic
                              ? "Shared with everyone"
                              : "Not shared"}
                  </span>
                </p>
                <ul className="mt-3 space-y-2" aria-label={`Reports on ${item.title}`}>
                  {item.reports.map((report, index) => (
                    <li key={index} className="bg-warm-50 text-warm-900 rounded-xl px-3 py-2 text-sm">
                      <span className="font-semibold">{report.reason}</span>
                      <time dateTime={report.createdAt} className="text-warm-700 ml-2 tabular-nums">
                        {report.createdAt.slice(0, 10)}
                      </time>
                      {report.note ? <p className="mt-1 break-words whitespace-pre-line">{report.note}</p> : null}
                    </li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap items-end gap-3">
                  <Form method="post">
                    <input type="hidden" name="recipeId" value={item.recipeId} />
                    <Button type="submit" name="intent" value="dismiss" variant="secondary" size="md" disabled={busy}>
                      {item.moderation === "review" ? "Approve and share" : "Dismiss reports"}
                    </Button>
                  </Form>
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="recipeId" value={item.recipeId} />
                    <div>
                      <label htmlFor={`note-${item.recipeId}`} className="text-warm-800 block text-sm font-semibold">
                        Note to the author
                      </label>
                      <input
                        id={`note-${item.recipeId}`}
                        name="note"
                        maxLength={MODERATION_NOTE_MAX}
                        placeholder="It breaks this site's rules."
                        className={`${inputClass} mt-1 w-64 max-w-full`}
                      />
                    </div>
                    <Button type="submit" name="intent" value="hide" variant="primary" size="md" disabled={busy}>
                      Hide recipe
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="recipeId" value={item.recipeId} />
                    <Button type="submit" name="intent" value="delete" variant="danger" size="md" disabled={busy}>
                      Delete recipe
                    </Button>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
