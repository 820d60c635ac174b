/**
 * Deleting one's own account: the password again (or, for an account without one, a sign-in from
 * the last few minutes), then every row and every stored mail copy goes, and the session ends.
 */
import { AUTH_MESSAGES } from "~/domain/messages/auth";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { FRESH_SIGN_IN_MINUTES, type DeleteAccountInput } from "~/domain/validation/auth";
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

/**
 * The settings page's delete action, after its form has been parsed: the redirect home (carrying the
 * sign-out) when done, else the reason as a failed outcome.
 */
export async function deleteOwnAccount(
  db: Db,
  request: Request,
  userId: string,
  input: DeleteAccountInput,
): Promise<Outcome<Response>> {
  const confirmed = await confirmIdentity(db, request, userId, input.password);
  if (!confirmed.ok) return confirmed;
  const signOut = await authResponse((await getAuth()).api.signOut({ headers: request.headers, asResponse: true }));
  const deleted = await deleteAccount(db, userId);
  if (!deleted.ok) return deleted;
  await getMailer().forget?.({ userId, email: deleted.value.email });
  return succeed(redirectWith("/", signOut, await flashHeader(AUTH_MESSAGES.accountDeleted, "info")));
}
