import { Heart } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { returnToSave } from "~/domain/kitchen/save-after-sign-in";
import { toast } from "~/components/ui/toast-store";

interface Reply {
  ok: boolean;
  message: string;
}

/**
 * The heart a visitor sees: a link to the login page that brings them back, signed in, to the
 * signed-in twin of this page with the recipe to save (see app/domain/kitchen/save-after-sign-in.ts).
 */
function VisitorSaveLink({ recipeId, title, big }: { recipeId: number; title: string; big: boolean }) {
  const { pathname, search } = useLocation();
  const redirectTo = returnToSave(pathname, search, recipeId);
  // A GET form to the login page (works without JavaScript), so the heart is a button like the signed-in one.
  return (
    <Form method="get" action="/login">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        aria-label={`Save ${title}`}
        title="Log in to save"
        className={`ring-warm-200 relative z-10 grid place-items-center rounded-full bg-white/95 shadow ring-1 transition hover:scale-105 ${big ? "h-12 w-12" : "h-10 w-10"}`}
      >
        <Heart className={`${big ? "h-6 w-6" : "h-5 w-5"} text-warm-700`} aria-hidden="true" />
      </button>
    </Form>
  );
}

/**
 * The save/unsave heart. It flips at once (optimistic); if the server refuses, the page's data is
 * unchanged, so the heart flips back, and the reason is shown.
 */
export function SaveButton({
  recipeId,
  title,
  saved,
  size = "md",
}: {
  recipeId: number;
  title: string;
  saved: boolean;
  size?: "md" | "lg";
}) {
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  if (!root?.user) return <VisitorSaveLink recipeId={recipeId} title={title} big={size === "lg"} />;
  return <SignedInSaveButton recipeId={recipeId} title={title} saved={saved} size={size} />;
}

function SignedInSaveButton({
  recipeId,
  title,
  saved,
  size,
}: {
  recipeId: number;
  title: string;
  saved: boolean;
  size: "md" | "lg";
}) {
  const fetcher = useFetcher<Reply>({ key: `save-${recipeId}` });
  const pending = fetcher.formData?.get("intent");
  const showSaved = pending ? pending === "save" : saved;
  const last = useRef<Reply | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === last.current) return;
    last.current = fetcher.data;
    const { ok, message } = fetcher.data;
    toast(message, ok ? (message.startsWith("Recipe removed") ? "info" : "success") : "error");
  }, [fetcher.state, fetcher.data]);

  const big = size === "lg";
  return (
    <fetcher.Form method="post" action="/app/saved">
      <input type="hidden" name="recipeId" value={recipeId} />
      <input type="hidden" name="intent" value={showSaved ? "unsave" : "save"} />
      <button
        type="submit"
        aria-pressed={showSaved}
        aria-label={showSaved ? `Remove ${title} from saved recipes` : `Save ${title}`}
        className={`ring-warm-200 relative z-10 grid place-items-center rounded-full bg-white/95 shadow ring-1 transition hover:scale-105 ${big ? "h-12 w-12" : "h-10 w-10"}`}
      >
        <Heart
          className={`${big ? "h-6 w-6" : "h-5 w-5"} ${showSaved ? "fill-accent-red text-accent-red" : "text-warm-700"}`}
          aria-hidden="true"
        />
      </button>
    </fetcher.Form>
  );
}
