/** Sign-in, sign-up and social sign-in as the route actions use them. */
import { data } from "react-router";
import { AUTH_MESSAGES } from "~/domain/messages";
import type { LoginInput, SignupInput } from "~/domain/validation/auth";
import { getDb } from "../db/index.server";
import { env } from "../env.server";
import { hitRateLimit } from "../services/rate-limit.server";
import { clientIp } from "../client-ip";
import { getAuth } from "./auth.server";
import { errorCodeOf, redirectWith } from "./responses.server";

/** Counts an attempt for this client IP; throws a 429 with the message when over the limit. */
export async function limitAttempts(request: Request, action: "sign-in" | "password-reset") {
  const config = env();
  const allowed = await hitRateLimit(await getDb(), `${action}:${clientIp(request)}`, {
    max: config.AUTH_RATE_LIMIT_MAX,
    windowMs: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  return allowed ? null : AUTH_MESSAGES.tooManyAttempts;
}

export async function signInWithPassword(request: Request, input: LoginInput) {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
    headers: request.headers,
    asResponse: true,
  });
  return { ok: response.ok, response };
}

export async function signUpWithPassword(request: Request, input: SignupInput) {
  const auth = await getAuth();
  const response = await auth.api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  });
  const code = await errorCodeOf(response);
  if (!code) return { ok: true as const, response };
  return {
    ok: false as const,
    error: code.startsWith("USER_ALREADY_EXISTS") ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.signupFailed,
  };
}

export async function startSocialSignIn(request: Request, provider: string, callbackURL: string) {
  if (provider !== "google" && provider !== "facebook") throw data("Unknown provider", { status: 400 });
  const auth = await getAuth();
  const response = await auth.api.signInSocial({
    body: { provider, callbackURL, errorCallbackURL: "/login?error=social" },
    headers: request.headers,
    asResponse: true,
  });
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null;
  if (!response.ok || !body?.url) throw data("This sign-in method is not available.", { status: 400 });
  return redirectWith(body.url, response);
}
