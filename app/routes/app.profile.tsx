import { Settings } from "~/components/ui/icons";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { StatTile } from "~/components/ui/stat-tile";
import { higherPlans } from "~/domain/plans";
import { useBillingEnabled } from "~/components/ui/use-billing";
import { PlanBadge } from "~/features/account/plan-badge";
import { RecipeCard } from "~/components/recipe/recipe-card";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { accountStats, listOwnRecipes, listSavedRecipes } from "~/server/accounts/account.server";
import type { Route } from "./+types/app.profile";

export const meta: Route.MetaFunction = () => [{ title: "Profile – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const [stats, saved, created] = await Promise.all([
    accountStats(db, user.id),
    listSavedRecipes(db, user.id),
    listOwnRecipes(db, user.id),
  ]);
  return { user: { name: user.name, email: user.email, planId: user.planId }, stats, saved, created };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, stats, saved, created } = loaderData;
  const [params] = useSearchParams();
  const tab = params.get("tab") === "created" ? "created" : "saved";
  const list = tab === "saved" ? saved : created;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <section className="ring-warm-200 flex flex-col gap-6 rounded-3xl bg-white p-6 ring-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            className="bg-accent-orange grid h-16 w-16 shrink-0 place-items-center rounded-full text-2xl font-bold text-white"
            aria-hidden="true"
          >
            {user.name.charAt(0).toUpperCase()}
          </span>
          <div>
            <h1 className="text-warm-900 text-3xl font-bold">{user.name}</h1>
            <p className="text-warm-700 break-all">{user.email}</p>
            <div className="mt-2">
              <PlanBadge planId={user.planId} />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {(useBillingEnabled() ? higherPlans(user.planId) : []).map((plan) => (
            <ButtonLink key={plan.id} to="/pricing" variant="primary" size="md">
              Upgrade to {plan.name}
            </ButtonLink>
          ))}
          <ButtonLink to="/app/settings" variant="secondary" size="md">
            <Settings className="h-4 w-4" aria-hidden="true" /> Settings
          </ButtonLink>
        </div>
      </section>

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Saved recipes", stats.savedRecipes],
          ["Cookbooks", stats.cookbooks],
          ["My recipes", stats.createdRecipes],
          ["Recipes cooked", stats.cookedRecipes],
        ].map(([label, value]) => (
          <StatTile key={label} label={String(label)} value={value} />
        ))}
      </dl>

      <nav aria-label="Profile lists" className="border-warm-200 mt-8 flex gap-2 border-b">
        {(
          [
            ["saved", "Saved Recipes", "?tab=saved"],
            ["created", "My Recipes", "?tab=created"],
          ] as const
        ).map(([key, label, href]) => (
          <Link
            key={key}
            to={href}
            aria-current={tab === key ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${tab === key ? "border-accent-orange text-accent-orange" : "text-warm-700 hover:text-warm-900 border-transparent"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {list.length === 0 ? (
        <p className="text-warm-700 ring-warm-200 mt-6 rounded-2xl bg-white p-8 text-center ring-1">
          {tab === "saved" ? "You haven't saved any recipes yet. " : "You haven't created any recipes yet. "}
          <Link to="/app/browse" className="text-accent-orange font-semibold underline underline-offset-4">
            Browse recipes
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} href={`/app/recipe/${recipe.id}`} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
