/**
 * Households (issue 27): the rules that need no database. Who may do what, when an invitation admits
 * someone, and who takes a household over when its owner's account goes.
 */
import { planRank } from "../billing/subscription";
import { HOUSEHOLD_MAX_MEMBERS, type PlanId } from "../plans";

export { HOUSEHOLD_MAX_MEMBERS };

/** How long an invitation link admits someone. */
export const INVITE_VALID_DAYS = 7;

/** The plan a household's owner needs (while billing is on) for the household to be open. */
export const HOUSEHOLD_PLAN: PlanId = "ultimate";

export const HOUSEHOLD_MESSAGES = {
  created: "Your household is ready. Invite the people you cook with.",
  renamed: "Household renamed.",
  inviteCreated: "Invitation link created. It works once, for 7 days.",
  inviteSent: "Invitation sent.",
  inviteWithdrawn: "Invitation revoked. The link no longer works.",
  joined: "Welcome to the household!",
  declined: "Invitation declined.",
  left: "You have left the household.",
  removed: "Member removed from the household.",
  ownerChanged: "Ownership handed over.",
  dissolved: "The household has been dissolved.",
  notFound: "Household not found.",
  alreadyMember: "You already belong to a household. Leave it first to join another.",
  full: `A household holds up to ${HOUSEHOLD_MAX_MEMBERS} members.`,
  ownerMustHandOver: "Hand the household to another member before you leave, or remove everyone and leave last.",
  notOwner: "Only the household's owner can do this.",
  needsPlan: "Households are part of the Ultimate plan. Upgrade to create one and invite the people you cook with.",
  lapsed: "The household's owner no longer has the Ultimate plan: what you share stays, read-only, until they renew.",
  inviteExpired: "This invitation has expired. Ask the household's owner for a new link.",
  inviteUsed: "This invitation has already been used. Ask the household's owner for a new link.",
  inviteDeclined: "This invitation was declined. Ask the household's owner for a new link.",
  inviteRevoked: "This invitation was revoked by the household's owner.",
  inviteInvalid: "This invitation link is not valid. Check that you copied all of it.",
  notYourself: "You cannot remove yourself: leave the household instead.",
  notAMember: "That cook is not a member of your household.",
  listShared: "List moved to the household: every member sees it, and its pantry marks count for the shared shopping list.",
  listPersonal: "List is personal again.",
  listNotYours: "Only the member who moved this list to the household can make it personal again.",
  noHousehold: "Join or create a household first.",
  cookbookShared: "Cookbook moved to the household: every member sees and edits it.",
  cookbookPersonal: "Cookbook is personal again.",
  cookbookNotYours: "Only the member who moved this cookbook to the household can make it personal again.",
  recipeNeedsHousehold: "Join or create a household to share a recipe with it.",
} as const;

/** Who added a shared row whose account has since been deleted. */
export const FORMER_MEMBER = "a former member";

export type InviteState = "valid" | "expired" | "used" | "declined" | "revoked";

export interface InviteDates {
  expiresAt: Date;
  usedAt: Date | null;
  declinedAt: Date | null;
  revokedAt: Date | null;
}

/** Whether an invitation still admits someone at `now` (revoked, used and declined say so before expired). */
export function inviteState(invite: InviteDates, now: Date = new Date()): InviteState {
  if (invite.revokedAt) return "revoked";
  if (invite.usedAt) return "used";
  if (invite.declinedAt) return "declined";
  return invite.expiresAt.getTime() <= now.getTime() ? "expired" : "valid";
}

/** What a cook opening a link that no longer admits anyone reads. */
export function inviteRefusal(state: Exclude<InviteState, "valid">): string {
  if (state === "expired") return HOUSEHOLD_MESSAGES.inviteExpired;
  if (state === "used") return HOUSEHOLD_MESSAGES.inviteUsed;
  if (state === "declined") return HOUSEHOLD_MESSAGES.inviteDeclined;
  return HOUSEHOLD_MESSAGES.inviteRevoked;
}

export function inviteExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000);
}

export interface MemberSince {
  userId: string;
  joinedAt: Date;
}

/**
 * Who takes the household over when `leavingOwnerId` goes: the longest-standing other member (ties by
 * id, so the choice never depends on row order), or null when nobody is left and it dissolves.
 */
export function nextOwner(members: readonly MemberSince[], leavingOwnerId: string): string | null {
  const others = members
    .filter((m) => m.userId !== leavingOwnerId)
    .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId));
  return others[0]?.userId ?? null;
}

/**
 * Whether a household whose owner has `ownerPlan` is open (shared features work) or kept read-only.
 * With billing off every account has the operator's default plan and households are open to all.
 */
export function isHouseholdOpen(ownerPlan: PlanId, billingOn: boolean): boolean {
  return !billingOn || planRank(ownerPlan) >= planRank(HOUSEHOLD_PLAN);
}

/**
 * The plan whose features and limits apply to what a household shares (decision 040): a member
 * gets at least the household's plan (Ultimate) while billing is on, whatever their own plan; with
 * billing off everyone has the operator's default plan. A lapsed household keeps this plan for
 * reading; its writes are refused (app/server/auth/entitlements.server.ts).
 */
export function kitchenPlan(viewerPlan: PlanId, billingOn: boolean): PlanId {
  if (!billingOn) return viewerPlan;
  return planRank(viewerPlan) >= planRank(HOUSEHOLD_PLAN) ? viewerPlan : HOUSEHOLD_PLAN;
}
