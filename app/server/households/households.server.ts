/**
 * Households (issue 27): forming one, inviting by link, joining, leaving, handing over. Every function
 * takes the signed-in cook and finds their household through their own membership row, so a cook can
 * never name someone else's household; the owner's actions check ownership in the same query. Each
 * change that spans rows runs in one transaction, with the household's row locked so that two changes
 * to one household (two acceptances racing for the last place, say) happen one after the other.
 */
import { and, asc, count, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "~/domain/accounts/session-user";
import {
  HOUSEHOLD_MAX_MEMBERS,
  HOUSEHOLD_MESSAGES,
  inviteExpiry,
  inviteRefusal,
  inviteState,
  isHouseholdOpen,
  nextOwner,
} from "~/domain/households/household";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import type { HouseholdNameInput, InviteInput } from "~/domain/validation/household";
import { InviteTokenSchema } from "~/domain/validation/household";
import { billingProvider } from "../billing/checkout.server";
import { currentPlan } from "../billing/subscriptions.server";
import { hashSecret, newSecret } from "../auth/shown-once.server";
import type { Db } from "../db/client.server";
import {
  cookbookRecipes,
  cookbooks,
  householdInvites,
  householdMembers,
  households,
  ingredientLists,
  recipes,
  users,
} from "../db/schema";

export interface HouseholdMember {
  userId: string;
  name: string;
  joinedAt: string;
  isOwner: boolean;
}

export interface OpenInvite {
  id: string;
  forWhom: string;
  email: string | null;
  expiresAt: string;
}

export interface HouseholdView {
  id: string;
  name: string;
  isOwner: boolean;
  ownerName: string;
  /** False while the owner's plan does not include households: what is shared is read-only. */
  open: boolean;
  members: HouseholdMember[];
  /** The owner's invitations that still admit someone (empty for other members). */
  invites: OpenInvite[];
}

interface Membership {
  householdId: string;
  name: string;
  ownerId: string;
}

/** The household `userId` belongs to, or null. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ householdId: households.id, name: households.name, ownerId: households.ownerId })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userId, userId));
  return row ?? null;
}

function billingOn(): boolean {
  return billingProvider() !== "none";
}

/** Whether the household owned by `ownerId` is open (the owner's effective plan, read now). */
export async function isOpen(db: Db, ownerId: string): Promise<boolean> {
  return isHouseholdOpen(await currentPlan(db, ownerId), billingOn());
}

export async function getHousehold(db: Db, viewer: SessionUser): Promise<HouseholdView | null> {
  const membership = await membershipOf(db, viewer.id);
  if (!membership) return null;
  const isOwner = membership.ownerId === viewer.id;
  const [members, invites, open] = await Promise.all([
    db
      .select({ userId: householdMembers.userId, name: users.name, joinedAt: householdMembers.joinedAt })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, membership.householdId))
      .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId)),
    isOwner
      ? db
          .select({
            id: householdInvites.id,
            forWhom: householdInvites.forWhom,
            email: householdInvites.email,
            expiresAt: householdInvites.expiresAt,
          })
          .from(householdInvites)
          .where(
            and(
              eq(householdInvites.householdId, membership.householdId),
              isNull(householdInvites.usedAt),
              isNull(householdInvites.declinedAt),
              isNull(householdInvites.revokedAt),
              gt(householdInvites.expiresAt, new Date()),
            ),
          )
          .orderBy(asc(householdInvites.createdAt))
      : [],
    isOpen(db, membership.ownerId),
  ]);
  return {
    id: membership.householdId,
    name: membership.name,
    isOwner,
    ownerName: members.find((m) => m.userId === membership.ownerId)?.name ?? "",
    open,
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString(), isOwner: m.userId === membership.ownerId })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

export async function createHousehold(db: Db, viewer: SessionUser, input: HouseholdNameInput): Promise<Outcome<{ id: string }>> {
  if (!isHouseholdOpen(viewer.planId, billingOn())) return fail(403, HOUSEHOLD_MESSAGES.needsPlan);
  return db.transaction(async (tx) => {
    if (await membershipOf(tx, viewer.id)) return fail(409, HOUSEHOLD_MESSAGES.alreadyMember);
    const [household] = await tx
      .insert(households)
      .values({ name: input.name, ownerId: viewer.id })
      .returning({ id: households.id });
    // The unique member row is the guard against two creations at once: the second finds it taken.
    const joined = await tx
      .insert(householdMembers)
      .values({ householdId: household.id, userId: viewer.id })
      .onConflictDoNothing()
      .returning({ userId: householdMembers.userId });
    if (joined.length === 0) {
      await tx.delete(households).where(eq(households.id, household.id));
      return fail(409, HOUSEHOLD_MESSAGES.alreadyMember);
    }
    return succeed({ id: household.id }, HOUSEHOLD_MESSAGES.created);
  });
}

