import { getInputProps } from "@conform-to/react";
import { Plus, Users, Warehouse, X } from "~/components/ui/icons";
import { useRef } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FieldError, inputClass } from "~/components/ui/form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ListItemAddSchema } from "~/domain/validation/kitchen";
import { LIST_KEYS } from "./use-optimistic-lists";

export interface ListItem {
  id: string;
  name: string;
}

const ACTION = "/app/ingredient-lists";

/**
 * The selected list's ingredients: add by Enter or the button (intent=add-item), remove with the
 * cross (intent=remove-item). Each write is its own fetcher, so quick additions do not cancel each
 * other; without JavaScript the forms post and the page comes back with this list still open.
 */
/** In a household: whether the list is shared, who moved it there, and whether the cook may take it back. */
export interface ListHousehold {
  shared: boolean;
  sharedBy?: string;
  canMakePersonal: boolean;
}

export function ListDetail({
  id,
  name,
  isPantry,
  items,
  household = null,
}: {
  id: string;
  name: string;
  isPantry: boolean;
  items: ListItem[];
  household?: ListHousehold | null;
}) {
  const submit = useSubmit();
  const sent = useRef(0);
  const here = `${ACTION}?list=${id}`;
  const { fields, canSubmit, formProps } = useSchemaForm(ListItemAddSchema, {
    id: `list-add-${id}`,
    // A blank entry is simply not sent (the button stays disabled); no message for it.
    validateOn: "onSubmit",
    onValidSubmit: (_value, element) => {
      sent.current += 1;
      void submit(new FormData(element), {
        method: "post",
        action: here,
        navigate: false,
        fetcherKey: LIST_KEYS.addItem(id, sent.current),
      });
      element.reset();
    },
  });
  const { key, ...inputProps } = getInputProps(fields.ingredient, { type: "text", ariaAttributes: true });
  return (
    <section aria-labelledby="list-detail-heading" className="ring-warm-200 rounded-3xl bg-white p-6 ring-1">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="list-detail-heading" className="text-warm-900 text-2xl font-bold">
          {name}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {household && <HouseholdSwitch listId={id} household={household} action={here} />}
          <PantryToggle listId={id} listName={name} isPantry={isPantry} action={here} />
        </div>
      </div>
      {household?.shared && household.sharedBy && (
        <p className="text-warm-700 mt-1 text-sm" data-testid="list-shared-by">
          Shared with your household by {household.sharedBy}
        </p>
      )}
      <Form method="post" action={here} {...formProps} className="mt-4">
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="listId" value={id} />
        <div className="flex gap-2">
          <label htmlFor={fields.ingredient.id} className="sr-only">
            Add an ingredient to {name}
          </label>
          <input key={key} {...inputProps} placeholder="e.g. olive oil" className={inputClass} autoComplete="off" />
          <Button type="submit" disabled={!canSubmit} className="shrink-0">
            <Plus className="h-4 w-4" aria-hidden="true" /> Add
          </Button>
        </div>
        <FieldError id={fields.ingredient.errorId} errors={fields.ingredient.errors} />
      </Form>
      {items.length === 0 ? (
        <p className="text-warm-700 mt-4">No ingredients in this list yet.</p>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Ingredients in ${name}`}>
          {items.map((item) => (
            <li
              key={item.id}
              className="bg-accent-green-light text-accent-green inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium"
            >
              {item.name}
              <Form
                method="post"
                action={here}
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit(event.currentTarget, {
                    method: "post",
                    action: here,
                    navigate: false,
                    fetcherKey: LIST_KEYS.removeItem(item.id),
                  });
                }}
              >
                <input type="hidden" name="intent" value="remove-item" />
                <input type="hidden" name="listId" value={id} />
                <input type="hidden" name="itemId" value={item.id} />
                <button type="submit" aria-label={`Remove ${item.name}`} className="rounded-full p-1 hover:bg-white">
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The household switch: moves a personal list to the household (every member sees it, and its
 * pantry marks count for the shared shopping list), or back (only for the member who moved it).
 */
function HouseholdSwitch({ listId, household, action }: { listId: string; household: ListHousehold; action: string }) {
  const fetcher = useFetcher({ key: LIST_KEYS.shared(listId) });
  if (household.shared && !household.canMakePersonal) return null;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="shared" />
      <input type="hidden" name="listId" value={listId} />
      <input type="hidden" name="shared" value={household.shared ? "false" : "true"} />
      <button
        type="submit"
        aria-pressed={household.shared}
        className={buttonClass(household.shared ? "dark" : "secondary", "sm")}
      >
        <Users className="h-4 w-4" aria-hidden="true" /> Household
      </button>
    </fetcher.Form>
  );
}

/**
 * Pantry: foods in the lists marked here count as "In your pantry" on the shopping list (while no
 * list is marked, all lists do). Posts the state asked for (intent=pantry), also without JavaScript.
 */
function PantryToggle({
  listId,
  listName,
  isPantry,
  action,
}: {
  listId: string;
  listName: string;
  isPantry: boolean;
  action: string;
}) {
  const fetcher = useFetcher({ key: LIST_KEYS.pantry(listId) });
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="pantry" />
      <input type="hidden" name="listId" value={listId} />
      <input type="hidden" name="pantry" value={isPantry ? "false" : "true"} />
      <input type="hidden" name="listName" value={listName} />
      <button type="submit" aria-pressed={isPantry} className={buttonClass(isPantry ? "dark" : "secondary", "sm")}>
        <Warehouse className="h-4 w-4" aria-hidden="true" /> Pantry
      </button>
    </fetcher.Form>
  );
}
