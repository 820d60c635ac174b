/**
 * Moderation of shared recipes (issue 29, decision 050) on both databases: who may report what, one
 * report per cook, the rate limit, the threshold that holds a recipe back from the public, the
 * author who cannot share it again, and the admin's three decisions with their audit rows.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { MODERATION_MESSAGES, REPORTS_PER_HOUR } from "~/domain/admin/moderation";
import type { Db } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { adminAudit, recipeReports, recipes, users } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { backgroundSettled } from "~/server/background.server";
import { setMailer, type MailMessage } from "~/server/mail/mailer.server";
import { moderateRecipe, reportQueue } from "~/server/admin/moderation.server";
import { actOnUser, readAudit, siteOverview } from "~/server/admin/admin.server";
import { createRecipe, ownerControls, setRecipeSharing } from "~/server/recipes/own-recipes.server";
import { getRecipe } from "~/server/recipes/recipes.server";
import { createTestRecipe } from "~/server/recipes/test-recipes.server";
import { action as reportAction, loader as reportLoader } from "~/routes/app.recipe.report";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { buildRecipeSeed, createRecipes, createSessionUser } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("moderation on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;

  // Hiding mails the author: the other tests' mail goes nowhere (not to the outbox folder).
  const quietMailer = { send: async () => {} };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    db = database.db;
    setMailer(quietMailer);
  });
  afterAll(async () => {
    await backgroundSettled();
    setMailer(undefined);
    await database?.destroy();
  });

  const report = (user: SessionUser, recipeId: number, form: Record<string, string>) =>
    call(reportAction, formRequest(`/app/recipe/${recipeId}/report`, form), { user, params: { id: String(recipeId) } });

  const row = async (id: number) => (await db.select().from(recipes).where(eq(recipes.id, id)))[0];
  const admin = { id: "admin-id", email: "admin@simmer.test" };

  it("takes one report per cook on another cook's shared recipe, and refuses the rest without writing", async () => {
    const author = await createSessionUser(db, { name: "Ana Author" });
    const cook = await createSessionUser(db, { name: "Rey Reporter" });
    const shared = await createTestRecipe(db, author.id, { title: "Suspicious Spam Salad", isPublic: true });
    const secret = await createTestRecipe(db, author.id, { title: "Private Stew", isPublic: false });
    const [catalog] = await createRecipes(db, [buildRecipeSeed()]);

    expect(
      (await call(reportLoader, getRequest(`/app/recipe/${shared}/report`), { user: cook, params: { id: String(shared) } }))
        .status,
    ).toBe(200);
    const sent = await report(cook, shared, { reason: "spam", note: "Links to a shop in every step." });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/app/recipe/${shared}`);
    const again = await report(cook, shared, { reason: "offensive" });
    expect(again).toMatchObject({ status: 409, data: { form: MODERATION_MESSAGES.alreadyReported } });

    expect(await report(author, shared, { reason: "spam" })).toMatchObject({
      status: 400,
      data: { form: MODERATION_MESSAGES.ownRecipe },
    });
    for (const id of [secret, catalog!, 99_999_999]) {
      expect((await report(cook, id, { reason: "spam" })).status, String(id)).toBe(404);
      expect(
        (await call(reportLoader, getRequest(`/app/recipe/${id}/report`), { user: cook, params: { id: String(id) } })).status,
      ).toBe(404);
    }
    expect(await report(cook, shared, { reason: "nonsense" })).toMatchObject({
      status: 400,
      data: { reason: [MODERATION_MESSAGES.reason] },
    });
    const stranger = await createSessionUser(db);
    expect(await report(stranger, shared, { reason: "other", note: "  " })).toMatchObject({
      status: 400,
      data: { note: [MODERATION_MESSAGES.noteNeeded] },
    });
    expect(await report(stranger, shared, { reason: "spam", note: "x".repeat(501) })).toMatchObject({ status: 400 });
    const visitor = await call(reportAction, formRequest(`/app/recipe/${shared}/report`, { reason: "spam" }), {
      params: { id: String(shared) },
    });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);

    const reports = await db.select().from(recipeReports).where(eq(recipeReports.recipeId, shared));
    expect(reports).toEqual([
      expect.objectContaining({ reporterId: cook.id, reason: "spam", note: "Links to a shop in every step.", resolvedAt: null }),
    ]);
    expect((await row(shared))!.isPublic).toBe(true);
  });

  it("holds a recipe back from the public at the threshold; the author cannot share it again until an admin dismisses", async () => {
    expect(env().REPORT_HOLD_THRESHOLD).toBe(3);
    const author = await createSessionUser(db, { name: "Hal Held" });
    const id = await createTestRecipe(db, author.id, { title: "Too Good To Be True Brownies", isPublic: true });
    const reporters = await Promise.all([1, 2, 3].map((n) => createSessionUser(db, { name: `Reporter ${n}` })));
    for (const [n, reporter] of reporters.entries()) {
      expect((await report(reporter, id, { reason: "copyright", note: `Copied from a book (${n})` })).status).toBe(302);
      expect((await row(id))!.isPublic, `after ${n + 1} reports`).toBe(n < 2);
    }
    expect(await row(id)).toMatchObject({ isPublic: false, moderation: "held" });
    const outsider = await createSessionUser(db);
    expect(await getRecipe(db, id, outsider.id)).toBeNull();
    expect(await getRecipe(db, id, author.id)).not.toBeNull();

    const refused = await setRecipeSharing(db, author.id, id, { isPublic: true });
    expect(refused).toEqual({ ok: false, status: 403, message: MODERATION_MESSAGES.cannotShare });
    expect((await ownerControls(db, author.id, { id, isPublic: false, sharedWithHousehold: false })).moderationNotice).toMatch(
      /^Hidden while it is reviewed\./,
    );

    const [queued] = (await reportQueue(db)).filter((item) => item.recipeId === id);
    expect(queued).toMatchObject({ title: "Too Good To Be True Brownies", authorName: "Hal Held", moderation: "held" });
    expect(queued!.reports.map((r) => r.note)).toEqual([
      "Copied from a book (0)",
      "Copied from a book (1)",
      "Copied from a book (2)",
    ]);
    expect((await siteOverview(db)).openReports).toBeGreaterThanOrEqual(1);

    const dismissed = await moderateRecipe(db, admin, { intent: "dismiss", recipeId: id, note: "" });
    expect(dismissed).toMatchObject({ ok: true, value: MODERATION_MESSAGES.dismissed("Too Good To Be True Brownies") });
    expect(await row(id)).toMatchObject({ isPublic: true, moderation: null });
    expect(await getRecipe(db, id, outsider.id)).not.toBeNull();
    const open = await db
      .select()
      .from(recipeReports)
      .where(and(eq(recipeReports.recipeId, id)));
    expect(open.every((r) => r.resolution === "dismiss" && r.resolvedAt !== null)).toBe(true);
    expect((await reportQueue(db)).some((item) => item.recipeId === id)).toBe(false);
  });

  it("an admin hides a recipe with a note the author reads, or deletes it; each decision is in the audit log", async () => {
    const author = await createSessionUser(db, { name: "Dee Decided" });
    const reporter = await createSessionUser(db);
    const hidden = await createTestRecipe(db, author.id, { title: "Hateful Hotpot", isPublic: true });
    const deleted = await createTestRecipe(db, author.id, { title: "Pirated Pie", isPublic: true });
    await report(reporter, hidden, { reason: "offensive" });
    await report(reporter, deleted, { reason: "copyright" });

    expect(
      await moderateRecipe(db, admin, { intent: "hide", recipeId: hidden, note: "Slurs in the description." }),
    ).toMatchObject({ ok: true });
    expect(await row(hidden)).toMatchObject({
      isPublic: false,
      moderation: "hidden",
      moderationNote: "Slurs in the description.",
    });
    const controls = await ownerControls(db, author.id, { id: hidden, isPublic: false, sharedWithHousehold: false });
    expect(controls.moderationNotice).toBe("Taken off the public by the people who run this site: Slurs in the description.");
    expect((await setRecipeSharing(db, author.id, hidden, { isPublic: true })).ok).toBe(false);
    // Dismissing later does not undo an admin's hiding.
    await moderateRecipe(db, admin, { intent: "dismiss", recipeId: hidden, note: "" });
    expect(await row(hidden)).toMatchObject({ isPublic: false, moderation: "hidden" });

    expect(await moderateRecipe(db, admin, { intent: "delete", recipeId: deleted, note: "" })).toMatchObject({
      ok: true,
      value: MODERATION_MESSAGES.deleted("Pirated Pie"),
    });
    expect(await row(deleted)).toBeUndefined();
    expect(await moderateRecipe(db, admin, { intent: "hide", recipeId: deleted, note: "" })).toMatchObject({
      ok: false,
      status: 404,
    });

    const logged = await db.select().from(adminAudit).where(eq(adminAudit.targetId, author.id));
    expect(logged.map((r) => [r.action, r.details.title])).toEqual([
      ["recipe.hide", "Hateful Hotpot"],
      ["recipe.dismiss-reports", "Hateful Hotpot"],
      ["recipe.delete", "Pirated Pie"],
    ]);
    const { rows } = await readAudit(db);
    expect(rows.find((r) => r.action === "recipe.delete" && r.subject === "Pirated Pie")).toBeDefined();
  });

  it("mails the author of a hidden recipe after the decision is committed; a failing mailer does not undo the hiding", async () => {
    const author = await createSessionUser(db, { name: "Mo Mailed" });
    const reporter = await createSessionUser(db);
    const first = await createTestRecipe(db, author.id, { title: "Shouting Stroganoff", isPublic: true });
    const second = await createTestRecipe(db, author.id, { title: "Quiet Quiche", isPublic: true });
    await report(reporter, first, { reason: "offensive" });
    await report(reporter, second, { reason: "spam" });

    // The mailer reads the recipe as another connection would when it is called: already hidden,
    // so the mail went out after the commit, not from inside the transaction.
    const sent: Array<{ message: MailMessage; moderation: string | null }> = [];
    setMailer({ send: async (message) => void sent.push({ message, moderation: (await row(first))!.moderation }) });
    try {
      const hid = await moderateRecipe(
        db,
        admin,
        { intent: "hide", recipeId: first, note: "Insults in every step." },
        { linkOrigin: "https://cooks.example" },
      );
      expect(hid).toMatchObject({ ok: true, value: MODERATION_MESSAGES.hidden("Shouting Stroganoff") });
      await backgroundSettled();
      expect(sent).toHaveLength(1);
      const [{ message, moderation }] = sent;
      expect(moderation).toBe("hidden");
      expect(message).toMatchObject({ to: author.email, userId: author.id });
      expect(message.subject).toContain("Shouting Stroganoff");
      expect(message.text).toContain("“Shouting Stroganoff”");
      expect(message.text).toContain("no longer shown to others");
      expect(message.text).toContain("The reason they gave: Insults in every step.");
      expect(message.text).toContain(`Open the recipe: https://cooks.example/app/recipe/${first}`);
      expect(message.html).toContain(`href="https://cooks.example/app/recipe/${first}"`);

      // Dismissing and deleting send nothing.
      await moderateRecipe(db, admin, { intent: "dismiss", recipeId: first, note: "" });
      await backgroundSettled();
      expect(sent).toHaveLength(1);

      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      setMailer({
        send: async () => {
          throw new Error("SMTP server unreachable");
        },
      });
      const despite = await moderateRecipe(db, admin, { intent: "hide", recipeId: second, note: "" });
      await backgroundSettled();
      expect(despite).toMatchObject({ ok: true });
      expect(await row(second)).toMatchObject({ isPublic: false, moderation: "hidden" });
      expect(logged.mock.calls.some((c) => String(c[1]).includes("SMTP server unreachable"))).toBe(true);
      logged.mockRestore();
      const audited = await db.select().from(adminAudit).where(eq(adminAudit.targetId, author.id));
      expect(audited.filter((r) => r.action === "recipe.hide").map((r) => r.details.title)).toEqual([
        "Shouting Stroganoff",
        "Quiet Quiche",
      ]);
    } finally {
      setMailer(quietMailer);
    }
  });

  it("takes a disabled cook's shared recipes off the public and brings them back when the account is enabled", async () => {
    const author = await createSessionUser(db, { name: "Sid Suspended" });
    const shared = await createTestRecipe(db, author.id, { title: "Shared Then Suspended", isPublic: true });
    const own = await createTestRecipe(db, author.id, { title: "Always Private", isPublic: false });
    const taken = await createTestRecipe(db, author.id, { title: "Taken Down Before", isPublic: true });
    await moderateRecipe(db, admin, { intent: "hide", recipeId: taken, note: "No." });
    const outsider = await createSessionUser(db);

    expect(await actOnUser(db, admin, author.id, "disable")).toMatchObject({ ok: true });
    expect(await row(shared)).toMatchObject({ isPublic: false, moderation: "suspended" });
    expect(await getRecipe(db, shared, outsider.id)).toBeNull();
    expect(await row(own)).toMatchObject({ isPublic: false, moderation: null });
    expect(await row(taken)).toMatchObject({ isPublic: false, moderation: "hidden" });

    expect(await actOnUser(db, admin, author.id, "enable")).toMatchObject({ ok: true });
    expect(await row(shared)).toMatchObject({ isPublic: true, moderation: null });
    expect(await getRecipe(db, shared, outsider.id)).not.toBeNull();
    expect(await row(own)).toMatchObject({ isPublic: false, moderation: null });
    expect(await row(taken)).toMatchObject({ isPublic: false, moderation: "hidden" });
  });

  it("with MODERATE_NEW_ACCOUNTS, what a day-old account shares waits for an admin's approval; older accounts share at once", async () => {
    const config = env();
    config.MODERATE_NEW_ACCOUNTS = true;
    try {
      const newcomer = await createSessionUser(db, { name: "Nell Newcomer" });
      const outsider = await createSessionUser(db);
      const made = await createRecipe(db, newcomer.id, {
        title: "First Shared Focaccia",
        description: "Olive oil, rosemary and a long rise.",
        imageUrl: "",
        cookTime: 180,
        servings: 8,
        difficulty: "Medium",
        ingredients: ["500 g bread flour", "400 ml water", "10 g salt"],
        instructions: ["Mix and rest overnight.", "Bake hot."],
        tags: ["bread"],
        author: "Nell Newcomer",
        isPublic: true,
      });
      if (!made.ok) throw new Error(made.message);
      const id = made.value.id;
      expect(await row(id)).toMatchObject({ isPublic: false, moderation: "review" });
      expect(await getRecipe(db, id, outsider.id)).toBeNull();
      expect(
        (await ownerControls(db, newcomer.id, { id, isPublic: false, sharedWithHousehold: false })).moderationNotice,
      ).toMatch(/^Waiting for review\./);
      const queued = (await reportQueue(db)).find((item) => item.recipeId === id);
      expect(queued).toMatchObject({ moderation: "review", reports: [] });

      // Asking again keeps it waiting; taking it back leaves the queue; sharing again waits again.
      expect(await setRecipeSharing(db, newcomer.id, id, { isPublic: true })).toEqual({
        ok: true,
        value: { isPublic: false },
        message: MODERATION_MESSAGES.awaitingReview,
      });
      expect(await setRecipeSharing(db, newcomer.id, id, { isPublic: false })).toMatchObject({ ok: true });
      expect(await row(id)).toMatchObject({ isPublic: false, moderation: null });
      expect((await reportQueue(db)).some((item) => item.recipeId === id)).toBe(false);
      await setRecipeSharing(db, newcomer.id, id, { isPublic: true });
      expect(await row(id)).toMatchObject({ moderation: "review" });

      expect(await moderateRecipe(db, admin, { intent: "dismiss", recipeId: id, note: "" })).toMatchObject({
        ok: true,
        value: MODERATION_MESSAGES.approved("First Shared Focaccia"),
      });
      expect(await row(id)).toMatchObject({ isPublic: true, moderation: null });
      expect(await getRecipe(db, id, outsider.id)).not.toBeNull();

      // A day later the same cook shares at once.
      await db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(users.id, newcomer.id));
      const later = await createTestRecipe(db, newcomer.id, { title: "Private First", isPublic: false });
      expect(await setRecipeSharing(db, newcomer.id, later, { isPublic: true })).toMatchObject({
        ok: true,
        value: { isPublic: true },
      });
      expect(await row(later)).toMatchObject({ isPublic: true, moderation: null });
    } finally {
      config.MODERATE_NEW_ACCOUNTS = false;
    }
    // Without the setting a new account shares at once.
    const fresh = await createSessionUser(db);
    const open = await createTestRecipe(db, fresh.id, { title: "Unmoderated", isPublic: false });
    expect(await setRecipeSharing(db, fresh.id, open, { isPublic: true })).toMatchObject({ ok: true, value: { isPublic: true } });
  });

  it(`lets one cook send at most ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const author = await createSessionUser(db);
    const busy = await createSessionUser(db, { name: "Busy Reporter" });
    const ids = [];
    for (let n = 0; n <= REPORTS_PER_HOUR; n++)
      ids.push(await createTestRecipe(db, author.id, { title: `Shared Dish ${n}`, isPublic: true }));
    for (const id of ids.slice(0, REPORTS_PER_HOUR)) expect((await report(busy, id, { reason: "spam" })).status).toBe(302);
    expect(await report(busy, ids.at(-1)!, { reason: "spam" })).toMatchObject({
      status: 429,
      data: { form: MODERATION_MESSAGES.tooMany },
    });
    expect(
      await db
        .select()
        .from(recipeReports)
        .where(eq(recipeReports.recipeId, ids.at(-1)!)),
    ).toEqual([]);
  });
});
