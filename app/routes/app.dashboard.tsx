import {
  BookOpen,
  ChefHat,
  Flame,
  Heart,
  ListChecks,
  PlusCircle,
  Refrigerator,
  Search,
  Sparkles,
  ThumbsUp,
  Users,
  type LucideIcon,
} from "~/components/ui/icons";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { StatTile } from "~/components/ui/stat-tile";
import { firstName, greeting } from "~/domain/kitchen/dashboard";
import { RecipeCard } from "~/components/recipe/recipe-card";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { dashboardStats, recentlyViewedRecipes, suggestionOfTheDay } from "~/server/kitchen/dashboard.server";
import { getProfile, markDashboardVisit } from "~/server/accounts/profiles.server";
import { kitchenOf } from "~/server/households/kitchen.server";
import { listDays } from "~/server/meal-plan/meal-plan.server";
import { userToday } from "~/server/time-zone.server";
import { planHighlights } from "~/domain/meal-plan/meal-plan";
import { addDays, weekDays, weekStartOf } from "~/domain/meal-plan/week";
import { TodayPlanCard, WeekPlanCard } from "~/features/meal-plan/dashboard-plan";
import { useTimeZoneCookie } from "~/features/meal-plan/use-time-zone-cookie";
import { isKeepRequest } from "~/server/offline/keep-request.server";
import type { Route } from "./+types/app.dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const profile = await getProfile(db, user.id);
  const today = userToday(request);
  const week = weekStartOf(today);
  const kitchen = await kitchenOf(db, user);
  const [{ firstVisit }, stats, recent, suggestion, planned] = await Promise.all([
    // A copy kept for offline use (issue 31) is not the cook's visit.
    isKeepRequest(request) ? { firstVisit: false } : markDashboardVisit(db, user.id),
    dashboardStats(db, user.id),
    recentlyViewedRecipes(db, user.id),
    suggestionOfTheDay(db, user.id, profile?.dietaryPreferences ?? []),
    // This week for the card, and two weeks ahead for the next planned meal.
    listDays(db, kitchen, week, addDays(today, 14)),
  ]);
  const days = weekDays(week);
  return {
    heading: greeting(firstName(user.name), firstVisit),
    stats,
    recent,
    suggestion,
    today,
    days,
    weekEntries: planned.filter((e) => e.date <= days[6]!),
    plan: planHighlights(planned, today),
  };
}

const QUICK_ACTIONS = [
  { to: "/app/cook-with-ingredients", label: "Cook with what you have", icon: Refrigerator },
  { to: "/app/create-recipe", label: "Create a recipe", icon: PlusCircle },
  { to: "/app/ai-recipes", label: "Generate with AI", icon: Sparkles },
  { to: "/app/browse", label: "Browse recipes", icon: Search },
  { to: "/app/cookbooks", label: "Your cookbooks", icon: BookOpen },
  { to: "/app/ingredient-lists", label: "Ingredient lists", icon: ListChecks },
] as const;

// SAMPLE CONTENT: the community card shows fixed examples until community features exist (their
// own issue); the page says so to the user.
const SAMPLE_COMMUNITY = ["Maya shared a spring risotto", "Luca's focaccia got 120 saves this week"] as const;

/** A titled card in the dashboard's side column. */
function SidePanel({
  id,
  icon: Icon,
  title,
  note,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="ring-warm-200 rounded-3xl bg-white p-6 ring-1">
      <h2 id={id} className="text-warm-900 flex items-center gap-2 text-xl font-bold">
        <Icon className="text-accent-orange h-5 w-5" aria-hidden="true" /> {title}
      </h2>
      <p className="text-warm-700 mt-1 text-xs font-semibold tracking-wide uppercase">{note}</p>
      {children}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent, suggestion, plan } = loaderData;
  // A revalidation while the page is open (after a save, say) keeps the greeting it opened with.
  const [heading] = useState(loaderData.heading);
  useTimeZoneCookie();
  const cards = [
    { label: "Saved recipes", value: stats.savedRecipes, icon: Heart },
    { label: "Cookbooks", value: stats.cookbooks, icon: BookOpen },
    {
      label: "Recipes cooked",
      value: stats.cookedRecipes,
      icon: ChefHat,
      to: "/app/cooking-history",
    },
    { label: "Recipes created", value: stats.createdRecipes, icon: PlusCircle },
    // From the cooking log's "Did it turn out well?" answers; "–" until one is answered.
    { label: "Success rate", value: stats.successRate === null ? "–" : `${stats.successRate}%`, icon: ThumbsUp },
    { label: "Days active", value: stats.daysActive, icon: Flame },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="text-warm-700 mt-2">What would you like to cook today?</p>

      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
        {cards.map((card) => (
          <StatTile key={card.label} {...card} data-testid="stat-card" />
        ))}
      </dl>

      <h2 className="text-warm-900 mt-10 text-2xl font-bold">Quick actions</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="text-warm-900 ring-warm-200 hover:ring-accent-orange flex items-center gap-3 rounded-2xl bg-white p-5 font-semibold ring-1"
            >
              <Icon className="text-accent-orange h-6 w-6 shrink-0" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="recent-heading">
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-heading" className="text-warm-900 text-2xl font-bold">
              Recently viewed
            </h2>
            <Link to="/app/browse" className="text-accent-orange font-semibold hover:underline">
              Browse all recipes
            </Link>
          </div>
          {recent.length === 0 ? (
            <p className="text-warm-700 ring-warm-200 mt-4 rounded-2xl bg-white p-6 ring-1">No recent recipes found.</p>
          ) : (
            <ul className="mt-4 space-y-3" data-testid="recent-recipes">
              {recent.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeCard recipe={recipe} href={`/app/recipe/${recipe.id}`} layout="list" />
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-6">
          <TodayPlanCard today={plan.today} next={plan.next} />
          {plan.today.length === 0 && !plan.next && suggestion && (
            <section
              aria-labelledby="suggestion-heading"
              className="bg-warm-900 rounded-3xl p-6 text-white"
              data-testid="suggestion"
            >
              <h2 id="suggestion-heading" className="flex items-center gap-2 text-xl font-bold">
                <Sparkles className="text-accent-yellow h-5 w-5" aria-hidden="true" /> Today&apos;s suggestion
              </h2>
              <p className="mt-3 text-lg font-semibold">{suggestion.title}</p>
              <p className="text-warm-200 mt-1 line-clamp-3 text-sm">{suggestion.description}</p>
              <ButtonLink to={`/app/recipe/${suggestion.id}`} variant="primary" size="md" className="mt-4">
                View recipe<span className="sr-only">: {suggestion.title}</span>
              </ButtonLink>
            </section>
          )}
          <WeekPlanCard days={loaderData.days} entries={loaderData.weekEntries} today={loaderData.today} />
          <SidePanel id="community-heading" icon={Users} title="Community highlights" note="Examples">
            <ul className="text-warm-800 mt-3 list-disc space-y-1 pl-5">
              {SAMPLE_COMMUNITY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </SidePanel>
        </div>
      </div>
    </main>
  );
}
