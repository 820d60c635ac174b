/**
 * An admin's invite links (issue 29, decision 051): with `SIGNUP=invite` the way someone new gets an
 * account, besides a household invitation. A link works once, for SITE_INVITE_DAYS days, and can be
 * revoked until it is used.
 */
import { z } from "zod";

export const SITE_INVITE_DAYS = 7;
export const SITE_INVITE_NOTE_MAX = 100;

export type SiteInviteState = "valid" | "used" | "expired" | "revoked";

export const SITE_INVITE_MESSAGES = {
  created: `Invite link created. Send it to the person you invite: it works once, for ${SITE_INVITE_DAYS} days.`,
  revoked: "Invite link revoked: it no longer works.",
  notFound: "Invite link not found.",
  noteTooLong: `Please keep the note under ${SITE_INVITE_NOTE_MAX} characters.`,
  badEmail: "Please enter a valid email address, or leave it empty.",
  invalid: "This invitation link is not valid. Ask the person who sent it for a new one.",
  used: "This invitation link has already been used. Ask the person who sent it for a new one.",
  expired: "This invitation link has expired. Ask the person who sent it for a new one.",
} as const;

/** The page a link opens (`/invite/<token>`); the sign-up form carries it as `redirectTo`. */
export const SITE_INVITE_PATH = /^\/invite\/([A-Za-z0-9_-]{43})$/;

export function siteInvitePath(token: string): string {
  return `/invite/${token}`;
}

/** The token of an invite link's path, or null for any other path. */
export function siteInviteToken(path: string | null | undefined): string | null {
  return (path && SITE_INVITE_PATH.exec(path)?.[1]) || null;
}

export function siteInviteState(
  invite: { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null },
  now: Date = new Date(),
): SiteInviteState {
  if (invite.revokedAt) return "revoked";
  if (invite.usedAt) return "used";
  return invite.expiresAt.getTime() <= now.getTime() ? "expired" : "valid";
}

/** What someone opening a link that no longer admits anyone reads. */
export function siteInviteRefusal(state: Exclude<SiteInviteState, "valid"> | "invalid"): string {
  return state === "used"
    ? SITE_INVITE_MESSAGES.used
    : state === "expired"
      ? SITE_INVITE_MESSAGES.expired
      : SITE_INVITE_MESSAGES.invalid;
}

export function siteInviteExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + SITE_INVITE_DAYS * 24 * 60 * 60 * 1000);
}

export const SiteInviteActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    note: z.string().trim().max(SITE_INVITE_NOTE_MAX, SITE_INVITE_MESSAGES.noteTooLong).default(""),
    /** Optional: the invited cook's address, which may then also sign in through single sign-on (decision 057). */
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, SITE_INVITE_MESSAGES.badEmail)
      .pipe(z.union([z.literal(""), z.email(SITE_INVITE_MESSAGES.badEmail)]))
      .default("")
      .transform((address) => address || null),
  }),
  z.object({ intent: z.literal("revoke"), inviteId: z.uuid(SITE_INVITE_MESSAGES.notFound) }),
]);
export type SiteInviteAction = z.infer<typeof SiteInviteActionSchema>;
