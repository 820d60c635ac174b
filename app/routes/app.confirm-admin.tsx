import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ADMIN_MESSAGES } from "~/domain/admin/admins";
import { isAdminRequest, unconfirmedAdmin } from "~/server/admin/admin.server";
import { getAuth } from "~/server/auth/auth.server";
import { requireUser } from "~/server/auth/session.server";
import { flashHeader } from "~/server/flash.server";
import { linkOrigin, runWithLinkOrigin } from "~/server/http/link-origin.server";
import type { Route } from "./+types/app.confirm-admin";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your admin e-mail – Simmer" }];

/**
 * /app/confirm-admin (decision 048): an account holding an ADMIN_EMAILS address becomes an admin only
 * once it has confirmed that address, so whoever signs up with it first cannot take the site over.
 * Anyone else gets 404; an admin goes straight to the admin area.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  if (isAdminRequest(context)) throw redirect("/admin");
  const user = unconfirmedAdmin(context);
  if (!user) throw data(null, { status: 404 });
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const user = unconfirmedAdmin(context);
  if (!user) throw data(null, { status: 404 });
  const auth = await getAuth();
  // The link goes to the address this request came to (never a forged Host), and opens the admin area.
  await runWithLinkOrigin(linkOrigin(request), () =>
    auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: "/admin" }, headers: request.headers }),
  );
  return redirect("/app/confirm-admin", {
    headers: { "Set-Cookie": await flashHeader(ADMIN_MESSAGES.confirmationSent(user.email)) },
  });
}

export default function ConfirmAdmin({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold">Confirm your admin e-mail</h1>
      <p className="text-warm-800 mt-3">{ADMIN_MESSAGES.confirmEmail}</p>
      <Form method="post" className="mt-6">
        <Button type="submit" disabled={busy}>
          Send a confirmation link to {loaderData.email}
        </Button>
      </Form>
    </main>
  );
}
