import { data, Link, useSearchParams } from "react-router";
import { SETTINGS_MESSAGES } from "~/domain/messages";
import { SETTINGS_TABS, type SettingsTab } from "~/domain/validation/settings";
import { NotificationsTab } from "~/features/account/settings/notifications-tab";
import { PreferencesTab } from "~/features/account/settings/preferences-tab";
import { PrivacyTab } from "~/features/account/settings/privacy-tab";
import { ProfileTab } from "~/features/account/settings/profile-tab";
import { deleteOwnAccount } from "~/server/auth/account-deletion.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { hasPasswordLogin } from "~/server/services/account.server";
import { getProfile } from "~/server/services/profiles.server";
import { saveNotifications, savePreferences, saveProfileSettings } from "~/server/services/settings.server";
import type { Route } from "./+types/app.settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const db = await getDb();
  const profile = await getProfile(db, user.id);
  if (!profile) throw data("Profile not found", { status: 404 });
  return {
    user: { id: user.id, name: profile.name, email: user.email, planId: profile.currentPlanId },
    hasPassword: await hasPasswordLogin(db, user.id),
    preferences: { dietaryPreferences: profile.dietaryPreferences, skillLevel: profile.skillLevel },
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
  if (intent === "delete-account") return deleteOwnAccount(db, request, user.id, formData);
  try {
    const reply =
      intent === "profile"
        ? await saveProfileSettings(db, request, user, formData)
        : intent === "preferences"
          ? await savePreferences(db, user, formData)
          : intent === "notifications"
            ? await saveNotifications(db, user, formData)
            : { ok: false, status: 400, message: SETTINGS_MESSAGES.invalid };
    return data(reply, { status: reply.status });
  } catch (error) {
    console.error("[simmer] settings save failed", error);
    return data({ ok: false, status: 503, message: SETTINGS_MESSAGES.failed }, { status: 503 });
  }
}

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: "Profile",
  preferences: "Preferences",
  notifications: "Notifications",
  privacy: "Privacy",
};

export default function Settings({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: SettingsTab = SETTINGS_TABS.includes(requested as SettingsTab) ? (requested as SettingsTab) : "profile";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">Settings</h1>
      <nav aria-label="Settings sections" className="border-warm-200 mt-6 flex gap-1 overflow-x-auto border-b">
        {SETTINGS_TABS.map((key) => (
          <Link
            key={key}
            to={`?tab=${key}`}
            replace
            preventScrollReset
            aria-current={tab === key ? "page" : undefined}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 font-semibold ${tab === key ? "border-accent-orange text-accent-orange" : "text-warm-700 hover:text-warm-900 border-transparent"}`}
          >
            {TAB_LABELS[key]}
          </Link>
        ))}
      </nav>
      <div className="ring-warm-200 mt-8 rounded-3xl bg-white p-6 ring-1 sm:p-8">
        {tab === "profile" && <ProfileTab user={loaderData.user} />}
        {tab === "preferences" && <PreferencesTab {...loaderData.preferences} />}
        {tab === "notifications" && <NotificationsTab values={loaderData.notifications} />}
        {tab === "privacy" && <PrivacyTab hasPassword={loaderData.hasPassword} />}
      </div>
    </main>
  );
}
