/**
 * Counts in words: "1 cookbook", "2 cookbooks", "0 cookbooks". Every "N things" the app shows goes
 * through here, so none reads "1 cookbooks". One is singular; every other number (0, 2, 1.5) is
 * plural, as English counts. Irregular nouns pass their plural ("1 person", "2 people").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${noun(count, singular, pluralForm)}`;
}

/** The noun alone, in the number `count` asks for: "1 of 3 cookbooks" agrees with the 3. */
export function noun(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
