import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, inputClass } from "~/components/ui/form";
import { grantEndDay, UserActionSchema } from "~/domain/admin/user-actions";
import { getPlan, PLAN_IDS } from "~/domain/plans";
import {
  actOnUser,
  deleteUserAsAdmin,
  getUserForAdmin,
  grantPlanAsAdmin,
  requireAdmin,
  sendResetLinkAsAdmin,
} from "~/server/admin/admin.server";
import { requestPasswordReset } from "~/server/auth/password-reset.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import type { Route } from "./+types/admin.user";

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `${loaded?.user.name ?? "User"} – Admin – Simmer` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const user = await getUserForAdmin(await getDb(), params.id);
  if (!user) throw data(null, { status: 404 });
  return {
    user: {
      ...user,
      plan: getPlan(user.planId).name,
      grantEndsAt: user.grantEndsAt ? user.grantEndsAt.toISOString().slice(0, 10) : null,
      signedUpAt: user.signedUpAt.toISOString().slice(0, 10),
      lastSeenAt: user.lastSeenAt ? user.lastSeenAt.toISOString().slice(0, 10) : null,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const parsed = UserActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Choose an action." }, { status: 400 });
  const db = await getDb();
  const actor = { id: admin.id, email: admin.email };
  const { intent } = parsed.data;
  const outcome =
    intent === "delete"
      ? await deleteUserAsAdmin(db, actor, params.id)
      : intent === "send-reset-link"
        ? await sendResetLinkAsAdmin(db, actor, params.id, (email) => requestPasswordReset(request, email))
        : intent === "grant-plan"
          ? await grantPlanAsAdmin(db, actor, params.id, {
              planId: parsed.data.plan!,
              endsAt: grantEndDay(parsed.data.until, new Date()) as Date | null,
            })
          : await actOnUser(db, actor, params.id, intent);
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(null, { status: 404 });
    return data({ error: outcome.message }, { status: outcome.status });
  }
  const next = intent === "delete" ? "/admin/users" : `/admin/users/${params.id}`;
  return redirect(next, { headers: { "Set-Cookie": await flashHeader(outcome.value) } });
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const busy = useNavigation().state === "submitting";
  const facts = [
    ["E-mail", user.email],
    ["Plan", user.grantEndsAt ? `${user.plan} (granted until ${user.grantEndsAt})` : user.plan],
    ["Signed up", user.signedUpAt],
    ["Last seen", user.lastSeenAt ?? "never"],
    ["Recipes", String(user.recipeCount)],
    ["Status", `${user.disabled ? "Disabled" : "Active"}${user.admin ? " · Admin" : ""}`],
  ];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/admin/users" className="text-accent-orange font-semibold hover:underline">
        ← Users
      </Link>
      <h1 className="text-warm-900 mt-3 text-3xl font-bold break-words">{user.name}</h1>
      <dl className="ring-warm-200 mt-5 divide-y rounded-2xl bg-white ring-1">
        {facts.map(([label, value]) => (
          <div key={label} className="border-warm-100 flex flex-wrap gap-x-4 px-5 py-3">
            <dt className="text-warm-700 w-28 font-semibold">{label}</dt>
            <dd className="text-warm-900 min-w-0 break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="admin-actions" className="mt-8">
        <h2 id="admin-actions" className="text-warm-900 text-xl font-bold">
          Actions
        </h2>
        <FormAlert errors={actionData?.error ? [actionData.error] : undefined} />
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <Button type="submit" name="intent" value="sign-out-everywhere" variant="secondary" size="md" disabled={busy}>
              Sign out everywhere
            </Button>
          </Form>
          <Form method="post">
            {user.disabled ? (
              <Button type="submit" name="intent" value="enable" variant="primary" size="md" disabled={busy}>
                Enable account
              </Button>
            ) : (
              <Button type="submit" name="intent" value="disable" variant="danger" size="md" disabled={busy}>
                Disable account
              </Button>
            )}
          </Form>
        </div>
        <p className="text-warm-700 mt-3 text-sm">
          A disabled account cannot sign in, and is signed out everywhere at once. Every action is written to the audit log.
        </p>
        <Form method="post" className="mt-6">
          <Button type="submit" name="intent" value="send-reset-link" variant="secondary" size="md" disabled={busy}>
            Send password-reset link
          </Button>
          <p className="text-warm-700 mt-2 text-sm">The same e-mail as “Forgot password”, to {user.email}.</p>
        </Form>
      </section>
      <section aria-labelledby="admin-grant" className="mt-8">
        <h2 id="admin-grant" className="text-warm-900 text-xl font-bold">
          Grant a plan
        </h2>
        <p className="text-warm-700 mt-1 text-sm">
          The plan this account has whatever it pays, until the end of the day you pick (then Free), or without an end. A paid
          subscription still counts: the higher plan wins. The cook sees it under Plan &amp; billing.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="grant-plan" className="text-warm-900 block text-sm font-semibold">
              Plan
            </label>
            <select id="grant-plan" name="plan" defaultValue="premium" className={`${inputClass} mt-1`}>
              {PLAN_IDS.map((id) => (
                <option key={id} value={id}>
                  {getPlan(id).name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="grant-until" className="text-warm-900 block text-sm font-semibold">
              Until <span className="text-warm-700 font-normal">(empty: no end)</span>
            </label>
            <input id="grant-until" name="until" type="date" className={`${inputClass} mt-1`} />
          </div>
          <Button type="submit" name="intent" value="grant-plan" variant="secondary" size="md" disabled={busy}>
            Grant plan
          </Button>
        </Form>
      </section>
      <section aria-labelledby="admin-delete" className="border-accent-red/40 bg-accent-red-light mt-8 rounded-2xl border p-5">
        <h2 id="admin-delete" className="text-accent-red text-xl font-bold">
          Delete account
        </h2>
        <p className="text-warm-800 mt-1 text-sm">
          Removes the account and everything in it, as deleting it from its own settings does: recipes, photos, cookbooks, lists,
          plans and mail. This cannot be undone.
        </p>
        <Form method="post" className="mt-4 space-y-3">
          <label className="text-warm-900 flex items-start gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="accent-accent-red mt-0.5 h-4 w-4" />
            Yes, delete {user.name}’s account and everything in it
          </label>
          <Button type="submit" name="intent" value="delete" variant="danger" size="md" disabled={busy}>
            Delete account
          </Button>
        </Form>
      </section>
    </main>
  );
}
