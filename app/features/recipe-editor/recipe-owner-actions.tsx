import { Globe, Lock, Pencil, Trash2 } from "~/components/ui/icons";
import { lazy, Suspense, useRef, useState } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

// The confirmation's code (a dialog library) is fetched when the author points at Delete, not with the page.
const loadDeleteDialog = () => import("./delete-recipe-dialog");
const DeleteRecipeDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteRecipeDialog })));
const preloadDeleteDialog = () => void loadDeleteDialog().catch(() => undefined);

/**
 * The author's own controls on their recipe page: Edit, Share with everyone (on/off) and Delete
 * (after a confirmation). Every button is a plain form post, so it works without JavaScript too;
 * the edit route's action checks the author again. The confirmation is fetched on intent.
 */
export function RecipeOwnerActions({
  recipeId,
  isPublic,
  household = false,
}: {
  recipeId: number;
  isPublic: boolean;
  /** Shared with the author's household (shown while not shared with everyone). */
  household?: boolean;
}) {
  const action = `/app/recipe/${recipeId}/edit`;
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const deleteForm = useRef<HTMLFormElement>(null);
  return (
    <section aria-label="Your recipe" className="bg-warm-100 mt-6 flex flex-wrap items-center gap-3 rounded-2xl p-4">
      <p className="text-warm-800 mr-auto inline-flex items-center gap-1.5 text-sm font-semibold" data-testid="recipe-visibility">
        {isPublic ? <Globe className="h-4 w-4" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
        {isPublic
          ? "Shared with everyone"
          : household
            ? "Household: the members of your household can see this recipe"
            : "Private: only you can see this recipe"}
      </p>
      <ButtonLink to={action} variant="secondary" size="sm">
        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Recipe
      </ButtonLink>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="share" />
        {!isPublic && <input type="hidden" name="isPublic" value="on" />}
        <Button type="submit" variant="secondary" size="sm" role="switch" aria-checked={isPublic}>
          <span
            aria-hidden="true"
            className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors ${isPublic ? "bg-accent-green" : "bg-warm-300"}`}
          >
            <span
              className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${isPublic ? "left-4.5" : "left-0.5"}`}
            />
          </span>
          Share with everyone
        </Button>
      </Form>
      <Form method="post" action={action} ref={deleteForm}>
        <input type="hidden" name="intent" value="delete" />
        <Button
          type="submit"
          variant="danger"
          size="sm"
          onPointerEnter={preloadDeleteDialog}
          onFocus={preloadDeleteDialog}
          onTouchStart={preloadDeleteDialog}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete Recipe
        </Button>
      </Form>
      {confirming && (
        <Suspense fallback={null}>
          <DeleteRecipeDialog onOpenChange={setConfirming} onConfirm={() => deleteForm.current?.requestSubmit()} />
        </Suspense>
      )}
    </section>
  );
}
