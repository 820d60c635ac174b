/**
 * The recipe page's Nutrition Facts: for entitled cooks, a label in the familiar FDA layout
 * (servings, calories, % daily values) with what it is based on, the lines it left out and its
 * source; for everyone else, the teaser linking to /pricing. The server sends numbers only to
 * entitled cooks (`facts` is null otherwise). Lines weighed with an SR food an AI model chose
 * (decision 027) are listed as such, with a note that the numbers are still USDA's.
 */
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { coverageLine, nutritionLabel, NUTRITION_SOURCE, roundCalories, type LabelRow } from "~/domain/nutrition/label";
import type { NutritionSummary, SkipReason } from "~/domain/nutrition/nutrition";
import { plural } from "~/domain/plural";

const REASONS: Record<SkipReason, string> = {
  "not counted": "left out on purpose",
  "no match": "no USDA food for it",
  "no amount": "no amount given",
  "no weight": "cannot be weighed",
};

function Row({ row }: { row: LabelRow }) {
  return (
    <tr className="border-t border-black">
      <th scope="row" className={`py-0.5 text-left font-normal ${row.indent ? "pl-4" : ""}`}>
        <span className={row.indent ? "" : "font-bold"}>{row.name}</span> {row.amount}
      </th>
      <td className="py-0.5 text-right font-bold">{row.dailyValue === null ? "" : `${row.dailyValue}%`}</td>
    </tr>
  );
}

interface Props {
  /** Null for a viewer whose plan does not include nutrition facts. */
  facts: NutritionSummary | null;
  /** Servings the cook picked in the scale dialog; per-serving values do not change with it. */
  servings?: number;
}

export function NutritionFacts({ facts, servings }: Props) {
  if (!facts) {
    return (
      <UpgradeTeaser id="nutrition-heading" title="Nutrition Facts" cta="Unlock Nutrition Facts">
        Calories, protein, carbs and more for every serving, with Premium.
      </UpgradeTeaser>
    );
  }
  const label = nutritionLabel(facts.perServing);
  const shownServings = servings !== undefined && servings > 0 ? servings : facts.servings;
  const wholeRecipe = roundCalories(facts.perServing.energy * shownServings);
  return (
    <section aria-labelledby="nutrition-heading" className="mt-10" data-testid="nutrition-facts">
      <h2 id="nutrition-heading" className="text-warm-900 text-2xl font-bold print:hidden">
        Nutrition Facts
      </h2>
      <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-start print:mt-0">
        <div
          className="w-full max-w-sm shrink-0 border-2 border-black bg-white p-2 text-black print:break-inside-avoid"
          data-testid="nutrition-label"
        >
          <p className="text-4xl leading-none font-extrabold tracking-tight print:text-3xl" aria-hidden="true">
            Nutrition Facts
          </p>
          <p className="mt-1 border-b border-black pb-1">{plural(shownServings, "serving")} per recipe</p>
          <p className="flex flex-wrap justify-between gap-x-2 border-b-8 border-black pb-1 font-bold">
            <span>Serving size</span>
            <span>{shownServings === 1 ? "the whole recipe" : `1/${shownServings} of the recipe`}</span>
          </p>
          <p className="mt-1 text-sm font-bold">Amount per serving</p>
          <p className="flex items-end justify-between border-b-4 border-black pb-1" data-testid="nutrition-calories">
            <span className="text-3xl font-extrabold print:text-2xl">Calories</span>
            <span className="text-4xl font-extrabold print:text-3xl">{label.calories}</span>
          </p>
          <table className="w-full text-sm">
            <caption className="sr-only">Nutrients per serving and percent of the daily value</caption>
            <thead>
              <tr>
                <th scope="col" className="sr-only">
                  Nutrient and amount
                </th>
                <th scope="col" className="py-0.5 text-right text-xs font-bold">
                  % Daily Value*
                </th>
              </tr>
            </thead>
            <tbody>
              {label.main.map((row) => (
                <Row key={row.key} row={row} />
              ))}
            </tbody>
            <tbody className="border-t-8 border-black">
              {label.micros.map((row) => (
                <Row key={row.key} row={row} />
              ))}
            </tbody>
          </table>
          <p className="mt-1 border-t-4 border-black pt-1 text-xs leading-snug">
            * The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000
            calories a day is used for general nutrition advice.
          </p>
        </div>
        {/* In print the label stands alone, in the ingredients' column (app.css). */}
        <div className="text-warm-800 space-y-3 print:hidden">
          <p className="text-warm-900 font-semibold" data-testid="nutrition-coverage">
            {coverageLine(facts.countedLines, facts.totalLines)}
          </p>
          <p>
            The whole recipe ({plural(shownServings, "serving")}) comes to about {wholeRecipe} calories. Values are estimates from
            the ingredient list; cooking losses are not counted.
          </p>
          {facts.aiMatched.length > 0 && (
            <div data-testid="nutrition-ai-matched">
              <h3 className="text-warm-900 font-semibold">Foods chosen by AI</h3>
              <ul className="mt-1 list-disc pl-5">
                {facts.aiMatched.map((line, index) => (
                  <li key={`${index}-${line.text}`}>
                    {line.text} <span className="text-warm-700">(Matched by AI: {line.description})</span>
                  </li>
                ))}
              </ul>
              <p className="text-warm-700 mt-1 text-sm">
                An AI model picked these foods from USDA candidates for names our reviewed list does not cover; the numbers come
                from USDA data, not from the model.
              </p>
            </div>
          )}
          {facts.skipped.length > 0 && (
            <div>
              <h3 className="text-warm-900 font-semibold">Not counted</h3>
              <ul className="mt-1 list-disc pl-5" data-testid="nutrition-skipped">
                {facts.skipped.map((line, index) => (
                  <li key={`${index}-${line.text}`}>
                    {line.text} <span className="text-warm-700">({REASONS[line.reason]})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-warm-700 text-sm">
            Source: {NUTRITION_SOURCE} Public domain; portions weighed with its household measures.
          </p>
        </div>
      </div>
    </section>
  );
}
