/** The forms of the admin's user page (issue 29): one field, the action, checked on the server. */
import { z } from "zod";

export const USER_ACTIONS = ["sign-out-everywhere", "disable", "enable", "send-reset-link", "delete"] as const;

/** Deleting an account asks for a ticked box as well as the button: it cannot be undone. */
export const DELETE_CONFIRMATION_MESSAGE = "Tick the box to confirm that this account and everything in it will be deleted.";

export const UserActionSchema = z
  .object({
    intent: z.enum(USER_ACTIONS, { error: "Choose an action." }),
    confirm: z.literal("yes").optional().catch(undefined),
  })
  .refine((v) => v.intent !== "delete" || v.confirm === "yes", { message: DELETE_CONFIRMATION_MESSAGE, path: ["confirm"] });
export type UserActionInput = z.infer<typeof UserActionSchema>;
