/**
 * Section headings in a recipe's ingredients and steps ("For the sauce"), issue 28. A recipe keeps
 * its lines as they are (scaling, shopping lists, nutrition and the finder read only the lines) and,
 * beside them, the headings: `{ title, start }`, a heading placed before line `start`
 * (docs/decisions/043-recipe-section-headings.md).
 *
 * In the recipe form a heading is a line of its own starting with "#" ("# For the sauce"), so it is
 * added, renamed and removed by editing the text, with or without JavaScript. Nothing here does I/O.
 */
import type { RecipeSection } from "../import/collection";

export type { RecipeSection };

export const SECTION_TITLE_MAX = 60;

export const SECTION_MESSAGES = {
  titleLength: `Each heading needs a name of 1 to ${SECTION_TITLE_MAX} characters, e.g. “# For the sauce”`,
  headingWithoutLines: "Put at least one line under each heading",
  hint: "Start a line with # to add a heading above the lines under it, e.g. “# For the sauce”.",
} as const;

/** A heading line of the form's text: "#", "# For the sauce", "## Dough" ("#10 can" is a line, not a heading). */
const HEADING = /^#+(?:\s+(.*))?$/;

/** Whitespace runs as one space, trimmed. */
function tidyTitle(title: string): string {
  return title.replace(/\s+/g, " ").trim();
}

/**
 * Any headings (stored, imported, copied) made valid for `lineCount` lines: titles tidied and cut to
 * 60 characters, empty ones and starts out of range dropped, sorted by start; of two headings before
 * the same line the first is kept.
 */
export function normaliseSections(sections: unknown, lineCount: number): RecipeSection[] {
  if (!Array.isArray(sections)) return [];
  const kept = new Map<number, string>();
  const candidates = sections
    .filter((s): s is { title: unknown; start: unknown } => typeof s === "object" && s !== null)
    .map((s) => ({ title: typeof s.title === "string" ? tidyTitle(s.title) : "", start: s.start }))
    .filter((s): s is RecipeSection => Number.isInteger(s.start) && (s.start as number) >= 0 && (s.start as number) < lineCount)
    .filter((s) => s.title.length > 0)
    .sort((a, b) => a.start - b.start);
  for (const { title, start } of candidates) {
    if (!kept.has(start)) kept.set(start, title.slice(0, SECTION_TITLE_MAX).trimEnd());
  }
  return [...kept].map(([start, title]) => ({ title, start }));
}

/** The form's text split into lines and headings, and what is wrong with the headings (null when nothing). */
export interface SectionedLines {
  lines: string[];
  sections: RecipeSection[];
  problem: string | null;
}

/** Reads the form's text (one entry a line, headings starting with "#"); lines trimmed and empty ones dropped. */
export function readSectionedText(text: string): SectionedLines {
  const lines: string[] = [];
  const sections: RecipeSection[] = [];
  let problem: string | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = HEADING.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    const title = tidyTitle(heading[1] ?? "");
    if (title.length === 0 || title.length > SECTION_TITLE_MAX) problem ??= SECTION_MESSAGES.titleLength;
    const previous = sections.at(-1);
    if (previous && previous.start === lines.length) problem ??= SECTION_MESSAGES.headingWithoutLines;
    sections.push({ title, start: lines.length });
  }
  if (sections.at(-1)?.start === lines.length) problem ??= SECTION_MESSAGES.headingWithoutLines;
  return { lines, sections: problem ? [] : sections, problem };
}

/** The form's text for lines and their headings: "# For the sauce" above the line it heads. */
export function sectionedText(lines: readonly string[], sections: readonly RecipeSection[] | null | undefined): string {
  const byStart = new Map((sections ?? []).map((s) => [s.start, s.title]));
  return lines.flatMap((line, i) => (byStart.has(i) ? [`# ${byStart.get(i)}`, line] : [line])).join("\n");
}

/** A run of lines under one heading (`title` null for the lines before the first heading). */
export interface LineGroup<T> {
  title: string | null;
  /** The index of the group's first line in the whole list. */
  start: number;
  items: T[];
}

/** `items` (one per line) in runs under their headings; one untitled group when there are none. */
export function groupBySection<T>(items: readonly T[], sections: readonly RecipeSection[] | null | undefined): LineGroup<T>[] {
  const valid = normaliseSections(sections ?? [], items.length);
  const groups: LineGroup<T>[] = [];
  const firstStart = valid[0]?.start ?? items.length;
  if (firstStart > 0 || valid.length === 0) groups.push({ title: null, start: 0, items: items.slice(0, firstStart) });
  valid.forEach((section, i) => {
    const end = valid[i + 1]?.start ?? items.length;
    groups.push({ title: section.title, start: section.start, items: items.slice(section.start, end) });
  });
  return groups;
}

/** The heading over line `index` ("For the sauce"), or null when none is above it. */
export function sectionTitleAt(sections: readonly RecipeSection[] | null | undefined, index: number): string | null {
  let title: string | null = null;
  for (const section of sections ?? []) {
    if (section.start > index) break;
    title = section.title;
  }
  return title;
}

/**
 * The headings after some lines were left out: `kept` lists, in order, the old index of each line
 * that remains. A heading moves to the first remaining line at or after its old place.
 */
export function remapSections(sections: readonly RecipeSection[] | null | undefined, kept: readonly number[]): RecipeSection[] {
  const moved = (sections ?? []).flatMap((section) => {
    const at = kept.findIndex((old) => old >= section.start);
    return at === -1 ? [] : [{ title: section.title, start: at }];
  });
  return normaliseSections(moved, kept.length);
}