/** The owner's household, its row locked for the rest of the transaction; else why not. */
async function ownedHousehold(tx: Db, viewer: SessionUser): Promise<Outcome<Membership>> {
  const membership = await membershipOf(tx, viewer.id);
  if (!membership) return fail(404, HOUSEHOLD_MESSAGES.notFound);
  if (membership.ownerId !== viewer.id) return fail(403, HOUSEHOLD_MESSAGES.notOwner);
  await tx.select({ id: households.id }).from(households).where(eq(households.id, membership.householdId)).for("update");
  return succeed(membership);
}

export async function renameHousehold(db: Db, viewer: SessionUser, input: HouseholdNameInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const owned = await ownedHousehold(tx, viewer);
    if (!owned.ok) return owned;
    await tx.update(households).set({ name: input.name }).where(eq(households.id, owned.value.householdId));
    return succeed(undefined, HOUSEHOLD_MESSAGES.renamed);
  });
}

async function memberCount(tx: Db, householdId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(householdMembers).where(eq(householdMembers.householdId, householdId));
  return row?.n ?? 0;
}

/** A new invitation link (its token is returned once and stored only as a hash). */
export async function createInvite(
  db: Db,
  viewer: SessionUser,
  input: InviteInput,
  now: Date = new Date(),
): Promise<Outcome<{ token: string; householdName: string }>> {
  return db.transaction(async (tx) => {
    const owned = await ownedHousehold(tx, viewer);
    if (!owned.ok) return owned;
    if (!(await isOpen(tx, viewer.id))) return fail(403, HOUSEHOLD_MESSAGES.lapsed);
    if ((await memberCount(tx, owned.value.householdId)) >= HOUSEHOLD_MAX_MEMBERS) return fail(409, HOUSEHOLD_MESSAGES.full);
    const token = newSecret();
    await tx.insert(householdInvites).values({
      householdId: owned.value.householdId,
      tokenHash: hashSecret(token),
      forWhom: input.forWhom,
      email: input.email ?? null,
      expiresAt: inviteExpiry(now),
      invitedBy: viewer.id,
    });
    return succeed({ token, householdName: owned.value.name }, HOUSEHOLD_MESSAGES.inviteCreated);
  });
}

export async function revokeInvite(db: Db, viewer: SessionUser, inviteId: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const owned = await ownedHousehold(tx, viewer);
    if (!owned.ok) return owned;
    const revoked = await tx
      .update(householdInvites)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(householdInvites.id, inviteId),
          eq(householdInvites.householdId, owned.value.householdId),
          isNull(householdInvites.usedAt),
          isNull(householdInvites.revokedAt),
        ),
      )
      .returning({ id: householdInvites.id });
    return revoked.length === 1 ? succeed(undefined, HOUSEHOLD_MESSAGES.inviteWithdrawn) : fail(404, "Invitation not found");
  });
}

export type InviteLookup =
  | { state: "valid"; householdName: string; ownerName: string; members: number }
  | { state: "invalid" | "expired" | "used" | "declined" | "revoked"; message: string };

/** What the invitation page shows for `token`: the household, or why the link admits nobody. */
export async function readInvite(db: Db, token: string, now: Date = new Date()): Promise<InviteLookup> {
  if (!InviteTokenSchema.safeParse(token).success) return { state: "invalid", message: HOUSEHOLD_MESSAGES.inviteInvalid };
  const [row] = await db
    .select({
      householdId: householdInvites.householdId,
      expiresAt: householdInvites.expiresAt,
      usedAt: householdInvites.usedAt,
      declinedAt: householdInvites.declinedAt,
      revokedAt: householdInvites.revokedAt,
      householdName: households.name,
      ownerName: users.name,
    })
    .from(householdInvites)
    .innerJoin(households, eq(households.id, householdInvites.householdId))
    .innerJoin(users, eq(users.id, households.ownerId))
    .where(eq(householdInvites.tokenHash, hashSecret(token)));
  if (!row) return { state: "invalid", message: HOUSEHOLD_MESSAGES.inviteInvalid };
  const state = inviteState(row, now);
  if (state !== "valid") return { state, message: inviteRefusal(state) };
  const [members] = await db
    .select({ n: count() })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, row.householdId));
  return { state: "valid", householdName: row.householdName, ownerName: row.ownerName, members: members?.n ?? 0 };
}

