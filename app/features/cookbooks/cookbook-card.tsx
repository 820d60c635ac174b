import { BookOpen } from "~/components/ui/icons";
import { DeleteForm } from "~/components/ui/delete-form";
import { SelectableTitle, type SelectableCardProps } from "~/components/ui/url-state-form";
import type { CookbookColor } from "~/domain/kitchen/cookbook";
import { plural } from "~/domain/plural";

export interface CookbookCardData {
  id: string;
  name: string;
  description: string;
  color: CookbookColor;
  recipeCount: number;
  /** The household's (issue 27): every member sees and edits it. */
  shared?: boolean;
}

/**
 * One cookbook in the list: selecting shows its preview; the bin asks before deleting. Without
 * JavaScript, the name opens the preview through the URL and the bin deletes straight away.
 */
export function CookbookCard({ book, selected, onSelect, onDelete }: { book: CookbookCardData } & SelectableCardProps) {
  return (
    <article
      data-testid="cookbook-card"
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition ${selected ? "ring-accent-orange ring-2" : "ring-warm-200"}`}
    >
      <div className={`h-3 ${book.color}`} aria-hidden="true" />
      <div className="flex items-start gap-3 p-4">
        <span className={`grid h-11 w-11 shrink-0 place-items-center rounded-xl text-white ${book.color}`} aria-hidden="true">
          <BookOpen className="h-5 w-5" />
        </span>
        <SelectableTitle
          as="h3"
          headingClassName="text-warm-900 text-lg font-semibold"
          name="cookbook"
          value={book.id}
          title={book.name}
          selected={selected}
          onSelect={onSelect}
        >
          {book.description && <p className="text-warm-700 line-clamp-2 text-sm">{book.description}</p>}
          <p className="text-warm-800 mt-1 text-sm font-medium">
            {plural(book.recipeCount, "recipe")}
            {book.shared && " · Household"}
          </p>
        </SelectableTitle>
        <DeleteForm action="/app/cookbooks" field="cookbookId" id={book.id} label={`Delete ${book.name}`} onAsk={onDelete} />
      </div>
    </article>
  );
}
