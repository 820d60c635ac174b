/**
 * Moving a built index from a worker thread to the main thread without a long pause on the main
 * thread (docs/decisions/023). Structured cloning a million-recipe index in one message would
 * stall the receiver for its whole deserialization; instead:
 *   - typed arrays are transferred (their buffers move, nothing is copied);
 *   - a long list of strings (titles, descriptions…) travels as many small messages, each the
 *     strings of a run joined by NUL (database text never holds NUL; a run that does is sent as a
 *     plain list), split back as each message arrives;
 *   - a long list of typed arrays (posting lists, one per word) travels as one buffer and offsets,
 *     cut back into views in steps;
 *   - everything else (numbers, small lists, maps) is cloned as is: it is small.
 * The receiver rebuilds the value in steps (see steps.ts), so no single step holds its event loop
 * for long. Generic over the value's shape, so a field added to an index needs no change here.
 */
import type { Steps } from "./steps";

/** Lists at least this long are sent in pieces. */
const LONG_LIST = 1024;
/** Strings per message. */
const RUN = 2000;
const VIEWS_PER_STEP = 4096;
const SEPARATOR = "\u0000";

type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;
const CONSTRUCTORS = { Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array };
type ConstructorName = keyof typeof CONSTRUCTORS;

/** One message carrying a run of a long string list: `start` is the run's first position. */
export interface StringRun {
  kind: "strings";
  list: number;
  start: number;
  /** The run's strings joined by NUL, or the strings themselves when one holds a NUL. */
  text: string | string[];
  count: number;
}

/** The last message: the value's shape, with placeholders for the lists sent in pieces. */
export interface ShapeMessage {
  kind: "shape";
  shape: unknown;
}

interface StringsPlaceholder {
  $strings: number;
  length: number;
}
interface ViewsPlaceholder {
  $views: ConstructorName;
  data: TypedArray;
  /** Start of each view in `data`, and its end at the next position; -1: null. */
  starts: Int32Array;
  ends: Int32Array;
}

function isTypedArray(value: unknown): value is TypedArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The messages that carry `value`, in order (the shape last), and the buffers to transfer with the
 * shape. After sending, the transferred typed arrays of `value` are detached (empty).
 */
export function encodeForTransfer(value: unknown): { runs: StringRun[]; shape: ShapeMessage; transfer: ArrayBuffer[] } {
  const runs: StringRun[] = [];
  const transfer = new Set<ArrayBuffer>();
  let lists = 0;

  const encode = (v: unknown): unknown => {
    if (isTypedArray(v)) {
      if (v.buffer instanceof ArrayBuffer) transfer.add(v.buffer);
      return v;
    }
    if (Array.isArray(v)) {
      if (v.length >= LONG_LIST && v.every((s) => typeof s === "string")) return encodeStrings(v as string[]);
      if (v.length >= LONG_LIST) {
        const views = encodeViews(v);
        if (views) return views;
      }
      return v.map(encode);
    }
    if (isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(v)) out[key] = encode(field);
      return out;
    }
    return v; // numbers, strings, maps, sets: cloned as they are
  };

  const encodeStrings = (strings: string[]): StringsPlaceholder => {
    const list = lists++;
    for (let start = 0; start < strings.length; start += RUN) {
      const run = strings.slice(start, start + RUN);
      const clean = !run.some((s) => s.includes(SEPARATOR));
      runs.push({ kind: "strings", list, start, text: clean ? run.join(SEPARATOR) : run, count: run.length });
    }
    return { $strings: list, length: strings.length };
  };

  /** A list whose items are all null or typed arrays of one kind: one buffer and offsets. */
  const encodeViews = (items: unknown[]): ViewsPlaceholder | null => {
    let name: ConstructorName | null = null;
    let total = 0;
    for (const item of items) {
      if (item === null) continue;
      if (!isTypedArray(item)) return null;
      const own = item.constructor.name as ConstructorName;
      if (!(own in CONSTRUCTORS) || (name !== null && own !== name)) return null;
      name = own;
      total += item.length;
    }
    if (name === null) return null;
    const data = new CONSTRUCTORS[name](total);
    const starts = new Int32Array(items.length);
    const ends = new Int32Array(items.length);
    let at = 0;
    items.forEach((item, i) => {
      if (item === null) {
        starts[i] = -1;
        return;
      }
      const view = item as TypedArray;
      data.set(view as never, at);
      starts[i] = at;
      at += view.length;
      ends[i] = at;
    });
    transfer.add(data.buffer as ArrayBuffer);
    transfer.add(starts.buffer);
    transfer.add(ends.buffer);
    return { $views: name, data, starts, ends };
  };

  const shape = encode(value);
  return { runs, shape: { kind: "shape", shape }, transfer: [...transfer] };
}

/** Receives the messages of encodeForTransfer on the other side. */
export class TransferReceiver {
  private readonly lists = new Map<number, string[]>();

  /** Takes one run (cheap: one split). */
  addRun(run: StringRun): void {
    let list = this.lists.get(run.list);
    if (!list) this.lists.set(run.list, (list = []));
    const strings = typeof run.text === "string" ? (run.count === 1 ? [run.text] : run.text.split(SEPARATOR)) : run.text;
    for (let i = 0; i < strings.length; i++) list[run.start + i] = strings[i];
  }

  /** Rebuilds the value from its shape, in steps. */
  *decode(message: ShapeMessage): Steps<unknown> {
    const lists = this.lists;
    function* decode(v: unknown): Steps<unknown> {
      if (isTypedArray(v)) return v;
      if (Array.isArray(v)) {
        const out: unknown[] = new Array(v.length);
        for (let i = 0; i < v.length; i++) out[i] = yield* decode(v[i]);
        return out;
      }
      if (isPlainObject(v)) {
        if (typeof v.$strings === "number") {
          const list = lists.get(v.$strings) ?? [];
          if (list.length !== v.length)
            throw new Error(`index transfer: list ${v.$strings} has ${list.length} of ${String(v.length)} strings`);
          return list;
        }
        if (typeof v.$views === "string") {
          const { data, starts, ends } = v as unknown as ViewsPlaceholder;
          const out: (TypedArray | null)[] = new Array(starts.length);
          for (let i = 0; i < starts.length; i++) {
            out[i] = starts[i] === -1 ? null : data.subarray(starts[i], ends[i]);
            if (i % VIEWS_PER_STEP === VIEWS_PER_STEP - 1) yield;
          }
          return out;
        }
        const out: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(v)) out[key] = yield* decode(field);
        return out;
      }
      return v;
    }
    const value = yield* decode(message.shape);
    lists.clear();
    return value;
  }
}
