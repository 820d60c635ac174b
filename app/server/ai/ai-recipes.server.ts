/**
 * The AI generator's records: the monthly allowance (taken atomically before the model is called,
 * given back only when a generation fails before any of its text reached the cook), the recent
 * prompts (newest first, at most five per user) and saving a generated recipe into My Recipes
 * through createRecipe.
 */
import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import { AI_MESSAGES, allowanceMonth, RECENT_PROMPTS_MAX, toRecipeWrite, type GeneratedRecipe } from "~/domain/ai/ai-recipe";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { aiGenerationAllowance, type PlanId } from "~/domain/plans";
import type { Db } from "../db/client.server";
import { aiGenerations, aiRecentPrompts } from "../db/schema";
import { createRecipe } from "../recipes/own-recipes.server";

export interface AllowanceUsage {
  used: number;
  allowance: number;
}

export async function allowanceUsage(db: Db, userId: string, planId: PlanId, now = new Date()): Promise<AllowanceUsage> {
  const [row] = await db
    .select({ count: aiGenerations.count })
    .from(aiGenerations)
    .where(and(eq(aiGenerations.userId, userId), eq(aiGenerations.month, allowanceMonth(now))));
  return { used: row?.count ?? 0, allowance: aiGenerationAllowance(planId) };
}

/**
 * Takes one generation from this month's allowance: one upsert that only raises the count while
 * it is below the allowance, so concurrent requests cannot overdraw it. Fails with 429 when used up.
 */
export async function takeGeneration(db: Db, userId: string, planId: PlanId, now = new Date()): Promise<Outcome<AllowanceUsage>> {
  const allowance = aiGenerationAllowance(planId);
  if (allowance <= 0) return fail(429, AI_MESSAGES.allowanceReached);
  const rows = await db
    .insert(aiGenerations)
    .values({ userId, month: allowanceMonth(now), count: 1 })
    .onConflictDoUpdate({
      target: [aiGenerations.userId, aiGenerations.month],
      set: { count: sql`${aiGenerations.count} + 1` },
      setWhere: sql`${aiGenerations.count} < ${allowance}`,
    })
    .returning({ count: aiGenerations.count });
  if (rows.length === 0) return fail(429, AI_MESSAGES.allowanceReached);
  return succeed({ used: rows[0].count, allowance });
}

/** Gives a generation back (the model failed before any of its text reached the cook). */
export async function returnGeneration(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ count: sql`${aiGenerations.count} - 1` })
    .where(and(eq(aiGenerations.userId, userId), eq(aiGenerations.month, allowanceMonth(now)), gt(aiGenerations.count, 0)));
}

export async function listRecentPrompts(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ prompt: aiRecentPrompts.prompt })
    .from(aiRecentPrompts)
    .where(eq(aiRecentPrompts.userId, userId))
    .orderBy(desc(aiRecentPrompts.createdAt), desc(aiRecentPrompts.id))
    .limit(RECENT_PROMPTS_MAX);
  return rows.map((r) => r.prompt);
}

/** Adds a prompt at the top (an identical older one moves up) and keeps the newest five, in one transaction. */
export async function recordPrompt(db: Db, userId: string, prompt: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(aiRecentPrompts).where(and(eq(aiRecentPrompts.userId, userId), eq(aiRecentPrompts.prompt, prompt)));
    // Strictly after the user's newest prompt: the embedded database's clock has millisecond
    // steps, and two prompts in one millisecond would otherwise come back in either order.
    const newest = tx
      .select({ at: sql`max(${aiRecentPrompts.createdAt})` })
      .from(aiRecentPrompts)
      .where(eq(aiRecentPrompts.userId, userId));
    await tx.insert(aiRecentPrompts).values({
      userId,
      prompt,
      createdAt: sql`greatest(clock_timestamp(), coalesce((${newest}), '-infinity') + interval '1 microsecond')`,
    });
    const keep = tx
      .select({ id: aiRecentPrompts.id })
      .from(aiRecentPrompts)
      .where(eq(aiRecentPrompts.userId, userId))
      .orderBy(desc(aiRecentPrompts.createdAt), desc(aiRecentPrompts.id))
      .limit(RECENT_PROMPTS_MAX);
    await tx.delete(aiRecentPrompts).where(and(eq(aiRecentPrompts.userId, userId), notInArray(aiRecentPrompts.id, keep)));
  });
}

/** Saves a generated recipe as the user's private recipe (ingredient lines parsed by createRecipe). */
export async function saveGeneratedRecipe(
  db: Db,
  userId: string,
  recipe: GeneratedRecipe,
  author: string,
): Promise<Outcome<{ id: number }>> {
  const write = toRecipeWrite(recipe, author);
  if (!write) return fail(400, AI_MESSAGES.saveFailed);
  const outcome = await createRecipe(db, userId, { ...write, isPublic: false });
  return outcome.ok ? succeed(outcome.value, AI_MESSAGES.saved) : outcome;
}
