/**
 * Moderation of recipes shared with everyone (issue 29, docs/decisions/050). A cook reports a recipe
 * another cook shared (one report per cook and recipe, REPORTS_PER_HOUR); reports from
 * REPORT_HOLD_THRESHOLD different cooks hold it back from the public until an admin decides. An admin
 * dismisses the reports (a held recipe is shared again), hides the recipe (private to its author,
 * who reads why) or deletes it. Each decision is one transaction with its audit row. Holding and
 * hiding only set `is_public` false (and `moderation`), so every read applies the one visibility
 * rule unchanged and the search indexes learn of it from the change log like any other write.
 * The author of a hidden recipe is also told by e-mail, once the decision is committed.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import {
  hiddenReason,
  MODERATION_MESSAGES,
  REPORTS_PER_HOUR,
  shouldHold,
  type ModerationInput,
  type ModerationState,
  type ReportInput,
  type ReportReason,
} from "~/domain/admin/moderation";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { inBackground } from "../background.server";
import type { Db } from "../db/client.server";
import { recipeReports, recipes, users } from "../db/schema";
import { env } from "../env.server";
import { takeRateLimit } from "../http/rate-limit.server";
import { getMailer } from "../mail/mailer.server";
import { recipeHiddenMail } from "../mail/templates.server";
import { visibleTo } from "../recipes/visibility.server";
import { audit, type Actor } from "./admin.server";

/** Whether the signed-in cook may report this recipe: another cook's, shared with everyone, not yet reported by them. */
export async function reportState(
  db: Db,
  viewerId: string,
  recipeId: number,
): Promise<{ title: string; reportable: boolean; alreadyReported: boolean } | null> {
  const [row] = await db
    .select({ title: recipes.title, userId: recipes.userId, isPublic: recipes.isPublic, reported: recipeReports.id })
    .from(recipes)
    .leftJoin(recipeReports, and(eq(recipeReports.recipeId, recipes.id), eq(recipeReports.reporterId, viewerId)))
    .where(and(eq(recipes.id, recipeId), visibleTo(viewerId)));
  if (!row) return null;
  return {
    title: row.title,
    reportable: row.userId !== null && row.userId !== viewerId && row.isPublic,
    alreadyReported: row.reported !== null,
  };
}

/**
 * Files the cook's report. Only a recipe another cook shared with everyone can be reported (any
 * other recipe the reporter cannot see is "not found"); the report that reaches the threshold holds
 * the recipe, in the same transaction.
 */
export async function reportRecipe(db: Db, reporterId: string, recipeId: number, input: ReportInput): Promise<Outcome> {
  const [recipe] = await db
    .select({ id: recipes.id, userId: recipes.userId, isPublic: recipes.isPublic })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(reporterId)));
  if (!recipe || recipe.userId === null || !recipe.isPublic) return fail(404, MODERATION_MESSAGES.notFound);
  if (recipe.userId === reporterId) return fail(400, MODERATION_MESSAGES.ownRecipe);
  const limit = await takeRateLimit(db, `recipe-report:${reporterId}`, { max: REPORTS_PER_HOUR, windowMs: 60 * 60_000 });
  if (!limit.allowed) return fail(429, MODERATION_MESSAGES.tooMany);
  const threshold = env().REPORT_HOLD_THRESHOLD;
  return db.transaction(async (tx) => {
    // The recipe row is locked first, so two reports arriving together count each other.
    const [locked] = await tx
      .select({ isPublic: recipes.isPublic, moderation: recipes.moderation })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), visibleTo(reporterId)))
      .for("update");
    if (!locked) return fail(404, MODERATION_MESSAGES.notFound);
    const inserted = await tx
      .insert(recipeReports)
      .values({ recipeId, reporterId, reason: input.reason, note: input.note })
      .onConflictDoNothing()
      .returning({ id: recipeReports.id });
    if (inserted.length === 0) return fail(409, MODERATION_MESSAGES.alreadyReported);
    const [open] = await tx
      .select({ n: count() })
      .from(recipeReports)
      .where(and(eq(recipeReports.recipeId, recipeId), isNull(recipeReports.resolvedAt)));
    if (locked.isPublic && !locked.moderation && shouldHold(Number(open?.n ?? 0), threshold)) {
      await tx
        .update(recipes)
        .set({ isPublic: false, moderation: "held", moderationNote: null, updatedAt: new Date() })
        .where(eq(recipes.id, recipeId));
    }
    return succeed(undefined, MODERATION_MESSAGES.reported);
  });
}

export interface ReportedRecipe {
  recipeId: number;
  title: string;
  authorId: string | null;
  authorName: string | null;
  authorEmail: string | null;
  isPublic: boolean;
  moderation: ModerationState | null;
  reports: Array<{ reason: ReportReason; note: string; createdAt: Date }>;
}

/**
 * Recipes waiting for an admin, the longest-waiting first, each with its open reports: those with
 * open reports, and those of new accounts held for review (MODERATE_NEW_ACCOUNTS).
 */
