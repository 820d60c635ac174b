import { InvitationError } from "~/components/content/invitation-error";
import { data, Form, Link, redirect } from "react-router";
import { Users } from "~/components/ui/icons";
import { Button, ButtonLink } from "~/components/ui/button";
import { HOUSEHOLD_MESSAGES } from "~/domain/households/household";
import { plural } from "~/domain/plural";
import { getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { acceptInvite, declineInvite, membershipOf, readInvite } from "~/server/households/households.server";
import type { Route } from "./+types/household-join";

export const meta: Route.MetaFunction = () => [
  { title: "Household invitation – Simmer" },
  // The address is a secret: never in a search engine, never sent on as a referrer.
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const HOUSEHOLD_SETTINGS = "/app/settings?tab=household";

/**
 * An invitation link (/household/join/<token>): the household and its owner, with Accept and Decline
 * for a signed-in cook; a visitor signs up or logs in first and comes back here. A link that admits
 * nobody says why (expired, used, declined, revoked or not a link at all).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = await getDb();
  const invite = await readInvite(db, params.token);
  if (invite.state !== "valid") {
    throw data({ message: invite.message }, { status: invite.state === "invalid" ? 404 : 410 });
  }
  const user = getUser(context);
  const here = new URL(request.url).pathname;
  return {
    invite,
    signedIn: user !== null,
    alreadyMember: user ? (await membershipOf(db, user.id)) !== null : false,
    next: encodeURIComponent(here),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const user = getUser(context);
  if (!user) return redirect(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  const intent = (await request.formData()).get("intent");
  const db = await getDb();
  const outcome = intent === "decline" ? await declineInvite(db, user, params.token) : await acceptInvite(db, user, params.token);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const to = intent === "decline" ? "/app/dashboard" : HOUSEHOLD_SETTINGS;
  return redirect(to, { headers: { "Set-Cookie": await flashHeader(outcome.message ?? HOUSEHOLD_MESSAGES.joined) } });
}

export default function HouseholdJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { invite, signedIn, alreadyMember, next } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="ring-warm-200 rounded-3xl bg-white p-6 text-center ring-1 sm:p-8">
        <Users className="text-accent-orange mx-auto h-10 w-10" aria-hidden="true" />
        <h1 className="text-warm-900 mt-3 text-3xl font-bold">Join “{invite.householdName}”</h1>
        <p className="text-warm-800 mt-3">
          {invite.ownerName} invites you to share one meal plan and one shopping list. The household has{" "}
          {plural(invite.members, "member")}.
        </p>
        {actionData && (
          <p role="alert" className="bg-accent-red-light text-accent-red mt-4 rounded-2xl p-3 font-semibold">
            {actionData.message}
          </p>
        )}
        {!signedIn && (
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={`/signup?redirectTo=${next}`}>Sign up to join</ButtonLink>
            <ButtonLink to={`/login?redirectTo=${next}`} variant="secondary">
              Log in to join
            </ButtonLink>
          </div>
        )}
        {signedIn && alreadyMember && (
          <p className="text-warm-800 mt-6">
            {HOUSEHOLD_MESSAGES.alreadyMember}{" "}
            <Link to={HOUSEHOLD_SETTINGS} className="text-accent-orange font-semibold underline underline-offset-4">
              Your household
            </Link>
          </p>
        )}
        {signedIn && !alreadyMember && (
          <Form method="post" className="mt-6 flex flex-wrap justify-center gap-3">
            <Button type="submit" name="intent" value="accept">
              Accept Invitation
            </Button>
            <Button type="submit" name="intent" value="decline" variant="secondary">
              Decline
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InvitationError error={error} title="Household invitation" fallback={HOUSEHOLD_MESSAGES.inviteInvalid} />;
}
