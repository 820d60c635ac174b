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

/**
 * One line of a recipe's shopping list to keep or leave out (ticked at first), with the recipe's own
 * lines under it: the dialog follows `checked`, the no-JavaScript page lets the box keep its state.
 */
export function ShoppingItemChoice({
  item,
  checked,
  onToggle,
}: {
  item: RecipeShoppingItem;
  checked?: boolean;
  onToggle?: () => void;
}) {
  const state = checked === undefined ? { defaultChecked: true } : { checked, onChange: onToggle };
  return (
    <>
      <label className="text-warm-800 hover:bg-warm-50 flex items-start gap-3 rounded-lg px-2 py-1.5">
        <input type="checkbox" name="item" value={item.text} {...state} className="accent-accent-orange mt-1 h-4 w-4" />
        {item.text}
      </label>
      <RecipeLines item={item} />
    </>
  );
}
