/**
 * The words of ingredient lines in English, German, French, Spanish, Italian and Dutch (issue 28,
 * decision 045): units and their spellings, amounts written as words, the words that join a unit
 * to its food, and the phrases that are notes. Pure data (regex sources), read by
 * ingredient-parser.ts.
 *
 * Every language's words map to one canonical unit ("EL", "c. à soupe", "cucharada", "cucchiaio"
 * and Dutch "el" are all "tbsp"), so scaling, unit conversion, the shopping list and nutrition see
 * the units they already know. The tables are merged, not chosen by the recipe's language: a line
 * names its own language, and where one spelling means different things in two languages the more
 * common reading wins (German "Glas" is a jar; a Dutch "glas" of milk reads as a jar too).
 */

/** Canonical unit and the spellings (regex source, case-insensitive) of each language. */
export interface UnitWords {
  unit: string;
  en?: string;
  de?: string;
  fr?: string;
  es?: string;
  it?: string;
  nl?: string;
}

/** French spoons: "c. à soupe", "c.à.s", "c à s", "cuillère à soupe", "cuil. à soupe", "càs", "cs". */
const FRENCH_SPOON = `(?:cuill[eè]res?|cuil\\.?|c\\.?) ?[àa]\\.? ?`;

/**
 * Units, tried in order: a spelling that begins another (Spanish "cucharada" / "cucharadita") is
 * kept apart by the unit's end (no letter may follow), so order only matters between units whose
 * whole spellings overlap. Single letters (t, T, c, l, g) are handled by the parser, after a number only.
 */
