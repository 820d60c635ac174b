/**
 * Moderation of shared recipes (issue 29; docs/decisions/050): what a cook may report, what admins
 * decide, and the words both read. A recipe's moderation state is one of:
 *
 *   null      nothing decided: the author's sharing choice holds
 *   "held"    reported by REPORT_HOLD_THRESHOLD different cooks: off the public until an admin looks
 *   "hidden"  taken down by an admin: private to its author, who reads why
 *   "suspended"  its author's account is disabled: shared with everyone again when it is enabled
 *   "review"  shared by an account younger than NEW_ACCOUNT_HOURS while MODERATE_NEW_ACCOUNTS=true:
 *             shared with everyone once an admin approves it
 *
 * Either state keeps `is_public` false, so every read goes through the one visibility rule as it
 * is (a held or hidden recipe is simply not shared with everyone), and the author cannot share it
 * with everyone again until an admin dismisses the reports.
 */
import { z } from "zod";
import { MAX_RECIPE_ID } from "../recipes/recipe-id";

export const REPORT_REASONS = ["spam", "offensive", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or hateful",
  copyright: "Copied without permission",
  other: "Something else",
};

export const MODERATION_STATES = ["held", "hidden", "suspended", "review"] as const;
/** With MODERATE_NEW_ACCOUNTS=true, what an account this young shares with everyone waits for review. */
export const NEW_ACCOUNT_HOURS = 24;

export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_HOURS * 60 * 60 * 1000;
}
export type ModerationState = (typeof MODERATION_STATES)[number];

/** Reports from this many different cooks hold a recipe back from the public until reviewed (REPORT_HOLD_THRESHOLD). */
export const DEFAULT_REPORT_HOLD_THRESHOLD = 3;
/** Reports one cook may send per hour. */
export const REPORTS_PER_HOUR = 10;
export const REPORT_NOTE_MAX = 500;
export const MODERATION_NOTE_MAX = 300;

export const MODERATION_MESSAGES = {
  reason: "Please choose a reason.",
  noteTooLong: `Please keep the note under ${REPORT_NOTE_MAX} characters.`,
  noteNeeded: "Please say what is wrong with this recipe.",
  reported: "Thank you. The people who run this site will look at this recipe.",
  alreadyReported: "You have already reported this recipe.",
  ownRecipe: "You can't report your own recipe.",
  notFound: "Recipe not found",
  tooMany: "You have sent many reports in the last hour. Please try again later.",
  heldNote: "Reported by several cooks: it is hidden from everyone else until the people who run this site have looked at it.",
  hiddenDefault: "It breaks this site's rules.",
  cannotShare: "This recipe was taken off the public by the people who run this site, so it can't be shared with everyone.",
  awaitingReview:
    "Thanks for sharing. Recipes from new accounts are looked at by the people who run this site before everyone sees them.",
  approved: (title: string) => `“${title}” is shared with everyone.`,
  dismissed: (title: string) => `Reports on “${title}” dismissed.`,
  hidden: (title: string) => `“${title}” is hidden from everyone but its author.`,
  deleted: (title: string) => `“${title}” was deleted.`,
  moderationNoteTooLong: `Please keep the note to the author under ${MODERATION_NOTE_MAX} characters.`,
} as const;

/** The report form on a shared recipe. "Something else" needs a note; the others may have one. */
export const ReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reason }),
    note: z.string().trim().max(REPORT_NOTE_MAX, MODERATION_MESSAGES.noteTooLong).default(""),
  })
  .refine((v) => v.reason !== "other" || v.note.length > 0, { message: MODERATION_MESSAGES.noteNeeded, path: ["note"] });
export type ReportInput = z.infer<typeof ReportSchema>;

export const MODERATION_ACTIONS = ["dismiss", "hide", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The admin's decision on a reported recipe; `note` is what the author reads when it is hidden. */
export const ModerationSchema = z.object({
  intent: z.enum(MODERATION_ACTIONS, { error: "Choose an action." }),
  // Bounded like every recipe id (an integer column): 99999999999 is "not found", not a database error.
  recipeId: z.coerce
    .number({ error: MODERATION_MESSAGES.notFound })
    .int()
    .positive(MODERATION_MESSAGES.notFound)
    .max(MAX_RECIPE_ID, MODERATION_MESSAGES.notFound),
  note: z.string().trim().max(MODERATION_NOTE_MAX, MODERATION_MESSAGES.moderationNoteTooLong).default(""),
});
export type ModerationInput = z.infer<typeof ModerationSchema>;

/** Whether the author may share a recipe in this moderation state with everyone (decided by an admin: no). */
export function canShareWithEveryone(state: ModerationState | null): boolean {
  return state === null || state === "review";
}

/** Whether a recipe with this many open reports from different cooks is held back from the public. */
export function shouldHold(openReports: number, threshold: number): boolean {
  return threshold > 0 && openReports >= threshold;
}

/** Why a hidden recipe was hidden, as its author reads it (page and e-mail): the admin's note, or the rules. */
export function hiddenReason(note: string | null): string {
  return note || MODERATION_MESSAGES.hiddenDefault;
}

/** What the author reads on their recipe page about a moderation state (null: nothing to say). */
export function authorNotice(state: ModerationState | null, note: string | null): string | null {
  if (state === "held") return `Hidden while it is reviewed. ${MODERATION_MESSAGES.heldNote}`;
  if (state === "hidden") return `Taken off the public by the people who run this site: ${hiddenReason(note)}`;
  if (state === "suspended") return "Hidden from everyone while your account is disabled.";
  if (state === "review") return `Waiting for review. ${MODERATION_MESSAGES.awaitingReview}`;
  return null;
}
