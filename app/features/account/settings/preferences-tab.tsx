import { DIETARY_OPTIONS, SKILL_LEVELS, type SkillLevel } from "~/domain/accounts/profile";
import { inputClass } from "~/components/ui/styles";
import { useSettingsFetcher } from "./use-save-toast";
import { Button } from "~/components/ui/button";
import { UnitToggle } from "~/components/recipe/unit-toggle";
import { useUnitSystem } from "~/components/recipe/use-unit-system";
import type { UnitSystem } from "~/domain/ingredients/unit-system";

export function PreferencesTab({
  dietaryPreferences,
  skillLevel,
  unitSystem,
}: {
  dietaryPreferences: string[];
  skillLevel: SkillLevel;
  unitSystem: UnitSystem;
}) {
  const { fetcher, busy } = useSettingsFetcher();
  const units = useUnitSystem(unitSystem);
  return (
    <section aria-labelledby="preferences-heading" className="space-y-6">
      <h2 id="preferences-heading" className="text-warm-900 text-2xl font-bold">
        Preferences
      </h2>
      <fetcher.Form method="post" className="space-y-6">
        <input type="hidden" name="intent" value="preferences" />
        <fieldset>
          <legend className="text-warm-800 text-sm font-semibold">Dietary preferences</legend>
          <p className="text-warm-700 mt-1 text-sm">Suggestions favour recipes that fit these.</p>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {DIETARY_OPTIONS.map((option) => (
              <label
                key={option}
                className="bg-warm-50 text-warm-800 ring-warm-200 flex items-center gap-2 rounded-xl px-3 py-2 ring-1"
              >
                <input
                  type="checkbox"
                  name="dietaryPreferences"
                  value={option}
                  defaultChecked={dietaryPreferences.includes(option)}
                  className="accent-accent-orange h-4 w-4"
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="max-w-xs">
          <label htmlFor="skillLevel" className="text-warm-800 mb-1.5 block text-sm font-semibold">
            Cooking skill level
          </label>
          <select id="skillLevel" name="skillLevel" defaultValue={skillLevel} className={inputClass}>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level.charAt(0).toUpperCase() + level.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy} variant="primary" size="md">
          {busy ? "Saving..." : "Save Preferences"}
        </Button>
      </fetcher.Form>
      <div className="border-warm-200 border-t pt-6">
        <h3 className="text-warm-800 text-sm font-semibold">Recipe units</h3>
        <p className="text-warm-700 mt-1 mb-3 text-sm">
          Ingredients and oven temperatures as the author wrote them, in metric, or in US units. Saved as soon as you choose; also
          on every recipe page.
        </p>
        <UnitToggle units={units} id="settings-units" />
      </div>
    </section>
  );
}
