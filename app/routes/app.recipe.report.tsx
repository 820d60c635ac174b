import { data, Form, redirect, useNavigation } from "react-router";
import { RecipeSubpage } from "~/components/recipe/recipe-subpage";
import { Button, ButtonLink } from "~/components/ui/button";
import { FieldError, FormAlert, inputClass } from "~/components/ui/form";
import {
  MODERATION_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportSchema,
} from "~/domain/admin/moderation";
import { parseRecipeId } from "~/domain/validation/recipe-id";
import { reportRecipe, reportState } from "~/server/admin/moderation.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { flashHeader } from "~/server/flash.server";
import type { Route } from "./+types/app.recipe.report";

/**
 * /app/recipe/:id/report: a signed-in cook reports a recipe another cook shared with everyone
 * (issue 29, decision 050). A plain form, so it works without JavaScript; any other recipe is not found.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const id = parseRecipeId(params.id);
  const state = id === null ? null : await reportState(await getDb(), user.id, id);
  if (!state || (!state.reportable && !state.alreadyReported)) throw data(MODERATION_MESSAGES.notFound, { status: 404 });
  return { recipe: { id: id!, title: state.title }, alreadyReported: state.alreadyReported };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const id = parseRecipeId(params.id);
  if (id === null) throw data(MODERATION_MESSAGES.notFound, { status: 404 });
  const parsed = ReportSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors;
    return data({ reason: fields.reason, note: fields.note, form: undefined as string | undefined }, { status: 400 });
  }
  const outcome = await reportRecipe(await getDb(), user.id, id, parsed.data);
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(MODERATION_MESSAGES.notFound, { status: 404 });
    return data({ reason: undefined, note: undefined, form: outcome.message }, { status: outcome.status });
  }
  return redirect(`/app/recipe/${id}`, {
    headers: { "Set-Cookie": await flashHeader(outcome.message ?? MODERATION_MESSAGES.reported) },
  });
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `Report ${loaded.recipe.title} – Simmer` : "Recipe Not Found – Simmer" },
  { name: "robots", content: "noindex" },
];

export default function ReportRecipe({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe, alreadyReported } = loaderData;
  const busy = useNavigation().state === "submitting";
  const back = `/app/recipe/${recipe.id}`;
  if (alreadyReported) {
    return (
      <RecipeSubpage back={back} title="Report this recipe" lead={recipe.title}>
        <p className="text-warm-800 mt-6">{MODERATION_MESSAGES.alreadyReported}</p>
      </RecipeSubpage>
    );
  }
  return (
    <RecipeSubpage
      back={back}
      title="Report this recipe"
      lead={`Tell the people who run this site what is wrong with “${recipe.title}”. The author is not told who reported it.`}
    >
      <Form method="post" className="mt-6 max-w-xl space-y-5" noValidate>
        <FormAlert errors={actionData?.form ? [actionData.form] : undefined} />
        <fieldset aria-describedby={actionData?.reason ? "report-reason-error" : undefined}>
          <legend className="text-warm-900 font-semibold">Why are you reporting it?</legend>
          <div className="mt-2 space-y-2">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="text-warm-900 flex items-center gap-3">
                <input type="radio" name="reason" value={reason} required className="accent-accent-orange h-4 w-4" />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
          <FieldError id="report-reason-error" errors={actionData?.reason} />
        </fieldset>
        <div>
          <label htmlFor="report-note" className="text-warm-900 block font-semibold">
            What is wrong? <span className="text-warm-700 font-normal">(needed for “Something else”)</span>
          </label>
          <textarea
            id="report-note"
            name="note"
            rows={4}
            maxLength={REPORT_NOTE_MAX}
            aria-invalid={actionData?.note ? true : undefined}
            aria-describedby={actionData?.note ? "report-note-error" : undefined}
            className={`${inputClass} mt-1`}
          />
          <FieldError id="report-note-error" errors={actionData?.note} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary" disabled={busy}>
            Send report
          </Button>
          <ButtonLink to={back} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </Form>
    </RecipeSubpage>
  );
}
