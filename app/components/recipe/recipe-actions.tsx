/**
 * The recipe page's actions, composed from a list (the route holds it; each capability exports its
 * entry): a new capability adds one entry instead of editing the page.
 *
 * Every action is in the server's HTML as a link to a page or form that does the same without
 * JavaScript (a scale page, a shopping-list page, a meal-plan form), so the bar takes its final place
 * at once. Once the page is interactive an action with a dialog becomes a button: its code is fetched
 * on intent (hover, focus, first touch) and a click that comes before it simply waits for it; if it
 * cannot be fetched, the click goes to the page instead.
 */
import { useState, type ComponentType, type ReactNode } from "react";
import type { RecipeSection } from "~/domain/recipes/recipe-sections";
import type { IngredientAmount } from "~/domain/ingredients/scaling";
import type { CookbookChoice } from "./add-to-cookbook-dialog";
import { Button, ButtonLink, type ButtonVariant } from "~/components/ui/button";
import type { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { UnitChoice } from "./use-unit-system";

/** What the actions know about the recipe and the cook. */
export interface RecipeActionContext {
  recipe: { id: number; title: string; servings: number; cookTime: number; ingredientSections?: readonly RecipeSection[] | null };
  /** "/app" for a signed-in page, "" for the public one. */
  base: string;
  signedIn: boolean;
  /** The signed-in cook wrote this recipe. */
  owned: boolean;
  /** Whether this server sells plans (upgrade teasers are shown only then). */
  billing: boolean;
  /** The cook's plan includes shopping lists. */
  shoppingLists: boolean;
  cookbooks: CookbookChoice[];
  rows: IngredientAmount[];
  /** The servings last chosen on the page (the scale dialog sets them; the shopping list and cook mode follow). */
  servings: number;
  setServings: (servings: number) => void;
  units: UnitChoice;
  /** The recipe's public address (Share). */
  url: string;
  myRating: number | null;
}

export interface RecipeDialogProps {
  context: RecipeActionContext;
  /** Closes the dialog (it is unmounted: each opening starts afresh). */
  onClose: () => void;
}

export type RecipeDialog = ComponentType<RecipeDialogProps>;

export interface RecipeAction {
  id: string;
  label: string;
  icon: Icon;
  variant?: ButtonVariant;
  /** Who sees it; an action hidden from a viewer takes no space. Everyone when left out. */
  shown?: (context: RecipeActionContext) => boolean;
  /** The page or form that does the same without JavaScript (and before scripts have run). */
  href?: (context: RecipeActionContext) => string;
  /** With JavaScript: the dialog it opens, fetched on intent. */
  dialog?: () => Promise<RecipeDialog>;
  /** Whether this viewer gets the dialog (a visitor may get the link, to sign in first). Everyone when left out. */
  opensDialog?: (context: RecipeActionContext) => boolean;
  /** With JavaScript: what a click does instead (Print, Share). */
  run?: (context: RecipeActionContext) => void;
  /** A control that is its own form or button (Share, I made this), rendered as it is. */
  render?: (context: RecipeActionContext) => ReactNode;
}

const loaded = new Map<RecipeAction, Promise<RecipeDialog>>();

/** The action's dialog code, fetched once (a failed fetch is tried again next time). */
function loadDialog(action: RecipeAction): Promise<RecipeDialog> {
  let pending = loaded.get(action);
  if (!pending) {
    pending = action.dialog!();
    pending.catch(() => loaded.delete(action));
    loaded.set(action, pending);
  }
  return pending;
}

export function RecipeActionBar({ actions, context }: { actions: readonly RecipeAction[]; context: RecipeActionContext }) {
  const [opened, setOpen] = useState<{ id: string; recipeId: number; Dialog: RecipeDialog; trigger: HTMLElement } | null>(null);
  // Moving to another recipe (a saved scaled copy opens itself) closes what was open on this one.
  const open = opened?.recipeId === context.recipe.id ? opened : null;
  // Radix returns focus to its own trigger; these dialogs have none, so the bar gives it back to the button.
  const close = () => {
    const trigger = open?.trigger;
    setOpen(null);
    setTimeout(() => trigger?.focus(), 0);
  };
  const shown = actions.filter((action) => action.shown?.(context) ?? true);
  return (
    <>
      {shown.map((action) => (
        <ActionControl
          key={action.id}
          action={action}
          context={context}
          onOpen={(Dialog, trigger) => setOpen({ id: action.id, recipeId: context.recipe.id, Dialog, trigger })}
        />
      ))}
      {open && <open.Dialog key={open.id} context={context} onClose={close} />}
    </>
  );
}

function ActionControl({
  action,
  context,
  onOpen,
}: {
  action: RecipeAction;
  context: RecipeActionContext;
  onOpen: (Dialog: RecipeDialog, trigger: HTMLElement) => void;
}) {
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState(false);
  if (action.render) return <>{action.render(context)}</>;
  const { label, icon: ActionIcon, variant = "secondary" } = action;
  const content = (
    <>
      <ActionIcon className="h-5 w-5" aria-hidden="true" /> {label}
    </>
  );
  const href = action.href?.(context);
  const interactive = Boolean(action.run || (action.dialog && (action.opensDialog?.(context) ?? true)));
  if (!hydrated || !interactive) {
    if (!href) return null;
    return (
      <ButtonLink to={href} variant={variant} size="md" data-action={action.id}>
        {content}
      </ButtonLink>
    );
  }
  const preload = action.dialog ? () => void loadDialog(action).catch(() => undefined) : undefined;
  const click = async (trigger: HTMLElement) => {
    if (action.run) return action.run(context);
    setWaiting(true);
    try {
      onOpen(await loadDialog(action), trigger);
    } catch {
      // The dialog's code could not be fetched (offline, a new release): its page does the same.
      if (href) window.location.assign(href);
    } finally {
      setWaiting(false);
    }
  };
  return (
    <Button
      type="button"
      variant={variant}
      size="md"
      data-action={action.id}
      aria-haspopup={action.dialog ? "dialog" : undefined}
      aria-busy={waiting || undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(event) => void click(event.currentTarget)}
    >
      {content}
    </Button>
  );
}
