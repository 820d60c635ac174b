import { getInputProps } from "@conform-to/react";
import * as Dialog from "@radix-ui/react-dialog";
import { BookOpen, BookPlus } from "~/components/ui/icons";
import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { FieldError, inputClass } from "~/components/ui/form";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { CookbookColor } from "~/domain/kitchen/cookbook";
import { CookbookSchema } from "~/domain/validation/kitchen";
import { plural } from "~/domain/plural";

export interface CookbookChoice {
  id: string;
  name: string;
  color: CookbookColor;
}

/** The finder's results: every recipe found for these ingredients, across all pages. */
export interface FoundRecipes {
  total: number;
  ingredients: string[];
}

interface Props {
  recipeIds: number[];
  /** Given, the dialog adds every result of the finder's search (the server finds them) instead of `recipeIds`. */
  found?: FoundRecipes;
  cookbooks: CookbookChoice[];
  /** The button that opens the dialog (left out when the caller opens it). */
  trigger?: ReactNode;
  onAdded?: () => void;
  /** Opened and closed by the caller instead of only by the trigger (the AI result opens it once its recipe is saved). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The fields Add to Cookbook sends to a cookbook's manage action: the recipes, or the finder's ingredients. */
function addRecipesFields(recipeIds: readonly number[], found?: FoundRecipes): [string, string][] {
  if (found) return [["intent", "add-found"], ...found.ingredients.map((name): [string, string] => ["i", name])];
  return [["intent", "add-recipes"], ...recipeIds.map((id): [string, string] => ["recipeId", String(id)])];
}

function addRecipesForm(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * Add one or several recipes to a cookbook (its manage action, intent=add-recipes), or to a new
 * cookbook made on the spot (the cookbooks action, intent=create, then the same add). The actions
 * raise their own notifications.
 */
export function AddToCookbookDialog({ recipeIds, found, cookbooks, trigger, onAdded, open: shown, onOpenChange }: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = shown ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const adder = useFetcher<ActionReply<unknown>>({ key: "add-to-cookbook" });
  const creator = useFetcher<ActionReply<{ id: string }>>({ key: "add-to-cookbook-create" });
  const { fields, canSubmit, formProps } = useSchemaForm(CookbookSchema, { id: "add-to-cookbook-new", validateOn: "onSubmit" });
  const busy = adder.state !== "idle" || creator.state !== "idle";
  const fieldsToSend = addRecipesFields(recipeIds, found);
  const howMany = found ? found.total : recipeIds.length;

  useFetcherReply(creator, (reply) => {
    if (reply.ok)
      void adder.submit(addRecipesForm(fieldsToSend), { method: "post", action: `/app/cookbooks/${reply.value.id}/manage` });
  });
  useFetcherReply(adder, (reply) => {
    if (!reply.ok) return;
    setOpen(false);
    onAdded?.();
  });

  const { key, ...nameProps } = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="bg-warm-900/50 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-warm-900 text-2xl font-bold">Add to Cookbook</Dialog.Title>
          <Dialog.Description className="text-warm-700 mt-1">
            {howMany === 1 ? "Choose a cookbook for this recipe." : `Choose a cookbook for these ${plural(howMany, "recipe")}.`}
          </Dialog.Description>
          {cookbooks.length > 0 && (
            <ul className="mt-4 max-h-64 space-y-2 overflow-y-auto" aria-label="Your cookbooks">
              {cookbooks.map((book) => (
                <li key={book.id}>
                  <adder.Form method="post" action={`/app/cookbooks/${book.id}/manage`}>
                    {fieldsToSend.map(([name, value]) => (
                      <input key={`${name}:${value}`} type="hidden" name={name} value={value} />
                    ))}
                    <Button type="submit" variant="secondary" disabled={busy} className="w-full justify-start px-3">
                      <span className={`grid h-8 w-8 place-items-center rounded-lg text-white ${book.color}`} aria-hidden="true">
                        <BookOpen className="h-4 w-4" />
                      </span>
                      {book.name}
                    </Button>
                  </adder.Form>
                </li>
              ))}
            </ul>
          )}
          <creator.Form method="post" action="/app/cookbooks" {...formProps} className="border-warm-200 mt-5 border-t pt-4">
            <input type="hidden" name="intent" value="create" />
            <label htmlFor={fields.name.id} className="text-warm-800 text-sm font-semibold">
              Create Cookbook
            </label>
            <div className="mt-1.5 flex gap-2">
              <input key={key} {...nameProps} placeholder="e.g. Quick Weeknight Dinners" className={inputClass} />
              <Button type="submit" size="sm" disabled={!canSubmit || busy} className="shrink-0">
                <BookPlus className="h-4 w-4" aria-hidden="true" /> Create
              </Button>
            </div>
            <FieldError id={fields.name.errorId} errors={fields.name.errors} />
          </creator.Form>
          <Dialog.Close className={buttonClass("secondary", "md", "mt-5 w-full")}>Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
