import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { SubmitCancelButtons, TextField } from "~/components/ui/form";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DEFAULT_COOKBOOK_COLOR, type CookbookColor } from "~/domain/kitchen/cookbook";
import { CookbookSchema } from "~/domain/validation/kitchen";
import { ColorPicker } from "./color-picker";

export type CreatedCookbookReply = ActionReply<{ id: string }>;

/**
 * Creates a cookbook through the cookbooks page's action (intent=create); calls onCreated with its
 * id once the server has it. `lastReply` is the action's answer when the form was sent without JavaScript.
 */
export function CookbookForm({
  onCreated,
  onCancel,
  lastReply,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
  lastReply?: CreatedCookbookReply;
}) {
  const fetcher = useFetcher<CreatedCookbookReply>({ key: "cookbook-create" });
  const [color, setColor] = useState<CookbookColor>(DEFAULT_COOKBOOK_COLOR);
  const reply = fetcher.data ?? lastReply;
  const { fields, canSubmit, formProps } = useSchemaForm(CookbookSchema, {
    id: "cookbook-create",
    lastResult: reply && !reply.ok ? reply.result : undefined,
  });
  useFetcherReply(fetcher, (answer) => answer.ok && onCreated(answer.value.id));
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/app/cookbooks"
      {...formProps}
      className="ring-warm-200 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1"
    >
      <input type="hidden" name="intent" value="create" />
      <h2 className="text-warm-900 text-2xl font-bold">New cookbook</h2>
      <TextField meta={fields.name} label="Cookbook name" placeholder="Comfort Food Favorites" />
      <TextField meta={fields.description} label="Description (optional)" placeholder="Dishes for cold evenings" />
      <ColorPicker name="color" value={color} onChange={setColor} error={fields.color.errors?.[0]} />
      <SubmitCancelButtons
        label="Create Cookbook"
        busyLabel="Creating..."
        busy={busy}
        canSubmit={canSubmit}
        onCancel={onCancel}
      />
    </fetcher.Form>
  );
}
