import { ListChecks } from "lucide-react";
import { DeleteForm } from "~/components/ui/delete-form";
import { inPlace, UrlStateForm } from "~/components/ui/url-state-form";
import { PENDING_LIST_ID, type ListState } from "./use-optimistic-lists";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * One list in the sidebar: its name selects it, the bin asks before deleting. Without JavaScript
 * the name selects through the URL and the bin deletes straight away.
 */
export function ListCard({
  list,
  selected,
  onSelect,
  onDelete,
}: {
  list: ListState;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      data-testid="ingredient-list-card"
      className={`flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${selected ? "ring-accent-orange ring-2" : "ring-warm-200"}`}
    >
      <ListChecks className="text-accent-green mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
      <UrlStateForm className="min-w-0 flex-1">
        <h2 className="text-warm-900 font-semibold">
          <button
            type="submit"
            name="list"
            value={list.id}
            onClick={inPlace(onSelect)}
            aria-pressed={selected}
            className="text-left hover:underline"
          >
            {list.name}
          </button>
        </h2>
        <p className="text-warm-700 text-sm">
          {list.items.length} ingredient{list.items.length === 1 ? "" : "s"} · Created{" "}
          {dateFormat.format(new Date(list.createdAt))}
        </p>
      </UrlStateForm>
      <DeleteForm
        action="/app/ingredient-lists"
        field="listId"
        id={list.id}
        label={`Delete ${list.name}`}
        onAsk={onDelete}
        disabled={list.id === PENDING_LIST_ID}
      />
    </article>
  );
}