/** The invitation row for `token`, locked, if it still admits someone; else why not. */
async function usableInvite(tx: Db, token: string, now: Date): Promise<Outcome<{ id: string; householdId: string }>> {
  if (!InviteTokenSchema.safeParse(token).success) return fail(404, HOUSEHOLD_MESSAGES.inviteInvalid);
  const [invite] = await tx
    .select()
    .from(householdInvites)
    .where(eq(householdInvites.tokenHash, hashSecret(token)))
    .for("update");
  if (!invite) return fail(404, HOUSEHOLD_MESSAGES.inviteInvalid);
  const state = inviteState(invite, now);
  if (state !== "valid") return fail(410, inviteRefusal(state));
  return succeed({ id: invite.id, householdId: invite.householdId });
}

export async function acceptInvite(
  db: Db,
  viewer: SessionUser,
  token: string,
  now: Date = new Date(),
): Promise<Outcome<{ householdName: string }>> {
  return db.transaction(async (tx) => {
    const invite = await usableInvite(tx, token, now);
    if (!invite.ok) return invite;
    const [household] = await tx
      .select({ name: households.name, ownerId: households.ownerId })
      .from(households)
      .where(eq(households.id, invite.value.householdId))
      .for("update");
    if (!household) return fail(404, HOUSEHOLD_MESSAGES.inviteInvalid);
    if (await membershipOf(tx, viewer.id)) return fail(409, HOUSEHOLD_MESSAGES.alreadyMember);
    if ((await memberCount(tx, invite.value.householdId)) >= HOUSEHOLD_MAX_MEMBERS) return fail(409, HOUSEHOLD_MESSAGES.full);
    if (!(await isOpen(tx, household.ownerId))) return fail(403, HOUSEHOLD_MESSAGES.lapsed);
    const joined = await tx
      .insert(householdMembers)
      .values({ householdId: invite.value.householdId, userId: viewer.id })
      .onConflictDoNothing()
      .returning({ userId: householdMembers.userId });
    if (joined.length === 0) return fail(409, HOUSEHOLD_MESSAGES.alreadyMember);
    await tx.update(householdInvites).set({ usedAt: now, usedBy: viewer.id }).where(eq(householdInvites.id, invite.value.id));
    return succeed({ householdName: household.name }, HOUSEHOLD_MESSAGES.joined);
  });
}

export async function declineInvite(db: Db, _viewer: SessionUser, token: string, now: Date = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const invite = await usableInvite(tx, token, now);
    if (!invite.ok) return invite;
    await tx.update(householdInvites).set({ declinedAt: now }).where(eq(householdInvites.id, invite.value.id));
    return succeed(undefined, HOUSEHOLD_MESSAGES.declined);
  });
}

/** A member leaves; the owner may leave only as the last member, which dissolves the household. */
export async function leaveHousehold(db: Db, viewer: SessionUser): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const membership = await membershipOf(tx, viewer.id);
    if (!membership) return fail(404, HOUSEHOLD_MESSAGES.notFound);
    await tx.select({ id: households.id }).from(households).where(eq(households.id, membership.householdId)).for("update");
    if (membership.ownerId === viewer.id) {
      if ((await memberCount(tx, membership.householdId)) > 1) return fail(409, HOUSEHOLD_MESSAGES.ownerMustHandOver);
      await dissolve(tx, membership.householdId);
      return succeed(undefined, HOUSEHOLD_MESSAGES.dissolved);
    }
    await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, membership.householdId), eq(householdMembers.userId, viewer.id)));
    await dropPrivateRecipesOf(tx, membership.householdId, viewer.id);
    return succeed(undefined, HOUSEHOLD_MESSAGES.left);
  });
}

