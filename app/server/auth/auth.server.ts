/**
 * Accounts and sessions through Better Auth: e-mail and password (scrypt), database sessions in an
 * HttpOnly SameSite=Lax cookie, password reset and e-mail change by mailed links, and Google and
 * Facebook sign-in and one OpenID Connect provider (single-sign-on.server.ts) when configured.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { ADMIN_MESSAGES } from "~/domain/admin/admins";
import { MAX_PASSWORD_LENGTH, SIGNUP_MIN_PASSWORD } from "~/domain/validation/auth";
import { currentSignupRefusal } from "../admin/signup.server";
import { CLIENT_IP_HEADER } from "../client-ip";
import type { Db } from "../db/client.server";
import { getDb } from "../db/index.server";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema";
import { env } from "../env.server";
import { getMailer, type Mailer } from "../mail/mailer.server";
import { inBackground } from "../background.server";
import { passwordResetMail, verifyEmailChangeMail } from "../mail/templates.server";
import { ensureProfile } from "../accounts/profiles.server";
import { resolveSecret } from "./secret.server";
import { genericOAuth, type GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import {
  ACCOUNT_DISABLED_CODE,
  SIGNUP_REFUSED_CODE,
  admitInvited,
  applyProviderAdmin,
  dropUnprovenPassword,
  noteCreated,
  oidcProviderConfig,
  singleSignOnName,
} from "./single-sign-on.server";
import { currentLinkOrigin } from "../http/link-origin.server";
import { accountRules, DEFAULT_ATTEMPT_LIMIT, voidResetTokens, type AttemptLimit } from "./gate.server";

export const SESSION_DAYS = 7;
/** Error codes of the hooks below, read by the sign-in and sign-up pages. */
export const ACCOUNT_DISABLED = ACCOUNT_DISABLED_CODE;
export const SIGNUP_REFUSED = SIGNUP_REFUSED_CODE;
const PASSWORD_CHANGES = new Set(["/change-password", "/set-password"]);
export const RESET_TOKEN_MINUTES = 60;

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  mailer: () => Mailer;
  google?: { clientId: string; clientSecret: string };
  facebook?: { clientId: string; clientSecret: string };
  /** One OpenID Connect provider (single sign-on, decision 057). */
  oidc?: GenericOAuthConfig;
  /** Better Auth's own limiter on the few /api/auth endpoints that answer over HTTP. */
  rateLimit?: boolean;
  /** Sign-in, sign-up and reset-request attempts per client address; the documented default without it. */
  attemptLimit?: AttemptLimit;
}

export function createAuth(options: AuthOptions) {
  const { db, baseURL } = options;
  return betterAuth({
    appName: "Simmer",
    baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [baseURL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: SIGNUP_MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // The link just used is spent; any older one the user still holds is voided with it.
      onPasswordReset: async ({ user }) => {
        await voidResetTokens(db, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        // The address the request came to when it may be used (http/link-origin.server.ts), else baseURL.
        const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, currentLinkOrigin() ?? baseURL).toString();
        await options.mailer().send({
          ...passwordResetMail(user.email, user.name, link, RESET_TOKEN_MINUTES),
          userId: user.id,
        });
      },
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => {
        const link = withOrigin(url, currentLinkOrigin());
        await options.mailer().send({ ...verifyEmailChangeMail(user.email, user.name, link), userId: user.id });
      },
    },
    user: { changeEmail: { enabled: true } },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: { enabled: options.rateLimit ?? true, storage: "database", window: 60, max: 60 },
    onAPIError: { errorURL: new URL("/login", baseURL).toString() },
    hooks: {
      before: accountRules(db, options.attemptLimit ?? DEFAULT_ATTEMPT_LIMIT),
      after: createAuthMiddleware(async (ctx) => {
        // A changed password voids every reset link still out there.
        const session = ctx.context.session ?? ctx.context.newSession;
        if (PASSWORD_CHANGES.has(ctx.path) && session && !(ctx.context.returned instanceof Error)) {
          await voidResetTokens(db, session.user.id);
        }
      }),
    },
    advanced: {
      cookiePrefix: "simmer",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // E-mails are sent off the response path, so an answer takes as long whether or not a mail goes out.
      backgroundTasks: { handler: inBackground },
    },
    socialProviders: {
      ...(options.google && { google: options.google }),
      ...(options.facebook && { facebook: options.facebook }),
    },
    plugins: options.oidc ? [genericOAuth({ config: [options.oidc] })] : [],
    account: {
      // A provider links to an existing account only when it has confirmed the address (Better
      // Auth's rule, unchanged). The account's own address need not be confirmed (sign-up asks for no
      // confirmation): its unproven password is dropped instead (dropUnprovenPassword).
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    databaseHooks: {
      user: {
        create: {
          // SIGNUP=invite|closed: an account created over HTTP (the form, social sign-in) needs the mode's leave.
          // A provider's confirmed address that an admin (or a household) invited may join all the same.
          before: async (user, context) => {
            const refusal = context?.headers ? currentSignupRefusal() : null;
            if (refusal && !(await admitInvited(db, user)))
              throw new APIError("FORBIDDEN", { message: refusal, code: SIGNUP_REFUSED });
          },
          after: async (user) => {
            await ensureProfile(db, user);
            noteCreated(user.email);
          },
        },
        update: {
          after: async (user) => {
            await db.update(profiles).set({ email: user.email }).where(eq(profiles.id, user.id));
          },
        },
      },
      account: {
        create: {
          after: async (account) => {
            await dropUnprovenPassword(db, account);
          },
        },
      },
      session: {
        create: {
          // A disabled account cannot sign in (by password, a social provider or a reset link).
          before: async (session) => {
            const [profile] = await db
              .select({ disabledAt: profiles.disabledAt })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (profile?.disabledAt)
              throw new APIError("FORBIDDEN", { message: ADMIN_MESSAGES.disabled, code: ACCOUNT_DISABLED });
          },
          after: async (session) => {
            await applyProviderAdmin(db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth's link (made on baseURL) moved to `origin`; unchanged without one. */
function withOrigin(link: string, origin: string | null): string {
  if (!origin) return link;
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}${url.hash}`, origin).toString();
}

export { resolveSecret };

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Which social sign-in buttons can work on this install; `oidc` is the single sign-on button's name. */
export function socialProviders() {
  const config = env();
  return {
    google: Boolean(pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET)),
    facebook: Boolean(pair(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET)),
    oidc: singleSignOnName(config),
  };
}

export type SocialProviders = ReturnType<typeof socialProviders>;

const KEY = Symbol.for("simmer.auth");
/** The instance and the database it was built on (tests switch databases with provideDatabase). */
const holder = globalThis as { [KEY]?: { db: Db; auth: Auth } };

/** For tests that switch databases: the next getAuth() builds on the database provided now. */
export function resetAuth(): void {
  delete holder[KEY];
}

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  const built = holder[KEY];
  if (built?.db === db) return built.auth;
  const config = env();
  const auth = createAuth({
    db,
    secret: resolveSecret(config.AUTH_SECRET, config.DATA_DIR),
    baseURL: config.PUBLIC_URL,
    mailer: getMailer,
    google: pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
    facebook: pair(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET),
    oidc: oidcProviderConfig(config) ?? undefined,
    attemptLimit: { max: config.AUTH_RATE_LIMIT_MAX, windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  });
  holder[KEY] = { db, auth };
  return auth;
}
