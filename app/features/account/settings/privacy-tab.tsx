import * as Dialog from "@radix-ui/react-dialog";
import { Download, TriangleAlert } from "~/components/ui/icons";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FieldError, inputClass } from "~/components/ui/form";
import { FRESH_SIGN_IN_MINUTES } from "~/domain/validation/auth";
import { OfflineStorageCard } from "./offline-storage-card";

/** `hasPassword`: the account signs in with a password, so deleting it asks for that password. */
export function PrivacyTab({ hasPassword }: { hasPassword: boolean }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete-account";
  const answer = useActionData<{ intent?: string; message?: string }>();
  const refusal = answer?.intent === "delete-account" ? answer.message : undefined;
  return (
    <section aria-labelledby="privacy-heading" className="space-y-8">
      <h2 id="privacy-heading" className="text-warm-900 text-2xl font-bold">
        Privacy
      </h2>
      <ul className="space-y-2">
        <li>
          <Link to="/privacy-policy" className="text-accent-orange font-semibold underline underline-offset-4">
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link to="/cookies-policy" className="text-accent-orange font-semibold underline underline-offset-4">
            Cookie settings
          </Link>
        </li>
      </ul>
      <div className="bg-warm-50 ring-warm-200 rounded-2xl p-5 ring-1">
        <h3 className="text-warm-900 font-semibold">Your data</h3>
        <p className="text-warm-700 mt-1 text-sm">Download everything Simmer keeps about you as a JSON file.</p>
        <a href="/app/settings/export" download className={buttonClass("secondary", "md", "mt-3")}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download my data
        </a>
      </div>
      <div className="bg-warm-50 ring-warm-200 rounded-2xl p-5 ring-1">
        <h3 className="text-warm-900 font-semibold">Take everything with you</h3>
        <p className="text-warm-700 mt-1 text-sm">
          One zip with your recipes and their photos (as schema.org recipes other apps import), your cookbooks, meal plan,
          ingredient lists, saved recipes, ratings and cooking log. Upload it to another Simmer under Import from another app to
          move in.
        </p>
        <a href="/app/settings/export?format=zip" download className={buttonClass("secondary", "md", "mt-3")}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download everything (zip)
        </a>
      </div>
      <OfflineStorageCard />
      <div className="border-accent-red/40 bg-accent-red-light rounded-2xl border p-5">
        <h3 className="text-accent-red flex items-center gap-2 font-semibold">
          <TriangleAlert className="h-5 w-5" aria-hidden="true" /> Danger Zone
        </h3>
        <p className="text-warm-800 mt-1 text-sm">
          Deleting your account removes your profile, saved recipes, cookbooks, ingredient lists, meal plans and recipes you
          created. This cannot be undone.
        </p>
        <Dialog.Root defaultOpen={Boolean(refusal)}>
          <Dialog.Trigger className={buttonClass("danger", "md", "mt-4")}>Delete Account</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
              <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Delete your account?</Dialog.Title>
              <Dialog.Description className="text-warm-800 mt-2">
                Are you sure you want to delete your account? All your data will be removed permanently. This action cannot be
                undone.
              </Dialog.Description>
              <Form method="post" id="delete-account" className="mt-4">
                <input type="hidden" name="intent" value="delete-account" />
                {!hasPassword && (
                  <p className="text-warm-700 text-sm">
                    Your account has no password, so this works within {FRESH_SIGN_IN_MINUTES} minutes of signing in.
                  </p>
                )}
                {hasPassword && (
                  <>
                    <label htmlFor="delete-password" className="text-warm-800 mb-1.5 block text-sm font-semibold">
                      Your password
                    </label>
                    <input
                      id="delete-password"
                      name="password"
                      type="password"
                      required
                      maxLength={128}
                      autoComplete="current-password"
                      aria-invalid={refusal ? true : undefined}
                      aria-describedby={refusal ? "delete-account-error" : undefined}
                      className={inputClass}
                    />
                  </>
                )}
                <FieldError id="delete-account-error" errors={refusal ? [refusal] : undefined} />
              </Form>
              <div className="mt-6 flex justify-end gap-3">
                <Dialog.Close className={buttonClass("secondary", "md")}>Cancel</Dialog.Close>
                <Button form="delete-account" type="submit" disabled={deleting} variant="danger" size="md">
                  {deleting ? "Deleting..." : "Yes, delete my account"}
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
  );
}
