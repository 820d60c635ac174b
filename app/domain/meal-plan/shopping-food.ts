/**
 * What a shopper buys for an ingredient line's food: the name a shopping list merges by. Pure: no I/O.
 *
 * A recipe names a food with the cook's preparation and spelling ("grated fresh ginger", "2 tbsp
 * finely chopped parsley", "canned chopped tomatoes", "salt and freshly ground black pepper"); the
 * shop sells "ginger", "parsley", "chopped tomatoes" by the can, "salt" and "black pepper". So:
 * - preparation and temperature words in front of the food are dropped ("grated", "fresh", "finely
 *   chopped", "cold", "boiling"), except where they are part of a product ("chopped tomatoes",
 *   "hot sauce");
 * - "canned"/"tinned" is dropped and remembered: the food is bought by the can;
 * - kitchen spellings of one food become one name ("scallions" → "green onions", "extra-virgin
 *   olive oil" → "olive oil", "fine sea salt" → "salt", "freshly ground black pepper" → "black pepper");
 * - an alternative keeps its first choice ("chicken or vegetable stock" → "chicken stock",
 *   "ground beef or lamb" → "ground beef");
 * - "salt and pepper" is two foods, and so is any "x and y" line without an amount;
 * - sizes ("large", "small") stay in the name but not in the key: "3 eggs" and "2 large eggs" merge.
 */

export interface ShoppingFood {
  /** The merge key: lower case, sizes left out, singular ("egg", "green onion", "chopped tomato"). */
  key: string;
  /** The name as the list shows it ("large eggs", "ginger", "chopped tomatoes"). */
  label: string;
  /** Bought by the can: the line said "canned" or "tinned". */
  canned: boolean;
  /** The unit a bare count of this name means ("2 garlic cloves" are 2 cloves of garlic). */
  countUnit?: string;
}

/** Words in front of a food that describe what the cook does to it, not what the shop sells. */
const PREPARATION = new Set(
  (
    "fresh freshly grated finely roughly coarsely thinly thickly chopped minced diced sliced crushed peeled " +
    "shredded crumbled melted softened cold chilled warm hot lukewarm boiling beaten packed sifted ripe very " +
    "good-quality quality organic trimmed rinsed drained cooked steamed leftover torn halved quartered " +
    "cubed julienned lightly firmly loosely room-temperature"
  ).split(" "),
);

/** Size words: shown, but not part of the merge key. */
const SIZES = new Set(["large", "small", "medium", "big", "extra-large", "jumbo", "medium-sized", "large-sized"]);

/** Names where a preparation word is part of what the shop sells. */
const PRODUCTS = new Set([
  "chopped tomatoes",
  "crushed tomatoes",
  "diced tomatoes",
  "crushed red pepper",
  "crushed red pepper flakes",
  "hot sauce",
  "hot paprika",
  "hot chili sauce",
  "sliced almonds",
  "shredded coconut",
  "grated coconut",
  "cooked ham",
  "steamed buns",
  "packed brown sugar",
]);

/** Spellings of one food: the name a shopper knows it by (whole names, after preparation words go). */
const SYNONYMS: Readonly<Record<string, string>> = {
  pepper: "black pepper",
  "ground black pepper": "black pepper",
  "ground pepper": "black pepper",
  "black peppercorn": "black pepper",
  "cracked black pepper": "black pepper",
  "coarse black pepper": "black pepper",
  "fine salt": "salt",
  "table salt": "salt",
  "sea salt": "salt",
  "fine sea salt": "salt",
  "flaky salt": "flaky sea salt",
  "maldon salt": "flaky sea salt",
  "extra-virgin olive oil": "olive oil",
  "extra virgin olive oil": "olive oil",
  "virgin olive oil": "olive oil",
  scallion: "green onion",
  scallions: "green onions",
  "spring onion": "green onion",
  "spring onions": "green onions",
  "flat-leaf parsley": "parsley",
  "italian parsley": "parsley",
  "parsley leaves": "parsley",
  "cilantro leaves": "cilantro",
  "coriander leaves": "cilantro",
  "basil leaves": "basil",
  "mint leaves": "mint",
  "thyme leaves": "thyme",
  "dill leaves": "dill",
  "plain flour": "all-purpose flour",
  "all purpose flour": "all-purpose flour",
  "icing sugar": "powdered sugar",
  "confectioners' sugar": "powdered sugar",
  "confectioners sugar": "powdered sugar",
  cornflour: "cornstarch",
  "corn starch": "cornstarch",
  courgette: "zucchini",
  courgettes: "zucchini",
  aubergine: "eggplant",
  aubergines: "eggplants",
  yoghurt: "yogurt",
  "plain yoghurt": "plain yogurt",
  "greek yoghurt": "greek yogurt",
  chilli: "chili",
  chillies: "chilies",
  "chilli flakes": "chili flakes",
  "red chili flakes": "red pepper flakes",
  "chili flakes": "red pepper flakes",
  "parmigiano-reggiano": "parmesan cheese",
  "parmigiano reggiano": "parmesan cheese",
  parmesan: "parmesan cheese",
  "tinned tomatoes": "chopped tomatoes",
  "canned tomatoes": "chopped tomatoes",
};

