/**
 * The voice companion's words (cook mode, ultimate plan): what a heard phrase asks for, and the
 * replies that are worked out from the recipe alone. Pure functions: the browser's speech APIs live
 * in app/features/cooking/voice-companion.tsx.
 */

export type VoiceCommand =
  | { kind: "next" }
  | { kind: "back" }
  | { kind: "repeat" }
  | { kind: "ingredients" }
  | { kind: "howMuch"; ingredient: string }
  | { kind: "startTimer" }
  | { kind: "stopTimer" }
  | { kind: "unknown"; text: string };

/** The reply to a phrase the companion does not know (and no model answers). */
export const VOICE_HELP = "I can help with next, back, repeat, ingredients, how much …, start timer and stop timer.";
export const VOICE_UNAVAILABLE = "Voice commands are not available in this browser. Read aloud still works.";

/** Lower case, apostrophes unified, punctuation gone, single spaces. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const POLITE = /^(?:(?:ok|okay|hey|hi|please|so|um|uh|and|now|simmer|chef|could you|can you|would you)\s+)+/;
const TRAILING = /\s+(?:please|thanks|thank you|now)$/;

const HOW_MUCH = [
  /^how (?:much|many)(?: of)?(?: the| my)? (.+?)(?: (?:do|should|will) (?:i|we) (?:need|use|add|put in))?(?: for (?:this|the) (?:step|recipe))?$/,
  /^what(?:'s| is) the (?:amount|quantity|measure) (?:of|for) (?:the )?(.+?)$/,
  /^(?:amount|quantity) (?:of|for) (?:the )?(.+?)$/,
];

const EXACT: ReadonlyArray<[RegExp, VoiceCommand["kind"]]> = [
  [/^(?:(?:go )?(?:to )?(?:the )?next(?: step| page| one)?|(?:go )?forward|continue|skip|move on)$/, "next"],
  [
    /^(?:go back(?: a step| one)?|back(?: up)?|previous(?: step| page| one)?|(?:go to )?(?:the )?(?:previous|last) (?:step|page)|step back)$/,
    "back",
  ],
  [
    /^(?:repeat(?: (?:that|it|the step|step|this step))?|say (?:that|it) again|again|read (?:it|this|the step)(?: again)?|what was that)$/,
    "repeat",
  ],
  [
    /^(?:(?:read |list |what are |show )?(?:the |my )?ingredients|what (?:do i|i) need|what ingredients(?: do i need)?)$/,
    "ingredients",
  ],
  [/^(?:start|set|begin|run|resume) (?:the |a )?timers?$/, "startTimer"],
  [/^(?:stop|pause|halt|cancel) (?:the |all )?(?:timers?)$/, "stopTimer"],
];

/** What a heard phrase asks for; anything else is "unknown" (to be answered by a model, or with VOICE_HELP). */
export function parseVoiceCommand(transcript: string): VoiceCommand {
  const text = normalizePhrase(transcript).replace(POLITE, "").replace(TRAILING, "").trim();
  for (const pattern of HOW_MUCH) {
    const match = pattern.exec(text);
    if (match?.[1]) return { kind: "howMuch", ingredient: match[1].trim() };
  }
  for (const [pattern, kind] of EXACT) {
    if (pattern.test(text)) return { kind } as VoiceCommand;
  }
  return { kind: "unknown", text: transcript.trim() };
}

/** One ingredient as cook mode shows it: its name and the scaled, converted measure ("3 cups"; "" when none). */
export interface SpokenIngredient {
  name: string;
  measure: string;
  /** The line as shown on the Gather Ingredients page. */
  line: string;
}

function words(text: string): string[] {
  return normalizePhrase(text)
    .split(" ")
    .filter((w) => w.length > 0 && !["of", "the", "a", "an", "some", "fresh", "and"].includes(w))
    .map((w) => (w.length > 3 && w.endsWith("es") && /(?:oes|ches|shes)$/.test(w) ? w.slice(0, -2) : w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/** The recipe's ingredient that a spoken name means, or null: whole name first, then the most shared words. */
export function findIngredient(query: string, ingredients: readonly SpokenIngredient[]): number | null {
  const wanted = words(query);
  if (wanted.length === 0) return null;
  let best: { index: number; score: number } | null = null;
  ingredients.forEach((ingredient, index) => {
    const have = words(ingredient.name);
    const shared = wanted.filter((w) => have.includes(w)).length;
    if (shared === 0) return;
    const exact = shared === wanted.length && shared === have.length;
    // Every spoken word found outranks a partial match; fewer extra words in the name break ties.
    const score = (exact ? 1000 : 0) + (shared === wanted.length ? 100 : 0) + shared * 10 - (have.length - shared);
    if (!best || score > best.score) best = { index, score };
  });
  return (best as { index: number; score: number } | null)?.index ?? null;
}

/** The reply to "how much <ingredient>", from the amounts cook mode shows (already scaled and converted). */
export function answerHowMuch(query: string, ingredients: readonly SpokenIngredient[]): string {
  const index = findIngredient(query, ingredients);
  if (index === null) return `I couldn't find ${query} in this recipe.`;
  const ingredient = ingredients[index];
  if (!ingredient.measure) return `No amount is given for ${ingredient.name}: ${ingredient.line}.`;
  return `You need ${ingredient.measure} ${ingredient.name}.`;
}

/** The reply to "ingredients": this step's ingredients on a step that names some, else the whole list. */
export function answerIngredients(ingredients: readonly SpokenIngredient[], stepIndexes: readonly number[] | null): string {
  if (ingredients.length === 0) return "This recipe lists no ingredients.";
  if (stepIndexes && stepIndexes.length > 0) {
    const parts = stepIndexes.map((i) => ingredients[i]).map((g) => (g.measure ? `${g.measure} ${g.name}` : g.name));
    return `For this step: ${parts.join(", ")}.`;
  }
  return `You need: ${ingredients.map((g) => g.line).join("; ")}.`;
}
