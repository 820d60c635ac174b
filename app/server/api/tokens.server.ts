/**
 * Personal access tokens (issue 30, decision 052): made, listed and revoked from Settings → API, and
 * read on every API request. A token is looked up by the SHA-256 of its secret on each request (no
 * cache), so a revoked or expired token is refused at once by every server.
 */
import { and, count, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  isTokenUsable,
  isWellFormedToken,
  tokenExpiresAt,
  tokenHint,
  type ApiScope,
  type ApiTokenCreate,
} from "~/domain/api/api-token";
import type { SessionUser } from "~/domain/accounts/session-user";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { planOfAccount, readAccount } from "../billing/subscriptions.server";
import type { Db } from "../db/client.server";
import { apiTokens, profiles, users } from "../db/schema";
import { hashSecret, newSecret } from "../auth/shown-once.server";

/** Last-used times are written at most this often per token (a busy token would write on every call). */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiTokenView {
  id: string;
  name: string;
  hint: string;
  scope: ApiScope;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  usable: boolean;
}

/** The cook's tokens, newest first (revoked ones are gone from the list). */
export async function listApiTokens(db: Db, userId: string, now = new Date()): Promise<ApiTokenView[]> {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      hint: apiTokens.hint,
      scope: apiTokens.scope,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(({ revokedAt, ...row }) => ({ ...row, usable: isTokenUsable({ revokedAt, expiresAt: row.expiresAt }, now) }));
}

/** Makes a token; its secret is in the answer and nowhere else. */
export async function createApiToken(
  db: Db,
  userId: string,
  input: ApiTokenCreate,
  now = new Date(),
): Promise<Outcome<{ id: string; secret: string }>> {
  return db.transaction(async (tx) => {
    // The profile row is the cook's lock: two forms sent at once cannot both pass the count.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const [{ held }] = await tx
      .select({ held: count() })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.userId, userId),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        ),
      );
    if (held >= API_TOKENS_MAX) return fail(409, API_TOKEN_MESSAGES.tooMany);
    const secret = newSecret(API_TOKEN_PREFIX);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashSecret(secret),
        hint: tokenHint(secret),
        createdAt: now,
        expiresAt: tokenExpiresAt(input.expiresIn, now),
      })
      .returning({ id: apiTokens.id });
    return succeed({ id: row.id, secret }, API_TOKEN_MESSAGES.created);
  });
}

/** Revokes one of the cook's own tokens; another cook's, or one already revoked, is not found. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string, now = new Date()): Promise<Outcome> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) return fail(404, API_TOKEN_MESSAGES.notFound);
  // This process forgets at once; the others within TOKEN_CACHE_MS.
  tokenCache().clear();
  return succeed(undefined, API_TOKEN_MESSAGES.revoked);
}

export interface TokenHolder {
  user: SessionUser;
  token: { id: string; scope: ApiScope };
}

/** The secret of an `Authorization: Bearer smr_…` header, or null. */
export function bearerSecret(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match && isWellFormedToken(match[1], API_TOKEN_PREFIX) ? match[1] : null;
}

/**
 * What a token stood for, kept one second per process: a client sending many requests reads its token
 * once a second, and a revoked or expired token, a disabled cook or a changed plan is seen by every
 * server within that second (issue 30). Revoking here forgets at once.
 */
const TOKEN_CACHE_MS = 1000;
const CACHE_KEY = Symbol.for("simmer.api-token-cache");
const cacheHolder = globalThis as { [CACHE_KEY]?: LRUCache<string, TokenHolder> };
const tokenCache = () => (cacheHolder[CACHE_KEY] ??= new LRUCache<string, TokenHolder>({ max: 10_000, ttl: TOKEN_CACHE_MS }));

/** Who a bearer token acts for: from the last second's reading, else read now (`readApiToken`). */
export async function authenticateApiToken(db: Db, secret: string, now = new Date()): Promise<TokenHolder | null> {
  const hash = hashSecret(secret);
  const cached = tokenCache().get(hash);
  if (cached) return cached;
  const holder = await readApiToken(db, hash, now);
  if (holder) tokenCache().set(hash, holder);
  return holder;
}

/**
 * Who a token acts for, read now: the token must be live, and its cook not disabled; the plan is the
 * one in force at this moment, as for a signed-in page. Null for anything else.
 */
async function readApiToken(db: Db, hash: string, now: Date): Promise<TokenHolder | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      name: profiles.name,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(profiles, eq(profiles.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hash));
  if (!row || !isTokenUsable(row, now)) return null;
  const account = await readAccount(db, row.userId);
  if (!account || account.disabledAt) return null;
  const due = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (!row.lastUsedAt || row.lastUsedAt < due) {
    // Conditional: of several requests at once, one writes.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, due))));
  }
  return {
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      image: row.image ?? null,
      planId: planOfAccount(account),
    },
    token: { id: row.tokenId, scope: row.scope },
  };
}
