import type { MouseEvent, ReactNode } from "react";
import { Form } from "react-router";

/**
 * A GET form that carries the ingredients chosen so far (one `i` per entry, as the finder's URL does)
 * plus whatever its buttons and fields add. Without JavaScript it is how the picker works: adding,
 * a quick pick, removing and clearing each load the finder's URL with the new selection, and the
 * server renders the results. With JavaScript the controls change the selection in place instead
 * (see `inPlace`), and only Find Recipes searches.
 */
export function SelectionForm({
  path,
  selection,
  className,
  children,
}: {
  path: string;
  selection: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={path} className={className}>
      {selection.map((item) => (
        <input key={item} type="hidden" name="i" value={item} />
      ))}
      {children}
    </Form>
  );
}

/** A submit button's click handler that, with JavaScript running, does `change` in place of submitting. */
export function inPlace(change: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    change();
  };
}
