import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Button } from "./button";
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
