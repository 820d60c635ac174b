import * as Tabs from "@radix-ui/react-tabs";

const triggerClass =
  "-mb-px border-b-2 border-transparent px-4 py-2.5 font-semibold text-warm-700 hover:text-warm-900 data-[state=active]:border-accent-orange data-[state=active]:text-accent-orange";

/**
 * Ingredients and Instructions as two tabs (arrow keys move between them). Both panels stay in the
 * page (the inactive one hidden) so that print shows them side by side (app.css).
 */
export function RecipeTabs({ ingredients, instructions }: { ingredients: string[]; instructions: string[] }) {
  return (
    <Tabs.Root defaultValue="ingredients" className="mt-10">
      <Tabs.List aria-label="Recipe" className="border-warm-200 flex gap-2 border-b">
        <Tabs.Trigger value="ingredients" className={triggerClass}>
          Ingredients ({ingredients.length})
        </Tabs.Trigger>
        <Tabs.Trigger value="instructions" className={triggerClass}>
          Instructions ({instructions.length})
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="ingredients" forceMount className="pt-6 data-[state=inactive]:hidden">
        <ul className="grid gap-2 sm:grid-cols-2">
          {ingredients.map((line, i) => (
            <li key={i} className="text-warm-800 ring-warm-200 flex items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1">
              <span className="bg-accent-orange mt-2 h-2 w-2 shrink-0 rounded-full" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      </Tabs.Content>
      <Tabs.Content value="instructions" forceMount className="pt-6 data-[state=inactive]:hidden">
        <ol className="space-y-5">
          {instructions.map((step, i) => (
            <li key={i} className="flex gap-4">
              <span
                className="bg-accent-orange grid h-9 w-9 shrink-0 place-items-center rounded-full font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <p className="text-warm-800 pt-1.5 leading-relaxed">
                <span className="sr-only">Step {i + 1}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
      </Tabs.Content>
    </Tabs.Root>
  );
}
