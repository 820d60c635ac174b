/**
 * Single sign-on through one OpenID Connect provider (issue 29, decision 057), configured with
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME. Better Auth's generic OAuth plugin
 * does the protocol: it reads the provider's discovery document (again on the next sign-in when the
 * provider was down at start-up), sends PKCE, state and a nonce, and checks the ID token's signature,
 * issuer, audience and nonce against the provider's keys. What the provider says is then applied
 * here, in three places of one sign-in:
 *
 * - the provider's profile (`mapProfileToUser`): whether OIDC_ADMIN_GROUP is among its groups;
 * - a new account (`admitInvited`, from the user-create hook): with SIGNUP=invite|closed, an address
 *   the provider has confirmed and an admin (or a household) invited may join;
 * - the session (`applyProviderAdmin`): the account's `oidc_admin` follows the provider's answer.
 *
 * The three share one store per auth request (`withSignInStore`, entered by the /api/auth route).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { GenericOAuthConfig, GenericOAuthUserInfo } from "better-auth/plugins/generic-oauth";
import { discoveryUrl, isProviderAdmin, OIDC_PROVIDER_ID, oidcScopes, SSO_MESSAGES } from "~/domain/admin/single-sign-on";
import { signupRefusal } from "~/domain/admin/signup";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { ADMIN_MESSAGES } from "~/domain/admin/admins";
import type { Db } from "../db/client.server";
import { accounts, householdInvites, profiles, sessions, users } from "../db/schema";
import { env, type Env } from "../env.server";
import { claimSiteInvite, claimSiteInviteFor, settleSiteInvite } from "../admin/site-invites.server";
import { asInvitedSignUp, isOpenInvitation, signupMode } from "../admin/signup.server";
import { siteInviteToken } from "~/domain/admin/site-invites";

interface SignInStore {
  /** What the provider said of OIDC_ADMIN_GROUP in this sign-in (undefined: not an OIDC sign-in, or no group set). */
  providerAdmin?: boolean;
  /** The admin's invite claimed for the new account, settled when the request is over. */
  claimedInvite?: string;
  /** The address of the account this request created. */
  createdEmail?: string;
}

const store = new AsyncLocalStorage<SignInStore>();

/** Error codes of auth.server.ts's hooks; a provider's callback sends them back as `?error=`. */
export const ACCOUNT_DISABLED_CODE = "ACCOUNT_DISABLED";
export const SIGNUP_REFUSED_CODE = "SIGNUP_REFUSED";

/** The provider's button label, or null when single sign-on is not configured. */
export function singleSignOnName(config: Env = env()): string | null {
  return config.OIDC_ISSUER ? config.OIDC_NAME : null;
}

/** OIDC_ONLY=true: passwords are neither offered nor accepted. */
export function passwordsOff(config: Env = env()): boolean {
  return config.OIDC_ONLY && Boolean(config.OIDC_ISSUER);
}

/**
 * What the sign-in page says when a provider's sign-in came back without an account (Better Auth
 * sends `?error=<code>` to the page the sign-in named): a refused sign-up says so; anything else is
 * "did not work". Only the code is read, never a text the address carries.
 */
export function providerErrorOf(url: URL, oidcName: string | null): string | null {
  const code = url.searchParams.get("error");
  if (!code) return null;
  const provider = url.searchParams.get("provider");
  // The codes of the hooks in auth.server.ts come back as they were thrown.
  if (code === SIGNUP_REFUSED_CODE) {
    const refusal = signupRefusal(signupMode(), false);
    if (refusal) return provider === OIDC_PROVIDER_ID ? SSO_MESSAGES.notInvited : refusal;
  }
  if (code === ACCOUNT_DISABLED_CODE) return ADMIN_MESSAGES.disabled;
  if (provider === OIDC_PROVIDER_ID && oidcName) return SSO_MESSAGES.failed(oidcName);
  return AUTH_MESSAGES.loginFailed;
}

/** The generic OAuth plugin's configuration for the one provider, or null without OIDC_ISSUER. */
export function oidcProviderConfig(config: Env = env()): GenericOAuthConfig | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    providerId: OIDC_PROVIDER_ID,
    name: config.OIDC_NAME,
    discoveryUrl: discoveryUrl(OIDC_ISSUER),
    // Never fall back to reading an ID token unchecked: without the provider's keys there is no sign-in.
    requireIdTokenVerification: true,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    scopes: oidcScopes(config.OIDC_ADMIN_GROUP),
    pkce: true,
    mapProfileToUser: (profile: GenericOAuthUserInfo) => {
      const current = store.getStore();
      if (current && config.OIDC_ADMIN_GROUP) {
        current.providerAdmin = isProviderAdmin(profile, config.OIDC_GROUPS_CLAIM, config.OIDC_ADMIN_GROUP);
      }
      return { name: displayName(profile) };
    },
  };
}

