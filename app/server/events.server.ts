/**
 * What happened, for whoever listens in this process (webhooks today): emitted by the services once
 * their write has committed. Listeners are kept on globalThis by name, so the route modules and the
 * server share them and a module loaded twice (the production server and its route build) replaces
 * its listener instead of adding a second one. A listener's failure is logged, never the write's.
 */
import type { Db } from "./db/client.server";

export type AppEvent =
  | { type: "meal_plan.changed" | "shopping_list.changed"; kitchen: { id: string; householdId: string | null } }
  | { type: "recipe.created"; userId: string; recipeId: number };

type Listener = (db: Db, event: AppEvent) => Promise<void>;
const KEY = Symbol.for("simmer.app-events");
const holder = globalThis as { [KEY]?: Map<string, Listener> };
const listeners = (holder[KEY] ??= new Map());

export function onAppEvent(name: string, listener: Listener): void {
  listeners.set(name, listener);
}

export function emitAppEvent(db: Db, event: AppEvent): void {
  for (const [name, listener] of listeners) {
    listener(db, event).catch((error: unknown) => console.error(`[simmer] ${name} could not take ${event.type}`, error));
  }
}
