import { canShareWithEveryone, MODERATION_MESSAGES } from "~/domain/admin/moderation";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "~/components/ui/icons";
import { data, Link, redirect, useActionData } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { Outcome } from "~/domain/outcome";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { recipeInputOf, RecipeFormSchema, RecipeShareSchema } from "~/domain/validation/recipe";
import { RecipeForm } from "~/features/recipe-editor/recipe-form";
import { PhotoUpload } from "~/features/recipe-photos/photo-upload";
import { dispatchIntent, replyInvalid } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { membershipOf } from "~/server/households/households.server";
import { flashHeader } from "~/server/flash.server";
import { deleteRecipe, getOwnRecipe, setRecipeSharing, updateRecipe } from "~/server/recipes/own-recipes.server";
import type { Route } from "./+types/app.recipe.edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Edit ${loaderData.recipe.title} – Simmer` : "Recipe Not Found – Simmer" },
];

function notFound(): never {
  throw data(RECIPE_MESSAGES.notFound, { status: 404 });
}

/** Only the author may open the edit page; anyone else gets 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const id = parseRecipeId(params.id) ?? notFound();
  const db = await getDb();
  const recipe = (await getOwnRecipe(db, user.id, id)) ?? notFound();
  const membership = await membershipOf(db, user.id);
  // Taken off the public by an admin: the form says so instead of offering "Share with everyone".
  const shareLocked = canShareWithEveryone(recipe.moderation) ? null : MODERATION_MESSAGES.cannotShare;
  return { recipe: { ...recipe, moderation: undefined }, householdName: membership?.name ?? null, shareLocked };
}

/** Sends the browser to `to` with a one-time message, or answers the refusal (404 for a stranger). */
async function settle(outcome: Outcome<unknown>, to: string, fallback: string) {
  if (!outcome.ok) {
    if (outcome.status === 404) notFound();
    return data<ActionReply<never>>({ ok: false, message: outcome.message || fallback }, { status: outcome.status });
  }
  return redirect(to, { headers: { "Set-Cookie": await flashHeader(outcome.message ?? fallback) } });
}

/** intent=save (the recipe form), intent=share (isPublic) or intent=delete; all for the author only. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const id = parseRecipeId(params.id) ?? notFound();
  const form = await request.formData();
  const db = await getDb();
  // Someone else's recipe is 404 whatever the form holds (the services check again under a row lock).
  if (!(await getOwnRecipe(db, user.id, id))) notFound();
  return dispatchIntent(form, {
    save: async () => {
      const submission = parseWithZod(form, { schema: RecipeFormSchema });
      if (submission.status !== "success") return replyInvalid(submission, RECIPE_MESSAGES.updateFailed);
      return settle(
        await updateRecipe(db, user.id, id, recipeInputOf(submission.value)),
        `/app/recipe/${id}`,
        RECIPE_MESSAGES.updated,
      );
    },
    share: async () => {
      const submission = parseWithZod(form, { schema: RecipeShareSchema });
      if (submission.status !== "success") return replyInvalid(submission, RECIPE_MESSAGES.shareFailed);
      return settle(await setRecipeSharing(db, user.id, id, submission.value), `/app/recipe/${id}`, RECIPE_MESSAGES.shareFailed);
    },
    delete: async () => settle(await deleteRecipe(db, user.id, id), "/app/profile?tab=created", RECIPE_MESSAGES.deleteFailed),
  });
}

export default function EditRecipe({ loaderData }: Route.ComponentProps) {
  const { recipe } = loaderData;
  const reply = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to={`/app/recipe/${recipe.id}`}
        className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to recipe
      </Link>
      <h1 className="text-warm-900 mt-4 mb-6 text-4xl font-bold">Edit Recipe</h1>
      <RecipeForm
        id={`recipe-edit-${recipe.id}`}
        mode="edit"
        action={`/app/recipe/${recipe.id}/edit`}
        hidden={{ intent: "save" }}
        lastReply={reply && "ok" in reply ? reply : undefined}
        cancelTo={`/app/recipe/${recipe.id}`}
        defaultValues={{ ...recipe, imageUrl: recipe.imageUrl ?? "" }}
        imageSlot={<PhotoUpload />}
        householdName={loaderData.householdName}
        shareLocked={loaderData.shareLocked}
      />
    </main>
  );
}
