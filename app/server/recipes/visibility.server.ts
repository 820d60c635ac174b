/**
 * The one visibility rule (app/domain/recipes/recipe-visibility.ts) in SQL. Every query that reads a recipe
 * for a viewer passes through `visibleTo` (a WHERE condition) or `isVisibleTo` (a selected flag, for
 * reads that keep the place of a recipe the viewer filed and can no longer see: the meal plan, a
 * cookbook). tests/integration/recipe-visibility.test.ts checks both against the JavaScript
 * predicate, and tests/integration/recipe-reads.test.ts fails when a query on `recipes` uses neither.
 */
import { eq, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { recipes } from "../db/schema";

/**
 * The recipes `viewerId` may see, as a WHERE condition: the catalog, shared recipes, and the
 * viewer's own. A prepared query passes a placeholder; a null viewer then matches no one's own
 * recipes (`user_id = null` is never true), so one statement serves visitors and cooks.
 */
export function visibleTo(viewerId: string | Placeholder | null | undefined): SQL {
  const everyone = or(isNull(recipes.userId), eq(recipes.isPublic, true)) as SQL;
  return viewerId ? (or(everyone, eq(recipes.userId, viewerId)) as SQL) : everyone;
}

/**
 * The same rule as a column: true when the viewer may see the (joined) recipe. A left join that
 * found no recipe gives false as well.
 */
export function isVisibleTo(viewerId: string | null | undefined): SQL<boolean> {
  return sql<boolean>`coalesce(${recipes.id} is not null and (${visibleTo(viewerId)}), false)`.mapWith(Boolean);
}
