/** The forms of the admin's user page (issue 29), checked on the server. */
import { z } from "zod";
import { PLAN_IDS } from "../plans";

export const USER_ACTIONS = ["sign-out-everywhere", "disable", "enable", "send-reset-link", "delete", "grant-plan"] as const;

/** Deleting an account asks for a ticked box as well as the button: it cannot be undone. */
export const DELETE_CONFIRMATION_MESSAGE = "Tick the box to confirm that this account and everything in it will be deleted.";
export const GRANT_MESSAGES = {
  plan: "Choose a plan.",
  until: "Pick a day after today, or leave the day empty for a grant without an end.",
} as const;
/** The furthest a grant's end may be set (about ten years). */
export const GRANT_MAX_DAYS = 3660;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day a grant ends, as the date field sends it: "" (no end) or a day after `today`, at most GRANT_MAX_DAYS on. */
export function grantEndDay(value: string, today: Date): Date | null | "invalid" {
  if (value === "") return null;
  if (!DAY.test(value)) return "invalid";
  // The grant lasts through that whole day (UTC).
  const end = new Date(`${value}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== value) return "invalid";
  const days = (end.getTime() - today.getTime()) / 86_400_000;
  return days < 1 || days > GRANT_MAX_DAYS + 1 ? "invalid" : end;
}

export const UserActionSchema = z
  .object({
    intent: z.enum(USER_ACTIONS, { error: "Choose an action." }),
    confirm: z.literal("yes").optional().catch(undefined),
    plan: z.enum(PLAN_IDS, { error: GRANT_MESSAGES.plan }).optional(),
    until: z.string().trim().default(""),
  })
  .refine((v) => v.intent !== "delete" || v.confirm === "yes", { message: DELETE_CONFIRMATION_MESSAGE, path: ["confirm"] })
  .refine((v) => v.intent !== "grant-plan" || v.plan !== undefined, { message: GRANT_MESSAGES.plan, path: ["plan"] })
  .refine((v) => v.intent !== "grant-plan" || grantEndDay(v.until, new Date()) !== "invalid", {
    message: GRANT_MESSAGES.until,
    path: ["until"],
  });
export type UserActionInput = z.infer<typeof UserActionSchema>;
