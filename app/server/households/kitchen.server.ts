/**
 * Whose kitchen a cook works in (issue 27, decision 040): the meal plan, the week's shopping list and
 * the pantry marks belong to a kitchen, which is the cook's household while they are a member and the
 * cook alone otherwise. Every meal-plan, shopping and pantry query names its rows with `inKitchen`,
 * so a cook who is not (or no longer) a member never reaches the household's rows: they are not
 * there for them (404), and nothing can change them.
 */
import { emitAppEvent } from "../events.server";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isHouseholdOpen, kitchenPlan } from "~/domain/households/household";
import type { PlanId } from "~/domain/plans";
import { billingProvider } from "../billing/checkout.server";
import { currentPlan } from "../billing/subscriptions.server";
import type { Db } from "../db/client.server";
import { CHANNELS, notificationsOf, type Notifications } from "../db/notifications.server";
import { membershipOf } from "./households.server";

export interface Kitchen {
  /** The cook asking: who adds rows, and whose recipe visibility applies to what they read. */
  id: string;
  /** The plan whose features and limits apply here: the cook's own, or the household's (kitchenPlan). */
  planId: PlanId;
  /** The household whose shared rows these are, or null for the cook's personal kitchen. */
  householdId: string | null;
  /** Its name, for the pages that say whose plan and list they show. */
  householdName: string | null;
  /** False while the household's owner's plan has lapsed: the shared rows are read-only. */
  open: boolean;
}

/** The kitchen `viewer` works in, read now (the owner's plan too, so a lapse takes effect at once). */
export async function kitchenOf(db: Db, viewer: { id: string; planId: PlanId }): Promise<Kitchen> {
  const membership = await membershipOf(db, viewer.id);
  if (!membership) return personalKitchen(viewer);
  const billingOn = billingProvider() !== "none";
  const open = isHouseholdOpen(await currentPlan(db, membership.ownerId), billingOn);
  return {
    id: viewer.id,
    planId: kitchenPlan(viewer.planId, billingOn),
    householdId: membership.householdId,
    householdName: membership.name,
    open,
  };
}

/** The personal kitchen of a cook (what kitchenOf answers for a cook without a household). */
export function personalKitchen(viewer: { id: string; planId: PlanId }): Kitchen {
  return { id: viewer.id, planId: viewer.planId, householdId: null, householdName: null, open: true };
}

/** What a page says about the kitchen it shows: the household's name, and whether it is read-only. */
export function kitchenSummary(kitchen: Kitchen): { name: string; open: boolean } | null {
  return kitchen.householdId ? { name: kitchen.householdName ?? "", open: kitchen.open } : null;
}

interface KitchenColumns {
  userId: AnyPgColumn;
  householdId: AnyPgColumn;
}

/**
 * The rows of `kitchen` in a table with `user_id` and `household_id`, as a WHERE condition: the
 * household's rows for a member (whoever added them), the cook's personal rows otherwise.
 */
export function inKitchen(kitchen: Kitchen, table: KitchenColumns): SQL {
  return kitchen.householdId
    ? eq(table.householdId, kitchen.householdId)
    : (and(eq(table.userId, kitchen.id), isNull(table.householdId)) as SQL);
}

/** The owner columns of a new row in `kitchen`: added by the cook, in the household if any. */
export function kitchenRow(kitchen: Kitchen): { userId: string; householdId: string | null } {
  return { userId: kitchen.id, householdId: kitchen.householdId };
}

/** A key naming one kitchen (for the seam below). */
export function kitchenKey(kitchen: Pick<Kitchen, "id" | "householdId">): string {
  return kitchen.householdId ? `household:${kitchen.householdId}` : `user:${kitchen.id}`;
}

type KitchenListener = (key: string) => void;
const KEY = Symbol.for("simmer.kitchen-listeners");
const holder = globalThis as { [KEY]?: Set<KitchenListener> };
/** Kept on globalThis so the route modules and the server share one set (like the database handle). */
const listeners = (holder[KEY] ??= new Set());

function tell(key: string): void {
  for (const listener of listeners) {
    try {
      listener(key);
    } catch (error) {
      console.error("[simmer] kitchen listener failed", error);
    }
  }
}

/**
 * Called once after every committed write to a kitchen's plan, list or pantry (`part` names the plan
 * or the list). On PostgreSQL it is
 * sent as a notification (payload: the kitchen key) that every server, this one included, passes to
 * its listeners; while this process's listening connection is down, and on the embedded database
 * (one process), it tells this process's listeners directly.
 */
export function kitchenChanged(db: Db, kitchen: Pick<Kitchen, "id" | "householdId">, part?: "meal_plan" | "shopping_list"): void {
  // The plan and the list are also events others may subscribe to (webhooks).
  if (part) emitAppEvent(db, { type: `${part}.changed`, kitchen: { id: kitchen.id, householdId: kitchen.householdId } });
  const key = kitchenKey(kitchen);
  const notifications = notificationsOf(db);
  if (!notifications?.connected) return tell(key);
  hearKitchens(notifications);
  notifications.notify(CHANNELS.kitchens, key).catch((error: unknown) => {
    console.error("[simmer] could not tell the other servers about a kitchen change", error);
    tell(key);
  });
}

const heard = new WeakSet<Notifications>();

/** Passes this process's kitchen notifications to its listeners (once per listening connection). */
function hearKitchens(notifications: Notifications): void {
  if (heard.has(notifications)) return;
  heard.add(notifications);
  notifications.on(CHANNELS.kitchens, (key) => tell(key));
  // News may have been missed while the connection was down: every open page catches up.
  notifications.onConnect(() => tell(EVERY_KITCHEN));
}

/** What listeners hear when any kitchen may have changed unheard (a reconnection): all catch up. */
export const EVERY_KITCHEN = "*";

/**
 * Subscribes to the changes of every kitchen heard by this process (`key` is kitchenKey or
 * EVERY_KITCHEN); answers the unsubscribe. With `db` on PostgreSQL, also those made by other servers.
 */
export function onKitchenChanged(listener: KitchenListener, db?: Db): () => void {
  const notifications = db ? notificationsOf(db) : null;
  if (notifications) hearKitchens(notifications);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
