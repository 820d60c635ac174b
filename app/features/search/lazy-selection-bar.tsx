import { lazy, Suspense, type ComponentProps } from "react";

const SelectionBar = lazy(() => import("./selection-bar").then((m) => ({ default: m.SelectionBar })));

/**
 * The quick-action bar, loaded when it first shows: it brings the cookbook dialog and its form
 * rules, which a visitor who never selects anything does not need.
 */
export function LazySelectionBar(props: ComponentProps<typeof SelectionBar>) {
  return (
    <Suspense fallback={null}>
      <SelectionBar {...props} />
    </Suspense>
  );
}
