/** Forgotten passwords: a one-time link by e-mail, then a new password and a signed-in session. */
import { and, eq, gt } from "drizzle-orm";
import { isWellFormedResetToken } from "~/domain/validation/auth";
import { getDb } from "../db/index.server";
import { users, verifications } from "../db/schema";
import { getAuth } from "./auth.server";
import { linkOrigin, runWithLinkOrigin } from "../http/link-origin.server";
import { authResponse } from "./responses.server";

/**
 * Mails a reset link when the address has an account. The answer is the same either way and takes
 * as long (the mail goes out in the background); false only when this address asked too often.
 */
export async function requestPasswordReset(request: Request, email: string): Promise<boolean> {
  const auth = await getAuth();
  // The link goes to the address this request came to when the server answers it (never a forged Host).
  const response = await runWithLinkOrigin(linkOrigin(request), () =>
    authResponse(
      auth.api.requestPasswordReset({
        body: { email, redirectTo: "/reset-password" },
        headers: request.headers,
        asResponse: true,
      }),
    ),
  );
  return response.status !== 429;
}

/** The e-mail of the account a reset token belongs to, while the token is still usable. */
export async function emailForResetToken(token: string): Promise<string | null> {
  if (!isWellFormedResetToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())));
  return row?.email ?? null;
}

/** Sets the new password (ending every other session) and signs the user in; null when the token is no good. */
export async function resetPasswordAndSignIn(request: Request, token: string, password: string): Promise<Response | null> {
  const email = await emailForResetToken(token);
  if (!email) return null;
  const auth = await getAuth();
  const reset = await authResponse(
    auth.api.resetPassword({
      body: { token, newPassword: password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!reset.ok) return null;
  const signIn = await authResponse(
    auth.api.signInEmail({
      body: { email, password, rememberMe: false },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return signIn.ok ? signIn : null;
}
