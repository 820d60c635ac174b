import { InvitationError } from "~/components/content/invitation-error";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ChefHat } from "~/components/ui/icons";
import { SITE_INVITE_MESSAGES } from "~/domain/admin/site-invites";
import { readSiteInvite } from "~/server/admin/site-invites.server";
import { getUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/site-invite";

export const meta: Route.MetaFunction = () => [
  { title: "Invitation – Simmer" },
  // The address is a secret: never in a search engine, never sent on as a referrer.
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * An admin's invite link (/invite/<token>, decision 051): the way to an account when sign-up is by
 * invitation. The sign-up form carries the link and uses it up; a link that admits nobody says why.
 * A cook who is already signed in (say, after signing up through it) goes to their dashboard.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const invite = await readSiteInvite(await getDb(), params.token);
  if (getUser(context)) return { signedIn: true as const, next: "" };
  if (invite.state !== "valid") throw data({ message: invite.message }, { status: invite.state === "invalid" ? 404 : 410 });
  return { signedIn: false as const, next: encodeURIComponent(`/invite/${params.token}`) };
}

export default function SiteInvite({ loaderData }: Route.ComponentProps) {
  const { signedIn, next } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <div className="ring-warm-200 rounded-3xl bg-white p-6 text-center ring-1 sm:p-8">
        <ChefHat className="text-accent-orange mx-auto h-10 w-10" aria-hidden="true" />
        {signedIn ? (
          <>
            <h1 className="text-warm-900 mt-3 text-3xl font-bold">You’re in</h1>
            <p className="text-warm-800 mt-3">You already have an account on this Simmer.</p>
            <ButtonLink to="/app/dashboard" className="mt-6">
              Go to your dashboard
            </ButtonLink>
          </>
        ) : (
          <>
            <h1 className="text-warm-900 mt-3 text-3xl font-bold">You’re invited to Simmer</h1>
            <p className="text-warm-800 mt-3">
              The people who run this Simmer invite you to make an account: save recipes, plan meals and cook step by step. This
              link works once.
            </p>
            <ButtonLink to={`/signup?redirectTo=${next}`} className="mt-6">
              Create your account
            </ButtonLink>
          </>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InvitationError error={error} title="Invitation" fallback={SITE_INVITE_MESSAGES.invalid} />;
}
