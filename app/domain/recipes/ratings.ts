/**
 * Ratings and the cooking log's figures. Pure.
 *
 * A recipe's shown rating is the average of its users' ratings (1–5, one per user) with the
 * catalog's seeded rating counted as PRIOR_RATINGS ratings of that value, so a demo recipe seeded
 * at 4.6 does not jump to 1.0 after one unhappy cook, and the count a reader sees includes those
 * prior ratings ("4.6 · 12 ratings"). A recipe without a seeded rating (0: a user's own recipe)
 * has no prior: its rating is its users' average alone, and no rating at all until someone rates
 * it. See docs/decisions/021-ratings-with-priors.md.
 */
import { plural } from "../plural";

/** How many ratings the catalog's seeded rating stands for. */
export const PRIOR_RATINGS = 10;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface RatingTally {
  /** The catalog's seeded rating, 0..5; 0 means none. */
  seeded: number;
  /** Sum and number of users' ratings. */
  userSum: number;
  userCount: number;
}

export interface ShownRating {
  /** Rounded to one decimal; 0 when count is 0. */
  average: number;
  /** Ratings the average is made of, priors included. */
  count: number;
}

export function shownRating({ seeded, userSum, userCount }: RatingTally): ShownRating {
  const priorCount = seeded > 0 ? PRIOR_RATINGS : 0;
  const count = priorCount + userCount;
  if (count === 0) return { average: 0, count: 0 };
  const average = (seeded * priorCount + userSum) / count;
  return { average: Math.round(average * 10) / 10, count };
}

/**
 * What the database keeps of a recipe's ratings: the seeded figure (recipes.rating) and the running
 * sum and count of users' ratings (recipes.ratings_sum / ratings_count, kept by triggers on
 * recipe_ratings). Every card, page, sort and filter shows `shownRating` of these, never the seed alone.
 */
export interface RatingTotals {
  seededRating: number;
  ratingsSum: number;
  ratingsCount: number;
}

/** A row with its rating totals replaced by the shown rating (`rating`) and how many ratings it is made of. */
export type WithShownRating<T extends RatingTotals> = Omit<T, keyof RatingTotals> & { rating: number; ratingCount: number };

export function withShownRating<T extends RatingTotals>(row: T): WithShownRating<T> {
  const { seededRating, ratingsSum, ratingsCount, ...rest } = row;
  const { average, count } = shownRating({ seeded: seededRating, userSum: ratingsSum, userCount: ratingsCount });
  return { ...rest, rating: average, ratingCount: count };
}

/** A card's short rating, "4.6 (128)", and the words a screen reader says for it. */
export function cardRating({ average, count }: ShownRating): { text: string; label: string } {
  if (count === 0) return { text: "New", label: "No ratings yet" };
  const ratings = plural(count, "rating");
  return { text: `${average.toFixed(1)} (${count})`, label: `Rated ${average.toFixed(1)} out of 5 from ${ratings}` };
}

/** The average of the shown ratings of recipes that have one (a cookbook's figure), one decimal; null when none has. */
export function averageRating(shown: readonly ShownRating[]): number | null {
  const rated = shown.filter((r) => r.count > 0);
  if (rated.length === 0) return null;
  return Math.round((rated.reduce((total, r) => total + r.average, 0) / rated.length) * 10) / 10;
}

/** "4.6 · 128 ratings", "5.0 · 1 rating", or "No ratings yet". */
export function ratingLine({ average, count }: ShownRating): string {
  if (count === 0) return "No ratings yet";
  return `${average.toFixed(1)} · ${plural(count, "rating")}`;
}

/**
 * The dashboard's success rate: the share of answered cooks that turned out well, as a whole
 * percentage; null when no cook has been answered yet (the tile then says so, never a made-up figure).
 */
export function successRate(turnedOutWell: number, answered: number): number | null {
  if (answered <= 0) return null;
  return Math.round((Math.min(turnedOutWell, answered) / answered) * 100);
}
