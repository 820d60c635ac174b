import type { ShoppingItemView } from "~/domain/meal-plan/shopping-list";
import { Check, ClipboardCopy, Download, Printer, ShoppingCart, Trash2 } from "~/components/ui/icons";
import { useState } from "react";
import { Form, Link, useFetcher, useFetchers } from "react-router";
import { withQueuedShoppingChanges } from "~/domain/offline/queued-changes";
import { useQueuedChanges } from "~/components/offline/change-queue";
import { Button, ButtonLink } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast-store";
import { AISLE_LABELS, groupByAisle } from "~/domain/ingredients/aisles";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { SHOPPING_ITEM_MAX } from "~/domain/validation/meal-plan";

/** An item as the page shows it (the server's view of the week's list). */
export type ShoppingItem = ShoppingItemView;

/** The list as plain text, grouped by aisle (copy and download). */
export function shoppingText(items: readonly ShoppingItem[]): string {
  const groups = groupByAisle(items).map(
    (g) => `${AISLE_LABELS[g.aisle]}\n${g.items.map((i) => `${i.checked ? "[x]" : "[ ]"} ${i.text}`).join("\n")}`,
  );
  return `Shopping list\n\n${groups.join("\n\n")}\n`;
}

/**
 * Ticks and removals still on their way, already applied (the server's answer follows), over the
 * changes made offline that wait on this device to be sent (issue 31).
 */
function useOptimisticItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  const pending = useFetchers().filter((f) => f.formData && f.key.startsWith("shop-"));
  const queued = useQueuedChanges("/app/shopping");
  let shown = withQueuedShoppingChanges(items, queued);
  for (const { formData } of pending) {
    const intent = formData!.get("intent");
    const id = String(formData!.get("itemId") ?? "");
    if (intent === "check") shown = shown.map((i) => (i.id === id ? { ...i, checked: formData!.get("checked") === "true" } : i));
    if (intent === "remove") shown = shown.filter((i) => i.id !== id);
    if (intent === "clear-checked") shown = shown.filter((i) => !i.checked);
  }
  return shown;
}

/** The recipes' own lines behind a merged line, on demand: nothing the recipes asked for is hidden. */
function RecipeLines({ lines }: { lines: { text: string; from: string }[] }) {
  return (
    <details className="text-warm-700 mt-1 text-xs print:hidden" data-testid="recipe-lines">
      <summary className="hover:text-warm-900 w-fit cursor-pointer underline-offset-2 hover:underline">
        Show the recipes' lines
      </summary>
      <ul className="mt-1 space-y-0.5 pl-4">
        {lines.map((line, i) => (
          <li key={i}>
            {line.text} ({line.from})
          </li>
        ))}
      </ul>
    </details>
  );
}

