import { ChefHat, Star } from "~/components/ui/icons";
import { lazy, Suspense, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";

// Asked for only after a cook is logged (or the cook changes their rating): fetched when the cook
// points at or presses "I made this", not with the page.
const loadRateCook = () => import("./rate-cook").then((module) => ({ default: module.RateCook }));
const RateCook = lazy(loadRateCook);

type Reply = { ok: true; message: string; value: { cookId: string } } | { ok: false; message: string };

/**
 * "I made this" on a recipe page: logs a cook for the signed-in user, then asks (skippably) for a
 * rating and whether it turned out well. A cook who rated the recipe sees their rating and can change
 * it without logging another cook. Without JavaScript the form still logs the cook.
 */
export function MadeThis({
  recipeId,
  recipeTitle,
  currentRating,
}: {
  recipeId: number;
  recipeTitle: string;
  currentRating: number | null;
}) {
  const fetcher = useFetcher<Reply>({ key: `made-this-${recipeId}` });
  // null: closed; "rating": changing the rating only; otherwise the cook just logged.
  const [asking, setAsking] = useState<string | null>(null);
  useFetcherReply(fetcher, (reply) => {
    toast(reply.message, reply.ok ? "success" : "error");
    if (reply.ok) setAsking(reply.value.cookId);
  });
  if (asking !== null) {
    return (
      <div className="basis-full">
        <Suspense fallback={<p className="text-warm-700 text-sm">Loading…</p>}>
          <RateCook
            recipeId={recipeId}
            recipeTitle={recipeTitle}
            cookId={asking === "rating" ? undefined : asking}
            currentRating={currentRating}
            onDone={() => setAsking(null)}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <>
      <fetcher.Form method="post" action="/app/cooked" onPointerEnter={loadRateCook} onFocus={loadRateCook}>
        <input type="hidden" name="intent" value="cooked" />
        <input type="hidden" name="recipeId" value={recipeId} />
        <input type="hidden" name="recipeTitle" value={recipeTitle} />
        <Button type="submit" variant="secondary" size="md" disabled={fetcher.state !== "idle"}>
          <ChefHat className="h-5 w-5" aria-hidden="true" /> I made this
        </Button>
      </fetcher.Form>
      {currentRating !== null && (
        <Button type="button" variant="ghost" size="md" onPointerEnter={loadRateCook} onClick={() => setAsking("rating")}>
          <Star className="fill-accent-yellow h-5 w-5 text-amber-600" aria-hidden="true" /> Your rating: {currentRating} / 5
          <span className="sr-only">, change it</span>
        </Button>
      )}
    </>
  );
}
