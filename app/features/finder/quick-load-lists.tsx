import { getInputProps } from "@conform-to/react";
import { ListChecks, Save } from "~/components/ui/icons";
import { Suspense, useState } from "react";
import { Await, useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ListNameSchema } from "~/domain/validation/kitchen";

export interface QuickList {
  id: string;
  name: string;
  items: { id: string; name: string }[];
}

/** The cook's saved ingredient lists: one click adds a list's missing ingredients to the selection. */
export function QuickLoadLists({ lists, onLoad }: { lists: Promise<QuickList[]>; onLoad: (items: string[]) => void }) {
  return (
    <section aria-labelledby="quick-load-heading" className="ring-warm-200 rounded-3xl bg-white p-5 shadow-sm ring-1">
      <h2 id="quick-load-heading" className="text-warm-900 text-lg font-bold">
        Quick Load Lists
      </h2>
      <Suspense
        fallback={
          <ul className="mt-3 space-y-2" aria-label="Loading your lists">
            {[0, 1, 2].map((i) => (
              <li key={i} data-testid="list-skeleton" className="bg-warm-100 h-11 animate-pulse rounded-xl" />
            ))}
          </ul>
        }
      >
        <Await resolve={lists}>
          {(resolved) =>
            resolved.length === 0 ? (
              <p className="text-warm-700 mt-3 text-sm">No saved ingredient lists yet</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {resolved.map((list) => (
                  <li key={list.id}>
                    <Button
                      variant="secondary"
                      onClick={() => onLoad(list.items.map((i) => i.name))}
                      className="w-full justify-start px-3 text-left"
                    >
                      <ListChecks className="text-accent-green h-4 w-4" aria-hidden="true" />
                      <span className="flex-1 font-medium">{list.name}</span>
                      <span className="text-warm-700 text-sm">{list.items.length}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

/**
 * "Save This List": keeps the current selection as a new ingredient list through the ingredient
 * lists action (intent=create, one `ingredient` field per entry), which raises the notification.
 */
export function SaveSelectionAsList({ selection }: { selection: string[] }) {
  const [naming, setNaming] = useState(false);
  const fetcher = useFetcher<ActionReply<unknown>>({ key: "finder-save-list" });
  useFetcherReply(fetcher, (reply) => reply.ok && setNaming(false));
  const { fields, canSubmit, formProps } = useSchemaForm(ListNameSchema, { id: "finder-save-list", validateOn: "onSubmit" });
  if (!naming) {
    return (
      <Button variant="secondary" disabled={selection.length === 0} onClick={() => setNaming(true)} className="w-full">
        <Save className="h-4 w-4" aria-hidden="true" /> Save This List
      </Button>
    );
  }
  const { key, ...inputProps } = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  return (
    <fetcher.Form method="post" action="/app/ingredient-lists" {...formProps} className="flex gap-2">
      <input type="hidden" name="intent" value="create" />
      {selection.map((item) => (
        <input key={item} type="hidden" name="ingredient" value={item} />
      ))}
      <label htmlFor={fields.name.id} className="sr-only">
        Name for this list
      </label>
      <input key={key} {...inputProps} placeholder="List name" className={inputClass} />
      <Button type="submit" size="sm" disabled={!canSubmit || fetcher.state !== "idle"}>
        Save
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setNaming(false)}>
        Cancel
      </Button>
    </fetcher.Form>
  );
}