function ItemRow({ item }: { item: ShoppingItem }) {
  const check = useFetcher({ key: `shop-check-${item.id}` });
  const remove = useFetcher({ key: `shop-remove-${item.id}` });
  return (
    <li className="flex items-start gap-3 py-2" data-testid="shopping-item">
      <check.Form method="post">
        <input type="hidden" name="intent" value="check" />
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="checked" value={String(!item.checked)} />
        <input type="hidden" name="itemText" value={item.text} />
        <button
          type="submit"
          role="checkbox"
          aria-checked={item.checked}
          aria-label={item.text}
          className={`mt-0.5 flex h-6 w-6 items-center justify-center rounded-md border-2 ${item.checked ? "border-accent-green bg-accent-green text-white" : "border-warm-400 bg-white"}`}
        >
          {item.checked && <Check className="h-4 w-4" aria-hidden="true" />}
        </button>
      </check.Form>
      <div className="min-w-0 flex-1">
        <p className={`text-warm-900 break-words ${item.checked ? "text-warm-600 line-through" : ""}`}>{item.text}</p>
        <p className="text-warm-700 text-xs">
          {item.inPantry && (
            <span className="bg-accent-green-light text-accent-green mr-2 rounded-full px-2 py-0.5 font-semibold">
              In your pantry
            </span>
          )}
          {item.isCustom ? "Added by you" : item.sources.length > 0 && `From ${item.sources.join(", ")}`}
        </p>
        {item.originals && item.originals.length > 0 && <RecipeLines lines={item.originals} />}
      </div>
      <remove.Form method="post" className="print:hidden">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="itemText" value={item.text} />
        <button type="submit" className="text-warm-700 hover:text-accent-red rounded-lg p-1" aria-label={`Remove ${item.text}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </remove.Form>
    </li>
  );
}

export function ShoppingListView({
  items: loaded,
  week,
  pantryMarked = false,
}: {
  items: ShoppingItem[];
  week: string;
  /** Some ingredient list is marked Pantry (else every list counts as the pantry). */
  pantryMarked?: boolean;
}) {
  const items = useOptimisticItems(loaded);
  const [hidePantry, setHidePantry] = useState(false);
  const add = useFetcher({ key: "shop-add" });
  const clear = useFetcher({ key: "shop-clear" });
  const shown = hidePantry ? items.filter((i) => !i.inPantry) : items;
  const pantryCount = items.filter((i) => i.inPantry).length;
  const checkedCount = items.filter((i) => i.checked).length;

  async function copy() {
    try {
      await navigator.clipboard.writeText(shoppingText(shown));
      toast(MEAL_PLAN_MESSAGES.listCopied, "success");
    } catch {
      toast(MEAL_PLAN_MESSAGES.listCopyFailed, "error");
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([shoppingText(shown)], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "shopping_list.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-warm-900 flex items-center gap-3 text-3xl font-bold sm:text-4xl">
            <ShoppingCart className="text-accent-orange h-8 w-8 print:hidden" aria-hidden="true" /> Shopping List
          </h1>
          <p className="text-warm-700 mt-1">
            {items.length} {items.length === 1 ? "item" : "items"}
            {checkedCount > 0 && `, ${checkedCount} checked`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Form method="post">
            <input type="hidden" name="intent" value="generate" />
            <input type="hidden" name="week" value={week} />
            <Button type="submit" size="sm">
              Generate from this week
            </Button>
          </Form>
          <ButtonLink to="/app/meal-plan" variant="secondary" size="sm">
            Meal plan
          </ButtonLink>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-2 print:hidden">
        <Button type="button" variant="secondary" size="sm" onClick={copy} disabled={items.length === 0}>
          <ClipboardCopy className="h-4 w-4" aria-hidden="true" /> Copy as text
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download} disabled={items.length === 0}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download .txt
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => window.print()} disabled={items.length === 0}>
          <Printer className="h-4 w-4" aria-hidden="true" /> Print
        </Button>
        <clear.Form method="post">
          <input type="hidden" name="intent" value="clear-checked" />
          <Button type="submit" variant="ghost" size="sm" disabled={checkedCount === 0}>
            Clear checked
          </Button>
        </clear.Form>
        {pantryCount > 0 && (
          <label className="text-warm-800 ml-auto flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={hidePantry}
              onChange={(e) => setHidePantry(e.target.checked)}
              className="accent-accent-orange h-4 w-4"
            />
            Hide what is in your pantry ({pantryCount})
          </label>
        )}
      </div>
      <p className="text-warm-700 mt-2 text-sm print:hidden" data-testid="pantry-source">
        {pantryMarked
          ? "“In your pantry” means foods in the ingredient lists you marked Pantry."
          : "“In your pantry” means foods in any of your ingredient lists; mark the lists that are your pantry in "}
        {!pantryMarked && (
          <Link to="/app/ingredient-lists" className="underline">
            Ingredient Lists
          </Link>
        )}
        {!pantryMarked && "."}
      </p>

      <add.Form
        method="post"
        className="mt-4 flex gap-2 print:hidden"
        onSubmit={(e) => {
          const form = e.currentTarget;
          requestAnimationFrame(() => form.reset());
        }}
      >
        <input type="hidden" name="intent" value="add-item" />
        <label htmlFor="shopping-add" className="sr-only">
          Add an item
        </label>
        <input
          id="shopping-add"
          name="text"
          required
          maxLength={SHOPPING_ITEM_MAX}
          placeholder="Add an item, e.g. dish soap"
          className={inputClass}
        />
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </add.Form>

      {items.length === 0 ? (
        <p className="border-warm-300 text-warm-700 mt-8 rounded-3xl border-2 border-dashed p-8 text-center">
          Your shopping list is empty. Plan some meals in your{" "}
          <Link to="/app/meal-plan" className="underline">
            meal plan
          </Link>
          , then generate the list from the week.
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          {groupByAisle(shown).map((group) => (
            <section
              key={group.aisle}
              aria-labelledby={`aisle-${group.aisle.replace(/\s+/g, "-")}`}
              className="ring-warm-200 rounded-3xl bg-white p-5 ring-1 print:p-0 print:ring-0"
            >
              <h2 id={`aisle-${group.aisle.replace(/\s+/g, "-")}`} className="text-warm-900 text-lg font-bold">
                {AISLE_LABELS[group.aisle]}
              </h2>
              <ul className="divide-warm-100 divide-y">
                {group.items.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
