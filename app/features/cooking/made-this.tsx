import { ChefHat } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { RateCook } from "./rate-cook";

type Reply = { ok: true; message: string; value: { cookId: string } } | { ok: false; message: string };

/**
 * "I made this" on a recipe page: logs a cook for the signed-in user, then asks (skippably) for a
 * rating and whether it turned out well. Without JavaScript the form still logs the cook.
 */
export function MadeThis({ recipeId, currentRating }: { recipeId: number; currentRating: number | null }) {
  const fetcher = useFetcher<Reply>({ key: `made-this-${recipeId}` });
  const [cookId, setCookId] = useState<string | null>(null);
  useFetcherReply(fetcher, (reply) => {
    toast(reply.message, reply.ok ? "success" : "error");
    if (reply.ok) setCookId(reply.value.cookId);
  });
  return (
    <div className={cookId === null ? undefined : "basis-full"}>
      {cookId === null ? (
        <fetcher.Form method="post" action="/app/cooked">
          <input type="hidden" name="intent" value="cooked" />
          <input type="hidden" name="recipeId" value={recipeId} />
          <Button type="submit" variant="secondary" size="md" disabled={fetcher.state !== "idle"}>
            <ChefHat className="h-5 w-5" aria-hidden="true" /> I made this
          </Button>
        </fetcher.Form>
      ) : (
        <RateCook recipeId={recipeId} cookId={cookId} currentRating={currentRating} onDone={() => setCookId(null)} />
      )}
    </div>
  );
}
