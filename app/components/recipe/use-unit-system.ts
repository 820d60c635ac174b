import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { DEFAULT_UNIT_SYSTEM, isUnitSystem, type UnitSystem } from "~/domain/ingredients/unit-system";

/** Where a visitor's choice is kept (signed-in cooks keep it in their settings). */
export const UNIT_STORAGE_KEY = "simmer:unit-system";
/** The action that saves a signed-in cook's choice. */
export const UNITS_ACTION = "/app/units";

export interface UnitChoice {
  value: UnitSystem;
  choose: (next: UnitSystem) => void;
  /** True when the choice is saved in the user's settings (and the toggle can post without JavaScript). */
  signedIn: boolean;
}

/**
 * The units recipes are shown in. `saved` is the signed-in user's setting from the loader, or null
 * for a visitor, whose choice lives in localStorage. A signed-in change shows at once (read from the
 * pending form) and is saved through the /app/units action; every toggle on the page shares it.
 */
export function useUnitSystem(saved: UnitSystem | null): UnitChoice {
  const fetcher = useFetcher({ key: "unit-system" });
  const [local, setLocal] = useState<UnitSystem>(DEFAULT_UNIT_SYSTEM);
  const signedIn = saved !== null;
  useEffect(() => {
    if (signedIn) return;
    try {
      const stored = window.localStorage.getItem(UNIT_STORAGE_KEY);
      if (isUnitSystem(stored)) setLocal(stored);
    } catch {
      // Storage blocked: the visitor's choice lasts as long as the page.
    }
  }, [signedIn]);
  const pending = fetcher.formData?.get("unitSystem");
  const value = !signedIn ? local : isUnitSystem(pending) ? pending : saved;
  const submit = fetcher.submit;
  const choose = useCallback(
    (next: UnitSystem) => {
      if (signedIn) {
        void submit({ unitSystem: next }, { method: "post", action: UNITS_ACTION });
        return;
      }
      setLocal(next);
      try {
        window.localStorage.setItem(UNIT_STORAGE_KEY, next);
      } catch {
        // Storage blocked: see above.
      }
    },
    [signedIn, submit],
  );
  return { value, choose, signedIn };
}