export async function reportQueue(db: Db, limit = 50): Promise<ReportedRecipe[]> {
  const openReport = sql`exists (select 1 from ${recipeReports} where ${recipeReports.recipeId} = ${recipes.id} and ${recipeReports.resolvedAt} is null)`;
  const waitingSince = sql`coalesce((select min(${recipeReports.createdAt}) from ${recipeReports} where ${recipeReports.recipeId} = ${recipes.id} and ${recipeReports.resolvedAt} is null), ${recipes.updatedAt})`;
  const open = await db
    .select({
      recipeId: recipes.id,
      title: recipes.title,
      authorId: recipes.userId,
      authorName: users.name,
      authorEmail: users.email,
      isPublic: recipes.isPublic,
      moderation: recipes.moderation,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.userId))
    .where(or(eq(recipes.moderation, "review"), openReport))
    .orderBy(asc(waitingSince), asc(recipes.id))
    .limit(limit);
  if (open.length === 0) return [];
  const reports = await db
    .select({
      recipeId: recipeReports.recipeId,
      reason: recipeReports.reason,
      note: recipeReports.note,
      createdAt: recipeReports.createdAt,
    })
    .from(recipeReports)
    .where(
      and(
        isNull(recipeReports.resolvedAt),
        inArray(
          recipeReports.recipeId,
          open.map((r) => r.recipeId),
        ),
      ),
    )
    .orderBy(asc(recipeReports.createdAt));
  return open.map((row) => ({
    ...row,
    reports: reports.filter((r) => r.recipeId === row.recipeId).map(({ recipeId: _id, ...report }) => report),
  }));
}

/** Who to tell that their recipe was hidden, read inside the decision's transaction. */
interface HiddenNotice {
  userId: string;
  email: string;
  name: string;
  recipeId: number;
  title: string;
  note: string;
}

/**
 * The admin's decision on a reported recipe, with its audit row, in one transaction. Hiding also
 * mails the author after the commit, in the background: the mailer is an outside call (never inside
 * a transaction, nor in the admin's wait), and a mail that fails is logged without undoing the
 * decision. `linkOrigin` is the address the mail's link uses (the route passes `linkOrigin(request)`).
 */
export async function moderateRecipe(
  db: Db,
  actor: Actor,
  input: ModerationInput,
  options: { linkOrigin?: string } = {},
): Promise<Outcome<string>> {
  let notice: HiddenNotice | null = null;
  const outcome = await db.transaction(async (tx): Promise<Outcome<string>> => {
    const [recipe] = await tx
      .select({ id: recipes.id, title: recipes.title, userId: recipes.userId, moderation: recipes.moderation })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), isNotNull(recipes.userId)))
      .for("update");
    if (!recipe) return fail(404, MODERATION_MESSAGES.notFound);
    const [author] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, recipe.userId!));
    const target = author ? { id: author.id, email: author.email } : null;
    const details = { recipeId: recipe.id, title: recipe.title };
    const resolve = () =>
      tx
        .update(recipeReports)
        .set({ resolvedAt: new Date(), resolution: input.intent })
        .where(and(eq(recipeReports.recipeId, recipe.id), isNull(recipeReports.resolvedAt)));
    switch (input.intent) {
      case "dismiss":
        await resolve();
        // A recipe held by reports, or a new account's waiting for review, is shared with everyone;
        // one an admin hid stays hidden.
        if (recipe.moderation === "held" || recipe.moderation === "review") {
          await tx
            .update(recipes)
            .set({ isPublic: true, moderation: null, moderationNote: null, updatedAt: new Date() })
            .where(eq(recipes.id, recipe.id));
        }
        await audit(tx, actor, "recipe.dismiss-reports", target, details);
        return succeed(
          recipe.moderation === "review"
            ? MODERATION_MESSAGES.approved(recipe.title)
            : MODERATION_MESSAGES.dismissed(recipe.title),
        );
      case "hide":
        await resolve();
        await tx
          .update(recipes)
          .set({ isPublic: false, moderation: "hidden", moderationNote: input.note || null, updatedAt: new Date() })
          .where(eq(recipes.id, recipe.id));
        await audit(tx, actor, "recipe.hide", target, { ...details, note: input.note });
        if (author) {
          notice = {
            userId: author.id,
            email: author.email,
            name: author.name,
            recipeId: recipe.id,
            title: recipe.title,
            note: input.note,
          };
        }
        return succeed(MODERATION_MESSAGES.hidden(recipe.title));
      case "delete":
        await tx.delete(recipes).where(eq(recipes.id, recipe.id));
        await audit(tx, actor, "recipe.delete", target, details);
        return succeed(MODERATION_MESSAGES.deleted(recipe.title));
    }
  });
  // Set only by a hide that committed (a rolled-back transaction throws before this line).
  const hidden = notice as HiddenNotice | null;
  if (outcome.ok && hidden) inBackground(mailHiddenRecipe(hidden, options.linkOrigin ?? new URL(env().PUBLIC_URL).origin));
  return outcome;
}

/** The author's e-mail about a hidden recipe, with the reason their recipe page shows. */
function mailHiddenRecipe(notice: HiddenNotice, origin: string): Promise<void> {
  const reason = hiddenReason(notice.note);
  const link = new URL(`/app/recipe/${notice.recipeId}`, origin).toString();
  return getMailer().send({
    ...recipeHiddenMail(notice.email, notice.name, notice.title, reason, link),
    userId: notice.userId,
  });
}
