import { Clock } from "~/components/ui/icons";
import { estimatedCookTime, type IngredientAmount } from "~/domain/ingredients/scaling";
import { displayMeasure, ingredientLabel, type UnitSystem } from "~/domain/ingredients/units";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";
import { SectionedList } from "~/components/recipe/sectioned-list";

/** A factor as shown: "1.5x", "0.33x". */
export function formatFactor(factor: number): string {
  return `${Number(factor.toFixed(2))}x`;
}

/** Each ingredient scaled, its original amount struck through (the dialog and the scale page), under its section's heading. */
export function ScaledIngredientList({
  rows,
  factor,
  units,
  sections,
  headingLevel = "h3",
}: {
  rows: IngredientAmount[];
  factor: number;
  units: UnitSystem;
  sections?: readonly RecipeSection[] | null;
  headingLevel?: "h3" | "h4";
}) {
  return (
    <div className="mt-3">
      <SectionedList
        items={rows}
        sections={sections}
        label="Scaled ingredients"
        headingLevel={headingLevel}
        headingClassName="text-warm-900 mb-2 font-semibold"
        listClassName="space-y-2"
        renderItem={(row, i) => {
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
        }}
      />
    </div>
  );
}

/** The scale factor and the cook time it leads to, side by side (the dialog and its page). */
export function ScaleSummary({ factor, cookTime, className = "" }: { factor: number; cookTime: number; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${className}`}>
      <div className="bg-warm-50 rounded-2xl p-3">
        <dt className="text-warm-700 text-sm">Scale factor</dt>
        <dd className="text-warm-900 text-xl font-bold" data-testid="scale-factor">
          {formatFactor(factor)}
        </dd>
      </div>
      <div className="bg-warm-50 rounded-2xl p-3">
        <dt className="text-warm-700 flex items-center gap-1 text-sm">
          <Clock className="h-4 w-4" aria-hidden="true" /> Estimated cook time
        </dt>
        <dd className="text-warm-900 text-xl font-bold" data-testid="scaled-cook-time">
          {estimatedCookTime(cookTime, factor)} min
        </dd>
      </div>
    </dl>
  );
}
