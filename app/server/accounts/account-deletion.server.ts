/**
 * Deleting one's own account: the password again (or, for an account without one, a sign-in from
 * the last few minutes), then every row and every stored mail copy goes, and the session ends.
 */
import { data } from "react-router";
import { AUTH_MESSAGES } from "~/domain/messages";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { DeleteAccountSchema, FRESH_SIGN_IN_MINUTES } from "~/domain/validation/auth";
import type { Db } from "../db/client.server";
import { flashHeader } from "../flash.server";
import { getMailer } from "../mail/mailer.server";
import { deleteAccount, hasPasswordLogin } from "./account.server";
import { getAuth } from "../auth/auth.server";
import { authResponse, redirectWith } from "../auth/responses.server";

export { FRESH_SIGN_IN_MINUTES };

export const DELETE_MESSAGES = {
  passwordRequired: "Please enter your password to confirm.",
  wrongPassword: "That password is not correct. Your account has not been deleted.",
  signInAgain: `Please log out and sign in again, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
} as const;

/** Checks that the person asking is the account holder right now. */
export async function confirmIdentity(db: Db, request: Request, userId: string, password: string | undefined): Promise<Outcome> {
  const auth = await getAuth();
  if (await hasPasswordLogin(db, userId)) {
    if (!password) return fail(400, DELETE_MESSAGES.passwordRequired);
    const check = await authResponse(auth.api.verifyPassword({ body: { password }, headers: request.headers, asResponse: true }));
    if (check.status === 429) return fail(429, AUTH_MESSAGES.tooManyAttempts);
    return check.ok ? succeed(undefined) : fail(403, DELETE_MESSAGES.wrongPassword);
  }
  const session = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
  const age = session ? Date.now() - new Date(session.session.createdAt).getTime() : Infinity;
  return age <= FRESH_SIGN_IN_MINUTES * 60_000 ? succeed(undefined) : fail(403, DELETE_MESSAGES.signInAgain);
}

/** The settings page's delete action: a redirect home when done, else the reason as a 4xx answer. */
export async function deleteOwnAccount(db: Db, request: Request, userId: string, formData: FormData) {
  const parsed = DeleteAccountSchema.safeParse({ password: formData.get("password") ?? undefined });
  if (!parsed.success) {
    return data({ ok: false, intent: "delete-account", message: parsed.error.issues[0].message }, { status: 400 });
  }
  const confirmed = await confirmIdentity(db, request, userId, parsed.data.password);
  if (!confirmed.ok) {
    return data({ ok: false, intent: "delete-account", message: confirmed.message }, { status: confirmed.status });
  }
  const signOut = await authResponse((await getAuth()).api.signOut({ headers: request.headers, asResponse: true }));
  const deleted = await deleteAccount(db, userId);
  if (!deleted.ok) return data({ ok: false, intent: "delete-account", message: deleted.message }, { status: deleted.status });
  await getMailer().forget?.({ userId, email: deleted.value.email });
  return redirectWith("/", signOut, await flashHeader(AUTH_MESSAGES.accountDeleted, "info"));
}
