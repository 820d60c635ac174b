/**
 * Personal access tokens and calendar feed addresses (issue 30, decision 052): what a cook chooses
 * when making one, how the secret looks, and when a token stops working. Secrets are 256 random bits
 * behind a recognisable prefix; only their SHA-256 is ever stored.
 */
import { z } from "zod";

export const API_TOKEN_PREFIX = "smr_";
export const CALENDAR_TOKEN_PREFIX = "cal_";
/** 32 random bytes, base64url: 43 characters after the prefix. */
export const TOKEN_SECRET_CHARS = 43;
export const API_TOKEN_NAME_MAX = 60;
/** Tokens a cook may hold at once (revoked and expired ones do not count). */
export const API_TOKENS_MAX = 25;

export const API_SCOPES = ["read", "write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const API_SCOPE_LABELS: Record<ApiScope, string> = { read: "Read only", write: "Read and write" };

export const API_TOKEN_EXPIRIES = ["30", "90", "365", "never"] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];
export const API_TOKEN_EXPIRY_LABELS: Record<ApiTokenExpiry, string> = {
  "30": "30 days",
  "90": "90 days",
  "365": "1 year",
  never: "Never",
};

export const API_TOKEN_MESSAGES = {
  nameRequired: "Please give the token a name",
  nameTooLong: `A token name must be less than ${API_TOKEN_NAME_MAX} characters`,
  scope: "Please choose what the token may do",
  expiry: "Please choose when the token expires",
  tooMany: `You can keep up to ${API_TOKENS_MAX} tokens. Revoke one you no longer use first.`,
  created: "Token created. Copy it now: it is shown only this once.",
  revoked: "Token revoked",
  notFound: "Token not found",
  feedCreated: "Calendar address created. Copy it now: it is shown only this once.",
  feedRevoked: "Calendar address revoked: calendars that used it stop updating",
} as const;

export const ApiTokenCreateSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scope: z.enum(API_SCOPES, { error: API_TOKEN_MESSAGES.scope }),
  expiresIn: z.enum(API_TOKEN_EXPIRIES, { error: API_TOKEN_MESSAGES.expiry }),
});
export type ApiTokenCreate = z.infer<typeof ApiTokenCreateSchema>;

export const ApiTokenIdSchema = z.object({ tokenId: z.uuid({ error: API_TOKEN_MESSAGES.notFound }) });

/** When a token made at `now` for `expiresIn` stops working (null: never). */
export function tokenExpiresAt(expiresIn: ApiTokenExpiry, now: Date): Date | null {
  if (expiresIn === "never") return null;
  return new Date(now.getTime() + Number(expiresIn) * 24 * 60 * 60 * 1000);
}

/** Whether a token row may still be used at `now`. */
export function isTokenUsable(token: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  if (token.revokedAt) return false;
  return token.expiresAt === null || token.expiresAt.getTime() > now.getTime();
}

/** Whether a token with `scope` may do what a request of `method` does (a read token only reads). */
export function scopeAllows(scope: ApiScope, method: string): boolean {
  if (scope === "write") return true;
  return method === "GET" || method === "HEAD";
}

/** A secret of the right shape for `prefix` (before any database lookup). */
export function isWellFormedToken(value: string, prefix: string): boolean {
  if (!value.startsWith(prefix) || value.length !== prefix.length + TOKEN_SECRET_CHARS) return false;
  return /^[A-Za-z0-9_-]+$/.test(value.slice(prefix.length));
}

/** What the token list shows of a secret it no longer knows: its prefix and first characters. */
export function tokenHint(secret: string): string {
  const prefix = secret.startsWith(API_TOKEN_PREFIX) ? API_TOKEN_PREFIX : "";
  return `${secret.slice(0, prefix.length + 4)}…`;
}
