import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { CalendarDays, ChevronLeft, ChevronRight, Copy, Plus, ShoppingCart } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useFetchers } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { UpgradeTeaser } from "~/components/ui/upgrade-teaser";
import { useHydrated } from "~/components/ui/use-hydrated";
import { addMealHref, MEAL_LABELS, MEAL_TYPES, isMealType, type MealType } from "~/domain/meal-plan/meal-plan";
import { MEAL_PLAN_MESSAGES } from "~/domain/messages/meal-plan";
import { dayLabel, shortDayLabel } from "~/domain/meal-plan/week";
import { AddMealDialog, type SlotTarget } from "./add-meal-dialog";
import { EntryCard, entryTitle, parseSlotId, slotId, type PlannedEntry } from "./entry-card";
import { slotUnderPointer } from "./slot-collision";

export interface WeekPlannerProps {
  today: string;
  week: string;
  weekLabel: string;
  days: string[];
  previousWeek: string;
  nextWeek: string;
  isCurrentWeek: boolean;
  allowed: boolean;
  fullPlanning: boolean;
  canShop: boolean;
  entries: PlannedEntry[];
}

/**
 * Arrow keys move a picked-up meal slot by slot (down/right: the next meal, then the next day;
 * up/left: back), so the keyboard reaches every slot without aiming.
 */
const slotByKeyboard: KeyboardCoordinateGetter = (event, { context }) => {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.code];
  const { active, over, droppableRects, collisionRect } = context;
  if (!step || !active || !collisionRect) return undefined;
  event.preventDefault();
  const ids = [...droppableRects.keys()].map(String).sort();
  const current = String(over?.id ?? (active.data.current as { slot?: string } | undefined)?.slot ?? "");
  const target = ids[Math.min(ids.length - 1, Math.max(0, ids.indexOf(current) + step))];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

function slotName(id: string | number | undefined): string {
  const slot = id === undefined ? null : parseSlotId(String(id));
  return slot ? `${MEAL_LABELS[slot.mealType]} on ${dayLabel(slot.date)}` : "no meal";
}

/** The entries as shown: moves and removals still on their way are already applied. */
function useOptimisticEntries(entries: PlannedEntry[]): PlannedEntry[] {
  const pending = useFetchers().filter((f) => f.formData && f.key.startsWith("meal-"));
  let shown = entries;
  for (const { formData } of pending) {
    const intent = formData!.get("intent");
    const id = String(formData!.get("entryId") ?? "");
    if (intent === "remove") shown = shown.filter((e) => e.id !== id);
    if (intent === "move") {
      const date = String(formData!.get("date"));
      const mealType = formData!.get("mealType");
      if (isMealType(mealType)) shown = shown.map((e) => (e.id === id ? { ...e, date, mealType } : e));
    }
  }
  return shown;
}

/**
 * The slots are measured again on every move of a drag, not only when it starts: the week can
 * re-render under a held meal (the previous move's answer arriving, a household member's change),
 * and with the rectangles of the start the pointer resolved to the slot that used to be there (a
 * meal held over Thursday's snack was dropped on its dinner).
 */
const MEASURE_SLOTS = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * The week never needs scrolling sideways (one column, a row per day, or seven columns), so a held
 * meal scrolls the page only up and down. Near the right edge it used to scroll the page sideways
 * by the overflow of the held card itself, which moved the slot from under the pointer and back.
 */
const SCROLL_UP_AND_DOWN = { threshold: { x: 0, y: 0.2 } };

const addClass = "text-accent-orange hover:bg-accent-orange/10 rounded-lg p-1";

