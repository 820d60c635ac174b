/**
 * Settings → Household: form a household, invite by link, see who belongs, leave or hand it over.
 * Plain forms posting to the settings page: the same with and without JavaScript; the page shows the
 * outcome (and a new invitation's link, once) in a status banner.
 */
import { ReplyBanner } from "~/components/ui/reply-banner";
import { Crown, Link2, UserRound, Users } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { HOUSEHOLD_NAME_MAX, INVITE_FOR_MAX, type HouseholdIntent } from "~/domain/validation/household";

export interface HouseholdTabData {
  household: {
    name: string;
    isOwner: boolean;
    ownerName: string;
    open: boolean;
    members: { userId: string; name: string; joinedAt: string; isOwner: boolean }[];
    invites: { id: string; forWhom: string; email: string | null; expiresAt: string }[];
  } | null;
  /** Whether this cook may form a household (their plan, or billing off). */
  canCreate: boolean;
}

export interface HouseholdReply {
  ok: boolean;
  intent: HouseholdIntent;
  message: string;
  /** A new invitation's link: shown once. */
  inviteLink?: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

function IntentButton({
  intent,
  label,
  variant = "secondary",
  fields = {},
}: {
  intent: HouseholdIntent;
  label: string;
  variant?: "secondary" | "danger" | "ghost";
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
}

function Banner({ reply }: { reply: HouseholdReply }) {
  const secret = reply.inviteLink ? { label: "Invitation link", value: reply.inviteLink } : null;
  return <ReplyBanner ok={reply.ok} message={reply.message} secret={secret} />;
}

function CreateHousehold({ canCreate }: { canCreate: boolean }) {
  if (!canCreate) {
    return (
      <div className="bg-warm-50 ring-warm-200 rounded-2xl p-5 ring-1">
        <p className="text-warm-800">{HOUSEHOLD_MESSAGES.needsPlan}</p>
        <Link to="/pricing" className="text-accent-orange mt-2 inline-block font-semibold underline underline-offset-4">
          See the plans
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="household-create" />
      <p className="text-warm-700">
        Share one meal plan and one shopping list with the people you cook with: up to {HOUSEHOLD_MAX_MEMBERS} members.
      </p>
      <label htmlFor="household-name" className="text-warm-800 block text-sm font-semibold">
        Household name
      </label>
      <input
        id="household-name"
        name="name"
        required
        maxLength={HOUSEHOLD_NAME_MAX}
        placeholder="The Okafor kitchen"
        className={inputClass}
      />
      <Button type="submit">Create Household</Button>
    </Form>
  );
}

export function HouseholdTab({ data, reply }: { data: HouseholdTabData; reply?: HouseholdReply }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { household } = data;
  return (
    <section aria-labelledby="household-heading" aria-busy={busy} className="space-y-6">
      <h2 id="household-heading" className="text-warm-900 text-2xl font-bold">
        Household
      </h2>
      {reply && <Banner reply={reply} />}
      {!household && <CreateHousehold canCreate={data.canCreate} />}
      {household && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Users className="text-accent-orange h-6 w-6" aria-hidden="true" />
            <p className="text-warm-900 text-xl font-semibold">{household.name}</p>
            <p className="text-warm-700">
              {household.members.length} of {HOUSEHOLD_MAX_MEMBERS} members · owner {household.ownerName}
            </p>
          </div>
          {!household.open && (
            <div role="note" className="bg-accent-yellow-light text-warm-900 rounded-2xl p-4">
              <p>{HOUSEHOLD_MESSAGES.lapsed}</p>
              <Link to="/pricing" className="text-accent-orange font-semibold underline underline-offset-4">
                See the plans
              </Link>
            </div>
          )}

          <div>
            <h3 className="text-warm-900 font-semibold">Members</h3>
            <ul className="divide-warm-100 mt-2 divide-y" aria-label="Members">
              {household.members.map((member) => (
                <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span className="text-warm-900 inline-flex items-center gap-2">
                    {member.isOwner ? (
                      <Crown className="text-accent-orange h-4 w-4" aria-hidden="true" />
                    ) : (
                      <UserRound className="text-warm-600 h-4 w-4" aria-hidden="true" />
                    )}
                    <span className="font-medium">{member.name}</span>
                    <span className="text-warm-700 text-sm">{member.isOwner ? "Owner" : `since ${day(member.joinedAt)}`}</span>
                  </span>
                  {household.isOwner && !member.isOwner && (
                    <span className="flex gap-2">
                      <IntentButton
                        intent="household-transfer"
                        label={`Make ${member.name} the owner`}
                        fields={{ memberId: member.userId }}
                      />
                      <IntentButton
                        intent="household-remove"
                        label={`Remove ${member.name}`}
                        variant="danger"
                        fields={{ memberId: member.userId }}
                      />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>

          {household.isOwner && (
            <div className="bg-warm-50 ring-warm-200 space-y-4 rounded-2xl p-5 ring-1">
              <h3 className="text-warm-900 inline-flex items-center gap-2 font-semibold">
                <Link2 className="h-5 w-5" aria-hidden="true" /> Invite someone
              </h3>
              <Form method="post" className="grid gap-3 sm:grid-cols-2">
                <input type="hidden" name="intent" value="household-invite" />
                <div>
                  <label htmlFor="invite-for" className="text-warm-800 block text-sm font-semibold">
                    Who is it for?
                  </label>
                  <input id="invite-for" name="forWhom" required maxLength={INVITE_FOR_MAX} className={`${inputClass} mt-1`} />
                </div>
                <div>
                  <label htmlFor="invite-email" className="text-warm-800 block text-sm font-semibold">
                    Their e-mail (optional: we send them the link)
                  </label>
                  <input id="invite-email" name="email" type="email" autoComplete="off" className={`${inputClass} mt-1`} />
                </div>
                <div className="sm:col-span-2">
                  <Button type="submit" disabled={busy}>
                    Create Invitation Link
                  </Button>
                </div>
              </Form>
              {household.invites.length > 0 && (
                <div>
                  <h4 className="text-warm-900 text-sm font-semibold">Open invitations</h4>
                  <ul className="mt-2 space-y-2" aria-label="Open invitations">
                    {household.invites.map((invite) => (
                      <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2">
                        <span className="text-warm-800">
                          For <strong>{invite.forWhom}</strong>
                          {invite.email ? ` (${invite.email})` : ""}, until {day(invite.expiresAt)}
                        </span>
                        <IntentButton
                          intent="household-revoke"
                          label={`Revoke the invitation for ${invite.forWhom}`}
                          variant="ghost"
                          fields={{ inviteId: invite.id }}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="household-rename" />
                <div className="grow">
                  <label htmlFor="household-rename" className="text-warm-800 block text-sm font-semibold">
                    Household name
                  </label>
                  <input
                    id="household-rename"
                    name="name"
                    required
                    maxLength={HOUSEHOLD_NAME_MAX}
                    defaultValue={household.name}
                    className={`${inputClass} mt-1`}
                  />
                </div>
                <Button type="submit" variant="secondary">
                  Rename
                </Button>
              </Form>
            </div>
          )}

          <div className="border-warm-200 border-t pt-4">
            <p className="text-warm-700 mb-2 text-sm">
              {household.isOwner
                ? household.members.length > 1
                  ? "To leave, first make another member the owner."
                  : "You are the only member: leaving dissolves the household."
                : "Leaving keeps your own recipes, saved recipes and settings."}
            </p>
            <IntentButton intent="household-leave" label="Leave Household" variant="danger" />
          </div>
        </>
      )}
    </section>
  );
}
