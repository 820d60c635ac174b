/**
 * Long index work as steps: a build is a generator that yields every few thousand operations, so
 * the server can run it in slices of a few milliseconds and answer requests in between (no request
 * waits on index maintenance; docs/decisions/023). Tests and tools run the same steps to the end.
 */

export type Steps<T> = Generator<void, T, void>;

/** Runs the steps without pausing (tests, the benchmark, tools). */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The longest the steps may hold the event loop before letting other work run. */
export const SLICE_MS = 12;

/**
 * Runs the steps in slices of at most about `sliceMs`, giving the event loop back in between
 * (setImmediate: pending I/O and timers run first).
 */
export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let start = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - start >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      start = performance.now();
    }
  }
}

const RUN = 2048;

/**
 * Sorts `items` by `compare` in steps: runs of 2,048 sorted natively, then merged pairwise,
 * yielding every 2,048 elements. Returns the sorted array (`items` itself or a buffer of the same
 * length). Stable; O(n log n) like a plain sort, but never one long uninterrupted call.
 */
export function* sortInSteps(
  items: Int32Array<ArrayBuffer>,
  compare: (a: number, b: number) => number,
): Steps<Int32Array<ArrayBuffer>> {
  const n = items.length;
  for (let start = 0; start < n; start += RUN) {
    items.subarray(start, Math.min(n, start + RUN)).sort(compare);
    yield;
  }
  if (n <= RUN) return items;
  let from = items;
  let to = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      let i = low;
      let j = middle;
      let k = low;
      while (i < middle && j < high) {
        to[k++] = compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
        if ((k & (RUN - 1)) === 0) yield;
      }
      while (i < middle) to[k++] = from[i++];
      while (j < high) to[k++] = from[j++];
      yield;
    }
    [from, to] = [to, from];
  }
  return from;
}
