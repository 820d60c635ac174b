import { useCallback, useEffect, useState } from "react";
import { checkMarksKey, parseCheckMarks, toggleMark, type CheckMarks } from "~/domain/cooking/cook-mode";

/** Ingredient and step check marks, kept in this browser for this recipe (the spec: local only). */
export function useCheckMarks(recipeId: number) {
  const key = checkMarksKey(recipeId);
  const [marks, setMarks] = useState<CheckMarks>({ ingredients: [], steps: [] });
  useEffect(() => {
    try {
      setMarks(parseCheckMarks(window.localStorage.getItem(key)));
    } catch {
      // Storage blocked: marks last as long as the page.
    }
  }, [key]);
  const toggle = useCallback(
    (kind: keyof CheckMarks, index: number) => {
      setMarks((current) => {
        const next = { ...current, [kind]: toggleMark(current[kind], index) };
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the mark still shows.
        }
        return next;
      });
    },
    [key],
  );
  const clear = useCallback(() => {
    setMarks({ ingredients: [], steps: [] });
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored to clear.
    }
  }, [key]);
  return { marks, toggle, clear };
}
