import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};
/** False during server rendering and hydration, true afterwards: controls that need JavaScript wait for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