function Slot({
  date,
  meal,
  entries,
  days,
  canShop,
  onAdd,
}: {
  date: string;
  meal: MealType;
  entries: PlannedEntry[];
  days: string[];
  canShop: boolean;
  onAdd: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(date, meal) });
  const hydrated = useHydrated();
  const addLabel = `Add to ${MEAL_LABELS[meal]} on ${dayLabel(date)}`;
  return (
    <div
      ref={setNodeRef}
      data-testid={`slot-${date}-${meal}`}
      data-drop-target={isOver || undefined}
      className={`rounded-2xl p-1.5 transition-colors ${isOver ? "bg-accent-orange/15 ring-accent-orange ring-2" : "bg-warm-50"}`}
    >
      <div className="flex items-center justify-between gap-1">
        <h3 className="text-warm-700 text-[0.6875rem] font-bold tracking-wide uppercase">{MEAL_LABELS[meal]}</h3>
        {/* A link to the Add to… page until scripts run (and without them); then the dialog's button. */}
        {hydrated ? (
          <button type="button" onClick={onAdd} className={addClass} aria-haspopup="dialog" aria-label={addLabel}>
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : (
          <a href={addMealHref(date, meal)} className={`${addClass} inline-flex`} aria-label={addLabel}>
            <Plus className="h-4 w-4" aria-hidden="true" />
          </a>
        )}
      </div>
      {entries.length > 0 && (
        <ul className="mt-1 space-y-2" aria-label={`${MEAL_LABELS[meal]} on ${dayLabel(date)}`}>
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} days={days} canShop={canShop} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * On a phone (days one under the other) this week opens at today, not at Monday: the page scrolls
 * today's day to the top, below the header. Not when the page was already scrolled (a reload or a
 * step back keeps its place) or the address names a place of its own.
 */
function useOpenAtToday(today: string | null) {
  useEffect(() => {
    if (!today || window.location.hash || window.scrollY > 0) return;
    if (!window.matchMedia("(max-width: 1023.98px)").matches) return;
    document.querySelector(`[data-testid="day-${today}"]`)?.scrollIntoView({ block: "start" });
  }, [today]);
}

export function WeekPlanner(props: WeekPlannerProps) {
  const { days, today, week, allowed } = props;
  const entries = useOptimisticEntries(props.entries);
  const [adding, setAdding] = useState<SlotTarget | null>(null);
  const mover = useFetcher({ key: "meal-drag" });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotByKeyboard }),
  );
  const titleOf = (id: string | number) => {
    const entry = entries.find((e) => e.id === id);
    return entry ? entryTitle(entry) : "meal";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. Use the arrow keys to pick a meal, space to drop.`,
    onDragOver: ({ active, over }) => `${titleOf(active.id)} is over ${slotName(over?.id)}.`,
    onDragEnd: ({ active, over }) => `${titleOf(active.id)} dropped on ${slotName(over?.id)}.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    const slot = over ? parseSlotId(String(over.id)) : null;
    // Where the cook sees the meal (a move just made shows before the week is read again): a meal
    // moved by its menu and dragged straight back was compared with where it had been, and stayed.
    const entry = entries.find((e) => e.id === active.id);
    if (!slot || !entry || (slot.date === entry.date && slot.mealType === entry.mealType)) return;
    void mover.submit({ intent: "move", entryId: entry.id, date: slot.date, mealType: slot.mealType }, { method: "post" });
  }

  useOpenAtToday(props.isCurrentWeek && allowed ? today : null);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-warm-900 flex items-center gap-3 text-3xl font-bold sm:text-4xl">
            <CalendarDays className="text-accent-orange h-8 w-8" aria-hidden="true" /> Meal Plan
          </h1>
          <p className="text-warm-700 mt-1 text-lg" data-testid="week-label">
            {props.weekLabel}
          </p>
        </div>
        <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
          <ButtonLink to={`?week=${props.previousWeek}`} variant="secondary" size="sm">
            <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous week
          </ButtonLink>
          <ButtonLink
            to="/app/meal-plan"
            variant={props.isCurrentWeek ? "soft" : "secondary"}
            size="sm"
            aria-current={props.isCurrentWeek ? "page" : undefined}
          >
            Today
          </ButtonLink>
          <ButtonLink to={`?week=${props.nextWeek}`} variant="secondary" size="sm">
            Next week <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        </nav>
      </div>

      {allowed && (
        <div className="mt-4 flex flex-wrap gap-2">
          {props.fullPlanning && (
            <Form method="post">
              <input type="hidden" name="intent" value="copy-week" />
              <input type="hidden" name="from" value={week} />
              <input type="hidden" name="to" value={props.nextWeek} />
              <Button type="submit" variant="secondary" size="sm">
                <Copy className="h-4 w-4" aria-hidden="true" /> Copy week to next week
              </Button>
            </Form>
          )}
          {props.canShop ? (
            <Form method="post" action="/app/shopping">
              <input type="hidden" name="intent" value="generate" />
              <input type="hidden" name="week" value={week} />
              <Button type="submit" size="sm">
                <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Generate shopping list
              </Button>
            </Form>
          ) : (
            <Link to="/pricing" className="text-warm-700 self-center text-sm underline">
              Shopping lists come with Premium
            </Link>
          )}
        </div>
      )}

      {!allowed ? (
        <UpgradeTeaser id="meal-plan-upgrade" title="Plan any week">
          {MEAL_PLAN_MESSAGES.weekLocked}
        </UpgradeTeaser>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={slotUnderPointer}
          measuring={MEASURE_SLOTS}
          autoScroll={SCROLL_UP_AND_DOWN}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          {/* Phones: one day under the other, its meals in one column (two from 640 px). With the
              sidebar open, 7 columns at 1024–1535 px left each meal about 107 px: titles ran over five
              lines and the remove button stuck out of its card. There each day is a row of its four
              meals; from 1536 px (a 1,232 px wide page) the week is seven columns. */}
          <div className="mt-6 grid grid-cols-1 gap-4 lg:gap-3 2xl:grid-cols-7 2xl:gap-2">
            {days.map((day) => (
              <section
                key={day}
                aria-labelledby={`day-${day}`}
                data-testid={`day-${day}`}
                className={`scroll-mt-20 rounded-3xl bg-white p-3 ring-1 lg:flex lg:gap-3 2xl:block 2xl:p-2 ${day === today ? "ring-accent-orange ring-2" : "ring-warm-200"}`}
              >
                <h2 id={`day-${day}`} className="text-warm-900 mb-2 px-1 font-bold lg:w-20 lg:shrink-0 2xl:w-auto">
                  <span className="lg:hidden">{dayLabel(day)}</span>
                  <span className="hidden lg:inline">
                    {shortDayLabel(day)} <span className="text-warm-700 font-normal">{Number(day.slice(8))}</span>
                  </span>
                  {day === today && (
                    <span className="text-accent-orange ml-2 text-xs font-semibold uppercase lg:ml-0 lg:block 2xl:ml-2 2xl:inline">
                      Today
                    </span>
                  )}
                </h2>
                <div className="grid gap-2 sm:grid-cols-2 lg:min-w-0 lg:flex-1 lg:grid-cols-4 2xl:grid-cols-1">
                  {MEAL_TYPES.map((meal) => (
                    <Slot
                      key={meal}
                      date={day}
                      meal={meal}
                      days={days}
                      canShop={props.canShop}
                      entries={entries.filter((e) => e.date === day && e.mealType === meal)}
                      onAdd={() => setAdding({ date: day, mealType: meal })}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </DndContext>
      )}
      <AddMealDialog target={adding} onClose={() => setAdding(null)} />
    </>
  );
}
