import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "~/components/ui/icons";
import { data, Link, redirect, useActionData } from "react-router";
import type { ActionReply } from "~/components/ui/action-reply";
import { RECIPE_MESSAGES } from "~/domain/messages/recipe";
import type { PlanId } from "~/domain/plans";
import {
  IMPORT_INTENT,
  IMPORT_MESSAGES,
  ImportUrlSchema,
  missingRequiredFields,
  type ImportedRecipe,
} from "~/domain/recipes/recipe-import";
import { recipeFormSchemaFor, recipeInputOf } from "~/domain/validation/recipe";
import { RecipeForm } from "~/features/recipe-editor/recipe-form";
import { ImportPanel } from "~/features/recipe-import/import-panel";
import { PhotoUpload } from "~/features/recipe-photos/photo-upload";
import { replyInvalid } from "~/server/action-reply.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { membershipOf } from "~/server/households/households.server";
import { importRecipePage } from "~/server/import/page-import.server";
import { flashHeader } from "~/server/flash.server";
import { createRecipe } from "~/server/recipes/own-recipes.server";
import type { Route } from "./+types/app.create-recipe";

export const meta: Route.MetaFunction = () => [{ title: "Create Recipe – Simmer" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  // A cook in a household chooses private, household or everyone (issue 27).
  const membership = await membershipOf(await getDb(), user.id);
  return { author: user.name, householdName: membership?.name ?? null };
}

export type ImportReply =
  | { intent: typeof IMPORT_INTENT; ok: true; message: string; url: string; draft: ImportedRecipe }
  | { intent: typeof IMPORT_INTENT; ok: false; message: string; url: string };

/** The "import" intent: the address parsed with the import form's schema, then the page read into a draft. */
async function importIntent(form: FormData, user: { id: string; planId: PlanId }) {
  const typed = String(form.get("url") ?? "").slice(0, 2048);
  const refuse = (message: string, status: number) =>
    data<ImportReply>({ intent: IMPORT_INTENT, ok: false, message, url: typed }, { status });
  const submission = parseWithZod(form, { schema: ImportUrlSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat();
    return refuse(errors[0] ?? "Please enter the address of a recipe page.", 400);
  }
  const outcome = await importRecipePage(await getDb(), user.id, submission.value, user.planId);
  if (!outcome.ok) return refuse(outcome.message, outcome.status);
  const { url } = submission.value;
  return data<ImportReply>({ intent: IMPORT_INTENT, ok: true, message: outcome.message ?? "", url, draft: outcome.value });
}

/**
 * Creates the recipe; on success goes to /app/browse with 'Recipe created successfully!'. The
 * "import" intent instead reads a recipe page and answers with a draft for the form (nothing saved).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") === IMPORT_INTENT) return importIntent(form, user);
  const submission = parseWithZod(form, { schema: recipeFormSchemaFor(form) });
  if (submission.status !== "success") return replyInvalid(submission, RECIPE_MESSAGES.createFailed);
  try {
    const outcome = await createRecipe(await getDb(), user.id, recipeInputOf(submission.value));
    if (!outcome.ok) return data<ActionReply<never>>({ ok: false, message: outcome.message }, { status: outcome.status });
    return redirect("/app/browse", { headers: { "Set-Cookie": await flashHeader(outcome.message ?? RECIPE_MESSAGES.created) } });
  } catch (error) {
    console.error("createRecipe failed", error);
    return data<ActionReply<never>>({ ok: false, message: RECIPE_MESSAGES.createFailed }, { status: 500 });
  }
}

export default function CreateRecipe({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const imported = reply && "intent" in reply ? reply : undefined;
  const formReply = reply && !("intent" in reply) ? reply : undefined;
  const draft = imported?.ok ? imported.draft : undefined;
  const missing = draft ? missingRequiredFields(draft) : [];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to="/app/dashboard" className="text-warm-700 hover:text-warm-900 inline-flex items-center gap-1 font-medium">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dashboard
      </Link>
      <h1 className="text-warm-900 mt-4 text-4xl font-bold">Create Recipe</h1>
      <p className="text-warm-700 mt-1 mb-6">
        Share a dish you love. Only you can see it until you share it with everyone.{" "}
        <Link to="/app/import" className="text-warm-900 font-semibold underline underline-offset-2">
          Import from another app
        </Link>
      </p>
      <ImportPanel
        action="/app/create-recipe"
        reply={imported}
        missing={missing.length > 0 ? IMPORT_MESSAGES.missingFields(missing.map((field) => field.label)) : undefined}
      />
      <RecipeForm
        // A new import opens a fresh form filled with the page's recipe.
        key={draft ? `import:${imported?.url}:${draft.title}` : "blank"}
        action="/app/create-recipe"
        lastReply={formReply}
        defaultValues={
          draft ? { ...draft, author: draft.author || loaderData.author } : { author: loaderData.author, difficulty: "Easy" }
        }
        imageSlot={<PhotoUpload />}
        imported={draft ? { needsValue: missing.map((field) => field.name) } : undefined}
        householdName={loaderData.householdName}
      />
    </main>
  );
}
