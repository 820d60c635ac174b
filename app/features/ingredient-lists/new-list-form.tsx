import { getInputProps } from "@conform-to/react";
import { Form, useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button } from "~/components/ui/button";
import { FieldError, inputClass } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ListNameSchema } from "~/domain/validation/kitchen";

export type CreatedListReply = ActionReply<{ id: string }>;

/**
 * Names a new list (intent=create). It closes as it is sent; the list shows at once while the server
 * saves it. `fetcherKey` is this create's own (LIST_KEYS.create), so it never cancels an earlier one.
 */
export function NewListForm({ fetcherKey, onSent, onCancel }: { fetcherKey: string; onSent: () => void; onCancel: () => void }) {
  const creator = useFetcher<CreatedListReply>({ key: fetcherKey });
  const { fields, canSubmit, formProps } = useSchemaForm(ListNameSchema, {
    id: "list-create",
    // A blank entry is simply not sent (the button stays disabled); no message for it.
    validateOn: "onSubmit",
    onValidSubmit: (_value, element) => {
      void creator.submit(new FormData(element), { method: "post", action: "/app/ingredient-lists" });
      onSent();
    },
  });
  const { key, ...inputProps } = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  return (
    <Form
      method="post"
      action="/app/ingredient-lists"
      {...formProps}
      className="ring-warm-200 mt-6 rounded-3xl bg-white p-4 ring-1"
    >
      <input type="hidden" name="intent" value="create" />
      <div className="flex flex-wrap gap-2">
        <label htmlFor={fields.name.id} className="sr-only">
          List name
        </label>
        <input key={key} {...inputProps} placeholder="e.g. Pantry Staples" className={`${inputClass} min-w-0 flex-1`} />
        <Button type="submit" disabled={!canSubmit}>
          Create
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <FieldError id={fields.name.errorId} errors={fields.name.errors} />
    </Form>
  );
}
