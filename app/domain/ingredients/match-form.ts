/** The form ingredient names and entered ingredients are compared in (the finder's matching rule). */

/** One English word in singular form: tomatoes → tomato, berries → berry, dishes → dish, eggs → egg. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** Lowercase words in singular form, single-spaced: the form both sides are compared in. */
export function matchForm(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(" ");
}
