import type { RecipeShoppingItem } from "~/domain/meal-plan/shopping-list";

/** Under a merged or rewritten shopping line, the recipe's own lines it came from (folded). */
export function RecipeLines({ item }: { item: RecipeShoppingItem }) {
  if (item.originals.length <= 1 && item.originals[0] === item.text) return null;
  return (
    <details className="text-warm-700 ml-9 text-xs" data-testid="recipe-lines">
      <summary className="w-fit cursor-pointer">Show the recipe&apos;s lines</summary>
      <ul className="mt-1 space-y-0.5 pl-4">
        {item.originals.map((line, j) => (
          <li key={j}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
