import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useSearchParams } from "react-router";
import { GENERAL_MESSAGES } from "~/domain/messages/general";
import { SETTINGS_MESSAGES } from "~/domain/messages/settings";
import {
  NotificationsSchema,
  PreferencesSchema,
  ProfileSchema,
  SETTINGS_TABS,
  type SettingsTab,
} from "~/domain/validation/settings";
import { DeleteAccountSchema } from "~/domain/validation/auth";
import { HOUSEHOLD_INTENTS, type HouseholdIntent } from "~/domain/validation/household";
import { HouseholdTab, type HouseholdReply } from "~/features/households/household-tab";
import { householdAction, householdTabData } from "./app.settings.household.server";
import { ApiTab, API_INTENTS, type ApiIntent, type ApiReply } from "~/features/api/api-tab";
import { apiAction, apiTabData } from "./app.settings.api.server";
import { fail } from "~/domain/outcome";
import { BILLING_INTENTS, type BillingIntent } from "~/domain/validation/billing";
import { BillingTab } from "~/features/account/settings/billing-tab";
import { NotificationsTab } from "~/features/account/settings/notifications-tab";
import { PreferencesTab } from "~/features/account/settings/preferences-tab";
import { PrivacyTab } from "~/features/account/settings/privacy-tab";
import { ProfileTab } from "~/features/account/settings/profile-tab";
import { deleteOwnAccount } from "~/server/accounts/account-deletion.server";
import { getAuth } from "~/server/auth/auth.server";
import { requireUser } from "~/server/auth/session.server";
import { linkOrigin, runWithLinkOrigin } from "~/server/http/link-origin.server";
import { billingAction, billingTabData } from "~/server/billing/settings-actions.server";
import { getDb } from "~/server/db/index.server";
import { hasPasswordLogin } from "~/server/accounts/account.server";
import { getProfile } from "~/server/accounts/profiles.server";
import { saveNotifications, savePreferences, saveProfile } from "~/server/accounts/settings.server";
import type { Route } from "./+types/app.settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const [profile, billing, hasPassword, household, api] = await Promise.all([
    getProfile(db, user.id),
    billingTabData(db, user.id),
    hasPasswordLogin(db, user.id),
    householdTabData(db, user),
    apiTabData(db, user, request),
  ]);
  if (!profile) throw data("Profile not found", { status: 404 });
  return {
    billing,
    hasPassword,
    household,
    api,
    user: { id: user.id, name: profile.name, email: user.email, planId: user.planId },
    preferences: {
      dietaryPreferences: profile.dietaryPreferences,
      skillLevel: profile.skillLevel,
      unitSystem: profile.unitSystem,
    },
    notifications: {
      recipeUpdates: profile.notifyRecipeUpdates,
      weeklyDigest: profile.notifyWeeklyDigest,
      planUpdates: profile.notifyPlanUpdates,
      community: profile.notifyCommunity,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const db = await getDb();
  if (intent === "delete-account") {
    const parsed = DeleteAccountSchema.safeParse({ password: formData.get("password") ?? undefined });
    const outcome = parsed.success
      ? await deleteOwnAccount(db, request, user.id, parsed.data)
      : fail(400, parsed.error.issues[0].message);
    if (outcome.ok) return outcome.value;
    return data({ ok: false, intent: "delete-account", message: outcome.message }, { status: outcome.status });
  }
  if (HOUSEHOLD_INTENTS.includes(intent as HouseholdIntent)) {
    const reply = await householdAction(db, user, intent as HouseholdIntent, formData, request);
    return data(reply, { status: reply.ok ? 200 : reply.status });
  }
  if (API_INTENTS.includes(intent as ApiIntent)) {
    const reply = await apiAction(db, user, intent as ApiIntent, formData, request);
    return data(reply, { status: reply.ok ? 200 : reply.status });
  }
  if (BILLING_INTENTS.includes(intent as BillingIntent)) {
    const reply = await billingAction(db, user, intent as BillingIntent);
    return reply instanceof Response ? reply : data(reply, { status: reply.status });
  }
  try {
    if (intent === "profile") {
      const submission = parseWithZod(formData, { schema: ProfileSchema });
      if (submission.status !== "success") return reply({ ok: false, status: 400 }, submission);
      const outcome = await saveProfile(db, user.id, submission.value);
      const newEmail = outcome.ok ? outcome.value.newEmail : null;
      if (newEmail) {
        const auth = await getAuth();
        await runWithLinkOrigin(linkOrigin(request), () =>
          auth.api.changeEmail({
            body: { newEmail, callbackURL: "/app/settings?email=confirmed" },
            headers: request.headers,
          }),
        );
      }
      const notice = newEmail
        ? `We sent a confirmation link to ${newEmail}. Your email address changes once you open it.`
        : undefined;
      return reply({ ...outcome, notice }, submission);
    }
    if (intent === "preferences") {
      const submission = parseWithZod(formData, { schema: PreferencesSchema });
      if (submission.status !== "success") return reply({ ok: false, status: 400, message: GENERAL_MESSAGES.invalid });
      return reply(await savePreferences(db, user.id, submission.value));
    }
    if (intent === "notifications") {
      const submission = parseWithZod(formData, { schema: NotificationsSchema });
      if (submission.status !== "success") return reply({ ok: false, status: 400, message: GENERAL_MESSAGES.invalid });
      return reply(await saveNotifications(db, user.id, submission.value));
    }
    return reply({ ok: false, status: 400, message: GENERAL_MESSAGES.invalid });
  } catch (error) {
    console.error("[simmer] settings save failed", error);
    return data({ ok: false, message: SETTINGS_MESSAGES.failed }, { status: 503 });
  }
}

/** What a tab's fetcher reads: ok, the toast's message, an optional notice and Conform's field errors. */
function reply(
  outcome: { ok: boolean; status?: number; message?: string; notice?: string },
  submission?: { reply: () => SubmissionResult<string[]> },
) {
  const { ok, message, notice } = outcome;
  return data({ ok, message, notice, result: submission?.reply() }, { status: outcome.ok ? 200 : (outcome.status ?? 400) });
}

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: "Profile",
  billing: "Plan & billing",
  preferences: "Preferences",
  notifications: "Notifications",
  privacy: "Privacy",
  household: "Household",
  api: "API",
};

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: SettingsTab = SETTINGS_TABS.includes(requested as SettingsTab) ? (requested as SettingsTab) : "profile";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">Settings</h1>
      <nav aria-label="Settings sections" className="border-warm-200 mt-6 flex flex-wrap gap-x-1 border-b">
        {SETTINGS_TABS.map((key) => (
          <Link
            key={key}
            to={`?tab=${key}`}
            replace
            preventScrollReset
            aria-current={tab === key ? "page" : undefined}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 font-semibold sm:px-4 ${tab === key ? "border-accent-orange text-accent-orange" : "text-warm-700 hover:text-warm-900 border-transparent"}`}
          >
            {TAB_LABELS[key]}
          </Link>
        ))}
      </nav>
      <div className="ring-warm-200 mt-8 rounded-3xl bg-white p-6 ring-1 sm:p-8">
        {tab === "profile" && <ProfileTab user={loaderData.user} />}
        {tab === "billing" && (
          <BillingTab billing={loaderData.billing} error={actionData && !actionData.ok ? actionData.message : undefined} />
        )}
        {tab === "preferences" && <PreferencesTab {...loaderData.preferences} />}
        {tab === "notifications" && <NotificationsTab values={loaderData.notifications} />}
        {tab === "privacy" && <PrivacyTab hasPassword={loaderData.hasPassword} />}
        {tab === "household" && (
          <HouseholdTab
            data={loaderData.household}
            reply={actionData && "intent" in actionData && isHouseholdReply(actionData) ? actionData : undefined}
          />
        )}
        {tab === "api" && (
          <ApiTab
            data={loaderData.api}
            reply={actionData && "intent" in actionData && isApiReply(actionData) ? actionData : undefined}
          />
        )}
      </div>
    </main>
  );
}

function isApiReply(reply: { intent?: unknown }): reply is ApiReply {
  return API_INTENTS.includes(reply.intent as ApiIntent);
}

function isHouseholdReply(reply: { intent?: unknown }): reply is HouseholdReply {
  return HOUSEHOLD_INTENTS.includes(reply.intent as HouseholdIntent);
}
