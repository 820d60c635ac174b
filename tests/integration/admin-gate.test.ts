/**
 * Every admin page and action (issue 29) is a 404 to a visitor, a cook, a disabled admin and a cook
 * whose ADMIN_EMAILS address is not confirmed, before it reads or changes anything; the same calls
 * as an admin (command line, the single sign-on provider's group) are answered, so the 404s are the
 * gate's and not a broken route's.
 */
process.env.AUTH_SECRET ??= "admin-gate-test-secret-of-enough-length-0123456789";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { readAccount } from "~/server/billing/subscriptions.server";
import { resetAuth } from "~/server/auth/auth.server";
import { provideDatabase } from "~/server/db/index.server";
import { adminAudit, profiles, siteInvites } from "~/server/db/schema";
import { env } from "~/server/env.server";
import * as audit from "~/routes/admin.audit";
import * as invites from "~/routes/admin.invites";
import * as overview from "~/routes/admin.overview";
import * as reports from "~/routes/admin.reports";
import * as user from "~/routes/admin.user";
import * as users from "~/routes/admin.users";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/database";
import { createUser, sessionUserFor } from "../support/factories";
import { call, formRequest, getRequest } from "../support/routes";

describe.each(DATABASE_KINDS)("the admin area's gate on %s", (kind) => {
  let database: TestDatabase;
  let target: { id: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
    resetAuth();
    target = await createUser(database.db, { name: "Target Cook" });
  });
  afterAll(() => database?.destroy());

  /** Who asks: the session user and the per-request account read, as the session middleware sets them. */
  async function asker(
    flags: { isAdmin?: boolean; oidcAdmin?: boolean; disabled?: boolean; email?: string; unconfirmed?: boolean } = {},
  ) {
    const made = await createUser(database.db, { email: flags.email });
    await database.db
      .update(profiles)
      .set({
        isAdmin: flags.isAdmin ?? false,
        oidcAdmin: flags.oidcAdmin ?? false,
        disabledAt: flags.disabled ? new Date() : null,
      })
      .where(eq(profiles.id, made.id));
    const sessionUser: SessionUser = sessionUserFor(made, { emailVerified: !flags.unconfirmed });
    return { user: sessionUser, account: await readAccount(database.db, made.id) };
  }

  /** Each page's loader, and each action with a form it would act on. */
  const pages = () =>
    [
      { name: "overview", loader: overview.loader, path: "/admin" },
      { name: "users", loader: users.loader, path: "/admin/users?q=cook" },
      { name: "user", loader: user.loader, path: `/admin/users/${target.id}`, params: { id: target.id } },
      { name: "audit", loader: audit.loader, path: "/admin/audit" },
      { name: "reports", loader: reports.loader, path: "/admin/reports" },
      { name: "invites", loader: invites.loader, path: "/admin/invites" },
    ] as const;
  const actions = () =>
    [
      {
        name: "user: sign out everywhere",
        action: user.action,
        path: `/admin/users/${target.id}`,
        params: { id: target.id },
        form: { intent: "sign-out-everywhere" },
      },
      { name: "invites: create", action: invites.action, path: "/admin/invites", form: { intent: "create", note: "Gate test" } },
    ] as const;

  async function tally() {
    const [audits] = await database.db.select({ n: count() }).from(adminAudit);
    const [links] = await database.db.select({ n: count() }).from(siteInvites);
    return { audits: audits!.n, links: links!.n };
  }

  it("answers 404 to a visitor, a cook, a disabled admin and an unconfirmed ADMIN_EMAILS address, and changes nothing", async () => {
    const listed = `boss-${kind}@family.test`;
    env().ADMIN_EMAILS.push(listed);
    try {
      const refused = {
        visitor: { user: null, account: null },
        cook: await asker(),
        "disabled admin": await asker({ isAdmin: true, disabled: true }),
        "disabled provider admin": await asker({ oidcAdmin: true, disabled: true }),
        "unconfirmed listed address": await asker({ email: listed, unconfirmed: true }),
      };
      const before = await tally();
      for (const [who, { user: sessionUser, account }] of Object.entries(refused)) {
        for (const page of pages()) {
          const answer = await call(page.loader, getRequest(page.path), {
            user: sessionUser,
            account,
            params: "params" in page ? page.params : {},
          });
          expect(answer.status, `${who} on ${page.name}`).toBe(404);
        }
        for (const act of actions()) {
          const answer = await call(act.action, formRequest(act.path, act.form), {
            user: sessionUser,
            account,
            params: "params" in act ? act.params : {},
          });
          expect(answer.status, `${who}: ${act.name}`).toBe(404);
        }
      }
      expect(await tally()).toEqual(before);
    } finally {
      env().ADMIN_EMAILS.splice(env().ADMIN_EMAILS.indexOf(listed), 1);
    }
  });

  it("answers an admin by the command line and one by the provider's group, and each action writes its audit row", async () => {
    for (const admin of [await asker({ isAdmin: true }), await asker({ oidcAdmin: true })]) {
      for (const page of pages()) {
        const answer = await call(page.loader, getRequest(page.path), { ...admin, params: "params" in page ? page.params : {} });
        expect(answer.status, page.name).toBe(200);
      }
      const before = await tally();
      for (const act of actions()) {
        const answer = await call(act.action, formRequest(act.path, act.form), {
          ...admin,
          params: "params" in act ? act.params : {},
        });
        expect(answer.status, act.name).toBeLessThan(400);
      }
      const after = await tally();
      expect(after.audits - before.audits).toBe(actions().length);
      expect(after.links - before.links).toBe(1);
    }
  });
});
