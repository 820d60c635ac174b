/** Sign-in, sign-up and social sign-in as the route actions use them. */
import { data } from "react-router";
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import type { LoginInput, SignupInput } from "~/domain/validation/auth";
import { ADMIN_MESSAGES } from "~/domain/admin/admins";
import { currentSignupRefusal } from "../admin/signup.server";
import { OIDC_PROVIDER_ID } from "~/domain/admin/single-sign-on";
import { ACCOUNT_DISABLED, getAuth, SIGNUP_REFUSED, socialProviders, type Auth } from "./auth.server";
import { authResponse, errorCodeOf, redirectWith } from "./responses.server";

/** What each endpoint call below passes besides its body: the request's headers, and a Response back. */
type CallOptions = { headers: Headers; asResponse: true };

/** Calls one Better Auth endpoint for this request; its error answers become Responses too. */
async function callAuth(request: Request, call: (api: Auth["api"], options: CallOptions) => Promise<Response>) {
  const auth = await getAuth();
  return authResponse(call(auth.api, { headers: request.headers, asResponse: true }));
}

/**
 * Signs in; the attempt counts against this address's limit (see gate.server.ts). `error` is the
 * message to show when it did not work.
 */
export async function signInWithPassword(request: Request, input: LoginInput) {
  const response = await callAuth(request, (api, options) =>
    api.signInEmail({ body: { email: input.email, password: input.password, rememberMe: input.rememberMe }, ...options }),
  );
  if (response.ok) return { ok: true as const, response };
  // Only a correct password reaches the disabled-account check (it runs as the session is made).
  if ((await errorCodeOf(response)) === ACCOUNT_DISABLED) {
    return { ok: false as const, status: 403, error: ADMIN_MESSAGES.disabled };
  }
  const limited = response.status === 429;
  return {
    ok: false as const,
    status: limited ? 429 : 401,
    error: limited ? AUTH_MESSAGES.tooManyAttempts : AUTH_MESSAGES.loginFailed,
  };
}

/** A sign-up's outcome: the auth response, or a message for the whole form or for the e-mail field. */
export type SignUpResult =
  | { ok: true; response: Response }
  | { ok: false; status: number; formError: string }
  | { ok: false; status: number; emailError: string };

export async function signUpWithPassword(request: Request, input: SignupInput): Promise<SignUpResult> {
  const response = await callAuth(request, (api, options) =>
    api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password }, ...options }),
  );
  const code = await errorCodeOf(response);
  if (!code) return { ok: true as const, response };
  if (response.status === 429) return { ok: false as const, status: 429, formError: AUTH_MESSAGES.tooManyAttempts };
  if (code === SIGNUP_REFUSED)
    return { ok: false as const, status: 403, formError: currentSignupRefusal() ?? AUTH_MESSAGES.signupFailed };
  return {
    ok: false as const,
    status: 400,
    emailError: code.startsWith("USER_ALREADY_EXISTS") ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.signupFailed,
  };
}

/** Starts a sign-in with a provider this install offers; an unknown or unconfigured one is a 400. */
export async function startSocialSignIn(request: Request, provider: string, callbackURL: string, ...extraCookies: string[]) {
  const offered = socialProviders();
  const known =
    provider === "google" || provider === "facebook" ? offered[provider] : provider === OIDC_PROVIDER_ID && offered.oidc;
  if (!known) throw data("Unknown provider", { status: 400 });
  const response = await callAuth(request, (api, options) =>
    api.signInSocial({ body: { provider, callbackURL, errorCallbackURL: `/login?provider=${provider}` }, ...options }),
  );
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null;
  if (!response.ok || !body?.url) throw data("This sign-in method is not available.", { status: 400 });
  return redirectWith(body.url, response, ...extraCookies);
}
