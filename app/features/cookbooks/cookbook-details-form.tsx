import { useState } from "react";
import { inputClass } from "~/components/ui/styles";
import type { CookbookColor } from "~/domain/cookbook";
import { CookbookEditSchema } from "~/domain/validation/kitchen";
import { ColorPicker } from "./color-picker";
import { buttonStyles } from "~/components/ui/button-styles";

export interface CookbookDetails {
  name: string;
  description: string;
  color: CookbookColor;
}

/** The manage page's edit mode: only the name is required. */
export function CookbookDetailsForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: CookbookDetails;
  onSave: (d: CookbookDetails) => Promise<void>;
  onCancel: () => void;
}) {
  const [details, setDetails] = useState(initial);
  const [busy, setBusy] = useState(false);
  const parsed = CookbookEditSchema.safeParse(details);
  const error = parsed.success ? null : parsed.error.issues[0].message;
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!parsed.success) return;
        setBusy(true);
        await onSave(parsed.data);
        setBusy(false);
      }}
      className="ring-warm-200 space-y-4 rounded-3xl bg-white p-6 ring-1"
    >
      <div>
        <label htmlFor="edit-name" className="text-warm-800 mb-1.5 block text-sm font-semibold">
          Cookbook name
        </label>
        <input
          id="edit-name"
          value={details.name}
          onChange={(e) => setDetails({ ...details, name: e.target.value })}
          aria-invalid={error !== null}
          aria-describedby={error ? "edit-name-error" : undefined}
          className={inputClass}
        />
        {error && (
          <p id="edit-name-error" role="alert" className="text-accent-red mt-1.5 text-sm">
            {error}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="edit-description" className="text-warm-800 mb-1.5 block text-sm font-semibold">
          Description
        </label>
        <textarea
          id="edit-description"
          value={details.description}
          onChange={(e) => setDetails({ ...details, description: e.target.value })}
          rows={2}
          className={inputClass}
        />
      </div>
      <ColorPicker name="edit-color" value={details.color} onChange={(color) => setDetails({ ...details, color })} />
      <div className="flex gap-3">
        <button type="submit" disabled={!parsed.success || busy} className={buttonStyles.primary}>
          {busy ? "Saving..." : "Save"}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
