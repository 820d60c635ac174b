/**
 * The settings page's Household tab, on the server: its data, and its forms' intents parsed with
 * their schemas and handed to the households capability. (Part of the app.settings route module.)
 */
import type { SessionUser } from "~/domain/accounts/session-user";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { INVITE_VALID_DAYS, isHouseholdOpen } from "~/domain/households/household";
import type { FailureStatus, Outcome } from "~/domain/outcome";
import {
  HouseholdNameSchema,
  InviteIdSchema,
  InviteSchema,
  MemberSchema,
  type HouseholdIntent,
} from "~/domain/validation/household";
import type { HouseholdReply, HouseholdTabData } from "~/features/households/household-tab";
import { billingProvider } from "~/server/billing/checkout.server";
import type { Db } from "~/server/db/client.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import {
  createHousehold,
  createInvite,
  getHousehold,
  leaveHousehold,
  removeMember,
  renameHousehold,
  revokeInvite,
  transferOwnership,
} from "~/server/households/households.server";
import { getMailer } from "~/server/mail/mailer.server";
import { householdInviteMail } from "~/server/mail/templates.server";

export async function householdTabData(db: Db, user: SessionUser): Promise<HouseholdTabData> {
  return {
    household: await getHousehold(db, user),
    canCreate: isHouseholdOpen(user.planId, billingProvider() !== "none"),
  };
}

type Reply = HouseholdReply & { status: 200 | FailureStatus };

function reply(intent: HouseholdIntent, outcome: Outcome<unknown>, extra: Partial<HouseholdReply> = {}): Reply {
  return outcome.ok
    ? { ok: true, status: 200, intent, message: outcome.message ?? GENERAL_MESSAGES.saved, ...extra }
    : { ok: false, status: outcome.status, intent, message: outcome.message };
}

function invalid(intent: HouseholdIntent, issues: { message: string }[]): Reply {
  return { ok: false, status: 400, intent, message: issues[0]?.message ?? GENERAL_MESSAGES.invalid };
}

const field = (form: FormData, name: string) => form.get(name) ?? undefined;

export async function householdAction(
  db: Db,
  user: SessionUser,
  intent: HouseholdIntent,
  form: FormData,
  request: Request,
): Promise<Reply> {
  switch (intent) {
    case "household-create":
    case "household-rename": {
      const parsed = HouseholdNameSchema.safeParse({ name: field(form, "name") });
      if (!parsed.success) return invalid(intent, parsed.error.issues);
      const run = intent === "household-create" ? createHousehold : renameHousehold;
      return reply(intent, await run(db, user, parsed.data));
    }
    case "household-invite": {
      const parsed = InviteSchema.safeParse({ forWhom: field(form, "forWhom"), email: field(form, "email") });
      if (!parsed.success) return invalid(intent, parsed.error.issues);
      const made = await createInvite(db, user, parsed.data);
      if (!made.ok) return reply(intent, made);
      const link = new URL(`/household/join/${made.value.token}`, linkOrigin(request)).toString();
      if (parsed.data.email) {
        await getMailer().send({
          ...householdInviteMail(parsed.data.email, user.name, made.value.householdName, link, INVITE_VALID_DAYS),
          userId: user.id,
        });
      }
      return reply(intent, made, {
        inviteLink: link,
        message: parsed.data.email ? `${made.message} We also sent it to ${parsed.data.email}.` : made.message,
      });
    }
    case "household-revoke": {
      const parsed = InviteIdSchema.safeParse({ inviteId: field(form, "inviteId") });
      if (!parsed.success) return { ok: false, status: 404, intent, message: "Invitation not found" };
      return reply(intent, await revokeInvite(db, user, parsed.data.inviteId));
    }
    case "household-remove":
    case "household-transfer": {
      const parsed = MemberSchema.safeParse({ memberId: field(form, "memberId") });
      if (!parsed.success) return invalid(intent, parsed.error.issues);
      const run = intent === "household-remove" ? removeMember : transferOwnership;
      return reply(intent, await run(db, user, parsed.data.memberId));
    }
    case "household-leave":
      return reply(intent, await leaveHousehold(db, user));
  }
}
