/**
 * An account made by the person who runs the site, from the command line (`npm run user:create`):
 * the way in for the first account of a site that starts with SIGNUP=invite or closed, where nobody
 * can sign up over HTTP. It goes through Better Auth's own sign-up (the password rules and hashing
 * of the form) as an invited sign-up, is marked confirmed (the operator vouches for the address), and
 * may be made an admin, with the audit row `npm run user:admin` writes. The SIGNUP mode gates
 * accounts made over HTTP (the sign-up hook reads the request's headers); a call from the server with
 * no request is the operator's own.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { emailField, nameField, newPasswordField } from "~/domain/validation/auth";
import { fail, succeed, type Outcome } from "~/domain/outcome";
import { ensureProfile } from "../accounts/profiles.server";
import { getAuth } from "../auth/auth.server";
import type { Db } from "../db/client.server";
import { users } from "../db/schema";
import { setAdminByEmail } from "./admin.server";

export const OperatorAccountSchema = z.object({ name: nameField, email: emailField, password: newPasswordField });
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

export async function createOperatorAccount(
  db: Db,
  input: OperatorAccount,
  options: { admin: boolean },
): Promise<Outcome<string>> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
  if (taken) return fail(409, `An account with the e-mail ${input.email} already exists.`);
  const auth = await getAuth();
  const made = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, made.user.id));
  await ensureProfile(db, made.user);
  if (!options.admin) return succeed(`${made.user.email} can now sign in.`);
  const admin = await setAdminByEmail(db, made.user.email, true);
  return admin.ok ? succeed(`${made.user.email} can now sign in, as an admin.`) : admin;
}
