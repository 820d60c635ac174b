/**
 * One gate for accounts. Better Auth's HTTP endpoints answer only where the product needs a URL of
 * its own (social sign-in callbacks, the e-mail confirmation link); everything else is reached
 * through Simmer's own pages, which call `auth.api` on the server. Whichever way a call comes in,
 * the before-hook below applies the spec's Zod rules and the per-address attempt limits, so the
 * pages, the API and any future caller pass the same checks.
 */
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import { z } from "zod";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { emailField, nameField, newPasswordField } from "~/domain/validation/auth";
import { CLIENT_IP_HEADER } from "../client-ip";
import type { Db } from "../db/client.server";
import { verifications } from "../db/schema";
import { hitRateLimit } from "../http/rate-limit.server";

/** Better Auth endpoints that answer over HTTP under /api/auth; every other path is a 404. */
const EXPOSED: Record<string, RegExp> = {
  GET: /^\/(callback\/(google|facebook|oidc)|verify-email)$/,
};

export function isExposedAuthRequest(request: Request, basePath = "/api/auth"): boolean {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${basePath}/`)) return false;
  return EXPOSED[request.method]?.test(pathname.slice(basePath.length)) ?? false;
}

export interface AttemptLimit {
  /** Attempts allowed per client address in one window, for each of sign-in, sign-up and reset requests. */
  max: number;
  windowSeconds: number;
}

/** The documented limit: 10 attempts per 5 minutes per address (AUTH_RATE_LIMIT_* change it). */
export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = { max: 10, windowSeconds: 300 };

export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";
export const INVALID_INPUT = "INVALID_INPUT";

/** Which attempt bucket an endpoint counts against. Password checks of every kind share one. */
const LIMITED: Record<string, "sign-in" | "sign-up" | "password-reset"> = {
  "/sign-in/email": "sign-in",
  "/verify-password": "sign-in",
  "/change-password": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "password-reset",
};

const SignUpRules = z.object({ name: nameField, email: emailField, password: newPasswordField });
const NewPasswordRules = z.object({ newPassword: newPasswordField });
const NameRules = z.object({ name: nameField.optional() });

/** The spec's rules for the endpoints that take a new password or a name. */
const RULES: Record<string, z.ZodType<Record<string, unknown>>> = {
  "/sign-up/email": SignUpRules,
  "/reset-password": NewPasswordRules,
  "/change-password": NewPasswordRules,
  "/set-password": NewPasswordRules,
  "/update-user": NameRules,
};

function invalid(error: z.ZodError): APIError {
  return new APIError("BAD_REQUEST", { message: error.issues[0]?.message ?? "Invalid input", code: INVALID_INPUT });
}

export function accountRules(db: Db, limit: AttemptLimit) {
  return createAuthMiddleware(async (ctx) => {
    const rules = RULES[ctx.path];
    let body = ctx.body as Record<string, unknown> | undefined;
    if (rules) {
      const parsed = rules.safeParse(body ?? {});
      if (!parsed.success) throw invalid(parsed.error);
      // The trimmed name (and lower-cased e-mail) is what gets stored.
      body = { ...body, ...parsed.data };
    }
    const bucket = LIMITED[ctx.path];
    // Calls from server code without a request (seeding, tests) have no address to count.
    if (bucket && ctx.headers) {
      const address = ctx.headers.get(CLIENT_IP_HEADER) || "unknown";
      const allowed = await hitRateLimit(db, `${bucket}:${address}`, {
        max: limit.max,
        windowMs: limit.windowSeconds * 1000,
      });
      if (!allowed) {
        throw new APIError("TOO_MANY_REQUESTS", { message: AUTH_MESSAGES.tooManyAttempts, code: TOO_MANY_ATTEMPTS });
      }
    }
    if (rules) return { context: { body } };
  });
}

/** Voids every reset link the user still holds (after a reset or any password change). */
export async function voidResetTokens(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}
