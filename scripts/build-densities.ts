/**
 * Rebuilds app/domain/data/densities.ts, the grams-per-millilitre table that lets unit conversion
 * turn a volume of a food into a weight and back ("2 cups flour" → 250 g, "30 g butter" → 2 tbsp).
 *
 *   npx tsx scripts/build-densities.ts [--data ../shared/data/usda-sr24]
 *
 * Source: U.S. Department of Agriculture, Agricultural Research Service, USDA National Nutrient
 * Database for Standard Reference, Release 24 (public domain): measures.tsv gives how many grams a
 * household measure (cup, tbsp, tsp, fl oz) of a food weighs; foods.tsv names the food.
 *
 * The kitchen names below are a reviewed alias table: each common recipe ingredient is matched by
 * hand to the plain, raw (or dry, as measured in a recipe) SR24 food. The largest volume measure
 * SR24 gives for that food (a cup before a tablespoon before a teaspoon) sets its density.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

/** Kitchen names (lowercase, as the ingredient parser gives them) → SR24 food number. */
const ALIASES: ReadonlyArray<readonly [ndb: string, names: readonly string[]]> = [
  ["20081", ["flour", "all-purpose flour", "plain flour", "white flour", "ap flour"]],
  ["20082", ["self-rising flour", "self-raising flour"]],
  ["20080", ["whole wheat flour", "wholemeal flour", "whole-wheat flour"]],
  ["19335", ["sugar", "granulated sugar", "white sugar", "caster sugar", "superfine sugar"]],
  ["19334", ["brown sugar", "light brown sugar", "dark brown sugar", "packed brown sugar"]],
  ["19336", ["powdered sugar", "icing sugar", "confectioners sugar", "confectioners' sugar"]],
  ["01001", ["butter", "salted butter"]],
  ["01145", ["unsalted butter"]],
  ["01077", ["milk", "whole milk"]],
  ["01079", ["2% milk", "reduced-fat milk"]],
  ["01088", ["buttermilk"]],
  ["01053", ["heavy cream", "whipping cream", "heavy whipping cream", "double cream", "cream"]],
  ["01056", ["sour cream"]],
  ["01116", ["yogurt", "plain yogurt", "greek yogurt", "yoghurt"]],
  ["01017", ["cream cheese"]],
  ["01032", ["parmesan", "parmesan cheese", "grated parmesan", "parmigiano-reggiano"]],
  ["01009", ["cheddar", "cheddar cheese", "shredded cheddar", "shredded cheddar cheese"]],
  ["01026", ["mozzarella", "mozzarella cheese", "shredded mozzarella"]],
  ["01036", ["ricotta", "ricotta cheese"]],
  ["01019", ["feta", "feta cheese", "crumbled feta"]],
  ["04053", ["olive oil", "extra virgin olive oil", "extra-virgin olive oil"]],
  ["04582", ["canola oil", "vegetable oil", "oil", "neutral oil", "sunflower oil"]],
  ["04058", ["sesame oil", "toasted sesame oil"]],
  ["04047", ["coconut oil"]],
  ["04025", ["mayonnaise", "mayo"]],
  ["19296", ["honey"]],
  ["19353", ["maple syrup"]],
  ["19304", ["molasses"]],
  ["20044", ["rice", "white rice", "long-grain rice", "basmati rice", "jasmine rice", "long grain rice"]],
  ["20036", ["brown rice"]],
  ["08120", ["oats", "rolled oats", "old-fashioned oats", "quick oats"]],
  ["20035", ["quinoa"]],
  ["20028", ["couscous"]],
  ["16069", ["lentils", "red lentils", "green lentils", "brown lentils"]],
  ["20020", ["cornmeal"]],
  ["20027", ["cornstarch", "cornflour", "corn starch"]],
  ["18079", ["breadcrumbs", "bread crumbs", "dry breadcrumbs"]],
  ["19165", ["cocoa", "cocoa powder", "unsweetened cocoa powder"]],
  ["19080", ["chocolate chips", "semisweet chocolate chips", "semi-sweet chocolate chips"]],
  ["12061", ["almonds"]],
  ["12155", ["walnuts"]],
  ["16098", ["peanut butter"]],
  ["02047", ["salt", "table salt", "fine salt"]],
  ["02030", ["black pepper", "pepper", "ground black pepper"]],
  ["02010", ["cinnamon", "ground cinnamon"]],
  ["02028", ["paprika", "smoked paprika"]],
  ["02014", ["cumin", "ground cumin", "cumin seeds"]],
  ["02009", ["chili powder"]],
  ["02020", ["garlic powder"]],
  ["02021", ["ground ginger"]],
  ["02027", ["oregano", "dried oregano"]],
  ["18369", ["baking powder"]],
  ["18372", ["baking soda", "bicarbonate of soda"]],
  ["02050", ["vanilla", "vanilla extract"]],
  ["14555", ["water", "cold water", "warm water", "hot water", "boiling water"]],
  [
    "06172",
    ["stock", "broth", "chicken stock", "chicken broth", "vegetable stock", "vegetable broth", "beef stock", "beef broth"],
  ],
  ["16123", ["soy sauce"]],
  ["02053", ["vinegar", "white vinegar"]],
  ["09152", ["lemon juice"]],
  ["11935", ["ketchup"]],
  ["11549", ["tomato sauce"]],
  ["11546", ["tomato paste"]],
  ["12117", ["coconut milk"]],
];

