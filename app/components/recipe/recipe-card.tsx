import { Clock, Crown, Star } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cardRating } from "~/domain/recipes/ratings";
import type { RecipeSummary } from "~/domain/recipes/recipe";
import { RecipeImage } from "./recipe-cover";
import { SaveButton } from "./save-button";

export const MAX_CARD_TAGS = 3;

interface RecipeCardProps {
  recipe: RecipeSummary;
  href: string;
  /** Shown for signed-in users: whether the recipe is saved (undefined: no heart). */
  saved?: boolean;
  layout?: "grid" | "list";
  /** Extra line under the facts (the ingredient finder's match details). */
  children?: ReactNode;
  /** A badge over the picture (the ingredient finder's match count). */
  badge?: ReactNode;
  /** Selection mode (browse's quick actions): a checkbox on the card. */
  selection?: { checked: boolean; onToggle: () => void };
}

/** The selection checkbox and the save heart, where the card has them. */
function CardActions({
  recipe,
  saved,
  selection,
  className,
}: Pick<RecipeCardProps, "recipe" | "saved" | "selection"> & { className: string }) {
  if (saved === undefined && !selection) return null;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {selection && <SelectBox title={recipe.title} selection={selection} />}
      {saved !== undefined && <SaveButton recipeId={recipe.id} title={recipe.title} saved={saved} />}
    </div>
  );
}

function SelectBox({ title, selection }: { title: string; selection: NonNullable<RecipeCardProps["selection"]> }) {
  return (
    <label className="ring-warm-200 relative z-10 grid h-10 w-10 cursor-pointer place-items-center rounded-full bg-white/95 shadow ring-1">
      <input
        type="checkbox"
        checked={selection.checked}
        onChange={selection.onToggle}
        aria-label={`Select ${title}`}
        className="accent-accent-orange h-5 w-5"
      />
    </label>
  );
}

function Facts({ recipe }: { recipe: RecipeSummary }) {
  const rating = cardRating({ average: recipe.rating, count: recipe.ratingCount });
  return (
    <div className="text-warm-700 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1" data-testid="card-rating">
        <Star className="fill-accent-yellow text-accent-yellow h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{rating.label}</span>
        <span aria-hidden="true">{rating.text}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {recipe.cookTime} min
      </span>
      <span>{recipe.difficulty}</span>
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.slice(0, MAX_CARD_TAGS).map((tag) => (
        <li key={tag} className="bg-warm-100 text-warm-700 rounded-full px-2 py-0.5 text-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The card's box; the data attributes let tests read the facts a sort or filter acts on. */
function CardFrame({ recipe, className, children }: { recipe: RecipeSummary; className: string; children: ReactNode }) {
  return (
    <article
      data-cook-time={recipe.cookTime}
      data-rating={recipe.rating}
      className={`ring-warm-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition ${className}`}
    >
      {children}
    </article>
  );
}

function PremiumBadge() {
  return (
    <span className="bg-warm-900/85 text-accent-yellow inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold">
      <Crown className="h-3.5 w-3.5" aria-hidden="true" /> Premium
    </span>
  );
}

export function RecipeCard({ recipe, href, saved, layout = "grid", children, badge, selection }: RecipeCardProps) {
  const title = (
    <Link to={href} className="rounded after:absolute after:inset-0 after:content-['']">
      {recipe.title}
    </Link>
  );
  if (layout === "list") {
    return (
      <CardFrame recipe={recipe} className="relative flex gap-4 p-3 hover:shadow-md">
        <div className="relative h-24 w-32 shrink-0 overflow-hidden rounded-xl sm:h-28 sm:w-40">
          <RecipeImage {...recipe} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start gap-2">
            <h3 className="text-warm-900 flex-1 text-lg leading-snug font-semibold">{title}</h3>
            {recipe.isPremium && <PremiumBadge />}
          </div>
          {badge && <div>{badge}</div>}
          <p className="text-warm-700 line-clamp-2 text-sm">{recipe.description}</p>
          <Facts recipe={recipe} />
          <Tags tags={recipe.tags} />
          {children}
        </div>
        <CardActions recipe={recipe} saved={saved} selection={selection} className="shrink-0 self-start" />
      </CardFrame>
    );
  }
  return (
    <CardFrame recipe={recipe} className="group relative flex h-full flex-col hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden">
        <RecipeImage {...recipe} />
        <div className="absolute top-3 left-3 flex flex-col items-start gap-2">
          {recipe.isPremium && <PremiumBadge />}
          {badge}
        </div>
        <CardActions recipe={recipe} saved={saved} selection={selection} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-warm-900 text-lg leading-snug font-semibold">{title}</h3>
        <p className="text-warm-700 line-clamp-2 text-sm">{recipe.description}</p>
        <div className="mt-auto pt-2">
          <Facts recipe={recipe} />
        </div>
        <Tags tags={recipe.tags} />
        {children}
      </div>
    </CardFrame>
  );
}

export function RecipeCardSkeleton({ layout = "grid" }: { layout?: "grid" | "list" }) {
  return (
    <div
      aria-hidden="true"
      data-testid="recipe-skeleton"
      className={`ring-warm-200 animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ${layout === "list" ? "flex h-32 gap-4 p-3" : ""}`}
    >
      <div className={layout === "list" ? "bg-warm-200 h-full w-40 rounded-xl" : "bg-warm-200 aspect-[4/3]"} />
      <div className="flex-1 space-y-3 p-4">
        <div className="bg-warm-200 h-5 w-3/4 rounded" />
        <div className="bg-warm-100 h-4 w-full rounded" />
        <div className="bg-warm-100 h-4 w-1/2 rounded" />
      </div>
    </div>
  );
}
