/** Test data made by the same code paths as the demo seed. */
import { randomUUID } from "node:crypto";
import type { PlanId } from "~/domain/plans";
import type { RecipeSeed } from "~/domain/recipes/recipe";
import type { SessionUser } from "~/domain/accounts/session-user";
import type { Db } from "~/server/db/client.server";
import { profiles, users } from "~/server/db/schema";
import { insertRecipes } from "~/server/recipes/insert-recipes.server";

let counter = 0;

export function buildRecipeSeed(overrides: Partial<RecipeSeed> = {}): RecipeSeed {
  counter += 1;
  return {
    title: `Test Recipe ${counter}`,
    description: "A simple recipe used in tests.",
    cookTime: 30,
    servings: 4,
    difficulty: "Easy",
    ingredients: ["2 cups basmati rice", "1 tbsp olive oil", "salt to taste"],
    instructions: ["Rinse the rice.", "Cook the rice with oil and salt."],
    tags: ["dinner", "quick"],
    rating: 4.2,
    author: "Test Cook",
    isPremium: false,
    ...overrides,
  };
}

export async function createRecipes(db: Db, seeds: RecipeSeed[]): Promise<number[]> {
  return insertRecipes(db, seeds);
}

/** A user with a profile; `plan` is the plan an operator granted (the profile's current plan). */
export async function createUser(db: Db, overrides: { name?: string; email?: string; plan?: PlanId } = {}) {
  const id = randomUUID();
  const email = overrides.email ?? `cook-${id.slice(0, 8)}@example.com`;
  const name = overrides.name ?? "Test Cook";
  await db.insert(users).values({ id, email, name });
  await db.insert(profiles).values({ id, email, name, currentPlanId: overrides.plan ?? "free" });
  return { id, email, name };
}

/**
 * The signed-in user a route sees (what the session middleware puts in `sessionContext`) for an
 * account made by `createUser` or by signing up: e-mail verified, no picture and the free plan unless
 * `overrides` say otherwise. The one way tests build a `SessionUser`.
 */
export function sessionUserFor(
  account: { id: string; name: string; email: string },
  overrides: Partial<Omit<SessionUser, "id">> = {},
): SessionUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    emailVerified: true,
    image: null,
    planId: "free",
    ...overrides,
  };
}

/** A new account (`createUser`) as its session sees it: on `plan` (default free), granted in its profile too. */
export async function createSessionUser(
  db: Db,
  overrides: { name?: string; email?: string; plan?: PlanId } = {},
): Promise<SessionUser> {
  const plan = overrides.plan ?? "free";
  return sessionUserFor(await createUser(db, { ...overrides, plan }), { planId: plan });
}
