import { requireAdmin, siteOverview } from "~/server/admin/admin.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/admin.overview";

export const meta: Route.MetaFunction = () => [{ title: "Admin – Simmer" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { overview: await siteOverview(await getDb()) };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const figures = [
    { label: "Accounts", value: overview.accounts },
    { label: "Disabled accounts", value: overview.disabled },
    { label: "Sign-ups, last 30 days", value: overview.signUps30d },
    { label: "Active cooks, last 30 days", value: overview.active30d },
    { label: "Shared recipes", value: overview.recipesPublic },
    { label: "Private recipes", value: overview.recipesPrivate },
    { label: "Catalog recipes", value: overview.catalog },
    { label: "Reported recipes waiting", value: overview.openReports },
  ];
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Site overview</h1>
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="ring-warm-200 rounded-2xl bg-white p-5 ring-1">
            <dt className="text-warm-700 text-sm font-semibold">{figure.label}</dt>
            <dd className="text-warm-900 mt-1 text-3xl font-bold tabular-nums">{figure.value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
