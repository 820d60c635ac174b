/**
 * Who may create an account (issue 29): `SIGNUP=open` (anyone, the default), `invite` (only with an
 * invitation: an admin's invite link or a household invitation), `closed` (nobody). The same rule
 * answers the sign-up page, the auth endpoints and the calls to action on the landing and pricing pages.
 */
export const SIGNUP_MODES = ["open", "invite", "closed"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const SIGNUP_MESSAGES = {
  closed: "Sign-up is closed on this site. Ask the people who run it for an account.",
  inviteOnly: "Sign-up on this site is by invitation only. Open the invitation link you were sent.",
} as const;

/** Whether a new account may be created now; `invited` when the person came through a valid invitation. */
export function signupAllowed(mode: SignupMode, invited: boolean): boolean {
  if (mode === "open") return true;
  if (mode === "invite") return invited;
  return false;
}

/** Whether pages may invite visitors to sign up (the landing and pricing pages' calls to action). */
export function showsSignupCalls(mode: SignupMode): boolean {
  return mode === "open";
}

/** The reason a sign-up is refused in this mode (null: it is not). */
export function signupRefusal(mode: SignupMode, invited: boolean): string | null {
  if (signupAllowed(mode, invited)) return null;
  return mode === "closed" ? SIGNUP_MESSAGES.closed : SIGNUP_MESSAGES.inviteOnly;
}
