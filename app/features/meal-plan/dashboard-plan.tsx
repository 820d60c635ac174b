import { CalendarDays, Sparkles } from "~/components/ui/icons";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { MEAL_LABELS, plannedMealTitle, type MealType } from "~/domain/meal-plan/meal-plan";
import { dayLabel, shortDayLabel } from "~/domain/meal-plan/week";

export interface DashboardEntry {
  id: string;
  date: string;
  mealType: MealType;
  note: string | null;
  recipe: { id: number; title: string } | null;
  unavailable?: boolean;
}

const label = (entry: DashboardEntry) => plannedMealTitle(entry);

/** The dashboard's weekly plan card: this week's planned meals by day, with a link to the planner. */
export function WeekPlanCard({ days, entries, today }: { days: string[]; entries: DashboardEntry[]; today: string }) {
  const planned = days.filter((day) => entries.some((e) => e.date === day));
  return (
    <section
      aria-labelledby="week-heading"
      className="ring-warm-200 rounded-3xl bg-white p-6 ring-1"
      data-testid="week-plan-card"
    >
      <h2 id="week-heading" className="text-warm-900 flex items-center gap-2 text-xl font-bold">
        <CalendarDays className="text-accent-orange h-5 w-5" aria-hidden="true" /> This week
      </h2>
      {planned.length === 0 ? (
        <p className="text-warm-700 mt-3">Nothing planned yet this week.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {planned.map((day) => (
            <li key={day} className="text-warm-800 flex gap-3">
              <span className={`w-10 shrink-0 font-semibold ${day === today ? "text-accent-orange" : ""}`}>
                {shortDayLabel(day)}
              </span>
              <span className="min-w-0">
                {entries
                  .filter((e) => e.date === day)
                  .map((e) => label(e))
                  .join(", ")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/meal-plan" className="text-accent-orange mt-4 inline-block font-semibold hover:underline">
        Open meal plan
      </Link>
    </section>
  );
}

/** Today's suggestion, taken from the plan: today's meals, or the next planned meal. */
export function TodayPlanCard({ today, next }: { today: DashboardEntry[]; next: DashboardEntry | null }) {
  const first = today[0] ?? next;
  if (!first) return null;
  return (
    <section aria-labelledby="suggestion-heading" className="bg-warm-900 rounded-3xl p-6 text-white" data-testid="suggestion">
      <h2 id="suggestion-heading" className="flex items-center gap-2 text-xl font-bold">
        <Sparkles className="text-accent-yellow h-5 w-5" aria-hidden="true" />{" "}
        {today.length ? "On today's plan" : "Next on your plan"}
      </h2>
      <ul className="mt-3 space-y-2">
        {(today.length ? today : [first]).map((entry) => (
          <li key={entry.id}>
            <p className="text-warm-200 text-xs font-semibold tracking-wide uppercase">
              {today.length ? MEAL_LABELS[entry.mealType] : `${MEAL_LABELS[entry.mealType]}, ${dayLabel(entry.date)}`}
            </p>
            {entry.recipe ? (
              <Link to={`/app/recipe/${entry.recipe.id}`} className="text-lg font-semibold hover:underline">
                {entry.recipe.title}
              </Link>
            ) : (
              <p className="text-lg font-semibold italic">{label(entry)}</p>
            )}
          </li>
        ))}
      </ul>
      <ButtonLink to="/app/meal-plan" variant="primary" size="md" className="mt-4">
        Open meal plan
      </ButtonLink>
    </section>
  );
}
