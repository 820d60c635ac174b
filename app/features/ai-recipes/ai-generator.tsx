/**
 * The generator for entitled users: prompt, examples, enhanced mode, then the recipe streaming in
 * as the model writes it (NDJSON lines read from /app/ai-recipes/generate with fetch), Save into
 * My Recipes, Add to Cookbook and Generate Another. States: idle, generating, result (spec 4); the
 * state machine and the streaming live in generation.ts, this component composes the page.
 */
import { BookPlus, Loader2, RotateCcw, Save, Sparkles } from "~/components/ui/icons";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { AddToCookbookDialog, type CookbookChoice } from "~/components/recipe/add-to-cookbook-dialog";
import type { ActionReply } from "~/components/ui/action-reply";
import { Button, buttonClass } from "~/components/ui/button";
import { useFetcherReply } from "~/components/ui/use-fetcher-reply";
import { AI_MESSAGES, AI_PROMPT_MAX, AiPromptSchema, allowanceLabel, EXAMPLE_PROMPTS } from "~/domain/ai/ai-recipe";
import { GeneratedRecipeView, saveFields } from "./generated-recipe";
import { useAiGeneration } from "./generation";

export function AiGenerator({
  recentPrompts,
  usage,
  cookbooks,
}: {
  recentPrompts: string[];
  usage: { used: number; allowance: number };
  cookbooks: CookbookChoice[];
}) {
  const [prompt, setPrompt] = useState("");
  const [enhanced, setEnhanced] = useState(false);
  const [promptError, setPromptError] = useState<string | null>(null);
  const generation = useAiGeneration();
  const { phase } = generation;
  const saver = useFetcher<ActionReply<{ id: number }>>({ key: "ai-save" });
  const revalidator = useRevalidator();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const ids = { prompt: useId(), error: useId(), enhanced: useId() };
  const used = usage.used;
  const left = usage.allowance - used;
  const generating = phase.name === "generating";
  // Add to Cookbook on an unsaved result saves it to My Recipes first (a cookbook holds saved recipes), then opens the dialog.
  const [cookbookOpen, setCookbookOpen] = useState(false);
  const addAfterSave = useRef(false);

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = AiPromptSchema.safeParse({ prompt, enhanced });
    if (!checked.success) {
      setPromptError(checked.error.issues[0]?.message ?? AI_MESSAGES.promptRequired);
      promptRef.current?.focus();
      return;
    }
    setPromptError(null);
    saver.reset?.();
    await generation.generate({ prompt: checked.data.prompt, enhanced });
    // The allowance left and the recent prompts change with every attempt.
    void revalidator.revalidate();
  }

  function generateAnother() {
    generation.reset();
    setCookbookOpen(false);
    addAfterSave.current = false;
    saver.reset?.();
    promptRef.current?.focus();
  }

  const saved = saver.data?.ok ? saver.data.value : null;
  useFetcherReply(saver, (reply) => {
    if (!addAfterSave.current) return;
    addAfterSave.current = false;
    if (reply.ok) setCookbookOpen(true);
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        <form onSubmit={generate} noValidate className="rounded-3xl bg-white p-6 shadow-sm" aria-label="Generate a recipe">
          <noscript>
            <p className="bg-accent-yellow-light text-warm-900 mb-3 rounded-xl px-4 py-3">
              Generating a recipe needs JavaScript: the recipe is streamed into the page as the model writes it.
            </p>
          </noscript>
          <label htmlFor={ids.prompt} className="text-warm-900 block font-semibold">
            What would you like to cook?
          </label>
          <textarea
            ref={promptRef}
            id={ids.prompt}
            name="prompt"
            rows={3}
            value={prompt}
            maxLength={AI_PROMPT_MAX}
            onChange={(e) => setPrompt(e.target.value)}
            aria-invalid={promptError ? true : undefined}
            aria-describedby={promptError ? ids.error : undefined}
            placeholder="e.g. A quick vegetarian pasta dinner for two"
            className="border-warm-300 focus:border-accent-orange mt-2 w-full rounded-xl border px-4 py-3"
          />
          <div className="text-warm-600 mt-1 flex justify-between text-sm">
            {promptError ? (
              <p id={ids.error} role="alert" className="text-accent-red font-medium">
                {promptError}
              </p>
            ) : (
              <span />
            )}
            <span>
              {prompt.length}/{AI_PROMPT_MAX}
            </span>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <label htmlFor={ids.enhanced} className="text-warm-800 flex items-center gap-2">
              <input
                id={ids.enhanced}
                type="checkbox"
                name="enhanced"
                checked={enhanced}
                onChange={(e) => setEnhanced(e.target.checked)}
                className="h-4 w-4"
              />
              Enhanced mode (nutrition highlights, estimated cost and tips)
            </label>
            <Button type="submit" disabled={generating || left <= 0 || prompt.trim() === ""}>
              {generating ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Generating…
                </>
              ) : (
                <>
                  <Sparkles className="h-4 w-4" aria-hidden="true" /> Generate Recipe
                </>
              )}
            </Button>
          </div>
          <p className="text-warm-600 mt-3 text-sm" data-testid="ai-usage">
            {allowanceLabel(used, usage.allowance)}
          </p>
          {left <= 0 && (
            <p role="alert" className="text-accent-red mt-2 font-medium">
              {AI_MESSAGES.allowanceReached}
            </p>
          )}
        </form>

        <div aria-live="polite">
          {phase.name === "failed" && (
            <p role="alert" className="bg-accent-red-light text-accent-red rounded-xl px-4 py-3 font-medium">
              {phase.message}
            </p>
          )}
          {generating && (
            <p className="text-warm-700 mb-3 flex items-center gap-2" role="status">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Generating your recipe…
            </p>
          )}
        </div>
        {(phase.name === "generating" || phase.name === "result") && (
          <GeneratedRecipeView recipe={phase.recipe} writing={generating} />
        )}
        {phase.name === "result" && (
          <div className="flex flex-wrap items-center gap-3">
            {saved ? (
              <>
                <p role="status" className="text-accent-green font-medium">
                  {AI_MESSAGES.saved}.{" "}
                  <Link to={`/app/recipe/${saved.id}`} className="underline">
                    View recipe
                  </Link>
                </p>
                <AddToCookbookDialog
                  recipeIds={[saved.id]}
                  cookbooks={cookbooks}
                  open={cookbookOpen}
                  onOpenChange={setCookbookOpen}
                  trigger={
                    <button type="button" className={buttonClass("secondary")}>
                      <BookPlus className="h-4 w-4" aria-hidden="true" /> Add to Cookbook
                    </button>
                  }
                />
              </>
            ) : (
              <saver.Form method="post" action="/app/ai-recipes" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="save" />
                {Object.entries(saveFields(phase.recipe)).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <Button type="submit" disabled={saver.state !== "idle"} onClick={() => (addAfterSave.current = false)}>
                  <Save className="h-4 w-4" aria-hidden="true" /> {saver.state !== "idle" ? "Saving…" : "Save to My Recipes"}
                </Button>
                <button
                  type="submit"
                  className={buttonClass("secondary")}
                  disabled={saver.state !== "idle"}
                  title="Saves the recipe to My Recipes, then files it in a cookbook"
                  onClick={() => (addAfterSave.current = true)}
                >
                  <BookPlus className="h-4 w-4" aria-hidden="true" /> Add to Cookbook
                </button>
              </saver.Form>
            )}
            <Button type="button" variant="ghost" onClick={generateAnother}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Generate Another
            </Button>
          </div>
        )}
      </div>

      <aside className="space-y-6">
        <section aria-labelledby="ai-examples" className="rounded-3xl bg-white p-5 shadow-sm">
          <h2 id="ai-examples" className="text-warm-900 font-semibold">
            Example prompts
          </h2>
          <ul className="mt-2 space-y-2">
            {EXAMPLE_PROMPTS.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  onClick={() => setPrompt(example)}
                  className="bg-warm-50 text-warm-800 hover:bg-warm-100 w-full rounded-xl px-3 py-2 text-left text-sm"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ai-recent" className="rounded-3xl bg-white p-5 shadow-sm">
          <h2 id="ai-recent" className="text-warm-900 font-semibold">
            Recent prompts
          </h2>
          {recentPrompts.length === 0 ? (
            <p className="text-warm-600 mt-2 text-sm">Your last five prompts appear here.</p>
          ) : (
            <ul className="mt-2 space-y-2" data-testid="recent-prompts">
              {recentPrompts.map((recent) => (
                <li key={recent}>
                  <button
                    type="button"
                    onClick={() => setPrompt(recent)}
                    className="text-warm-800 hover:bg-warm-50 w-full rounded-xl px-3 py-2 text-left text-sm break-words"
                  >
                    {recent}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </aside>
    </div>
  );
}