export const UNIT_WORDS: readonly UnitWords[] = [
  { unit: "fl oz", en: `fluid ?ounces?|fl\\.? ?oz` },
  {
    unit: "tsp",
    en: `teaspoons?|tsps?`,
    de: `tl|teel|teelöffel`,
    fr: `${FRENCH_SPOON}(?:caf[ée]|th[ée]|c)|càc|cc`,
    es: `cucharaditas?|cditas?|cdtas?|cdta`,
    it: `cucchiaini|cucchiaino`,
    nl: `theelepels?|theel|tl`,
  },
  {
    unit: "tbsp",
    en: `tablespoons?|tbsps?|tbls?|tbs`,
    de: `el|essl|esslöffel|eßlöffel`,
    fr: `${FRENCH_SPOON}(?:soupe|s)|càs|cs|cuill[eè]res?`,
    es: `cucharadas?|cdas?`,
    it: `cucchiai|cucchiaio`,
    nl: `eetlepels?|eetl|el`,
  },
  { unit: "cup", en: `cups?`, de: `tassen?`, fr: `tasses?`, es: `tazas?`, it: `tazz[ae]`, nl: `kopjes?|kop` },
  { unit: "kg", en: `kilogrammes?|kilograms?|kilos?|kgs?`, de: `kilogramm`, es: `kilogramos?`, it: `chilogramm[oi]|chil[oi]` },
  { unit: "g", en: `grammes?|grams?|grs?`, de: `gramm`, es: `gramos?`, it: `grammi|grammo` },
  {
    unit: "ml",
    en: `millilitres?|milliliters?|mls?`,
    es: `mililitros?`,
    it: `millilitri|millilitro`,
  },
  { unit: "dl", en: `decilitres?|deciliters?|dl`, es: `decilitros?`, it: `decilitri|decilitro` },
  { unit: "cl", en: `centilitres?|centiliters?|cl`, es: `centilitros?`, it: `centilitri|centilitro` },
  { unit: "l", en: `litres?|liters?|ltrs?|ltr`, es: `litros?`, it: `litri|litro` },
  { unit: "oz", en: `ounces?|oz` },
  { unit: "lb", en: `pounds?|lbs?` },
  { unit: "pint", en: `pints?|pts?` },
  { unit: "quart", en: `quarts?|qts?` },
  {
    unit: "pinch",
    en: `pinch(?:es)?`,
    de: `prisen?|msp|messerspitzen?`,
    fr: `pinc[ée]es?`,
    es: `pizcas?`,
    it: `pizzichi|pizzico`,
    nl: `snufjes?|snuf|mespuntjes?|mespunt`,
  },
  {
    unit: "dash",
    en: `dash(?:es)?|splash(?:es)?`,
    de: `schuss|spritzer`,
    // "un filet d'huile" is a thin pour; "un filet de saumon" is a fillet.
    fr: `traits?|filets?(?= (?:d'|d’|de )(?:huile|vinaigre|jus|citron|sauce|cr[èe]me|lait|miel|sirop))`,
    es: `chorritos?|chorros?`,
    it: `goccio|spruzz[oi]`,
    nl: `scheutjes?|scheut`,
  },
  {
    unit: "clove",
    en: `cloves?`,
    de: `zehen?`,
    fr: `gousses?`,
    es: `dientes?`,
    it: `spicchi|spicchio`,
    nl: `teentjes?|tenen|teen`,
  },
  {
    unit: "can",
    en: `cans?|tins?`,
    de: `dosen?`,
    fr: `bo[iî]tes?`,
    es: `latas?`,
    it: `lattin[ae]|scatolett[ae]|scatol[ae]`,
    nl: `blikjes?|blikken|blik`,
  },
  {
    unit: "jar",
    en: `jars?|pots?`,
    de: `gläser|glas`,
    fr: `bocaux|bocal`,
    es: `frascos?|botes?|tarros?`,
    it: `vasetti|vasetto|barattoli|barattolo`,
    nl: `potjes?`,
  },
  { unit: "glass", en: `glass(?:es)?`, fr: `verres?`, es: `vasos?`, it: `bicchieri|bicchiere` },
  { unit: "bottle", en: `bottles?`, de: `flaschen?`, fr: `bouteilles?`, es: `botellas?`, it: `bottigli[ae]`, nl: `flessen|fles` },
  {
    unit: "package",
    en: `packages?|packets?|packs?|pkgs?|pkts?|box(?:es)?|bags?`,
    de: `päckchen|pck|packungen?|pckg|beutel|becher`,
    fr: `sachets?|paquets?`,
    es: `sobres?|paquetes?`,
    it: `bustin[ae]|confezion[ei]|pacchett[oi]`,
    nl: `zakjes?|pakjes?|pakken|pak`,
  },
  {
    unit: "slice",
    en: `slices?`,
    de: `scheiben?`,
    fr: `tranches?`,
    es: `rebanadas?|lonchas?|rodajas?`,
    it: `fett[ae]`,
    nl: `plakjes?|plakken|plak`,
  },
  {
    unit: "piece",
    en: `pieces?|pcs?`,
    de: `stücke?|stk`,
    fr: `morceaux|morceau`,
    es: `trozos?`,
    it: `pezzett[oi]|pezz[oi]`,
    nl: `stukjes?|stukken|stuk`,
  },
  {
    unit: "bunch",
    en: `bunch(?:es)?`,
    de: `bund|bündel`,
    // "un bouquet garni" is a food.
    fr: `bottes?|bouquets?(?! garni)`,
    es: `manojos?`,
    it: `mazzett[oi]|mazz[oi]`,
    nl: `bosjes?|bos`,
  },
  {
    unit: "handful",
    en: `handfuls?`,
    de: `handvoll`,
    fr: `poign[ée]es?`,
    es: `puñados?`,
    it: `manciat[ae]`,
    nl: `handjes?|handvol`,
  },
  {
    unit: "sprig",
    en: `sprigs?`,
    de: `zweige?|zweiglein|stiele?`,
    fr: `brins?`,
    es: `ramitas?|ramas?`,
    it: `rametti|rametto`,
    nl: `takjes?`,
  },
  { unit: "stick", en: `sticks?` },
  { unit: "head", en: `heads?`, de: `köpfe|kopf`, fr: `t[êe]tes?`, es: `cabezas?`, it: `cesp[oi]`, nl: `kroppen|krop` },
  {
    unit: "stalk",
    en: `stalks?|ribs?`,
    de: `stangen?|stängel`,
    fr: `branches?`,
    es: `tallos?`,
    it: `gamb[oi]|cost[ae]`,
    nl: `stengels?|stengel`,
  },
  { unit: "sheet", en: `sheets?`, de: `blatt|blätter` },
  { unit: "cube", en: `cubes?`, de: `würfel`, es: `cubitos?|pastillas?`, it: `dad[oi]`, nl: `blokjes?` },
  { unit: "drop", en: `drops?`, de: `tropfen`, fr: `gouttes?`, es: `gotas?`, it: `gocce|goccia`, nl: `druppels?` },
];

/**
 * Words that join a unit to its food and are dropped: "a pinch of saffron", "200 g de farine",
 * "2 gousses d'ail", "1 cucchiaio di olio", "1 taza de harina".
 */
export const LINKING_WORD = `(?:of|de la|de l['’]|des|du|de|d['’]|di|del|della|dello|dei|degli|delle)`;

/** Articles meaning "one": "a pinch", "une pincée", "un diente", "eine Prise", "een snufje". */
export const ONE_WORDS = `an?|one|une?|una|uno|ein|eine|einen|een`;

/** Words after an article that make it a vague amount: "a few", "un peu de", "ein paar", "een beetje". */
export const VAGUE_AFTER_ONE = `few|little|bit|couple|lot|squeeze|peu|poco|poquito|po['’]|pochino|paar|bisschen|wenig|beetje`;

/** Counts written as words (English): "two cups water", "One 28-ounce can". */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Words between two amounts that make a range: "2 to 3", "2 à 3", "2 bis 3", "2 a 3", "2 tot 3". */
export const RANGE_WORDS = `to|or|à|a|bis|oder|ou|o|tot|of`;

