import { readableBytes } from "~/domain/admin/activity";
import { allowanceLabel } from "~/domain/ai/ai-recipe";
import { ActivityChart } from "~/features/admin/activity-chart";
import { siteActivity } from "~/server/admin/activity.server";
import { requireAdmin, siteOverview } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/admin.overview";

export const meta: Route.MetaFunction = () => [{ title: "Admin – Simmer" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = await getDb();
  const [overview, activity] = await Promise.all([siteOverview(db), siteActivity(db)]);
  return { overview, activity };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { overview, activity } = loaderData;
  const figures: Array<{ label: string; value: number | string; wide?: boolean }> = [
    { label: "Accounts", value: overview.accounts },
    { label: "Disabled accounts", value: overview.disabled },
    { label: "Sign-ups, last 30 days", value: overview.signUps30d },
    { label: "Active cooks, last 30 days", value: overview.active30d },
    { label: "Shared recipes", value: overview.recipesPublic },
    { label: "Private recipes", value: overview.recipesPrivate },
    { label: "Catalog recipes", value: overview.catalog },
    { label: "Reported recipes waiting", value: overview.openReports },
    // Against the allowance of the accounts whose plan includes generations (not the disabled).
    { label: "AI generations", value: allowanceLabel(activity.aiThisMonth, activity.aiAllowance), wide: true },
  ];
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Site overview</h1>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={`ring-warm-200 rounded-2xl bg-white p-4 ring-1 sm:p-5 ${figure.wide ? "max-lg:col-span-2" : ""}`}
            data-testid="overview-figure"
          >
            <dt className="text-warm-700 text-sm font-semibold">{figure.label}</dt>
            <dd className="text-warm-900 mt-1 text-2xl font-bold tabular-nums sm:text-3xl">
              {typeof figure.value === "number" ? figure.value.toLocaleString("en-US") : figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <ActivityChart days={activity.days} />
      <section aria-labelledby="jobs-heading" className="ring-warm-200 mt-6 rounded-2xl bg-white p-5 ring-1">
        <h2 id="jobs-heading" className="text-warm-900 text-xl font-bold">
          Background jobs
        </h2>
        {activity.jobs.length === 0 ? (
          <p className="text-warm-800 mt-2">No background jobs yet.</p>
        ) : (
          <div className="mt-3">
            <table className="w-full table-fixed text-left text-xs sm:text-sm">
              <caption className="sr-only">Background jobs by kind: waiting, running, and failed in the last 30 days</caption>
              <thead className="text-warm-800">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-semibold sm:pr-4">
                    Job
                  </th>
                  <th scope="col" className="py-2 pr-2 font-semibold sm:pr-4">
                    Waiting
                  </th>
                  <th scope="col" className="py-2 pr-2 font-semibold sm:pr-4">
                    Running
                  </th>
                  <th scope="col" className="py-2 pr-2 font-semibold sm:pr-4">
                    Failed (30 d)
                  </th>
                  <th scope="col" className="w-1/3 py-2 font-semibold">
                    Last failure
                  </th>
                </tr>
              </thead>
              <tbody>
                {activity.jobs.map((job) => (
                  <tr key={job.name} className="border-warm-100 border-t" data-testid="job-row">
                    <td className="text-warm-900 py-2 pr-2 font-semibold [overflow-wrap:anywhere] sm:pr-4">{job.name}</td>
                    <td className="py-2 pr-2 tabular-nums sm:pr-4">{job.queued}</td>
                    <td className="py-2 pr-2 tabular-nums sm:pr-4">{job.running}</td>
                    <td className={`py-2 pr-2 tabular-nums sm:pr-4 ${job.failed > 0 ? "text-accent-red font-semibold" : ""}`}>
                      {job.failed}
                    </td>
                    <td className="text-warm-800 py-2 [overflow-wrap:anywhere]">{job.lastError ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className="text-warm-700 mt-6 text-sm">
        Simmer {activity.version}
        {activity.databaseBytes !== null ? ` · database ${readableBytes(activity.databaseBytes)}` : ""}
      </p>
    </main>
  );
}
