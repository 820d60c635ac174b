/**
 * The servings and units a page reads from its address (?servings=6&units=metric): the scale and
 * shopping-list pages that work without JavaScript, and cook mode. Pure: a bad value never throws,
 * it falls back to the recipe's own servings and says why.
 */
import { parseServings } from "./scaling";
import { isUnitSystem, type UnitSystem } from "./unit-system";

/** The most servings a page scales to from the address (a recipe itself holds up to 100). */
export const MAX_QUERY_SERVINGS = 200;

export const SERVINGS_QUERY_MESSAGE = `Servings must be a number greater than 0 and at most ${MAX_QUERY_SERVINGS}`;

export interface ScaleQuery {
  servings: number;
  /** The units the address names, or null when it names none (or none we know). */
  units: UnitSystem | null;
  /** Why the servings asked for were not used; null when they were (or none were asked). */
  message: string | null;
}

/** Reads ?servings= and ?units=; anything unusable keeps the recipe's own servings, with a message. */
export function parseScaleQuery(query: URLSearchParams, ownServings: number): ScaleQuery {
  const units = query.get("units");
  const asked = query.get("servings");
  const known = isUnitSystem(units) ? units : null;
  if (asked === null || asked.trim() === "") return { servings: ownServings, units: known, message: null };
  const servings = parseServings(asked);
  if (servings === null || servings > MAX_QUERY_SERVINGS)
    return { servings: ownServings, units: known, message: SERVINGS_QUERY_MESSAGE };
  return { servings, units: known, message: null };
}

/**
 * A recipe page's address with the servings and units chosen (either left out when it is the
 * default): `/recipe/12/scale?servings=6`, `/cook-mode/12?units=metric`.
 */
export function withScaleQuery(path: string, ownServings: number, servings: number, units: UnitSystem | null): string {
  const query = new URLSearchParams();
  if (servings !== ownServings) query.set("servings", String(servings));
  if (units !== null && units !== "as-written") query.set("units", units);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
