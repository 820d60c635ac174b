import { BookPlus, Heart, X } from "~/components/ui/icons";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button } from "~/components/ui/button";
import { plural } from "~/domain/plural";
import { toast } from "~/components/ui/toast-store";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { AddToCookbookDialog, type CookbookChoice } from "~/components/recipe/add-to-cookbook-dialog";

/**
 * Quick actions for the selected recipes: save them all, or put them in a cookbook (new or existing).
 *
 * The finder passes `found`: the bar then counts every result ("29 recipes found", not the page's
 * 24), and Save All Recipes and Add to Cookbook send the searched-for ingredients so the server
 * saves or files every result across pages (saves as many as the plan allows).
 */
export function SelectionBar({
  selected,
  cookbooks,
  onClear,
  label = "selected",
  found,
}: {
  selected: number[];
  cookbooks: CookbookChoice[];
  onClear?: () => void;
  label?: string;
  found?: { total: number; ingredients: string[] };
}) {
  const saving = useFetcher<ActionReply<unknown>>({ key: "save-many" });
  // The message can list several outcomes, so it stays up a little longer than a plain success.
  useFetcherReply(saving, (reply) => toast(reply.message, reply.ok ? "success" : "error", 5000));
  const disabled = selected.length === 0;
  return (
    <div
      role="toolbar"
      aria-label="Quick actions"
      className="bg-warm-900 flex flex-wrap items-center gap-3 rounded-2xl px-4 py-3 text-white"
    >
      <span className="font-semibold" aria-live="polite">
        {found ? `${plural(found.total, "recipe")} found` : `${selected.length} ${label}`}
      </span>
      <saving.Form method="post" action="/app/saved">
        {found ? (
          <>
            <input type="hidden" name="intent" value="save-found" />
            {found.ingredients.map((name) => (
              <input key={name} type="hidden" name="i" value={name} />
            ))}
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="save-many" />
            {selected.map((id) => (
              <input key={id} type="hidden" name="recipeId" value={id} />
            ))}
          </>
        )}
        <Button type="submit" variant="secondary" size="sm" disabled={disabled || saving.state !== "idle"}>
          <Heart className="h-4 w-4" aria-hidden="true" /> {found || label !== "selected" ? "Save All Recipes" : "Save Selected"}
        </Button>
      </saving.Form>
      <AddToCookbookDialog
        recipeIds={selected}
        found={found}
        cookbooks={cookbooks}
        onAdded={onClear}
        trigger={
          <Button size="sm" disabled={disabled}>
            <BookPlus className="h-4 w-4" aria-hidden="true" /> Add to Cookbook
          </Button>
        }
      />
      {onClear && (
        <Button variant="inverse" size="sm" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden="true" /> Clear selection
        </Button>
      )}
    </div>
  );
}
