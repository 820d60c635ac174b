import { ListChecks } from "~/components/ui/icons";
import { DeleteForm } from "~/components/ui/delete-form";
import { SelectableTitle, type SelectableCardProps } from "~/components/ui/url-state-form";
import { isPendingList, type ListState } from "./use-optimistic-lists";
import { plural } from "~/domain/plural";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * One list in the sidebar: its name selects it, the bin asks before deleting. Without JavaScript
 * the name selects through the URL and the bin deletes straight away.
 */
export function ListCard({ list, selected, onSelect, onDelete }: { list: ListState } & SelectableCardProps) {
  return (
    <article
      data-testid="ingredient-list-card"
      className={`flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${selected ? "ring-accent-orange ring-2" : "ring-warm-200"}`}
    >
      <ListChecks className="text-accent-green mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
      <SelectableTitle
        as="h2"
        headingClassName="text-warm-900 font-semibold"
        name="list"
        value={list.id}
        title={list.name}
        selected={selected}
        onSelect={onSelect}
      >
        <p className="text-warm-700 text-sm">
          {plural(list.items.length, "ingredient")} · Created {dateFormat.format(new Date(list.createdAt))}
        </p>
      </SelectableTitle>
      <DeleteForm
        action="/app/ingredient-lists"
        field="listId"
        id={list.id}
        label={`Delete ${list.name}`}
        onAsk={onDelete}
        disabled={isPendingList(list)}
      />
    </article>
  );
}
