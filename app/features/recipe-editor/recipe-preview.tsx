import { Clock, Gauge, Users } from "~/components/ui/icons";
import { useState } from "react";
import { readSectionedText } from "~/domain/recipes/recipe-sections";
import { splitTags } from "~/domain/validation/recipe";
import { SectionedList } from "~/components/recipe/sectioned-list";
import { plural } from "~/domain/plural";

/** The form's values as typed (text), before validation. */
export interface DraftText {
  title: string;
  description: string;
  imageUrl: string;
  cookTime: string;
  servings: string;
  difficulty: string;
  ingredients: string;
  instructions: string;
  tags: string;
  author: string;
}

/** How the recipe will look (spec: image hidden on load error, placeholders while empty). */
export function RecipePreview({ draft }: { draft: DraftText }) {
  // Headings are shown as typed, even before the form accepts them.
  const ingredients = readSectionedText(draft.ingredients);
  const instructions = readSectionedText(draft.instructions);
  const tags = splitTags(draft.tags);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = draft.imageUrl.trim();
  return (
    <article aria-label="Recipe preview" className="ring-warm-200 overflow-hidden rounded-3xl bg-white shadow-sm ring-1">
      {imageUrl && failedUrl !== imageUrl && (
        <img src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} className="aspect-[16/9] w-full object-cover" />
      )}
      <div className="space-y-5 p-6">
        <div>
          <h2 className="text-warm-900 text-3xl font-bold">{draft.title.trim() || "Recipe Title"}</h2>
          {draft.description.trim() && <p className="text-warm-800 mt-2">{draft.description.trim()}</p>}
        </div>
        <ul className="text-warm-800 flex flex-wrap gap-4 text-sm">
          <li className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" /> {draft.cookTime || 0} min
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Users className="h-4 w-4" aria-hidden="true" /> {plural(Number(draft.servings) || 0, "serving")}
          </li>
          {draft.difficulty && (
            <li className="inline-flex items-center gap-1.5">
              <Gauge className="h-4 w-4" aria-hidden="true" /> {draft.difficulty}
            </li>
          )}
        </ul>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {tags.map((tag, i) => (
              <li key={`${tag}-${i}`} className="bg-warm-100 text-warm-800 rounded-full px-3 py-1 text-sm">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="preview-ingredients">
            <h3 id="preview-ingredients" className="text-warm-900 text-lg font-bold">
              Ingredients
            </h3>
            {ingredients.lines.length === 0 ? (
              <p className="text-warm-700 mt-2 italic">No ingredients added yet...</p>
            ) : (
              <div className="mt-2">
                <SectionedList
                  items={ingredients.lines}
                  sections={ingredients.sections}
                  label="Ingredients"
                  headingLevel="h4"
                  headingClassName="text-warm-900 mb-1 font-semibold"
                  listClassName="text-warm-800 list-disc space-y-1 pl-5"
                  renderItem={(line, i) => <li key={i}>{line}</li>}
                />
              </div>
            )}
          </section>
          <section aria-labelledby="preview-instructions">
            <h3 id="preview-instructions" className="text-warm-900 text-lg font-bold">
              Instructions
            </h3>
            {instructions.lines.length === 0 ? (
              <p className="text-warm-700 mt-2 italic">No instructions added yet...</p>
            ) : (
              <div className="mt-2">
                <SectionedList
                  items={instructions.lines}
                  sections={instructions.sections}
                  ordered
                  label="Instructions"
                  headingLevel="h4"
                  headingClassName="text-warm-900 mb-1 font-semibold"
                  listClassName="text-warm-800 list-decimal space-y-1 pl-5"
                  renderItem={(line, i) => <li key={i}>{line}</li>}
                />
              </div>
            )}
          </section>
        </div>
        {draft.author.trim() && <p className="text-warm-700 text-sm">Recipe by {draft.author.trim()}</p>}
      </div>
    </article>
  );
}