/** Names that carry their unit: a bare count of them counts that unit of the food. */
const COUNTED_IN: Readonly<Record<string, readonly [food: string, unit: string]>> = {
  "garlic cloves": ["garlic", "clove"],
  "garlic clove": ["garlic", "clove"],
  "cloves garlic": ["garlic", "clove"],
  "cloves of garlic": ["garlic", "clove"],
  "cinnamon sticks": ["cinnamon", "stick"],
  "cinnamon stick": ["cinnamon", "stick"],
  "celery stalks": ["celery", "stalk"],
  "celery stalk": ["celery", "stalk"],
  "celery sticks": ["celery", "stalk"],
};

/** Lines that name salt and pepper together ("salt and pepper", "sea salt & freshly ground black pepper"). */
const SALT_AND_PEPPER =
  /^(?:(?:kosher|sea|fine|table|fine sea) )?salt (?:and|&) (?:(?:freshly )?(?:ground |cracked )?)?(?:black )?pepper$/u;

/** A food line's words after the preparation in front: "finely chopped fresh parsley" → "parsley". */
function withoutPreparation(words: string[]): { words: string[]; canned: boolean } {
  let canned = false;
  let start = 0;
  while (start < words.length - 1) {
    const word = words[start]!;
    if (word === "canned" || word === "tinned") {
      canned = true;
      start += 1;
      continue;
    }
    if (!PREPARATION.has(word) || PRODUCTS.has(words.slice(start).join(" "))) break;
    start += 1;
  }
  return { words: words.slice(start), canned };
}

/** "chicken or vegetable stock" → "chicken stock"; "ground beef or lamb" → "ground beef"; "milk or oat milk" → "milk". */
function firstAlternative(name: string): string {
  const at = name.indexOf(" or ");
  if (at === -1) return name;
  const first = name.slice(0, at).trim().split(" ");
  const second = name
    .slice(at + 4)
    .trim()
    .split(" ");
  const head = second[second.length - 1]!;
  // One modifier word before a shared head noun: "brown or green lentils", "cotija or feta cheese".
  if (first.length === 1 && second.length > 1 && first[0] !== head) return `${first[0]} ${head}`;
  return first.join(" ");
}

/** "Onions" → "onion", "tomatoes" → "tomato", "large eggs" → "large egg"; "grass", "hummus" stay. */
export function singularKey(food: string): string {
  const name = food.toLowerCase().trim().replace(/\s+/gu, " ");
  if (/(?:ss|us|is)$/u.test(name) || name.length <= 3) return name;
  if (/(?:toes|goes)$/u.test(name)) return name.slice(0, -2);
  if (/(?:ches|shes)$/u.test(name)) return name.slice(0, -2);
  if (/ies$/u.test(name)) return `${name.slice(0, -3)}y`;
  if (/leaves$/u.test(name)) return `${name.slice(0, -6)}leaf`;
  if (/s$/u.test(name)) return name.slice(0, -1);
  return name;
}

function food(label: string, canned: boolean): ShoppingFood {
  const words = label.split(" ");
  const unsized = words.filter((w) => !SIZES.has(w));
  return { key: singularKey((unsized.length ? unsized : words).join(" ")), label, canned };
}

/** One name, cleaned as the header says. */
function oneFood(name: string): ShoppingFood | null {
  const cut = name
    .toLowerCase()
    .replace(/\s+(?:soaked|mixed|dissolved|to finish|for\b).*$/u, "")
    .replace(/[^\p{L}\p{N}'&\- ]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  if (!cut) return null;
  // Preparation first: "hot chicken or vegetable stock" is a choice of stocks, not of "hot chicken".
  const prepared = withoutPreparation(cut.split(" "));
  const { words, canned: cannedChoice } = withoutPreparation(firstAlternative(prepared.words.join(" ")).split(" "));
  const canned = prepared.canned || cannedChoice;
  const sized = words.filter((w) => SIZES.has(w));
  const rest = words.filter((w) => !SIZES.has(w)).join(" ");
  const cleaned = withoutPreparation(rest.split(" ")).words.join(" ");
  const counted = COUNTED_IN[cleaned];
  if (counted) return { ...food([...sized, counted[0]].join(" "), canned), countUnit: counted[1] };
  const named = SYNONYMS[cleaned] ?? cleaned;
  const label = [...sized, named].join(" ");
  return food(label, canned);
}

/**
 * The foods a line's name stands for: usually one; two for "salt and pepper", and for an "x and y"
 * line without an amount ("chopped onion and cilantro"). Empty for a blank name.
 */
export function shoppingFoods(name: string, hasAmount: boolean): ShoppingFood[] {
  const lower = name.toLowerCase().replace(/\s+/gu, " ").trim();
  const cleaned = lower.replace(/^(?:freshly )?/u, "");
  if (SALT_AND_PEPPER.test(cleaned)) return [food("salt", false), food("black pepper", false)];
  if (!hasAmount && / (?:and|&) /u.test(lower)) {
    const parts = lower.split(/ (?:and|&) /u).flatMap((part) => {
      const one = oneFood(part);
      return one ? [one] : [];
    });
    if (parts.length > 1) return parts;
  }
  const one = oneFood(lower);
  return one ? [one] : [];
}

/** Foods bought by the container whatever the amount: the list names them without one. */
export function isBasicSeasoning(key: string): boolean {
  return /(?:^|\s)salt$/u.test(key) || key === "black pepper" || key === "white pepper";
}
