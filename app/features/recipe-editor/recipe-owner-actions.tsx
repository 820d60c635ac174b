import { Globe, Lock, Pencil, Trash2 } from "~/components/ui/icons";
import { lazy, Suspense, useRef, useState } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { RecipeVisibility } from "~/domain/recipes/recipe-visibility";

// The confirmation's code (a dialog library) is fetched when the author points at Delete, not with the page.
const loadDeleteDialog = () => import("./delete-recipe-dialog");
const DeleteRecipeDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteRecipeDialog })));
const preloadDeleteDialog = () => void loadDeleteDialog().catch(() => undefined);

const VISIBILITY_TEXT: Record<RecipeVisibility, string> = {
  public: "Shared with everyone",
  household: "Household: the members of your household can see this recipe",
  private: "Private: only you can see this recipe",
};

/** The three choices an author in a household has, as the recipe form names them. */
const CHOICES: { value: RecipeVisibility; label: string }[] = [
  { value: "private", label: "Private" },
  { value: "household", label: "Household" },
  { value: "public", label: "Share with everyone" },
];

/**
 * The author's own controls on their recipe page: Edit, who sees it, and Delete (after a
 * confirmation). Who sees it is the "Share with everyone" switch, or for an author in a household
 * the same three choices as the recipe form. Every button is a plain form post, so it works without
 * JavaScript too; the edit route's action checks the author again. The confirmation is fetched on intent.
 */
export function RecipeOwnerActions({
  recipeId,
  visibility,
  householdName,
  moderationNotice,
}: {
  recipeId: number;
  visibility: RecipeVisibility;
  /** The author's household, when they are in one. */
  householdName: string | null;
  /** Why the site's moderators took the recipe off the public (decision 050); it cannot be shared with everyone then. */
  moderationNotice: string | null;
}) {
  const action = `/app/recipe/${recipeId}/edit`;
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const deleteForm = useRef<HTMLFormElement>(null);
  const isPublic = visibility === "public";
  // Moderated (decision 050): the note says why, in place of who sees it, and "everyone" is not offered.
  const choices = moderationNotice ? CHOICES.slice(0, 2) : CHOICES;
  return (
    <section aria-label="Your recipe" className="bg-warm-100 mt-6 flex flex-wrap items-center gap-3 rounded-2xl p-4">
      <p className="text-warm-800 mr-auto inline-flex items-center gap-1.5 text-sm font-semibold" data-testid="recipe-visibility">
        {isPublic ? <Globe className="h-4 w-4" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
        {moderationNotice ?? VISIBILITY_TEXT[visibility]}
      </p>
      <ButtonLink to={action} variant="secondary" size="sm">
        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Recipe
      </ButtonLink>
      {moderationNotice && householdName === null ? null : householdName === null ? (
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
      ) : (
        <div
          role="group"
          aria-label={`Who can see this recipe (your household: ${householdName})`}
          className="flex flex-wrap gap-1"
        >
          {choices.map((choice) => (
            <Form key={choice.value} method="post" action={action}>
              <input type="hidden" name="intent" value="share" />
              <input type="hidden" name="visibility" value={choice.value} />
              <Button
                type="submit"
                variant={choice.value === visibility ? "primary" : "secondary"}
                size="sm"
                aria-pressed={choice.value === visibility}
              >
                {choice.label}
              </Button>
            </Form>
          ))}
        </div>
      )}
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
