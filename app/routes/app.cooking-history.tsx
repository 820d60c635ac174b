import { ChefHat, Star, ThumbsDown, ThumbsUp } from "~/components/ui/icons";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { cookedWhen } from "~/domain/cooking/recipe-note";
import { plural } from "~/domain/plural";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { cookingLog } from "~/server/recipes/cooked.server";
import { recipeNotesFor } from "~/server/recipes/recipe-notes.server";
import { requestTimeZone } from "~/server/time-zone.server";
import type { Route } from "./+types/app.cooking-history";

export const meta: Route.MetaFunction = () => [{ title: "Cooking history – Simmer" }];

/** How many cooks the page lists, newest first. */
const HISTORY_SIZE = 200;

/**
 * The cook's own cooking log: what they cooked, when (in their time zone), their rating, whether it
 * turned out well and their private note on the recipe. Recipes they can no longer see are left out
 * (cookingLog applies the visibility rule), and so are their notes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const log = await cookingLog(db, user.id, HISTORY_SIZE);
  const notes = await recipeNotesFor(
    db,
    user.id,
    log.map((entry) => entry.recipeId),
  );
  const zone = requestTimeZone(request);
  return {
    entries: log.map((entry) => ({
      cookId: entry.cookId,
      recipeId: entry.recipeId,
      title: entry.title,
      cookedAt: entry.cookedAt.toISOString(),
      when: cookedWhen(entry.cookedAt, zone),
      rating: entry.rating,
      turnedOutWell: entry.turnedOutWell,
      note: notes.get(entry.recipeId) ?? null,
    })),
  };
}

export default function CookingHistory({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to="/app/dashboard" className="text-accent-orange font-semibold hover:underline">
        ← Dashboard
      </Link>
      <h1 className="text-warm-900 mt-3 text-3xl font-bold sm:text-4xl">Cooking history</h1>
      <p className="text-warm-700 mt-2">
        {entries.length === 0
          ? "Nothing cooked yet."
          : `${plural(entries.length, "cook")}, most recent first. Your notes are private: only you see them.`}
      </p>
      {entries.length === 0 ? (
        <div className="ring-warm-200 mt-8 rounded-3xl bg-white p-8 text-center ring-1">
          <ChefHat className="text-accent-orange mx-auto h-10 w-10" aria-hidden="true" />
          <p className="text-warm-800 mt-3">
            Finish a recipe in cook mode or press &ldquo;I made this&rdquo; on a recipe, and it shows up here.
          </p>
          <ButtonLink to="/app/browse" variant="primary" size="md" className="mt-5">
            Browse recipes
          </ButtonLink>
        </div>
      ) : (
        <ol className="mt-8 space-y-4" aria-label="Recipes you cooked">
          {entries.map((entry) => (
            <li key={entry.cookId} className="ring-warm-200 rounded-2xl bg-white p-5 ring-1" data-testid="cook-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="text-warm-900 min-w-0 text-xl font-bold break-words">
                  <Link to={`/app/recipe/${entry.recipeId}`} className="hover:underline">
                    {entry.title}
                  </Link>
                </h2>
                <time dateTime={entry.cookedAt} className="text-warm-700 text-sm">
                  {entry.when}
                </time>
              </div>
              <dl className="text-warm-800 mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex items-center gap-1.5">
                  <dt className="font-semibold">Your rating:</dt>
                  <dd className="inline-flex items-center gap-1">
                    {entry.rating === null ? (
                      "not rated"
                    ) : (
                      <>
                        <Star className="fill-accent-yellow h-4 w-4 text-amber-600" aria-hidden="true" /> {entry.rating} / 5
                      </>
                    )}
                  </dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt className="font-semibold">Turned out:</dt>
                  <dd className="inline-flex items-center gap-1">
                    {entry.turnedOutWell === null ? (
                      "not answered"
                    ) : entry.turnedOutWell ? (
                      <>
                        <ThumbsUp className="text-accent-green h-4 w-4" aria-hidden="true" /> well
                      </>
                    ) : (
                      <>
                        <ThumbsDown className="text-accent-red h-4 w-4" aria-hidden="true" /> not so well
                      </>
                    )}
                  </dd>
                </div>
              </dl>
              {entry.note && (
                <div className="bg-warm-50 mt-3 rounded-xl px-4 py-3">
                  <p className="text-warm-700 text-xs font-semibold tracking-wide uppercase">Your note</p>
                  <p className="text-warm-900 mt-1 break-words whitespace-pre-line">{entry.note}</p>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
