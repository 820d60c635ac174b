/** Household forms (issue 27): one schema serves the settings tab's forms and the server. */
import { z } from "zod";

export const HOUSEHOLD_NAME_MAX = 60;
export const INVITE_FOR_MAX = 100;

export const HOUSEHOLD_INTENTS = [
  "household-create",
  "household-rename",
  "household-invite",
  "household-revoke",
  "household-leave",
  "household-remove",
  "household-transfer",
] as const;
export type HouseholdIntent = (typeof HOUSEHOLD_INTENTS)[number];

export const HouseholdNameSchema = z.object({
  name: z
    .string({ error: "Household name is required" })
    .trim()
    .min(1, "Household name is required")
    .max(HOUSEHOLD_NAME_MAX, `Household name must be less than ${HOUSEHOLD_NAME_MAX} characters`),
});
export type HouseholdNameInput = z.infer<typeof HouseholdNameSchema>;

/** Who the link is for (shown in the list of open invitations), and an address to mail it to. */
export const InviteSchema = z.object({
  forWhom: z
    .string({ error: "Please say who the invitation is for" })
    .trim()
    .min(1, "Please say who the invitation is for")
    .max(INVITE_FOR_MAX, `Please keep it under ${INVITE_FOR_MAX} characters`),
  email: z
    .string()
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type InviteInput = z.infer<typeof InviteSchema>;

const uuid = z.uuid("Invitation not found");

export const InviteIdSchema = z.object({ inviteId: uuid });

/** A member named by the owner (remove, hand over). User ids are Better Auth's text ids. */
export const MemberSchema = z.object({ memberId: z.string().trim().min(1).max(64) });

/** The token of an invitation link: base64url, 43 characters for 256 bits. */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
