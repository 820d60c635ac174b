/** Households (issue 27): forming one, invitations, joining, leaving and handing over, on both databases. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/accounts/session-user";
import { HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { deleteAccount } from "~/server/accounts/account.server";
import { rowsOf } from "~/server/db/client.server";
import { provideDatabase } from "~/server/db/index.server";
import { householdInvites, householdMembers, households, profiles } from "~/server/db/schema";
import {
  acceptInvite,
  createHousehold,
  createInvite,
  declineInvite,
  getHousehold,
  leaveHousehold,
  readInvite,
  removeMember,
  revokeInvite,
  transferOwnership,
} from "~/server/households/households.server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "../support/database";
import { createSessionUser } from "../support/factories";

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("households on %s", (kind) => {
  let database: TestDatabase;
  const cook = (name: string, plan: SessionUser["planId"] = "free") => createSessionUser(database.db, { name, plan });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
  });
  afterAll(() => database?.destroy());

  /** An Ultimate owner with a household, and a link for one more cook. */
  async function household(name = "The Okafors") {
    const owner = await cook("Maya Okafor", "ultimate");
    const created = await createHousehold(database.db, owner, { name });
    if (!created.ok) throw new Error(created.message);
    return { owner, id: created.value.id };
  }

  async function invite(owner: SessionUser, forWhom = "Sam") {
    const made = await createInvite(database.db, owner, { forWhom });
    if (!made.ok) throw new Error(made.message);
    return made.value.token;
  }

  async function join(owner: SessionUser, name: string) {
    const member = await cook(name);
    const accepted = await acceptInvite(database.db, member, await invite(owner, name));
    if (!accepted.ok) throw new Error(accepted.message);
    return member;
  }

  it("is an Ultimate feature of its owner: a Free cook is told so and nothing is made", async () => {
    const free = await cook("Free Cook");
    const refused = await createHousehold(database.db, free, { name: "Ours" });
    expect(refused).toMatchObject({ ok: false, status: 403, message: HOUSEHOLD_MESSAGES.needsPlan });
    expect(await getHousehold(database.db, free)).toBeNull();
  });

  it("is made by its owner, who belongs to one household at a time", async () => {
    const { owner } = await household();
    const view = await getHousehold(database.db, owner);
    expect(view).toMatchObject({ name: "The Okafors", isOwner: true, ownerName: "Maya Okafor", open: true });
    expect(view?.members.map((m) => m.name)).toEqual(["Maya Okafor"]);
    expect(await createHousehold(database.db, owner, { name: "Second" })).toMatchObject({
      ok: false,
      status: 409,
      message: HOUSEHOLD_MESSAGES.alreadyMember,
    });
  });

  it("admits a cook by a link that works once, shows who it is from, and is listed until used", async () => {
    const { owner } = await household();
    const token = await invite(owner, "Sam, my brother");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await getHousehold(database.db, owner))?.invites.map((i) => i.forWhom)).toEqual(["Sam, my brother"]);
    expect(await readInvite(database.db, token)).toEqual({
      state: "valid",
      householdName: "The Okafors",
      ownerName: "Maya Okafor",
      members: 1,
    });

    const sam = await cook("Sam Okafor");
    expect(await acceptInvite(database.db, sam, token)).toMatchObject({ ok: true, value: { householdName: "The Okafors" } });
    const seen = await getHousehold(database.db, sam);
    expect(seen).toMatchObject({ name: "The Okafors", isOwner: false, invites: [] });
    expect(seen?.members.map((m) => m.name)).toEqual(["Maya Okafor", "Sam Okafor"]);
    expect((await getHousehold(database.db, owner))?.invites).toEqual([]);

    // Replayed, by the same cook or another: used.
    const other = await cook("Other Cook");
    expect(await acceptInvite(database.db, other, token)).toMatchObject({
      ok: false,
      status: 410,
      message: HOUSEHOLD_MESSAGES.inviteUsed,
    });
    expect(await readInvite(database.db, token)).toMatchObject({ state: "used", message: HOUSEHOLD_MESSAGES.inviteUsed });
    expect(await getHousehold(database.db, other)).toBeNull();
  });

  it("says plainly when a link expired, was revoked, was declined or was never one", async () => {
    const { owner } = await household();
    const cookA = await cook("Cook A");
    const old = await invite(owner);
    const later = new Date(Date.now() + 8 * DAY);
    expect(await readInvite(database.db, old, later)).toMatchObject({
      state: "expired",
      message: HOUSEHOLD_MESSAGES.inviteExpired,
    });
    expect(await acceptInvite(database.db, cookA, old, later)).toMatchObject({
      ok: false,
      message: HOUSEHOLD_MESSAGES.inviteExpired,
    });

    const withdrawn = await invite(owner);
    const [row] = await database.db
      .select({ id: householdInvites.id })
      .from(householdInvites)
      .orderBy(sql`created_at desc`)
      .limit(1);
    // A stranger cannot revoke it (their own household is not this one), nor a member.
    const stranger = await cook("Stranger", "ultimate");
    expect(await revokeInvite(database.db, stranger, row.id)).toMatchObject({ ok: false, status: 404 });
    expect(await readInvite(database.db, withdrawn)).toMatchObject({ state: "valid" });
    expect(await revokeInvite(database.db, owner, row.id)).toMatchObject({ ok: true });
    expect(await acceptInvite(database.db, cookA, withdrawn)).toMatchObject({
      ok: false,
      message: HOUSEHOLD_MESSAGES.inviteRevoked,
    });

    const declined = await invite(owner);
    expect(await declineInvite(database.db, cookA, declined)).toMatchObject({ ok: true });
    expect(await acceptInvite(database.db, cookA, declined)).toMatchObject({
      ok: false,
      message: HOUSEHOLD_MESSAGES.inviteDeclined,
    });

    for (const guess of ["", "abc", "x".repeat(43), `${"A".repeat(42)}=`]) {
      expect((await readInvite(database.db, guess)).state).toBe("invalid");
      expect(await acceptInvite(database.db, cookA, guess)).toMatchObject({ ok: false, status: 404 });
    }
    expect(await getHousehold(database.db, cookA)).toBeNull();
  });

  it(`holds ${HOUSEHOLD_MAX_MEMBERS} members, and two cooks racing for the last place never make a seventh`, async () => {
    const { owner, id } = await household();
    for (let i = 2; i < HOUSEHOLD_MAX_MEMBERS; i++) await join(owner, `Member ${i}`);
    const [first, second] = [await invite(owner), await invite(owner)];
    const [a, b] = [await cook("Racer A"), await cook("Racer B")];
    const results = await Promise.all([acceptInvite(database.db, a, first), acceptInvite(database.db, b, second)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409, message: HOUSEHOLD_MESSAGES.full });
    const members = await database.db.select().from(householdMembers).where(eq(householdMembers.householdId, id));
    expect(members).toHaveLength(HOUSEHOLD_MAX_MEMBERS);
    expect(await createInvite(database.db, owner, { forWhom: "One more" })).toMatchObject({
      ok: false,
      message: HOUSEHOLD_MESSAGES.full,
    });
  });

  it("lets only its owner invite, remove and hand over; a member leaves, the owner leaves last", async () => {
    const { owner, id } = await household();
    const sam = await join(owner, "Sam");
    const ada = await join(owner, "Ada");
    const stranger = await cook("Stranger", "ultimate");

    expect(await createInvite(database.db, sam, { forWhom: "x" })).toMatchObject({ ok: false, status: 403 });
    expect(await removeMember(database.db, sam, ada.id)).toMatchObject({ ok: false, status: 403 });
    expect(await removeMember(database.db, stranger, sam.id)).toMatchObject({ ok: false, status: 404 });
    expect(await transferOwnership(database.db, stranger, sam.id)).toMatchObject({ ok: false, status: 404 });
    expect(await removeMember(database.db, owner, stranger.id)).toMatchObject({ ok: false, status: 404 });
    expect(await transferOwnership(database.db, owner, stranger.id)).toMatchObject({ ok: false, status: 404 });

    expect(await leaveHousehold(database.db, owner)).toMatchObject({ ok: false, message: HOUSEHOLD_MESSAGES.ownerMustHandOver });
    expect(await removeMember(database.db, owner, ada.id)).toMatchObject({ ok: true });
    expect(await getHousehold(database.db, ada)).toBeNull();

    expect(await transferOwnership(database.db, owner, sam.id)).toMatchObject({ ok: true });
    expect(await getHousehold(database.db, sam)).toMatchObject({ isOwner: true, ownerName: "Sam" });
    expect(await leaveHousehold(database.db, owner)).toMatchObject({ ok: true, message: HOUSEHOLD_MESSAGES.left });
    expect(await leaveHousehold(database.db, sam)).toMatchObject({ ok: true, message: HOUSEHOLD_MESSAGES.dissolved });
    expect(await database.db.select().from(households).where(eq(households.id, id))).toEqual([]);
    expect(await database.db.select().from(householdInvites).where(eq(householdInvites.householdId, id))).toEqual([]);
  });

  it("passes to the longest-standing member when its owner's account is deleted, and dissolves with the last", async () => {
    const { owner, id } = await household();
    const first = await join(owner, "First");
    const second = await join(owner, "Second");
    await invite(owner);

    expect(await deleteAccount(database.db, owner.id)).toMatchObject({ ok: true });
    expect(await getHousehold(database.db, first)).toMatchObject({ isOwner: true, ownerName: "First" });
    expect((await getHousehold(database.db, second))?.members.map((m) => m.name)).toEqual(["First", "Second"]);

    await deleteAccount(database.db, second.id);
    await deleteAccount(database.db, first.id);
    expect(await database.db.select().from(households).where(eq(households.id, id))).toEqual([]);
    // No row anywhere still names the household or a deleted member.
    for (const table of [householdMembers, householdInvites]) {
      const left = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.householdId, id));
      expect(left[0].n).toBe(0);
    }
    const dangling = await database.db.execute(sql`
      select count(*)::int as n from household_members m left join "user" u on u.id = m.user_id where u.id is null`);
    expect(rowsOf<{ n: number }>(dangling)[0].n).toBe(0);
  });

  it("is kept read-only while its owner's plan lapses: nobody new joins, and the page says why", async () => {
    const { owner } = await household();
    const token = await invite(owner);
    await database.db.update(profiles).set({ currentPlanId: "premium" }).where(eq(profiles.id, owner.id));
    const lapsedOwner = { ...owner, planId: "premium" as const };
    expect(await getHousehold(database.db, lapsedOwner)).toMatchObject({ open: false });
    const late = await cook("Late Cook");
    expect(await acceptInvite(database.db, late, token)).toMatchObject({
      ok: false,
      status: 403,
      message: HOUSEHOLD_MESSAGES.lapsed,
    });
    expect(await createInvite(database.db, lapsedOwner, { forWhom: "x" })).toMatchObject({
      ok: false,
      message: HOUSEHOLD_MESSAGES.lapsed,
    });
  });
});
