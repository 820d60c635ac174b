import { StickyNote } from "~/components/ui/icons";
import { useId } from "react";
import { useFetcher } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast-store";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { RECIPE_NOTE_MAX } from "~/domain/cooking/recipe-note";

/**
 * The signed-in cook's private note on a recipe page: only they see it (and in cook mode). A plain
 * form to /app/cooked (intent "note"), so it saves without JavaScript too; an empty note removes it.
 */
export function RecipeNote({ recipeId, note }: { recipeId: number; note: string | null }) {
  const fetcher = useFetcher<ActionReply<{ note: string | null }>>({ key: `recipe-note-${recipeId}` });
  const ids = { heading: useId(), field: useId(), hint: useId(), error: useId() };
  useFetcherReply(fetcher, (reply) => toast(reply.message, reply.ok ? "success" : "error"));
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <section aria-labelledby={ids.heading} className="ring-warm-200 mt-10 rounded-3xl bg-white p-6 ring-1 print:hidden">
      <h2 id={ids.heading} className="text-warm-900 flex items-center gap-2 text-2xl font-bold">
        <StickyNote className="text-accent-orange h-6 w-6" aria-hidden="true" /> Your private note
      </h2>
      <p id={ids.hint} className="text-warm-700 mt-1 text-sm">
        Only you can see this note. It shows here and in cook mode; empty it to remove it.
      </p>
      <fetcher.Form method="post" action="/app/cooked" className="mt-4">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="recipeId" value={recipeId} />
        <label htmlFor={ids.field} className="sr-only">
          Your private note
        </label>
        <textarea
          // A saved note (or another tab's) replaces what the field shows.
          key={note ?? ""}
          id={ids.field}
          name="note"
          rows={4}
          maxLength={RECIPE_NOTE_MAX}
          defaultValue={note ?? ""}
          placeholder="What you changed, what to try next time…"
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} min-h-24`}
        />
        {error && (
          <p id={ids.error} role="alert" className="text-accent-red mt-2 font-medium">
            {error}
          </p>
        )}
        <div className="mt-3 flex items-center gap-3">
          <Button type="submit" variant="secondary" size="md" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving…" : "Save note"}
          </Button>
          <span className="text-warm-600 text-sm">Up to {RECIPE_NOTE_MAX.toLocaleString("en-US")} characters.</span>
        </div>
      </fetcher.Form>
    </section>
  );
}