/** Millilitres in one SR24 volume measure, largest first (the first one present is used). */
const VOLUME_MEASURES: ReadonlyArray<readonly [pattern: RegExp, ml: number]> = [
  [/^cups?\b/u, 236.5882365],
  [/^(?:tbsp|tablespoons?)\b/u, 14.78676478125],
  [/^fl oz\b/u, 29.5735295625],
  [/^(?:tsp|teaspoons?)\b/u, 4.92892159375],
];

function table(path: string): string[][] {
  return readFileSync(path, "utf8")
    .split("\n")
    .slice(1)
    .filter(Boolean)
    .map((row) => row.split("\t"));
}

const { values } = parseArgs({ options: { data: { type: "string", default: "../shared/data/usda-sr24" } } });
const dataDir = resolve(values.data);
const descriptions = new Map(table(resolve(dataDir, "foods.tsv")).map(([ndb, description]) => [ndb, description]));
const measures = table(resolve(dataDir, "measures.tsv"));

const entries = ALIASES.map(([ndb, names]) => {
  const description = descriptions.get(ndb);
  if (!description) throw new Error(`SR24 has no food ${ndb}`);
  for (const [pattern, ml] of VOLUME_MEASURES) {
    // A whipped cup of cream is mostly air: not how a recipe measures it.
    const row = measures.find(([n, , measure = ""]) => n === ndb && pattern.test(measure) && !measure.includes("whipped"));
    if (!row) continue;
    const [, amount, measure, grams] = row;
    const gramsPerMl = Number(grams) / (Number(amount) * ml);
    return {
      ndb,
      description,
      measure: `${amount} ${measure} = ${grams} g`,
      gramsPerMl: Math.round(gramsPerMl * 1000) / 1000,
      names,
    };
  }
  throw new Error(`SR24 gives no volume measure for ${ndb} ${description}`);
});

const seen = new Set<string>();
for (const { names } of entries) {
  for (const name of names) {
    if (seen.has(name)) throw new Error(`"${name}" is listed twice`);
    seen.add(name);
  }
}

const body = entries
  .map(
    (e) =>
      `  // ${e.ndb} ${e.description}: ${e.measure}\n` +
      `  { gramsPerMl: ${e.gramsPerMl}, names: [${e.names.map((n) => JSON.stringify(n)).join(", ")}] },`,
  )
  .join("\n");

const out = `/**
 * Grams per millilitre of common recipe ingredients. GENERATED by scripts/build-densities.ts: do not
 * edit by hand; change the alias table there and run \`npx tsx scripts/build-densities.ts\`.
 *
 * Source: U.S. Department of Agriculture, Agricultural Research Service, USDA National Nutrient
 * Database for Standard Reference, Release 24 (public domain), household measures (measures.tsv).
 */
export interface FoodDensity {
  gramsPerMl: number;
  /** Kitchen names, lowercase, as the ingredient parser gives them. */
  names: readonly string[];
}

export const FOOD_DENSITIES: readonly FoodDensity[] = [
${body}
];
`;
writeFileSync(resolve(import.meta.dirname, "../app/domain/data/densities.ts"), out);
console.info(`Wrote ${entries.length} foods (${seen.size} names) to app/domain/data/densities.ts`);
