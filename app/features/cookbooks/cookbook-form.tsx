import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { TextField } from "~/components/ui/form";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DEFAULT_COOKBOOK_COLOR, type CookbookColor } from "~/domain/cookbook";
import { COOKBOOK_MESSAGES } from "~/domain/messages";
import { CookbookSchema } from "~/domain/validation/kitchen";
import { ColorPicker } from "./color-picker";
import { buttonStyles } from "~/components/ui/button-styles";

/** Creates a cookbook; calls onCreated with its id once the server has it. */
export function CookbookForm({ onCreated, onCancel }: { onCreated: (id: string) => void; onCancel: () => void }) {
  const [color, setColor] = useState<CookbookColor>(DEFAULT_COOKBOOK_COLOR);
  const [busy, setBusy] = useState(false);
  const { form, fields, canSubmit, track } = useSchemaForm(CookbookSchema, {
    id: "cookbook-create",
    onValidSubmit: async (value) => {
      setBusy(true);
      const reply = await postAction<{ cookbook: { id: string } }>(
        "/app/api/cookbooks",
        { intent: "create", ...value },
        COOKBOOK_MESSAGES.createFailed,
      );
      setBusy(false);
      if (!reply.ok) return void toast(reply.message, "error");
      toast(reply.message ?? COOKBOOK_MESSAGES.created, "success");
      onCreated(reply.cookbook.id);
    },
  });
  return (
    <form
      {...getFormProps(form)}
      onChange={track}
      onInput={track}
      className="ring-warm-200 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1"
    >
      <h2 className="text-warm-900 text-2xl font-bold">New cookbook</h2>
      <TextField meta={fields.name} label="Cookbook name" placeholder="Comfort Food Favorites" />
      <TextField meta={fields.description} label="Description (optional)" placeholder="Dishes for cold evenings" />
      <ColorPicker name="color" value={color} onChange={setColor} error={fields.color.errors?.[0]} />
      <div className="flex gap-3">
        <button type="submit" disabled={!canSubmit || busy} className={buttonStyles.primary}>
          {busy ? "Creating..." : "Create Cookbook"}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
