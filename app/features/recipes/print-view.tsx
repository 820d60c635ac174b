import type { IngredientAmount } from "~/domain/ingredients/scaling";
import { convertTemperatures, displayIngredient, type UnitSystem } from "~/domain/ingredients/units";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";
import { SectionedList } from "~/components/recipe/sectioned-list";

const sectionHeading = "text-warm-900 mb-1 text-lg font-semibold";

interface Props {
  ingredients: string[];
  rows: IngredientAmount[];
  instructions: string[];
  ingredientSections?: readonly RecipeSection[] | null;
  instructionSections?: readonly RecipeSection[] | null;
  factor: number;
  units: UnitSystem;
}

/**
 * The recipe as one printable sheet (Print without JavaScript): the ingredients, at the servings and
 * in the units asked for, and the numbered steps; the browser's own Print command prints it.
 */
export function PrintView({ ingredients, rows, instructions, ingredientSections, instructionSections, factor, units }: Props) {
  const asWritten = factor === 1 && (units === "as-written" || rows.length !== ingredients.length);
  const lines = asWritten ? ingredients : rows.map((row) => displayIngredient(row, factor, units));
  return (
    <>
      <p className="text-warm-700 mt-4 print:hidden">
        Use your browser&apos;s Print command (Ctrl+P, or ⌘P on a Mac) to print this page.
      </p>
      <div className="mt-6 grid gap-8 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="print-ingredients">
          <h2 id="print-ingredients" className="text-warm-900 text-xl font-bold">
            Ingredients ({lines.length})
          </h2>
          <div className="mt-3">
            <SectionedList
              items={lines}
              sections={ingredientSections}
              label="Ingredients"
              headingClassName={sectionHeading}
              listClassName="text-warm-800 list-disc space-y-1 pl-5"
              renderItem={(line, i) => <li key={i}>{line}</li>}
            />
          </div>
        </section>
        <section aria-labelledby="print-instructions">
          <h2 id="print-instructions" className="text-warm-900 text-xl font-bold">
            Instructions ({instructions.length})
          </h2>
          <div className="mt-3">
            <SectionedList
              items={instructions}
              sections={instructionSections}
              ordered
              label="Instructions"
              headingClassName={sectionHeading}
              listClassName="text-warm-800 list-decimal space-y-2 pl-5"
              renderItem={(step, i) => <li key={i}>{convertTemperatures(step, units)}</li>}
            />
          </div>
        </section>
      </div>
    </>
  );
}
