/**
 * Sign-up control (SIGNUP=open|invite|closed, issue 29). The rule is app/domain/admin/signup.ts; this
 * applies it to whichever way an account is created over HTTP (the sign-up form, social sign-in): the
 * auth hook refuses a new user unless the mode allows it. A sign-up that came through an invitation
 * (a household invitation link that still admits someone) runs inside `asInvitedSignUp`, which only
 * server code can enter, so no request can claim it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { signupRefusal, type SignupMode } from "~/domain/admin/signup";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { readInvite } from "../households/households.server";

const invited = new AsyncLocalStorage<true>();

export function signupMode(): SignupMode {
  return env().SIGNUP;
}

/** Runs `create` as an invited sign-up (the caller has checked the invitation). */
export function asInvitedSignUp<T>(create: () => Promise<T>): Promise<T> {
  return invited.run(true, create);
}

/** Why an account may not be created right now (null: it may). */
export function currentSignupRefusal(): string | null {
  return signupRefusal(signupMode(), invited.getStore() === true);
}

const HOUSEHOLD_JOIN = /^\/household\/join\/([^/?#]+)$/;

/** Whether `redirectTo` is an invitation that still admits someone (a household join link). */
export async function isOpenInvitation(db: Db, redirectTo: string | null): Promise<boolean> {
  const token = redirectTo ? HOUSEHOLD_JOIN.exec(redirectTo)?.[1] : undefined;
  if (!token) return false;
  return (await readInvite(db, decodeURIComponent(token))).state === "valid";
}