export async function removeMember(db: Db, viewer: SessionUser, memberId: string): Promise<Outcome> {
  if (memberId === viewer.id) return fail(400, HOUSEHOLD_MESSAGES.notYourself);
  return db.transaction(async (tx) => {
    const owned = await ownedHousehold(tx, viewer);
    if (!owned.ok) return owned;
    const removed = await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, owned.value.householdId), eq(householdMembers.userId, memberId)))
      .returning({ userId: householdMembers.userId });
    if (removed.length !== 1) return fail(404, HOUSEHOLD_MESSAGES.notAMember);
    await dropPrivateRecipesOf(tx, owned.value.householdId, memberId);
    return succeed(undefined, HOUSEHOLD_MESSAGES.removed);
  });
}

export async function transferOwnership(db: Db, viewer: SessionUser, memberId: string): Promise<Outcome> {
  if (memberId === viewer.id) return fail(400, HOUSEHOLD_MESSAGES.notAMember);
  return db.transaction(async (tx) => {
    const owned = await ownedHousehold(tx, viewer);
    if (!owned.ok) return owned;
    const [member] = await tx
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, owned.value.householdId), eq(householdMembers.userId, memberId)));
    if (!member) return fail(404, HOUSEHOLD_MESSAGES.notAMember);
    await tx.update(households).set({ ownerId: memberId }).where(eq(households.id, owned.value.householdId));
    return succeed(undefined, HOUSEHOLD_MESSAGES.ownerChanged);
  });
}

/**
 * Inside an account deletion's transaction, before the user row goes: an owner's household passes to
 * its longest-standing other member, or is dissolved when nobody else is left. (A member's own row
 * goes with the account through its foreign key.)
 */
export async function handOverHouseholdOf(tx: Db, userId: string): Promise<void> {
  const owned = await tx.select({ id: households.id }).from(households).where(eq(households.ownerId, userId)).for("update");
  for (const { id } of owned) {
    const members = await tx
      .select({ userId: householdMembers.userId, joinedAt: householdMembers.joinedAt })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, id));
    const heir = nextOwner(members, userId);
    if (heir) await tx.update(households).set({ ownerId: heir }).where(eq(households.id, id));
    else await dissolve(tx, id);
  }
}

/**
 * Ends a household: the ingredient lists members moved to it go back to them as personal lists;
 * its shared meal plan and shopping list go with it (their foreign keys cascade), and each cook's
 * personal plan and list, kept aside while they were a member, are theirs again (decision 040).
 */
async function dissolve(tx: Db, householdId: string): Promise<void> {
  // Its cookbooks go back to the members who moved them there, without the others' unshared recipes
  // (decision 046); a book whose mover's account is gone goes with the household.
  await tx.execute(sql`
    delete from ${cookbookRecipes} using ${cookbooks}, ${recipes}
    where ${cookbooks.id} = ${cookbookRecipes.cookbookId} and ${cookbooks.householdId} = ${householdId}
      and ${recipes.id} = ${cookbookRecipes.recipeId} and ${recipes.userId} is distinct from ${cookbooks.userId}
      and ${recipes.userId} is not null and not ${recipes.isPublic}`);
  await tx
    .update(cookbooks)
    .set({ householdId: null })
    .where(and(eq(cookbooks.householdId, householdId), isNotNull(cookbooks.userId)));
  await tx
    .update(ingredientLists)
    .set({ householdId: null })
    .where(and(eq(ingredientLists.householdId, householdId), isNotNull(ingredientLists.userId)));
  await tx.delete(households).where(eq(households.id, householdId));
}

/**
 * A member leaves (or is removed): the household's cookbooks stay with the household, and the
 * member's own recipes that only the household could see through them (private or household ones)
 * leave those books, in the same transaction (decision 046). The visibility rule hides them from
 * the others at once anyway (the author is no longer a member); dropping them keeps the books free
 * of places nobody can open.
 */
async function dropPrivateRecipesOf(tx: Db, householdId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from ${cookbookRecipes} using ${cookbooks}, ${recipes}
    where ${cookbooks.id} = ${cookbookRecipes.cookbookId} and ${cookbooks.householdId} = ${householdId}
      and ${recipes.id} = ${cookbookRecipes.recipeId} and ${recipes.userId} = ${userId} and not ${recipes.isPublic}`);
}
