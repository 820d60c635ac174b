import { ArrowLeft, LayoutGrid, List, Pencil, Plus, X } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { postAction } from "~/components/ui/post-action";
import { toast } from "~/components/ui/toast-store";
import { COOKBOOK_MESSAGES } from "~/domain/messages";
import { AddRecipesDialog } from "~/features/cookbooks/add-recipes-dialog";
import { CookbookDetailsForm, type CookbookDetails } from "~/features/cookbooks/cookbook-details-form";
import { RecipeCard } from "~/components/recipe/recipe-card";
import { redirectWith } from "~/server/auth/responses.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import { getCookbook } from "~/server/services/cookbooks.server";
import type { Route } from "./+types/app.cookbooks.manage";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const cookbook = await getCookbook(await getDb(), user.id, params.id);
  // Unknown and foreign ids look the same: back to the list with the spec's message.
  if (!cookbook) throw redirectWith("/app/cookbooks", null, await flashHeader(COOKBOOK_MESSAGES.notFound, "error"));
  return { cookbook };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `${data.cookbook.name} – Simmer` : "Cookbook – Simmer" },
];

export default function ManageCookbook({ loaderData }: Route.ComponentProps) {
  const { cookbook } = loaderData;
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const [removed, setRemoved] = useState<Set<number>>(() => new Set());
  const shown = cookbook.recipes.filter((r) => !removed.has(r.id));

  const post = (fields: Record<string, string | number | number[]>, fallback: string) =>
    postAction<{ added?: number }>("/app/api/cookbooks", { cookbookId: cookbook.id, ...fields }, fallback);

  const save = async (details: CookbookDetails) => {
    const reply = await post({ intent: "update", ...details }, COOKBOOK_MESSAGES.updateFailed);
    toast(reply.ok ? (reply.message ?? COOKBOOK_MESSAGES.updated) : reply.message, reply.ok ? "success" : "error");
    if (reply.ok) {
      setEditing(false);
      revalidator.revalidate();
    }
  };

  const remove = async (recipeId: number) => {
    setRemoved((r) => new Set(r).add(recipeId));
    const reply = await post({ intent: "remove-recipe", recipeId }, COOKBOOK_MESSAGES.removeFailed);
    if (!reply.ok) {
      setRemoved((r) => {
        const next = new Set(r);
        next.delete(recipeId);
        return next;
      });
      return void toast(reply.message, "error");
    }
    toast(reply.message ?? COOKBOOK_MESSAGES.recipeRemoved, "info");
    revalidator.revalidate();
  };

  const add = async (recipeIds: number[]) => {
    const reply = await post({ intent: "add-recipes", recipeId: recipeIds }, COOKBOOK_MESSAGES.addFailed);
    toast(reply.message ?? COOKBOOK_MESSAGES.addFailed, reply.ok ? "success" : "error");
    if (reply.ok) {
      setAdding(false);
      revalidator.revalidate();
    }
  };

  const { stats } = cookbook;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to="/app/cookbooks" className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All cookbooks
      </Link>
      <div className={`mt-4 h-2 rounded-full ${cookbook.color}`} aria-hidden="true" />
      {editing ? (
        <div className="mt-6">
          <CookbookDetailsForm
            initial={{ name: cookbook.name, description: cookbook.description, color: cookbook.color }}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-warm-900 text-3xl font-bold sm:text-4xl">{cookbook.name}</h1>
            {cookbook.description && <p className="text-warm-700 mt-2">{cookbook.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="text-warm-900 ring-warm-300 hover:bg-warm-100 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2 font-semibold ring-1"
          >
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit details
          </button>
        </div>
      )}

      <dl className="mt-6 grid grid-cols-3 gap-3" aria-label="Cookbook statistics">
        {[
          ["Recipes", String(shown.length)],
          ["Average rating", stats.averageRating === null ? "–" : stats.averageRating.toFixed(1)],
          ["Average cook time", stats.averageCookTime === null ? "–" : `${stats.averageCookTime} min`],
        ].map(([label, value]) => (
          <div key={label} className="ring-warm-200 rounded-2xl bg-white p-4 ring-1">
            <dt className="text-warm-700 text-sm">{label}</dt>
            <dd className="text-warm-900 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="bg-accent-orange inline-flex items-center gap-2 rounded-xl px-4 py-2.5 font-semibold text-white hover:bg-orange-800"
        >
          <Plus className="h-5 w-5" aria-hidden="true" /> Add Recipes
        </button>
        <div className="bg-warm-100 flex rounded-xl p-1" role="group" aria-label="Layout">
          {(
            [
              ["grid", "Grid view", LayoutGrid],
              ["list", "List view", List],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={layout === value}
              aria-label={label}
              onClick={() => setLayout(value)}
              className={`rounded-lg p-2 ${layout === value ? "text-accent-orange bg-white shadow-sm" : "text-warm-700"}`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>

      {shown.length === 0 ? (
        <p className="border-warm-300 text-warm-700 mt-6 rounded-3xl border-2 border-dashed p-10 text-center">
          No recipes in this cookbook yet.
        </p>
      ) : (
        <ul
          className={layout === "list" ? "mt-6 space-y-4" : "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}
          data-testid="cookbook-recipes"
        >
          {shown.map((recipe) => (
            <li key={recipe.id} className="relative">
              <RecipeCard recipe={recipe} href={`/app/recipe/${recipe.id}`} layout={layout} />
              <button
                type="button"
                onClick={() => void remove(recipe.id)}
                aria-label={`Remove ${recipe.title} from this cookbook`}
                className="text-warm-800 ring-warm-200 hover:text-accent-red absolute top-3 right-3 z-10 grid h-9 w-9 place-items-center rounded-full bg-white/95 shadow ring-1"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <AddRecipesDialog open={adding} onOpenChange={setAdding} existingIds={cookbook.recipes.map((r) => r.id)} onAdd={add} />
    </main>
  );
}
