/**
 * The one visibility rule (app/domain/recipes/recipe-visibility.ts) in SQL. Every query that reads a recipe
 * for a viewer passes through `visibleTo` (a WHERE condition) or `isVisibleTo` (a selected flag, for
 * reads that keep the place of a recipe the viewer filed and can no longer see: the meal plan, a
 * cookbook). tests/integration/recipe-visibility.test.ts checks both against the JavaScript
 * predicate, and tests/integration/recipe-reads.test.ts fails when a query on `recipes` uses neither.
 */
import { eq, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { RecipeViewer } from "~/domain/recipes/recipe-visibility";
import { rowsOf, type Db } from "../db/client.server";
import { cookbookRecipes, cookbooks, householdMembers, recipes } from "../db/schema";

/**
 * The recipes `viewerId` may see, as a WHERE condition: the catalog, shared recipes, the viewer's
 * own, and (issue 27, decision 046) those of a member of the viewer's household that the author
 * shares with the household or that are filed in one of the household's cookbooks. The household
 * is read from household_members in the same statement, so a cook who left sees none of it at once.
 * A prepared query passes a placeholder; a null viewer then matches no one's own recipes
 * (`user_id = null` is never true), so one statement serves visitors and cooks.
 */
export function visibleTo(viewerId: string | Placeholder | null | undefined): SQL {
  const everyone = or(isNull(recipes.userId), eq(recipes.isPublic, true)) as SQL;
  if (!viewerId) return everyone;
  // Qualified by hand: in a select list drizzle may leave a column unqualified, and inside these
  // subqueries "id" or "user_id" would then name the subquery's own columns.
  const recipeId = sql.raw(`"recipes"."id"`);
  const authorId = sql.raw(`"recipes"."user_id"`);
  const household = sql`(${authorId} in (
      select author.user_id from ${householdMembers} author
      join ${householdMembers} viewer on viewer.household_id = author.household_id
      where viewer.user_id = ${viewerId})
    and ("recipes"."shared_with_household" or exists (
      select 1 from ${cookbookRecipes} book_recipe
      join ${cookbooks} book on book.id = book_recipe.cookbook_id
      join ${householdMembers} book_viewer on book_viewer.household_id = book.household_id
      where book_recipe.recipe_id = ${recipeId} and book_viewer.user_id = ${viewerId})))`;
  return or(everyone, eq(recipes.userId, viewerId), household) as SQL;
}

/**
 * The same rule as a column: true when the viewer may see the (joined) recipe. A left join that
 * found no recipe gives false as well.
 */
export function isVisibleTo(viewerId: string | null | undefined): SQL<boolean> {
  return sql<boolean>`coalesce(${recipes.id} is not null and (${visibleTo(viewerId)}), false)`.mapWith(Boolean);
}

/**
 * The viewer as the in-memory indexes ask for them (recipe-visibility.ts `viewerKeys`): the cook and
 * the members of their household, read now, so a cook who left no longer sees the household's
 * recipes in browse, search or the finder, and the others no longer see theirs. One short query.
 */
export async function recipeViewer(db: Db, viewerId: string | null | undefined): Promise<RecipeViewer> {
  if (!viewerId) return null;
  const members = await db.execute<{ user_id: string; household_id: string }>(sql`
    select other.user_id, other.household_id from ${householdMembers} me
    join ${householdMembers} other on other.household_id = me.household_id
    where me.user_id = ${viewerId}`);
  const rows = rowsOf<{ user_id: string; household_id: string }>(members);
  if (rows.length === 0) return viewerId;
  return { id: viewerId, householdId: rows[0].household_id, householdMembers: rows.map((r) => r.user_id) };
}
