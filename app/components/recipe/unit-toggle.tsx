import { Ruler } from "~/components/ui/icons";
import { UNIT_SYSTEM_LABELS, UNIT_SYSTEMS } from "~/domain/ingredients/unit-system";
import { UNITS_ACTION, type UnitChoice } from "./use-unit-system";

/**
 * As written / Metric / US. For a signed-in cook it is a form posting to /app/units, so it works
 * without JavaScript too; with JavaScript the choice shows at once. A visitor's choice stays in the browser.
 */
export function UnitToggle({ units, id }: { units: UnitChoice; id: string }) {
  const labelId = `${id}-label`;
  const group = (
    <div role="group" aria-labelledby={labelId} className="ring-warm-300 inline-flex rounded-xl bg-white p-0.5 ring-1">
      {UNIT_SYSTEMS.map((system) => {
        const active = units.value === system;
        return (
          <button
            key={system}
            type={units.signedIn ? "submit" : "button"}
            name="unitSystem"
            value={system}
            aria-pressed={active}
            onClick={(event) => {
              event.preventDefault();
              if (!active) units.choose(system);
            }}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold transition ${
              active ? "bg-warm-900 text-white" : "text-warm-800 hover:bg-warm-100"
            }`}
          >
            {UNIT_SYSTEM_LABELS[system]}
          </button>
        );
      })}
    </div>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-warm-800 inline-flex items-center gap-1.5 text-sm font-semibold">
        <Ruler className="h-4 w-4" aria-hidden="true" /> Units
      </span>
      {units.signedIn ? (
        <form method="post" action={UNITS_ACTION}>
          {group}
        </form>
      ) : (
        group
      )}
    </div>
  );
}
