/**
 * An admin's invite links (issue 29, decision 051). A link is `/invite/<token>`; only the token's
 * hash is stored. It admits one sign-up: the sign-up claims the invite (one conditional UPDATE, so
 * two people opening the same link at once cannot both get in), creates the account inside
 * `asInvitedSignUp`, and gives the claim back if the account could not be made.
 */
import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  SITE_INVITE_MESSAGES,
  siteInviteExpiry,
  siteInviteRefusal,
  siteInviteState,
  type SiteInviteState,
} from "~/domain/admin/site-invites";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { hashSecret, newSecret } from "../auth/shown-once.server";
import type { Db } from "../db/client.server";
import { siteInvites, users } from "../db/schema";
import { audit, type Actor } from "./admin.server";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new link's token (shown to the admin once) and when it stops working. */
export async function createSiteInvite(
  db: Db,
  actor: Actor,
  { note, email }: { note: string; email?: string | null },
  now: Date = new Date(),
): Promise<Outcome<{ token: string; expiresAt: Date }>> {
  const token = newSecret();
  const expiresAt = siteInviteExpiry(now);
  const address = email?.trim().toLowerCase() || null;
  await db.transaction(async (tx) => {
    await tx.insert(siteInvites).values({ tokenHash: hashSecret(token), note, email: address, createdBy: actor.id, expiresAt });
    await audit(tx, actor, "invite.create", null, { note, email: address, expiresAt: expiresAt.toISOString() });
  });
  return succeed({ token, expiresAt }, SITE_INVITE_MESSAGES.created);
}

/** Revokes a link not yet used; a used, expired or unknown one is "not found". */
export async function revokeSiteInvite(db: Db, actor: Actor, inviteId: string): Promise<Outcome<string>> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(siteInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(siteInvites.id, inviteId), isNull(siteInvites.usedAt), isNull(siteInvites.revokedAt)))
      .returning({ note: siteInvites.note });
    if (revoked.length === 0) return fail(404, SITE_INVITE_MESSAGES.notFound);
    await audit(tx, actor, "invite.revoke", null, { note: revoked[0]!.note });
    return succeed(SITE_INVITE_MESSAGES.revoked);
  });
}

export interface SiteInviteRow {
  id: string;
  note: string;
  email: string | null;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  state: SiteInviteState;
  usedBy: string | null;
}

/** The newest links with their state and who used them. */
export async function listSiteInvites(db: Db, limit = 50, now: Date = new Date()): Promise<SiteInviteRow[]> {
  const creator = alias(users, "creator");
  const user = alias(users, "invitee");
  const rows = await db
    .select({
      id: siteInvites.id,
      note: siteInvites.note,
      email: siteInvites.email,
      createdBy: creator.name,
      createdAt: siteInvites.createdAt,
      expiresAt: siteInvites.expiresAt,
      usedAt: siteInvites.usedAt,
      revokedAt: siteInvites.revokedAt,
      usedBy: user.name,
    })
    .from(siteInvites)
    .leftJoin(creator, eq(creator.id, siteInvites.createdBy))
    .leftJoin(user, eq(user.id, siteInvites.usedBy))
    .orderBy(desc(siteInvites.createdAt))
    .limit(limit);
  return rows.map(({ usedAt, revokedAt, ...row }) => ({
    ...row,
    state: siteInviteState({ expiresAt: row.expiresAt, usedAt, revokedAt }, now),
  }));
}

/** Whether the link's token still admits a sign-up, or the reason it does not. */
export async function readSiteInvite(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ state: "valid" } | { state: Exclude<SiteInviteState, "valid"> | "invalid"; message: string }> {
  if (!TOKEN.test(token)) return { state: "invalid", message: siteInviteRefusal("invalid") };
  const [row] = await db
    .select({ expiresAt: siteInvites.expiresAt, usedAt: siteInvites.usedAt, revokedAt: siteInvites.revokedAt })
    .from(siteInvites)
    .where(eq(siteInvites.tokenHash, hashSecret(token)));
  if (!row) return { state: "invalid", message: siteInviteRefusal("invalid") };
  const state = siteInviteState(row, now);
  return state === "valid" ? { state } : { state, message: siteInviteRefusal(state) };
}

/** Takes the link for one sign-up: its id, or null when it no longer admits anyone (or another sign-up took it). */
export async function claimSiteInvite(db: Db, token: string, now: Date = new Date()): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [claimed] = await db
    .update(siteInvites)
    .set({ usedAt: now })
    .where(
      and(
        eq(siteInvites.tokenHash, hashSecret(token)),
        isNull(siteInvites.usedAt),
        isNull(siteInvites.revokedAt),
        gt(siteInvites.expiresAt, now),
      ),
    )
    .returning({ id: siteInvites.id });
  return claimed?.id ?? null;
}

/**
 * Takes, for a sign-up through single sign-on (or another provider that confirmed the address), the
 * open invite an admin made for this address: its id, or null when there is none. One conditional
 * UPDATE, like a link's claim; the oldest open invite for the address is the one used.
 */
export async function claimSiteInviteFor(db: Db, email: string, now: Date = new Date()): Promise<string | null> {
  const open = and(
    eq(siteInvites.email, email.trim().toLowerCase()),
    isNull(siteInvites.usedAt),
    isNull(siteInvites.revokedAt),
    gt(siteInvites.expiresAt, now),
  );
  const [claimed] = await db
    .update(siteInvites)
    .set({ usedAt: now })
    // The open conditions again outside: a second claim that waited on the row's lock re-reads them
    // (PostgreSQL re-checks the outer WHERE on the row as the first claim left it, not the subquery).
    .where(
      and(
        open,
        eq(
          siteInvites.id,
          db.select({ id: siteInvites.id }).from(siteInvites).where(open).orderBy(asc(siteInvites.createdAt)).limit(1),
        ),
      ),
    )
    .returning({ id: siteInvites.id });
  return claimed?.id ?? null;
}

/** After the sign-up: the account that used the link, or the link given back when no account was made. */
export async function settleSiteInvite(db: Db, inviteId: string, email: string | null): Promise<void> {
  if (email === null) {
    await db.update(siteInvites).set({ usedAt: null }).where(eq(siteInvites.id, inviteId));
    return;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  await db
    .update(siteInvites)
    .set({ usedBy: user?.id ?? null })
    .where(eq(siteInvites.id, inviteId));
}