/** The name the account gets: the provider's name, else the user name it shows, else the address's first part. */
function displayName(profile: GenericOAuthUserInfo): string {
  for (const key of ["name", "preferred_username", "nickname"] as const) {
    const value = profile[key];
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, 100);
  }
  return typeof profile.email === "string" ? profile.email.split("@")[0]! : "Cook";
}

const INVITATION_COOKIE = "simmer_invitation";
const INVITATION_COOKIE_SECONDS = 15 * 60;

/**
 * The invitation a sign-up page sent to a provider (an admin's invite link or a household join
 * page): it comes back with the provider's callback in this cookie, only to /api/auth, for 15
 * minutes. It proves nothing by itself: the callback checks the invitation again and claims it.
 */
export function invitationCookie(invitationPath: string, config: Env = env()): string {
  const secure = config.PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `${INVITATION_COOKIE}=${encodeURIComponent(invitationPath)}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${INVITATION_COOKIE_SECONDS}${secure}`;
}

function invitationOf(request: Request): string | null {
  if (!new URL(request.url).pathname.startsWith("/api/auth/callback/")) return null;
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === INVITATION_COOKIE) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Runs one /api/auth request with its sign-in store. A provider's callback that carries an
 * invitation still open runs as an invited sign-up (an admin's link is claimed for it first), and
 * its cookie is cleared. Afterwards an admin's invite claimed for an account that was then not made
 * is given back.
 */
export async function withSignInStore(request: Request, db: Db, handle: () => Promise<Response>): Promise<Response> {
  const current: SignInStore = {};
  const invitation = invitationOf(request);
  let invited = false;
  if (invitation) {
    const token = siteInviteToken(invitation);
    const claimed = token ? await claimSiteInvite(db, token) : null;
    if (claimed) current.claimedInvite = claimed;
    invited = claimed !== null || (!token && (await isOpenInvitation(db, invitation)));
  }
  try {
    const run = () => store.run(current, handle);
    const response = invited ? await asInvitedSignUp(run) : await run();
    if (!invitation) return response;
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", `${INVITATION_COOKIE}=; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=0`);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  } finally {
    if (current.claimedInvite) await settleSiteInvite(db, current.claimedInvite, current.createdEmail ?? null);
  }
}

/**
 * With SIGNUP=invite|closed: whether a new account with this address may still be made, because the
 * provider confirmed the address and an admin's open invite (claimed now) or an open household
 * invitation names it. Passwords never get here: their accounts are not confirmed.
 */
export async function admitInvited(db: Db, user: { email: string; emailVerified?: boolean }): Promise<boolean> {
  if (!user.emailVerified) return false;
  const email = user.email.trim().toLowerCase();
  const current = store.getStore();
  // The claim is settled when the request is over, so only a request with its store may claim.
  const claimed = current ? await claimSiteInviteFor(db, email) : null;
  if (current && claimed) {
    current.claimedInvite = claimed;
    return true;
  }
  const [household] = await db
    .select({ id: householdInvites.id })
    .from(householdInvites)
    .where(and(eq(householdInvites.email, email), isNull(householdInvites.usedAt), gt(householdInvites.expiresAt, new Date())))
    .limit(1);
  return Boolean(household);
}

/** The user-create hook's after step: notes the new account's address for the invite's settlement. */
export function noteCreated(email: string): void {
  const current = store.getStore();
  if (current) current.createdEmail = email;
}

/** The session hook's step: the account's OIDC admin flag follows what the provider said in this sign-in. */
export async function applyProviderAdmin(db: Db, userId: string): Promise<void> {
  const providerAdmin = store.getStore()?.providerAdmin;
  if (providerAdmin === undefined) return;
  await db.update(profiles).set({ oidcAdmin: providerAdmin }).where(eq(profiles.id, userId));
}

/**
 * A provider that confirmed the address was linked to an account whose own address was never
 * confirmed. Whoever signed up with that address and a password did not prove they hold it (they
 * may have taken it before its owner came: "pre-hijacking"), so the password and its sessions go:
 * the account is now the provider's. Its holder can set a password again through "Forgot password",
 * which mails the address.
 */
export async function dropUnprovenPassword(db: Db, account: { userId: string; providerId: string }): Promise<void> {
  if (account.providerId === "credential") return;
  const [user] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, account.userId));
  if (!user || user.emailVerified) return;
  const dropped = await db
    .delete(accounts)
    .where(and(eq(accounts.userId, account.userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  if (dropped.length > 0) await db.delete(sessions).where(eq(sessions.userId, account.userId));
}
