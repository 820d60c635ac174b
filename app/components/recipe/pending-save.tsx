import { Heart } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/components/ui/use-hydrated";
import { pendingSaveId, withoutPendingSave } from "~/domain/kitchen/save-after-sign-in";

interface Reply {
  ok: boolean;
  message: string;
}

/**
 * Finishes a visitor's save after they signed in: the page they come back to carries `save=<id>`
 * (app/domain/kitchen/save-after-sign-in.ts). With JavaScript the recipe is saved at once by a POST to
 * /app/saved and `save` leaves the address; without it, a bar offers the same POST as a button.
 */
export function PendingSave() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const recipeId = pendingSaveId(location.search);
  const fetcher = useFetcher<Reply>({ key: "pending-save" });
  const sent = useRef<number | null>(null);

  useEffect(() => {
    if (!hydrated || recipeId === null || sent.current === recipeId) return;
    sent.current = recipeId;
    fetcher.submit({ intent: "save", recipeId: String(recipeId) }, { method: "post", action: "/app/saved" });
    navigate(withoutPendingSave(`${location.pathname}${location.search}`) + location.hash, {
      replace: true,
      preventScrollReset: true,
    });
  }, [hydrated, recipeId, fetcher, navigate, location]);

  const last = useRef<Reply | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === last.current) return;
    last.current = fetcher.data;
    toast(fetcher.data.message, fetcher.data.ok ? "success" : "error");
  }, [fetcher.state, fetcher.data]);

  if (recipeId === null || hydrated) return null;
  return (
    <div className="bg-warm-900 text-white" data-testid="pending-save">
      <Form
        method="post"
        action="/app/saved"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6"
      >
        <p className="font-semibold">You are signed in. Save the recipe you chose?</p>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="recipeId" value={recipeId} />
        <Button type="submit" variant="inverse" size="md">
          <Heart className="h-4 w-4" aria-hidden="true" /> Save recipe
        </Button>
      </Form>
    </div>
  );
}
