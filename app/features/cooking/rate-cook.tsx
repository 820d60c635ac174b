import { Star } from "~/components/ui/icons";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { RATING_MAX } from "~/domain/recipes/ratings";
import { plural } from "~/domain/plural";

interface Reply {
  ok: boolean;
  message: string;
}

/**
 * The questions after a cook, all skippable: a rating of 1–5 stars (the user's one rating of this
 * recipe, replacing any earlier one) and whether this cook turned out well. Posts to /app/cooked.
 */
export function RateCook({
  recipeId,
  recipeTitle,
  cookId,
  currentRating,
  onDone,
  large = false,
}: {
  recipeId: number;
  /** Names the answer while it waits on the device to be sent (offline). */
  recipeTitle: string;
  cookId?: string;
  currentRating: number | null;
  onDone: () => void;
  /** Cook mode's bigger type. */
  large?: boolean;
}) {
  const fetcher = useFetcher<Reply>({ key: `rate-${recipeId}` });
  const [rating, setRating] = useState<number | null>(currentRating);
  useFetcherReply(fetcher, (reply) => {
    toast(reply.message, reply.ok ? "success" : "error");
    if (reply.ok) onDone();
  });
  const text = large ? "text-xl" : "text-base";
  return (
    <fetcher.Form
      method="post"
      action="/app/cooked"
      className="ring-warm-200 rounded-2xl bg-white p-5 ring-1"
      aria-labelledby={`rate-heading-${recipeId}`}
      data-testid="rate-cook"
    >
      <h2 id={`rate-heading-${recipeId}`} className={`text-warm-900 font-bold ${large ? "text-2xl" : "text-xl"}`}>
        How did it go?
      </h2>
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="recipeId" value={recipeId} />
      <input type="hidden" name="recipeTitle" value={recipeTitle} />
      {cookId && <input type="hidden" name="cookId" value={cookId} />}
      <fieldset className="mt-3">
        <legend className={`text-warm-800 font-semibold ${text}`}>Your rating</legend>
        <div className="mt-2 flex gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <Star
                className={`${large ? "h-10 w-10" : "h-8 w-8"} ${rating !== null && n <= rating ? "fill-accent-yellow text-amber-600" : "text-warm-700"}`}
                aria-hidden="true"
              />
              <span className="sr-only">{plural(n, "star")}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {cookId && (
        <fieldset className="mt-4">
          <legend className={`text-warm-800 font-semibold ${text}`}>Did it turn out well?</legend>
          <div className={`mt-2 flex gap-4 ${text}`}>
            <label className="text-warm-900 flex items-center gap-2">
              <input type="radio" name="turnedOutWell" value="yes" className="accent-accent-green h-5 w-5" /> Yes
            </label>
            <label className="text-warm-900 flex items-center gap-2">
              <input type="radio" name="turnedOutWell" value="no" className="accent-accent-green h-5 w-5" /> Not really
            </label>
          </div>
        </fieldset>
      )}
      <div className="mt-5 flex gap-3">
        <Button type="submit" variant="primary" size={large ? "lg" : "md"} disabled={fetcher.state !== "idle"}>
          Save
        </Button>
        <Button type="button" variant="secondary" size={large ? "lg" : "md"} onClick={onDone}>
          Skip
        </Button>
      </div>
    </fetcher.Form>
  );
}
