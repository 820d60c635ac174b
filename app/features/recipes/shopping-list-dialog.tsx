import * as Dialog from "@radix-ui/react-dialog";
import { Check, Copy, Download, Lightbulb, ListPlus, Plus, X } from "~/components/ui/icons";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import type { RecipeDialogProps } from "~/components/recipe/recipe-actions";
import { scaleFactor } from "~/domain/ingredients/scaling";
import {
  COPIED_MS,
  customItem,
  MAX_SHOPPING_ITEMS,
  recipeShoppingItems,
  SHOPPING_TIPS,
  shoppingListText,
  type RecipeShoppingItem,
} from "~/domain/meal-plan/shopping-list";
import { plural } from "~/domain/plural";
import { ShoppingItemChoice } from "./recipe-lines";

interface Props {
  recipeId: number;
  title: string;
  /** The recipe's shopping lines (recipeShoppingItems: merged and rounded as the week's list), scaled and in the chosen units. */
  ingredients: RecipeShoppingItem[];
  servings: number;
}

const contentClass =
  "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-xl";

/**
 * Generate Shopping List (spec section 2): the ingredients with checkboxes, custom items (Enter or
 * the plus button; blanks ignored; removable), tips, the total, Download as a text file and Copy
 * List ('Copied!' for 2 seconds). Download posts to /app/shopping-list, which checks the plan.
 */
export function ShoppingListDialog({ context, onClose }: RecipeDialogProps) {
  const { recipe, rows, servings, units, shoppingLists: entitled } = context;
  const ingredients = recipeShoppingItems(rows, scaleFactor(recipe.servings, servings), units.value);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className={contentClass}>
          {entitled ? (
            <ShoppingList recipeId={recipe.id} title={recipe.title} ingredients={ingredients} servings={servings} />
          ) : (
            <div className="p-6">
              <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Shopping List</Dialog.Title>
              <Dialog.Description className="text-warm-700 mt-1">
                Turn any recipe into a shopping list you can download or copy.
              </Dialog.Description>
              <UpgradeTeaser id="shopping-list-teaser" title="Shopping lists" cta="See plans">
                Shopping lists come with Premium and Ultimate.
              </UpgradeTeaser>
              <div className="mt-6 flex justify-end">
                <Dialog.Close className={buttonClass("secondary", "md")}>Close</Dialog.Close>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ShoppingList({ recipeId, title, ingredients, servings }: Props) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [extras, setExtras] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [copied, setCopied] = useState(false);
  const [added, setAdded] = useState(false);
  const inputId = useId();
  // Add to my shopping list: merges this recipe, at these servings, into the week's persisted list
  // (/app/shopping's add-recipe intent, which checks the plan and the recipe's visibility).
  const addForm = `${inputId}-add`;
  const adder = useFetcher<ActionReply<unknown>>({ key: `shopping-add-recipe-${recipeId}` });
  useFetcherReply(adder, (reply) => setAdded(reply.ok));
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const ticked = ingredients.filter((_, i) => !unticked.has(i)).map((item) => item.text);
  const items = [...ticked, ...extras];
  const full = items.length >= MAX_SHOPPING_ITEMS;
  const add = () => {
    const item = customItem(draft);
    if (item === null || full) return;
    setExtras((current) => [...current, item]);
    setDraft("");
  };
  const toggle = (index: number) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <>
      <form method="post" action="/app/shopping-list" className="flex min-h-0 flex-col">
        <input type="hidden" name="recipeId" value={recipeId} />
        <div className="p-6 pb-0">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Shopping List</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">
            {title} · {plural(servings, "serving")}
          </Dialog.Description>
        </div>
        <div className="min-h-0 overflow-y-auto p-6">
          <fieldset>
            <legend className="text-warm-900 font-semibold">Recipe ingredients</legend>
            <ul className="mt-2 space-y-1">
              {ingredients.map((item, i) => (
                <li key={i}>
                  <ShoppingItemChoice item={item} checked={!unticked.has(i)} onToggle={() => toggle(i)} />
                </li>
              ))}
            </ul>
          </fieldset>

          <h3 className="text-warm-900 mt-5 font-semibold">
            <label htmlFor={inputId}>Add extra items</label>
          </h3>
          <div className="mt-2 flex gap-2">
            <input
              id={inputId}
              value={draft}
              maxLength={200}
              placeholder="e.g. paper towels"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                add();
              }}
              className="border-warm-300 text-warm-900 focus:border-accent-orange min-w-0 flex-1 rounded-xl border px-3 py-2"
            />
            <Button
              variant="primary"
              size="icon"
              aria-label="Add item"
              disabled={customItem(draft) === null || full}
              onClick={add}
            >
              <Plus className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
          {extras.length > 0 && (
            <ul className="mt-3 space-y-1" aria-label="Extra items">
              {extras.map((item, i) => (
                <li
                  key={`${i}-${item}`}
                  className="bg-warm-50 text-warm-800 flex items-center justify-between gap-2 rounded-lg px-3 py-1.5"
                >
                  <input type="hidden" name="item" value={item} />
                  {item}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${item}`}
                    onClick={() => setExtras((current) => current.filter((_, j) => j !== i))}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}

          <aside aria-labelledby={`${inputId}-tips`} className="bg-accent-yellow-light mt-5 rounded-2xl p-4">
            <h3 id={`${inputId}-tips`} className="text-warm-900 flex items-center gap-2 font-semibold">
              <Lightbulb className="h-4 w-4" aria-hidden="true" /> Tips
            </h3>
            <ul className="text-warm-800 mt-1 list-disc pl-5 text-sm">
              {SHOPPING_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>
        </div>
        <div className="border-warm-200 flex flex-wrap items-center justify-between gap-3 border-t p-4">
          <p className="text-warm-900 font-semibold" role="status" data-testid="shopping-total">
            Total: {plural(items.length, "item")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="md"
              onClick={() => {
                void navigator.clipboard.writeText(shoppingListText(title, items)).then(() => setCopied(true));
              }}
            >
              {copied ? <Check className="h-5 w-5" aria-hidden="true" /> : <Copy className="h-5 w-5" aria-hidden="true" />}
              {copied ? "Copied!" : "Copy List"}
            </Button>
            <Button type="submit" variant="primary" size="md">
              <Download className="h-5 w-5" aria-hidden="true" /> Download
            </Button>
            <Dialog.Close className={buttonClass("ghost", "md")}>Close</Dialog.Close>
          </div>
          <div className="flex w-full flex-wrap items-center gap-3">
            <Button type="submit" form={addForm} variant="secondary" size="md" disabled={adder.state !== "idle"}>
              <ListPlus className="h-5 w-5" aria-hidden="true" /> Add to my shopping list
            </Button>
            {added && (
              <Link to="/app/shopping" className="text-warm-900 font-semibold underline">
                View my shopping list
              </Link>
            )}
          </div>
        </div>
      </form>
      <adder.Form id={addForm} method="post" action="/app/shopping" hidden>
        <input type="hidden" name="intent" value="add-recipe" />
        <input type="hidden" name="recipeId" value={recipeId} />
        <input type="hidden" name="servings" value={servings} />
      </adder.Form>
    </>
  );
}
