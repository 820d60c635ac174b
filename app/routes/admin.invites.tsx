import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, inputClass } from "~/components/ui/form";
import {
  SITE_INVITE_DAYS,
  SITE_INVITE_NOTE_MAX,
  SiteInviteActionSchema,
  siteInvitePath,
  type SiteInviteState,
} from "~/domain/admin/site-invites";
import { requireAdmin } from "~/server/admin/admin.server";
import { signupMode } from "~/server/admin/signup.server";
import { createSiteInvite, listSiteInvites, revokeSiteInvite } from "~/server/admin/site-invites.server";
import { socialProviders, type SocialProviders } from "~/server/auth/auth.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { linkOrigin } from "~/server/http/link-origin.server";
import type { Route } from "./+types/admin.invites";

export const meta: Route.MetaFunction = () => [{ title: "Invite links – Admin – Simmer" }];

const STATE_TEXT: Record<SiteInviteState, string> = {
  valid: "Open",
  used: "Used",
  expired: "Expired",
  revoked: "Revoked",
};

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const invites = await listSiteInvites(await getDb());
  return {
    mode: signupMode(),
    // An address on the link lets a provider's confirmed sign-in in too (decision 057): asked only when one is offered.
    providers: providerNames(socialProviders()),
    invites: invites.map((invite) => ({
      ...invite,
      createdAt: invite.createdAt.toISOString().slice(0, 10),
      expiresAt: invite.expiresAt.toISOString().slice(0, 10),
    })),
  };
}

function providerNames(offered: SocialProviders): string[] {
  return [offered.oidc, offered.google && "Google", offered.facebook && "Facebook"].filter((name): name is string =>
    Boolean(name),
  );
}

/** create (the link is shown once, in the answer) | revoke; each with its audit row (decision 051). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const parsed = SiteInviteActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Choose an action.", link: null }, { status: 400 });
  const db = await getDb();
  const actor = { id: admin.id, email: admin.email };
  if (parsed.data.intent === "create") {
    const created = await createSiteInvite(db, actor, parsed.data);
    if (!created.ok) return data({ error: created.message, link: null }, { status: created.status });
    return { error: null, link: new URL(siteInvitePath(created.value.token), linkOrigin(request)).toString() };
  }
  const revoked = await revokeSiteInvite(db, actor, parsed.data.inviteId);
  if (!revoked.ok) return data({ error: revoked.message, link: null }, { status: revoked.status });
  return redirect("/admin/invites", { headers: { "Set-Cookie": await flashHeader(revoked.value) } });
}

export default function AdminInvites({ loaderData, actionData }: Route.ComponentProps) {
  const { invites, mode, providers } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Invite links</h1>
      <p className="text-warm-700 mt-2">
        A link lets one person make an account, within {SITE_INVITE_DAYS} days, whatever the sign-up setting says. Sign-up on this
        site is <strong className="text-warm-900">{mode}</strong>
        {mode === "invite" ? ": these links and household invitations are the only way in." : "."}
      </p>
      <FormAlert errors={actionData?.error ? [actionData.error] : undefined} />
      <Form method="post" className="ring-warm-200 mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-5 ring-1">
        <input type="hidden" name="intent" value="create" />
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <label htmlFor="invite-note" className="text-warm-900 block font-semibold">
            Who is it for? <span className="text-warm-700 font-normal">(only admins see this)</span>
          </label>
          <input id="invite-note" name="note" maxLength={SITE_INVITE_NOTE_MAX} className={`${inputClass} mt-1 w-full`} />
        </div>
        {providers.length > 0 && (
          <div className="w-full min-w-0 sm:w-auto sm:flex-1">
            <label htmlFor="invite-email" className="text-warm-900 block font-semibold">
              Their e-mail <span className="text-warm-700 font-normal">(optional)</span>
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              aria-describedby="invite-email-hint"
              className={`${inputClass} mt-1 w-full`}
            />
            <p id="invite-email-hint" className="text-warm-700 mt-1 text-sm">
              With it, they can also join by signing in with {providers.join(" or ")}.
            </p>
          </div>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          Create invite link
        </Button>
      </Form>
      {actionData?.link && (
        <div role="status" className="bg-accent-green-light ring-accent-green/40 mt-4 rounded-2xl p-5 ring-1">
          <label htmlFor="invite-link" className="text-warm-900 block font-semibold">
            Invite link (shown once: copy it now)
          </label>
          <input
            id="invite-link"
            readOnly
            value={actionData.link}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} mt-1 w-full font-mono text-sm`}
          />
        </div>
      )}
      {invites.length === 0 ? (
        <p className="text-warm-800 mt-6">No invite links yet.</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Invite links">
          {invites.map((invite) => (
            <li
              key={invite.id}
              data-testid="site-invite"
              className="ring-warm-200 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white px-5 py-4 ring-1"
            >
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="text-warm-900 font-semibold break-words">{invite.note || "No note"}</p>
                {invite.email && <p className="text-warm-800 text-sm break-all">For {invite.email}</p>}
                <p className="text-warm-700 text-sm">
                  Made {invite.createdAt}
                  {invite.createdBy ? ` by ${invite.createdBy}` : ""} · {STATE_TEXT[invite.state]}
                  {invite.state === "used" && invite.usedBy ? ` by ${invite.usedBy}` : ""}
                  {invite.state === "valid" ? ` until ${invite.expiresAt}` : ""}
                </p>
              </div>
              {invite.state === "valid" && (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="inviteId" value={invite.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={`Revoke the link ${invite.note || `made ${invite.createdAt}`}`}
                  >
                    Revoke
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
