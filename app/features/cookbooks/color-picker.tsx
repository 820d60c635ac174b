import { Check } from "~/components/ui/icons";
import { COOKBOOK_COLORS, type CookbookColor } from "~/domain/kitchen/cookbook";

/** The six colour themes as a radio group (spec section 3). */
export function ColorPicker({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: CookbookColor;
  onChange: (c: CookbookColor) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-warm-800 mb-2 text-sm font-semibold">Color theme</legend>
      <div className="flex flex-wrap gap-3">
        {COOKBOOK_COLORS.map((color) => (
          <label key={color.value} className="text-warm-800 flex cursor-pointer flex-col items-center gap-1 text-xs">
            <input
              type="radio"
              name={name}
              value={color.value}
              checked={value === color.value}
              onChange={() => onChange(color.value)}
              className="peer sr-only"
            />
            <span
              className={`grid h-10 w-10 place-items-center rounded-full ${color.value} peer-checked:ring-warm-900 peer-focus-visible:outline-accent-orange ring-offset-2 peer-checked:ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4`}
              aria-hidden="true"
            >
              {value === color.value && <Check className="h-5 w-5 text-white" />}
            </span>
            {color.label}
          </label>
        ))}
      </div>
      {error && <p className="text-accent-red mt-1.5 text-sm">{error}</p>}
    </fieldset>
  );
}
