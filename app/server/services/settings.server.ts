/** The settings page's saves, one function per tab. */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "../auth/session.server";
import { getAuth } from "../auth/auth.server";
import type { Db } from "../db/client.server";
import { SETTINGS_MESSAGES } from "~/domain/messages";
import { NotificationsSchema, PreferencesSchema, ProfileSchema } from "~/domain/validation/settings";
import { renameAccount } from "./account.server";
import { updateNotifications, updatePreferences } from "./profiles.server";

export async function saveProfileSettings(db: Db, request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply() };
  const { name, email } = submission.value;
  await renameAccount(db, user.id, name);
  let notice: string | undefined;
  if (email !== user.email.toLowerCase()) {
    const auth = await getAuth();
    await auth.api.changeEmail({
      body: { newEmail: email, callbackURL: "/app/settings?email=confirmed" },
      headers: request.headers,
    });
    notice = `We sent a confirmation link to ${email}. Your email address changes once you open it.`;
  }
  return { ok: true, status: 200, message: SETTINGS_MESSAGES.saved, notice, result: submission.reply() };
}

export async function savePreferences(db: Db, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PreferencesSchema });
  if (submission.status !== "success") return { ok: false, status: 400, message: SETTINGS_MESSAGES.invalid };
  await updatePreferences(db, user.id, submission.value);
  return { ok: true, status: 200, message: SETTINGS_MESSAGES.saved };
}

export async function saveNotifications(db: Db, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: NotificationsSchema });
  if (submission.status !== "success") return { ok: false, status: 400, message: SETTINGS_MESSAGES.invalid };
  await updateNotifications(db, user.id, submission.value);
  return { ok: true, status: 200, message: SETTINGS_MESSAGES.saved };
}
