/**
 * Who runs this Simmer (issue 29): the accounts whose e-mail the operator lists in ADMIN_EMAILS, and
 * those made admins from the command line (`npm run user:admin`). One rule, used by the admin pages'
 * gate, the sidebar link and the command.
 */
import { z } from "zod";

/** ADMIN_EMAILS as the operator writes it: addresses separated by commas (spaces and case ignored). */
export const AdminEmailsSchema = z
  .string()
  .default("")
  .transform((text) =>
    text
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.length > 0),
  )
  .pipe(z.array(z.email({ error: (issue) => `"${String(issue.input)}" is not an e-mail address` })));

export interface AdminCandidate {
  email: string;
  /** Made an admin from the command line. */
  isAdmin: boolean;
  /** The single sign-on provider put the account in OIDC_ADMIN_GROUP at its last sign-in (decision 057). */
  providerAdmin?: boolean;
  /** The account has confirmed its e-mail address (ADMIN_EMAILS counts only then). */
  emailVerified: boolean;
  /** A disabled account is no admin, whatever else says so. */
  disabledAt?: Date | null;
}

/**
 * An admin: made one from the command line or by the single sign-on provider's admin group, or holding an ADMIN_EMAILS address it has confirmed.
 * Without the confirmation whoever signed up first with that address (before its owner did) would
 * run the site.
 */
export function isAdminAccount(account: AdminCandidate, adminEmails: readonly string[]): boolean {
  if (account.disabledAt) return false;
  return (
    account.isAdmin || Boolean(account.providerAdmin) || (account.emailVerified && isListedAdminEmail(account.email, adminEmails))
  );
}

/** Whether the address is in ADMIN_EMAILS (confirmed or not): such an account is asked to confirm it. */
export function isListedAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}

/** What an admin may do to an account or a reported recipe; each is one row of the audit log. */
export const ADMIN_ACTIONS = [
  "user.sign-out-everywhere",
  "user.disable",
  "user.enable",
  "user.grant-admin",
  "user.revoke-admin",
  "user.send-reset-link",
  "user.delete",
  "user.grant-plan",
  "recipe.dismiss-reports",
  "recipe.hide",
  "recipe.delete",
  "invite.create",
  "invite.revoke",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  "user.sign-out-everywhere": "Signed out everywhere",
  "user.disable": "Disabled",
  "user.enable": "Enabled",
  "user.grant-admin": "Made an admin",
  "user.revoke-admin": "No longer an admin",
  "user.send-reset-link": "Sent a password-reset link",
  "user.delete": "Deleted the account",
  "user.grant-plan": "Granted a plan",
  "recipe.dismiss-reports": "Dismissed reports on a recipe",
  "recipe.hide": "Hid a recipe",
  "recipe.delete": "Deleted a recipe",
  "invite.create": "Created an invite link",
  "invite.revoke": "Revoked an invite link",
};

export const ADMIN_MESSAGES = {
  confirmEmail: "This account's e-mail is one of the site's admin addresses. Confirm it to open the admin area.",
  confirmationSent: (email: string) => `We sent a confirmation link to ${email}. Open it to open the admin area.`,
  notYourself: "You can't do that to your own account.",
  lastAdmin: "This is the last admin: make another account an admin first.",
  disabled: "This account has been disabled. Please contact the people who run this site.",
  signedOut: (name: string) => `${name} has been signed out everywhere.`,
  disabledDone: (name: string) => `${name} has been disabled and signed out everywhere.`,
  enabledDone: (name: string) => `${name} can sign in again.`,
  resetSent: (email: string) => `A password-reset link was sent to ${email}.`,
  resetRefused: "That address was sent several reset links recently. Please try again later.",
  deletedDone: (name: string) => `${name}'s account and everything in it have been deleted.`,
  granted: (name: string, plan: string, endsAt: Date | null) =>
    `${name} now has ${plan}${endsAt ? ` until ${endsAt.toISOString().slice(0, 10)}` : ", without an end"}.`,
} as const;

/** Users per page of the admin's user list. */
export const ADMIN_USERS_PAGE_SIZE = 25;
