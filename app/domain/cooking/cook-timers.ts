/**
 * Timers found in a step's text ("simmer for 25 minutes", "1 hour 10 minutes", "5-7 minutes",
 * "30 sec", "half an hour"). Pure: no I/O, linear-time regexes, never throws.
 *
 * A range ("5-7 minutes", "25 to 30 minutes") starts a timer at its LOWER end: the alarm means
 * "time to check", and a dish checked early can cook on while one checked late is burnt. The upper
 * end is kept (maxSeconds) and shown beside the timer ("5–7 min").
 */
import { NUMBER_WORDS } from "../ingredients/unit-words";

export interface StepTimer {
  /** The words in the step that gave the timer, as written ("25 minutes"). */
  text: string;
  /** Where `text` starts in the step. */
  index: number;
  /** What the timer counts down from. */
  seconds: number;
  /** Upper end of a range, else null. */
  maxSeconds: number | null;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  ...NUMBER_WORDS,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  "a couple of": 2,
  "a couple": 2,
  "half an": 0.5,
  "half a": 0.5,
};

const VULGAR: Readonly<Record<string, number>> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

const WORD_ALTERNATION = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, "\\s+"))
  .join("|");

/** One amount: "1 1/2", "1½", "1.5", "½", "3/4", "twenty", "half an". */
const NUM = `(?:\\d+(?:\\.\\d+)?(?:\\s+\\d\\/\\d|\\s*[½¼¾⅓⅔])?|\\d\\/\\d|[½¼¾⅓⅔]|(?:${WORD_ALTERNATION}))`;
const RANGE_SEP = `(?:\\s*(?:-|–|—|to|or)\\s*)`;
const UNIT = `(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)`;
/** amount [range] [-]unit, not followed by a letter ("10-inch" never matches: inch is no unit). */
const SEGMENT = new RegExp(`(?<![\\w/.])(${NUM})(?:${RANGE_SEP}(${NUM}))?\\s*-?\\s*${UNIT}(?![a-z])`, "gi");

const UNIT_SECONDS: Readonly<Record<string, number>> = { h: 3600, m: 60, s: 1 };
/** The longest timer offered: two days (a long brine). Longer numbers are not timers. */
export const MAX_TIMER_SECONDS = 48 * 3600;

function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith("h")) return UNIT_SECONDS.h;
  if (u.startsWith("m")) return UNIT_SECONDS.m;
  return UNIT_SECONDS.s;
}

/** The value of one amount as matched by NUM; null when it is not a number. */
export function amountValue(raw: string): number | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (text in WORD_NUMBERS) return WORD_NUMBERS[text];
  if (text in VULGAR) return VULGAR[text];
  const fraction = /^(\d)\/(\d)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  const mixed = /^(\d+) (\d)\/(\d)$/.exec(text);
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const withVulgar = /^(\d+) ?([½¼¾⅓⅔])$/.exec(text);
  if (withVulgar) return Number(withVulgar[1]) + VULGAR[withVulgar[2]];
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

interface Segment {
  start: number;
  end: number;
  seconds: number;
  maxSeconds: number | null;
  unit: number;
}

function segments(text: string): Segment[] {
  const found: Segment[] = [];
  for (const m of text.matchAll(SEGMENT)) {
    const low = amountValue(m[1]);
    const high = m[2] === undefined ? null : amountValue(m[2]);
    if (low === null || low <= 0) continue;
    const unit = unitSeconds(m[3]);
    // "a" or "an" alone only reads as one with a spelled-out unit ("an hour", "a minute"), never "a h".
    if (/^an?$/i.test(m[1].trim()) && m[3].length < 3) continue;
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      seconds: Math.round(low * unit),
      maxSeconds: high !== null && high > low ? Math.round(high * unit) : null,
      unit,
    });
  }
  return found;
}

/**
 * Every timer in a step, in order. Consecutive parts with falling units join into one timer
 * ("1 hour 10 minutes", "1 hour and 30 minutes", "2 minutes, 30 seconds"), and "and a half" after
 * a part adds half its unit ("an hour and a half").
 */
export function extractTimers(step: string): StepTimer[] {
  const parts = segments(step);
  const timers: StepTimer[] = [];
  let i = 0;
  while (i < parts.length) {
    const first = parts[i];
    let { end, seconds } = first;
    let maxSeconds = first.maxSeconds;
    let unit = first.unit;
    let j = i + 1;
    while (j < parts.length && parts[j].unit < unit && /^\s*(?:,|and|,\s*and|\+)?\s*$/i.test(step.slice(end, parts[j].start))) {
      seconds += parts[j].seconds;
      maxSeconds = maxSeconds === null ? null : maxSeconds + (parts[j].maxSeconds ?? parts[j].seconds);
      unit = parts[j].unit;
      end = parts[j].end;
      j++;
    }
    const half = /^\s+and\s+a\s+half\b/i.exec(step.slice(end));
    if (half && j === i + 1) {
      seconds += unit / 2;
      if (maxSeconds !== null) maxSeconds += unit / 2;
      end += half[0].length;
    }
    if (seconds > 0 && seconds <= MAX_TIMER_SECONDS) {
      timers.push({ text: step.slice(first.start, end), index: first.start, seconds, maxSeconds });
    }
    i = j;
  }
  return timers;
}

/** A countdown as a cook reads it: "25:00", "1:10:00", "0:30". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/** A duration in words for a button: "25 min", "1 hr 10 min", "30 sec". */
export function formatDuration(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = Math.round(totalSeconds % 60);
  const parts = [h > 0 && `${h} hr`, m > 0 && `${m} min`, s > 0 && `${s} sec`].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "0 sec";
}

/** The label a step's timer button carries: "25 min", or for a range "5–7 min". */
export function timerLabel(timer: Pick<StepTimer, "seconds" | "maxSeconds">): string {
  if (timer.maxSeconds === null) return formatDuration(timer.seconds);
  const low = formatDuration(timer.seconds);
  const high = formatDuration(timer.maxSeconds);
  const [lowN, ...lowUnit] = low.split(" ");
  const [highN, ...highUnit] = high.split(" ");
  // "5 min" and "7 min" read "5–7 min"; mixed units stay whole ("45 min–1 hr").
  return lowUnit.join(" ") === highUnit.join(" ") && lowUnit.length === 1 ? `${lowN}–${highN} ${highUnit[0]}` : `${low}–${high}`;
}
