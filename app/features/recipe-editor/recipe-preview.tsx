import { Clock, Gauge, Users } from "~/components/ui/icons";
import { useState } from "react";
import { readSectionedText, type SectionedLines } from "~/domain/recipes/recipe-sections";
import { splitTags } from "~/domain/validation/recipe";
import { LinesSection } from "~/components/recipe/lines-section";
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

/** One column of the preview: its lines under their headings (h4s under its h3), or a placeholder while there are none. */
function PreviewColumn({ name, text, ordered = false }: { name: string; text: SectionedLines; ordered?: boolean }) {
  return (
    <LinesSection
      id={`preview-${name.toLowerCase()}`}
      title={name}
      titleLevel="h3"
      titleClassName="text-warm-900 text-lg font-bold"
      bodyClassName="mt-2"
      empty={<p className="text-warm-700 mt-2 italic">{`No ${name.toLowerCase()} added yet...`}</p>}
      items={text.lines}
      sections={text.sections}
      ordered={ordered}
      label={name}
      headingLevel="h4"
      headingClassName="text-warm-900 mb-1 font-semibold"
      listClassName={`text-warm-800 ${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5`}
      renderItem={(line, i) => <li key={i}>{line}</li>}
    />
  );
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
          <PreviewColumn name="Ingredients" text={ingredients} />
          <PreviewColumn name="Instructions" text={instructions} ordered />
        </div>
        {draft.author.trim() && <p className="text-warm-700 text-sm">Recipe by {draft.author.trim()}</p>}
      </div>
    </article>
  );
}
