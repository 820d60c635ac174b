import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { PlanId } from "~/domain/plans";
import { ProfileSchema } from "~/domain/validation/settings";
import { PLAN_BADGE, PlanBadge } from "../plan-badge";
import { useSettingsFetcher, type SaveReply } from "./use-save-toast";
import { Button } from "~/components/ui/button";

interface Props {
  user: { id: string; name: string; email: string; planId: PlanId };
}

export function ProfileTab({ user }: Props) {
  const { fetcher, busy } = useSettingsFetcher<SaveReply & { result?: SubmissionResult<string[]> }>();
  const { form, fields, canSubmit, track } = useSchemaForm(ProfileSchema, {
    id: "settings-profile",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { name: user.name, email: user.email },
  });
  return (
    <section aria-labelledby="profile-tab-heading" className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="profile-tab-heading" className="text-warm-900 text-2xl font-bold">
          Profile
        </h2>
        <PlanBadge planId={user.planId} />
      </div>
      <fetcher.Form method="post" {...getFormProps(form)} onChange={track} onInput={track} className="space-y-5">
        <input type="hidden" name="intent" value="profile" />
        <TextField meta={fields.name} label="Full Name" autoComplete="name" />
        <TextField
          meta={fields.email}
          label="Email Address"
          type="email"
          autoComplete="email"
          hint="Changing your email sends a confirmation link to the new address; the change takes effect once you confirm it."
        />
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-warm-800 text-sm font-semibold">User ID</dt>
            <dd className="bg-warm-100 text-warm-800 mt-1.5 truncate rounded-xl px-3.5 py-2.5 font-mono text-sm">{user.id}</dd>
          </div>
          <div>
            <dt className="text-warm-800 text-sm font-semibold">Plan</dt>
            <dd className="bg-warm-100 text-warm-800 mt-1.5 rounded-xl px-3.5 py-2.5 text-sm">{PLAN_BADGE[user.planId]}</dd>
          </div>
        </dl>
        <div className="flex gap-3">
          <Button type="submit" disabled={!canSubmit || busy} variant="primary" size="md">
            {busy ? "Saving..." : "Save Changes"}
          </Button>
          <Button type="button" onClick={() => form.reset()} variant="secondary" size="md">
            Cancel
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
