/** The forms of the admin's user page (issue 29): one field, the action, checked on the server. */
import { z } from "zod";

export const USER_ACTIONS = ["sign-out-everywhere", "disable", "enable"] as const;

export const UserActionSchema = z.object({
  intent: z.enum(USER_ACTIONS, { error: "Choose an action." }),
});
export type UserActionInput = z.infer<typeof UserActionSchema>;
