import { Trash2 } from "~/components/ui/icons";
import { Form, useSubmit } from "react-router";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { inPlace } from "./url-state-form";

/**
 * A bin that posts intent=delete with one id field to `action`. With JavaScript the click only asks
 * (`onAsk` opens the confirmation, which sends the same fields); without, it deletes straight away.
 */
export function DeleteForm({
  action,
  field,
  id,
  label,
  onAsk,
  disabled,
}: {
  action: string;
  field: string;
  id: string;
  label: string;
  onAsk: () => void;
  disabled?: boolean;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name={field} value={id} />
      <Button type="submit" variant="ghost" size="icon" disabled={disabled} onClick={inPlace(onAsk)} aria-label={label}>
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </Button>
    </Form>
  );
}

/**
 * The question DeleteForm's bin opens with JavaScript: "Delete <name>?". Yes posts the same fields
 * (intent=delete, `field`=id) to `action` through the fetcher `fetcherKey(id)`, staying on the page;
 * `onConfirmed` runs first.
 */
export function ConfirmDeleteDialog({
  item,
  fallbackName,
  description,
  action,
  field,
  fetcherKey,
  onClose,
  onConfirmed,
}: {
  item: { id: string; name: string } | null;
  fallbackName: string;
  description: string;
  action: string;
  field: string;
  fetcherKey: (id: string) => string;
  onClose: () => void;
  onConfirmed?: (id: string) => void;
}) {
  const submit = useSubmit();
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Delete ${item?.name ?? fallbackName}?`}
      description={description}
      confirmLabel="Delete"
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => {
        if (!item) return;
        onConfirmed?.(item.id);
        void submit(
          { intent: "delete", [field]: item.id },
          { method: "post", action, navigate: false, fetcherKey: fetcherKey(item.id) },
        );
      }}
    />
  );
}
