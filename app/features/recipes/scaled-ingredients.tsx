import type { IngredientAmount } from "~/domain/ingredients/scaling";
import { displayMeasure, ingredientLabel, type UnitSystem } from "~/domain/ingredients/units";

/** A factor as shown: "1.5x", "0.33x". */
export function formatFactor(factor: number): string {
  return `${Number(factor.toFixed(2))}x`;
}

/** Each ingredient scaled, its original amount struck through (the dialog and the scale page). */
export function ScaledIngredientList({ rows, factor, units }: { rows: IngredientAmount[]; factor: number; units: UnitSystem }) {
  return (
    <ul className="mt-3 space-y-2" aria-label="Scaled ingredients">
      {rows.map((row, i) => {
        const scaled = displayMeasure(row, factor, units);
        const original = displayMeasure(row, 1, units);
        return (
          <li key={i} className="ring-warm-200 text-warm-800 rounded-xl px-4 py-2 ring-1">
            {original && (
              <>
                <s className="text-warm-600 mr-2">
                  <span className="sr-only">(was </span>
                  {original}
                  <span className="sr-only">)</span>
                </s>
                <strong className="text-warm-900">{scaled}</strong>{" "}
              </>
            )}
            {ingredientLabel(row, factor)}
          </li>
        );
      })}
    </ul>
  );
}