/** How full a spoon is, or how big a package, written before the unit: a note ("1 gestr. TL", "1 heaped tbsp"). */
export const UNIT_MODIFIERS =
  `heaping|heaped|rounded|level|scant|generous|small|medium|large|big|` +
  `gestr\\.|gestrichene[rn]?|gehäufte[rn]?|geh\\.|knappe[rn]?|gute[rn]?|kleine[rn]?|große[rn]?|` +
  `petite?s?|grosse?s?|bonne|rase|bombée`;

/**
 * How full a spoon is, written after the unit in French, Spanish and Italian, before the joining
 * word: "1 c. à soupe rase de sucre", "1 cucharadita rasa de", "1 cucharada sopera de", "1 cucchiaio raso di".
 */
export const UNIT_MODIFIERS_AFTER = `rases?|bomb[ée]es?|pleines?|rasas?|colmadas?|soperas?|rasos?|rasi|colm[oi]|colm[ae]|abbondanti|abbondante`;

/** Phrases that end a line without a comma but are notes ("salt to taste", "sale q.b.", "Öl zum Braten"). */
export const TRAILING_NOTES: readonly string[] = [
  // English
  `to taste`,
  `as needed`,
  `as required`,
  `for garnish(?:ing)?`,
  `to garnish`,
  `for serving`,
  `to serve`,
  `for (?:deep[- ])?frying`,
  `for (?:the )?(?:pan|tin|dish)`,
  `for egg wash`,
  `for \\p{L}+ing`,
  `if desired`,
  `if needed`,
  `optional`,
  `(?:plus|and) (?:more|extra)\\b.*`,
  `mixed with .+`,
  // German
  `nach (?:Geschmack|Belieben|Bedarf)`,
  `n\\. ?B\\.`,
  `zum \\p{L}+`,
  `zur \\p{L}+`,
  `für die Form`,
  `für das Blech`,
  `optional`,
  // French
  `(?:au|selon (?:le|votre)) goût`,
  `pour (?:servir|la friture|frire|le moule|la plaque|décorer|la décoration|dorer|badigeonner)`,
  `facultatif`,
  // Spanish
  `al gusto`,
  `a gusto`,
  `c\\.s\\.|c/s|c\\.n\\.`,
  `para (?:freír|servir|decorar|untar|pincelar)`,
  `opcional`,
  // Italian
  `q\\.? ?b\\.?`,
  `a piacere`,
  `per (?:friggere|servire|guarnire|decorare|ungere|spennellare)`,
  `facoltativo`,
  // Dutch
  `naar smaak`,
  `naar keuze`,
  `optioneel`,
  `om (?:in )?te (?:bakken|braden|frituren|serveren|garneren|bestrooien)`,
  `voor (?:de )?garnering`,
];

/**
 * Preparation written after the food without a comma in French, Spanish, Italian and Dutch
 * ("1 oignon émincé", "2 dientes de ajo picados", "1 carota tritata"): a note, unless the two words
 * name a food ("carne picada", "viande hachée").
 */
export const TRAILING_PREPARATION =
  `(?:finement |finemente |finamente |fijn )?` +
  `(?:[ée]minc[ée]e?s?|hach[ée]e?s?|[ée]cras[ée]e?s?|cisel[ée]e?s?|pel[ée]e?s?|` +
  `picad[oa]s?|pelad[oa]s?|trocead[oa]s?|batid[oa]s?|` +
  `tritat[oaie]|sminuzzat[oaie]|affettat[oaie]|sbucciat[oaie]|` +
  `gesnipperd|fijngehakt|gehalveerd|geschild)` +
  `(?: (?:finement|finemente|finamente|fijn))?`;

/** Foods whose name ends in a preparation word ("carne picada"): the word stays in the name. */
export const PREPARED_FOODS = new Set(["carne picada", "viande hachée", "tomates pelées", "tomate pelado", "tomates pelados"]);

/** Words that introduce the part of a fruit a line uses: "juice of 1 lemon", "Saft von 1 Zitrone", "le jus d'un citron". */
export const FRUIT_PARTS = `juice|zest|rind|saft|abrieb|schale|jus|zeste|zumo|jugo|ralladura|piel|succo|scorza|buccia|sap|rasp|schil`;
export const FRUIT_PART_LINK = `of|von|de|d['’]|di|del|van`;
/** Articles a note drops: "le jus d'un citron" → note "jus". */
export const NOTE_ARTICLES = `the|le|la|les|l['’]|el|il|lo|der|die|das|den|de|het`;

/** Salt and pepper named together with a comma: "Sel, poivre" is one line, not a note. */
export const SALT_AND_PEPPER = new Set([
  "salt",
  "pepper",
  "salz",
  "pfeffer",
  "sel",
  "poivre",
  "sal",
  "pimienta",
  "sale",
  "pepe",
  "zout",
  "peper",
]);

/** Words that describe a cut together with the next one: "boneless, skinless chicken thighs". */
export const JOINED_ADJECTIVES = new Set(["boneless", "skinless", "skin-on", "bone-in", "seedless"]);
