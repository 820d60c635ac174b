/**
 * Sign-up control (SIGNUP=open|invite|closed, issue 29). The rule is app/domain/admin/signup.ts; this
 * applies it to whichever way an account is created over HTTP (the sign-up form, social sign-in): the
 * auth hook refuses a new user unless the mode allows it. A sign-up that came through an invitation
 * (a household invitation link that still admits someone, or an admin's invite link, decision 051)
 * runs inside `asInvitedSignUp`, which only server code can enter, so no request can claim it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { signupRefusal, type SignupMode } from "~/domain/admin/signup";
import type { Db } from "../db/client.server";
import { env } from "../env.server";
import { siteInviteToken } from "~/domain/admin/site-invites";
import { readInvite } from "../households/households.server";
import { claimSiteInvite, readSiteInvite, settleSiteInvite } from "./site-invites.server";

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

/** Whether `redirectTo` is an invitation that still admits someone (a household join link or an admin's invite link). */
export async function isOpenInvitation(db: Db, redirectTo: string | null): Promise<boolean> {
  const siteToken = siteInviteToken(redirectTo);
  if (siteToken) return (await readSiteInvite(db, siteToken)).state === "valid";
  const token = redirectTo ? HOUSEHOLD_JOIN.exec(redirectTo)?.[1] : undefined;
  if (!token) return false;
  return (await readInvite(db, decodeURIComponent(token))).state === "valid";
}

/**
 * Creates an account through an admin's invite link: the link is claimed first (one sign-up per
 * link, even two at once), the account made as an invited sign-up, and the claim given back when
 * the account could not be made (an e-mail already taken, say). `fallback` runs when the link no
 * longer admits anyone, so the mode's own rule answers.
 */
export async function signUpThroughSiteInvite<T extends { ok: boolean }>(
  db: Db,
  redirectTo: string | null,
  email: string,
  create: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  const token = siteInviteToken(redirectTo);
  const claimed = token ? await claimSiteInvite(db, token) : null;
  if (!claimed) return fallback();
  let result: T | undefined;
  try {
    result = await asInvitedSignUp(create);
    return result;
  } finally {
    await settleSiteInvite(db, claimed, result?.ok ? email : null);
  }
}
