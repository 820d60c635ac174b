import { convertTemperatures } from "~/domain/ingredients/units";
import { LinesSection } from "~/components/recipe/lines-section";
import { ingredientLines, type RecipeLinesProps } from "./ingredient-lines";

/** Both columns' title, spacing and section headings. */
const column = {
  titleClassName: "text-warm-900 text-xl font-bold",
  bodyClassName: "mt-3",
  headingClassName: "text-warm-900 mb-1 text-lg font-semibold",
};

/**
 * The recipe as one printable sheet (Print without JavaScript): the ingredients, at the servings and
 * in the units asked for, and the numbered steps; the browser's own Print command prints it.
 */
export function PrintView(props: RecipeLinesProps & { factor: number }) {
  const { instructions, ingredientSections, instructionSections, factor, units } = props;
  const lines = ingredientLines(props, factor);
  return (
    <>
      <p className="text-warm-700 mt-4 print:hidden">
        Use your browser&apos;s Print command (Ctrl+P, or ⌘P on a Mac) to print this page.
      </p>
      <div className="mt-6 grid gap-8 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LinesSection
          {...column}
          id="print-ingredients"
          title={`Ingredients (${lines.length})`}
          items={lines}
          sections={ingredientSections}
          label="Ingredients"
          listClassName="text-warm-800 list-disc space-y-1 pl-5"
          renderItem={(line, i) => <li key={i}>{line}</li>}
        />
        <LinesSection
          {...column}
          id="print-instructions"
          title={`Instructions (${instructions.length})`}
          items={instructions}
          sections={instructionSections}
          ordered
          label="Instructions"
          listClassName="text-warm-800 list-decimal space-y-2 pl-5"
          renderItem={(step, i) => <li key={i}>{convertTemperatures(step, units)}</li>}
        />
      </div>
    </>
  );
}
