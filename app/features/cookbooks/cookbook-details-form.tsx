import { getInputProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { FieldError, inputClass, SubmitCancelButtons } from "~/components/ui/form";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { CookbookColor } from "~/domain/kitchen/cookbook";
import { CookbookEditSchema } from "~/domain/validation/kitchen";
import { ColorPicker } from "./color-picker";

export interface CookbookDetails {
  name: string;
  description: string;
  color: CookbookColor;
}

/** The manage page's edit mode (intent=update): only the name is required. */
export function CookbookDetailsForm({
  initial,
  onSaved,
  onCancel,
  lastReply,
}: {
  initial: CookbookDetails;
  onSaved: () => void;
  onCancel: () => void;
  lastReply?: ActionReply<unknown>;
}) {
  const fetcher = useFetcher<ActionReply<unknown>>({ key: "cookbook-update" });
  const [color, setColor] = useState(initial.color);
  const reply = fetcher.data ?? lastReply;
  const { fields, canSubmit, formProps } = useSchemaForm(CookbookEditSchema, {
    id: "cookbook-edit",
    defaultValue: initial,
    validateOn: "onInput",
    lastResult: reply && !reply.ok ? reply.result : undefined,
  });
  useFetcherReply(fetcher, (answer) => answer.ok && onSaved());
  const busy = fetcher.state !== "idle";
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  return (
    <fetcher.Form method="post" {...formProps} className="ring-warm-200 space-y-4 rounded-3xl bg-white p-6 ring-1">
      <input type="hidden" name="intent" value="update" />
      <div>
        <label htmlFor={fields.name.id} className="text-warm-800 mb-1.5 block text-sm font-semibold">
          Cookbook name
        </label>
        <input key={nameKey} {...nameProps} className={inputClass} />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="text-warm-800 mb-1.5 block text-sm font-semibold">
          Description
        </label>
        <textarea key={descriptionKey} {...descriptionProps} rows={2} className={inputClass} />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <ColorPicker name="color" value={color} onChange={setColor} error={fields.color.errors?.[0]} />
      <SubmitCancelButtons label="Save" busyLabel="Saving..." busy={busy} canSubmit={canSubmit} onCancel={onCancel} />
    </fetcher.Form>
  );
}
