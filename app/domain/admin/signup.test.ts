import { describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES, showsSignupCalls, signupAllowed, signupRefusal } from "./signup";

describe("sign-up control", () => {
  it("open admits everyone, invite only the invited, closed nobody", () => {
    expect([signupAllowed("open", false), signupAllowed("open", true)]).toEqual([true, true]);
    expect([signupAllowed("invite", false), signupAllowed("invite", true)]).toEqual([false, true]);
    expect([signupAllowed("closed", false), signupAllowed("closed", true)]).toEqual([false, false]);
  });

  it("says why a sign-up is refused", () => {
    expect(signupRefusal("open", false)).toBeNull();
    expect(signupRefusal("invite", false)).toBe(SIGNUP_MESSAGES.inviteOnly);
    expect(signupRefusal("invite", true)).toBeNull();
    expect(signupRefusal("closed", true)).toBe(SIGNUP_MESSAGES.closed);
  });

  it("shows calls to sign up only while sign-up is open", () => {
    expect(showsSignupCalls("open")).toBe(true);
    expect(showsSignupCalls("invite")).toBe(false);
    expect(showsSignupCalls("closed")).toBe(false);
  });
});
