/**
 * Synthetic recipe catalog for load tests and benchmarks: any number of plausible recipes,
 * deterministic for a given seed. Pure: no I/O.
 *
 * Recipe i depends only on (seed, i), except for its title, which also depends on the titles of
 * recipes 0..i-1 (a repeated title gets a distinguishing word or a "No. <i+1>" suffix), so titles
 * are unique across a whole run. `startIndex` resumes a run: recipes come out exactly as they
 * would in one long run.
 *
 * Ingredients are drawn without repetition from a vocabulary of about 450 names with a long-tailed
 * (Zipf-like, s = 1 with a gentle head offset and an exponential cut-off) popularity, so salt,
 * olive oil and garlic are everywhere and saffron or yuzu juice turn up in a handful of recipes.
 * Every ingredient line is written so that `parseIngredientLine` reads back the intended name.
 */
import type { Difficulty, RecipeSeed } from "../../app/domain/recipes/recipe";

// ---------------------------------------------------------------------------
// Randomness
// ---------------------------------------------------------------------------

type Rng = () => number;

function mulberry32(state: number): Rng {
  let a = state | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's finaliser: a good 32-bit mixer. */
function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The generator for recipe `index` of the run with `seed`: recipes can be made in any order. */
function recipeRng(seed: number, index: number): Rng {
  const lo = index % 0x100000000;
  const hi = Math.floor(index / 0x100000000);
  return mulberry32(
    fmix32(fmix32(Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) ^ fmix32(lo + 0x632be5ab) ^ Math.imul(hi, 0x27d4eb2f)),
  );
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Roughly standard normal (sum of four uniforms): cheap and bounded. */
function normal(rng: Rng): number {
  return (rng() + rng() + rng() + rng() - 2) * Math.sqrt(3);
}

/** Index into `weights` chosen proportionally to the weights. */
function weighted(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let u = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i];
    if (u < 0) return i;
  }
  return weights.length - 1;
}

/** Cumulative Zipf weights (1 / rank^s) for picking from a ranked list. */
function zipfCdf(length: number, s: number, offset = 0): Float64Array {
  const cdf = new Float64Array(length);
  let total = 0;
  for (let i = 0; i < length; i++) {
    total += 1 / Math.pow(i + 1 + offset, s);
    cdf[i] = total;
  }
  return cdf;
}

/** Index of the first cumulative weight above u * total. */
function sampleCdf(cdf: Float64Array, u: number): number {
  const target = u * cdf[cdf.length - 1];
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cdf[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function pickZipf<T>(rng: Rng, items: readonly T[], cdf: Float64Array): T {
  return items[sampleCdf(cdf, rng())];
}

// ---------------------------------------------------------------------------
// Ingredient vocabulary
// ---------------------------------------------------------------------------

type Kind =
  | "basic"
  | "fat"
  | "aro"
  | "veg"
  | "green"
  | "fruit"
  | "citrus"
  | "herb"
  | "spice"
  | "dairy"
  | "cheese"
  | "egg"
  | "meat"
  | "fish"
  | "legume"
  | "grain"
  | "pasta"
  | "bread"
  | "nut"
  | "sweet"
  | "baking"
  | "sauce"
  | "liquid";

/** Kinds in the order a recipe lists them: mains first, garnishes and seasoning last. */
const KIND_ORDER: readonly Kind[] = [
  "meat",
  "fish",
  "legume",
  "pasta",
  "grain",
  "baking",
  "veg",
  "green",
  "fruit",
  "aro",
  "fat",
  "dairy",
  "egg",
  "cheese",
  "sweet",
  "spice",
  "sauce",
  "liquid",
  "nut",
  "bread",
  "citrus",
  "herb",
  "basic",
];

/** How each ingredient is measured. `{n}` is the ingredient name, `{p}` an optional preparation note. */
const PROFILES: Readonly<Record<string, readonly string[]>> = {
  taste: ["{n} to taste", "{n}, to taste", "1 tsp {n}", "1/2 tsp {n}", "a pinch of {n}", "1 1/2 tsp {n}"],
  pepper: ["{n} to taste", "{n}, to taste", "1/2 tsp {n}", "1/4 tsp {n}", "a pinch of {n}"],
  oil: [
    "1 tbsp {n}",
    "2 tbsp {n}",
    "3 tbsp {n}",
    "1/4 cup {n}",
    "2 tbsp {n}, plus more to drizzle",
    "{n}, for frying",
    "1 tsp {n}",
  ],
  butter: [
    "2 tbsp {n}",
    "3 tbsp {n}",
    "1/2 cup {n}, softened",
    "50 g {n}",
    "1 stick {n}, melted",
    "100 g {n}, cubed",
    "1 cup {n}, at room temperature",
    "30 g {n}",
  ],
  spice: ["1 tsp {n}", "1/2 tsp {n}", "2 tsp {n}", "1/4 tsp {n}", "1 1/2 tsp {n}", "1 tbsp {n}"],
  pinch: ["a pinch of {n}", "1/4 tsp {n}", "1/2 tsp {n}", "1/8 tsp {n}"],
  herb: [
    "a handful of {n}{p}",
    "2 tbsp {n}{p}",
    "1 bunch {n}",
    "{n}, to serve",
    "1/4 cup {n}{p}",
    "{n}, for garnish",
    "3 tbsp {n}{p}",
  ],
  sprig: ["2 sprigs {n}", "4 sprigs {n}", "3 sprigs {n}, leaves picked", "1 tsp {n}, finely chopped", "1 tbsp {n}, chopped"],
  clove: [
    "3 cloves {n}, minced",
    "2 cloves {n}, crushed",
    "4 cloves {n}, finely chopped",
    "1 clove {n}, grated",
    "6 cloves {n}, thinly sliced",
    "2-3 cloves {n}, minced",
    "1 head {n}, halved",
  ],
  one: ["1 {n}{p}", "1 {n}{p}", "1/2 {n}{p}"],
  many: ["2 {n}{p}", "3 {n}{p}", "4 {n}{p}", "6 {n}{p}", "2-3 {n}{p}"],
  count: ["2 {n}", "3 {n}", "4 {n}", "6 {n}"],
  pieces: ["2 {n}{p}", "4 {n}{p}", "1 lb {n}{p}", "500 g {n}{p}", "1 1/2 lb {n}{p}", "750 g {n}{p}", "6 {n}{p}"],
  meatwt: ["1 lb {n}{p}", "1 1/2 lb {n}{p}", "500 g {n}{p}", "750 g {n}{p}", "2 lb {n}{p}", "1 kg {n}{p}", "400 g {n}{p}"],
  smallmeat: ["150 g {n}{p}", "200 g {n}{p}", "4 oz {n}{p}", "100 g {n}{p}"],
  fishwt: ["500 g {n}{p}", "1 lb {n}{p}", "400 g {n}{p}", "300 g {n}{p}", "12 oz {n}{p}"],
  fillet: ["4 {n}{p}", "2 {n}{p}", "6 {n}{p}"],
  whole: ["1 {n}", "1 {n}, about 1.5 kg", "1 {n}, about 3 1/2 lb"],
  vegwt: ["300 g {n}{p}", "1 lb {n}{p}", "500 g {n}{p}", "200 g {n}{p}", "2 cups {n}{p}", "1 kg {n}{p}"],
  cupveg: ["1 cup {n}", "2 cups {n}", "1/2 cup {n}", "150 g {n}", "250 g {n}"],
  squash: ["1 {n}, peeled and cubed", "1/2 {n}, cut into chunks", "600 g {n}, cubed", "1 kg {n}, peeled and diced"],
  cupg: ["1 cup {n}", "1 1/2 cups {n}", "2 cups {n}", "300 g {n}", "1/2 cup {n}", "200 g {n}"],
  pasta: ["400 g {n}", "1 lb {n}", "250 g {n}", "12 oz {n}", "500 g {n}"],
  can: ["1 can {n}{p}", "400 g {n}{p}", "2 cans {n}{p}", "1 (14 oz) can {n}{p}", "1 (400 g) tin {n}{p}"],
  canliq: ["1 can {n}", "400 ml {n}", "1 (13.5 oz) can {n}", "200 ml {n}"],
  cannedtom: ["400 g {n}", "800 g {n}", "14 oz {n}", "28 oz {n}"],
  liquid: ["1 cup {n}", "2 cups {n}", "500 ml {n}", "250 ml {n}", "3 cups {n}", "1 litre {n}", "1/2 cup {n}"],
  splash: ["1/2 cup {n}", "1/4 cup {n}", "100 ml {n}", "150 ml {n}", "2 tbsp {n}", "1 cup {n}"],
  dairy: ["1 cup {n}", "1/2 cup {n}", "200 g {n}", "2 tbsp {n}", "150 ml {n}", "3 tbsp {n}"],
  cheese: ["1/2 cup {n}{p}", "100 g {n}{p}", "50 g {n}{p}", "1 cup {n}{p}", "200 g {n}{p}", "{n}, to serve"],
  creamch: ["200 g {n}, softened", "1/2 cup {n}", "8 oz {n}, softened", "2 tbsp {n}", "250 g {n}"],
  flour: ["2 cups {n}", "250 g {n}", "1 1/2 cups {n}", "3 cups {n}", "500 g {n}", "2 tbsp {n}", "1 cup {n}", "{n}, for dusting"],
  sugar: ["1/2 cup {n}", "1 cup {n}", "100 g {n}", "2 tbsp {n}", "1 tbsp {n}", "150 g {n}", "3/4 cup {n}", "1 tsp {n}"],
  leaven: ["1 tsp {n}", "2 tsp {n}", "1/2 tsp {n}", "1 1/2 tsp {n}"],
  yeast: ["1 tsp {n}", "2 1/4 tsp {n}", "7 g {n}", "1 packet {n}"],
  extract: ["1 tsp {n}", "1/2 tsp {n}", "2 tsp {n}"],
  drops: ["1/2 tsp {n}", "1 tsp {n}", "3 drops {n}"],
  sauce: ["1 tbsp {n}", "2 tbsp {n}", "3 tbsp {n}", "1/4 cup {n}", "1 tsp {n}", "a dash of {n}"],
  syrup: ["2 tbsp {n}", "1 tbsp {n}", "1/4 cup {n}", "3 tbsp {n}", "1/2 cup {n}"],
  paste: ["1 tbsp {n}", "2 tbsp {n}", "1 tsp {n}", "3 tbsp {n}"],
  juice: ["2 tbsp {n}", "1 tbsp {n}", "1/4 cup {n}", "3 tbsp {n}"],
  jar: ["1 jar {n}{p}", "1/2 cup {n}{p}", "200 g {n}{p}", "1 cup {n}{p}"],
  nut: ["1/2 cup {n}{p}", "50 g {n}{p}", "1/4 cup {n}{p}", "100 g {n}{p}", "2 tbsp {n}{p}", "1 cup {n}{p}"],
  seed: ["1 tbsp {n}", "2 tsp {n}", "2 tbsp {n}", "1 tsp {n}"],
  dried: ["1/2 cup {n}", "75 g {n}", "1/3 cup {n}", "100 g {n}{p}"],
  head: ["1 head {n}{p}", "1/2 head {n}{p}", "1 head {n}{p}"],
  stalk: ["2 stalks {n}{p}", "1 stalk {n}{p}", "3 stalks {n}{p}"],
  bunch: ["1 bunch {n}{p}", "2 bunches {n}{p}", "200 g {n}{p}"],
  slice: ["4 slices {n}", "2 slices {n}", "8 slices {n}", "6 slices {n}"],
  sheet: ["1 sheet {n}", "2 sheets {n}", "320 g {n}"],
  pkg: ["1 package {n}{p}", "400 g {n}{p}", "14 oz {n}{p}", "200 g {n}{p}"],
  crumbs: ["1/2 cup {n}", "1 cup {n}", "50 g {n}", "3/4 cup {n}"],
  choc: ["100 g {n}, chopped", "200 g {n}, chopped", "1/2 cup {n}", "4 oz {n}, finely chopped", "150 g {n}"],
  cocoa: ["1/4 cup {n}", "2 tbsp {n}", "30 g {n}", "1/2 cup {n}"],
  fruitcup: ["1 cup {n}", "2 cups {n}", "200 g {n}", "1/2 cup {n}", "300 g {n}"],
  ginger: ["1 tbsp {n}, grated", "2 tsp {n}, finely grated", "2 tbsp {n}, minced", "1 tsp {n}, grated"],
  egg: ["2 {n}", "3 {n}", "4 {n}", "6 {n}", "2 {n}, beaten", "3 {n}, lightly beaten", "4 {n}, at room temperature"],
  tortilla: ["8 {n}", "4 {n}", "6 {n}", "12 {n}", "8 {n}, warmed"],
  water: ["1 cup {n}", "2 cups {n}", "500 ml {n}", "1/2 cup {n}", "1 litre {n}", "{n} as needed", "3 tbsp {n}"],
  ice: ["1 cup {n}", "2 cups {n}", "a handful of {n}"],
  booze: ["2 tbsp {n}", "1/4 cup {n}", "50 ml {n}", "1/2 cup {n}"],
  beer: ["330 ml {n}", "1 cup {n}", "1 1/2 cups {n}"],
};

/** Preparation notes by kind, used where a profile has `{p}`; "" means no note. */
const PREP: Readonly<Partial<Record<Kind, readonly string[]>>> = {
  aro: [", finely chopped", ", diced", ", minced", ", thinly sliced", ""],
  veg: [", chopped", ", diced", ", cut into chunks", ", thinly sliced", ", trimmed", ""],
  green: [", washed", ", roughly chopped", ", stems removed", ""],
  fruit: [", sliced", ", chopped", ", peeled and chopped", ", halved", ""],
  citrus: [", juiced", ", zested and juiced", ", cut into wedges", ""],
  herb: [", chopped", ", finely chopped", ", leaves picked", ""],
  cheese: [", grated", ", shredded", ""],
  meat: [", cut into bite-size pieces", ", trimmed", ", patted dry", ", at room temperature", ""],
  fish: [", skin on", ", patted dry", ", skinless", ""],
  legume: [", drained and rinsed", ", drained", ""],
  nut: [", toasted", ", roughly chopped", ""],
  sweet: [", chopped", ""],
};

/**
 * The vocabulary in popularity order (rank 1 first):
 * `name|kind|flags|profile|role:Title Label|notes;notes`.
 * Flags: s savory, w sweet, d drinks (which courses may use it); g gluten; m meat or fish derived;
 * a animal product. Roles: M main (a title's hero), m weak main, F flavour, P pasta/noodle dish noun.
 */
const VOCABULARY = `
salt|basic|sw|taste
garlic|aro|s|clove|F:Garlic
olive oil|fat|s|oil
onion|aro|s|one|m:Onion
black pepper|spice|s|pepper|F:Peppery
butter|dairy|sw|butter|F:Butter
sugar|sweet|swd|sugar
eggs|egg|sw|egg|m:Egg
all-purpose flour|baking|swg|flour
water|basic|swd|water
chicken breasts|meat|s|pieces|M:Chicken
lemon|citrus|swd|one|F:Lemon
tomatoes|veg|s|many|M:Tomato
milk|dairy|swd|liquid
long-grain rice|grain|s|cupg|m:Rice
vegetable oil|fat|sw|oil
fresh parsley|herb|s|herb|F:Herby
carrots|veg|s|many|M:Carrot
ground cumin|spice|s|spice|F:Cumin
canned chopped tomatoes|veg|s|cannedtom|M:Tomato
chicken stock|liquid|sm|liquid
heavy cream|dairy|sw|splash|F:Creamy
parmesan cheese|cheese|s|cheese|F:Parmesan
baking powder|baking|w|leaven
vanilla extract|sweet|wd|extract|F:Vanilla
brown sugar|sweet|sw|sugar|F:Brown Sugar
soy sauce|sauce|sg|sauce|F:Soy
honey|sweet|swda|syrup|F:Honey
lime|citrus|swd|one|F:Lime
red onion|aro|s|one|m:Red Onion
potatoes|veg|s|vegwt|M:Potato
ground beef|meat|s|meatwt|M:Beef
fresh ginger|aro|sd|ginger|F:Ginger
dried oregano|spice|s|spice|F:Oregano
red bell pepper|veg|s|one|M:Pepper
celery|aro|s|stalk|m:Celery
baking soda|baking|w|leaven
cheddar cheese|cheese|s|cheese|F:Cheddar
red pepper flakes|spice|s|spice|F:Spicy
ground cinnamon|spice|swd|spice|F:Cinnamon
shallots|aro|s|many|F:Shallot
fresh cilantro|herb|s|herb|F:Cilantro
mushrooms|veg|s|vegwt|M:Mushroom
baby spinach|green|s|vegwt|M:Spinach
smoked paprika|spice|s|spice|F:Smoky
chickpeas|legume|s|can|M:Chickpea
plain yogurt|dairy|swd|dairy|F:Yogurt
bacon|meat|s|slice|M:Bacon
dijon mustard|sauce|s|sauce|F:Mustard
zucchini|veg|s|many|M:Zucchini
fresh basil|herb|s|herb|F:Basil
coconut milk|liquid|swd|canliq|F:Coconut
chicken thighs|meat|s|pieces|M:Chicken
red wine vinegar|sauce|s|sauce
mozzarella cheese|cheese|s|cheese|F:Mozzarella
green onions|aro|s|many|F:Spring Onion
dry white wine|liquid|s|splash|F:White Wine
ground turmeric|spice|s|spice|F:Turmeric
chili powder|spice|s|spice|F:Chili
cornstarch|baking|sw|paste
sesame oil|fat|s|sauce|F:Sesame
maple syrup|sweet|swd|syrup|F:Maple
fresh thyme|herb|s|sprig|F:Thyme
fresh rosemary|herb|s|sprig|F:Rosemary
bay leaves|spice|s|count
salmon fillets|fish|s|fillet|M:Salmon
shrimp|fish|s|fishwt|M:Shrimp|, peeled and deveined;, tails on;
broccoli|veg|s|head|M:Broccoli|, cut into florets;
garam masala|spice|s|spice|F:Spiced
feta cheese|cheese|s|cheese|F:Feta|, crumbled;
cucumber|veg|sd|one|M:Cucumber
avocado|fruit|s|one|M:Avocado
sweet potatoes|veg|s|vegwt|M:Sweet Potato
black beans|legume|s|can|M:Black Bean
red lentils|legume|s|cupg|M:Lentil
cream cheese|cheese|sw|creamch|F:Cream Cheese
sour cream|dairy|s|dairy|F:Sour Cream
rolled oats|grain|wd|cupg|M:Oat
bananas|fruit|wd|many|M:Banana
apples|fruit|sw|many|M:Apple
dark chocolate|sweet|w|choc|M:Chocolate
cocoa powder|baking|wd|cocoa|M:Cocoa
powdered sugar|sweet|w|sugar
spaghetti|pasta|sg|pasta|P:Spaghetti
penne|pasta|sg|pasta|P:Penne
vegetable stock|liquid|s|liquid
beef stock|liquid|sm|liquid
tomato paste|sauce|s|paste
worcestershire sauce|sauce|sm|sauce
frozen peas|veg|s|cupveg|M:Pea
strawberries|fruit|wd|fruitcup|M:Strawberry
blueberries|fruit|wd|fruitcup|M:Blueberry
orange|citrus|swd|one|F:Orange
jalapeño|aro|s|one|F:Jalapeño
fresh mint|herb|swd|herb|F:Mint
ground coriander|spice|s|spice|F:Coriander
cauliflower|veg|s|head|M:Cauliflower|, cut into florets;
kale|green|s|bunch|M:Kale
lemon juice|citrus|swd|juice|F:Lemon
basmati rice|grain|s|cupg|m:Rice
pork tenderloin|meat|s|meatwt|M:Pork
balsamic vinegar|sauce|s|sauce|F:Balsamic
paprika|spice|s|spice|F:Paprika
green beans|veg|s|vegwt|M:Green Bean
leeks|aro|s|many|M:Leek
greek yogurt|dairy|swd|dairy|F:Yogurt
cherry tomatoes|veg|s|cupveg|M:Cherry Tomato
fresh dill|herb|s|herb|F:Dill
ground ginger|spice|swd|spice|F:Ginger
cayenne pepper|spice|s|pinch|F:Fiery
ground nutmeg|spice|sw|pinch|F:Nutmeg
lime juice|citrus|swd|juice|F:Lime
fish sauce|sauce|sm|sauce
mayonnaise|sauce|sa|sauce|F:Creamy
curry powder|spice|s|spice|F:Curried
garlic powder|spice|s|spice
onion powder|spice|s|spice
fresh chives|herb|s|herb|F:Chive
corn kernels|veg|s|cupveg|M:Sweetcorn
ground pork|meat|s|meatwt|M:Pork
italian sausages|meat|s|many|M:Sausage
quinoa|grain|s|cupg|M:Quinoa
walnuts|nut|sw|nut|M:Walnut
almonds|nut|swd|nut|M:Almond
flour tortillas|bread|sg|tortilla
butternut squash|veg|s|squash|M:Squash
eggplant|veg|s|one|M:Eggplant
kidney beans|legume|s|can|M:Bean
apple cider vinegar|sauce|s|sauce
rice vinegar|sauce|s|sauce
peanut butter|nut|swd|paste|M:Peanut Butter
sesame seeds|nut|sw|seed|F:Sesame
hoisin sauce|sauce|sg|sauce|F:Hoisin
sriracha|sauce|s|sauce|F:Sriracha
canned tuna|fish|s|can|M:Tuna
raisins|fruit|w|dried|M:Raisin
pecans|nut|sw|nut|M:Pecan
ground lamb|meat|s|meatwt|M:Lamb
lamb shoulder|meat|s|meatwt|M:Lamb
beef chuck|meat|s|meatwt|M:Beef
green cabbage|veg|s|head|M:Cabbage|, shredded;
romaine lettuce|green|s|head|M:Lettuce
arugula|green|s|vegwt|M:Arugula
corn tortillas|bread|s|tortilla
pine nuts|nut|s|nut
cashews|nut|s|nut|M:Cashew
ground turkey|meat|s|meatwt|M:Turkey
pork shoulder|meat|s|meatwt|M:Pork
flank steak|meat|s|meatwt|M:Steak
whole chicken|meat|s|whole|M:Chicken
cod fillets|fish|s|fillet|M:Cod
puff pastry|bread|swg|sheet
ricotta cheese|cheese|sw|cheese|F:Ricotta
goat cheese|cheese|s|cheese|F:Goat Cheese|, crumbled;
bread flour|baking|sg|flour
instant yeast|baking|sw|yeast
whole wheat flour|baking|swg|flour
buttermilk|dairy|sw|liquid|F:Buttermilk
chocolate chips|sweet|w|nut|M:Chocolate Chip
ketchup|sauce|s|sauce
tahini|sauce|s|paste|F:Tahini
white wine vinegar|sauce|s|sauce
italian seasoning|spice|s|spice
dried thyme|spice|s|spice
firm tofu|legume|s|pkg|M:Tofu|, pressed and cubed;
coconut oil|fat|sw|oil
green bell pepper|veg|s|one|M:Pepper
ground cardamom|spice|swd|spice|F:Cardamom
raspberries|fruit|wd|fruitcup|M:Raspberry
peaches|fruit|wd|many|M:Peach
pears|fruit|w|many|M:Pear
mango|fruit|swd|one|M:Mango
pineapple|fruit|swd|fruitcup|M:Pineapple
asparagus|veg|s|bunch|M:Asparagus|, trimmed;
brussels sprouts|veg|s|vegwt|M:Brussels Sprout|, halved;
parsnips|veg|s|many|M:Parsnip
beets|veg|s|many|M:Beet
radishes|veg|s|bunch|M:Radish
shiitake mushrooms|veg|s|vegwt|M:Shiitake
portobello mushrooms|veg|s|many|M:Mushroom
red curry paste|sauce|s|paste|F:Red Curry
green curry paste|sauce|s|paste|F:Green Curry
arborio rice|grain|s|cupg|m:Rice
jasmine rice|grain|s|cupg|m:Rice
brown rice|grain|s|cupg|m:Brown Rice
couscous|grain|sg|cupg|m:Couscous
linguine|pasta|sg|pasta|P:Linguine
fettuccine|pasta|sg|pasta|P:Fettuccine
rigatoni|pasta|sg|pasta|P:Rigatoni
fusilli|pasta|sg|pasta|P:Fusilli
orzo|pasta|sg|pasta|P:Orzo
macaroni|pasta|sg|pasta|P:Macaroni
egg noodles|pasta|sg|pasta|P:Noodles
rice noodles|pasta|s|pasta|P:Noodles
lasagna sheets|pasta|sg|count
gnocchi|pasta|sg|pasta|P:Gnocchi
panko breadcrumbs|bread|sg|crumbs|F:Crispy
dried breadcrumbs|bread|sg|crumbs
sourdough bread|bread|sg|slice
burger buns|bread|sg|count
pita breads|bread|sg|count
naan breads|bread|sg|count
baguette|bread|sg|one
tortilla chips|bread|s|cupveg
shortcrust pastry|bread|swg|sheet
kalamata olives|veg|s|jar|F:Olive|, pitted;
capers|sauce|s|paste|F:Caper|, drained;
sun-dried tomatoes|veg|s|jar|F:Sun-Dried Tomato|, chopped;
roasted red peppers|veg|s|jar|F:Roasted Pepper|, sliced;
artichoke hearts|veg|s|jar|M:Artichoke|, quartered;
chipotle peppers in adobo|sauce|s|count|F:Chipotle
red chili|aro|s|one|F:Chili
lemongrass|aro|s|stalk|F:Lemongrass|, bruised;
white beans|legume|s|can|M:White Bean
cannellini beans|legume|s|can|M:Bean
pinto beans|legume|s|can|M:Pinto Bean
green lentils|legume|s|cupg|M:Lentil
brown lentils|legume|s|cupg|M:Lentil
yellow split peas|legume|s|cupg|M:Split Pea
frozen spinach|green|s|vegwt|M:Spinach
bok choy|green|s|head|M:Bok Choy|, quartered;
snow peas|veg|s|cupveg|M:Snow Pea
bean sprouts|veg|s|cupveg
fennel bulb|veg|s|one|M:Fennel
red cabbage|veg|s|head|M:Red Cabbage|, shredded;
corn cobs|veg|s|count|M:Corn
edamame|legume|s|cupveg|M:Edamame
prosciutto|meat|s|slice|M:Prosciutto
pancetta|meat|s|smallmeat|M:Pancetta|, diced;
chorizo|meat|s|smallmeat|M:Chorizo|, sliced;
ham|meat|s|smallmeat|M:Ham|, diced;
chicken wings|meat|s|meatwt|M:Chicken Wing
chicken drumsticks|meat|s|count|M:Chicken
pork chops|meat|s|count|M:Pork Chop
lamb chops|meat|s|count|M:Lamb
sirloin steak|meat|s|meatwt|M:Steak
beef brisket|meat|s|meatwt|M:Brisket
pork belly|meat|s|meatwt|M:Pork Belly
ground chicken|meat|s|meatwt|M:Chicken
turkey breast|meat|s|meatwt|M:Turkey
smoked salmon|fish|s|smallmeat|M:Smoked Salmon
white fish fillets|fish|s|fillet|M:Fish
tuna steaks|fish|s|fillet|M:Tuna
mussels|fish|s|meatwt|M:Mussel|, scrubbed;
scallops|fish|s|fishwt|M:Scallop
squid|fish|s|fishwt|M:Squid|, cleaned and sliced;
anchovy fillets|fish|s|count|F:Anchovy
heavy whipping cream|dairy|sw|splash|F:Creamy
evaporated milk|dairy|sw|canliq
sweetened condensed milk|dairy|w|canliq
crème fraîche|dairy|sw|dairy|F:Crème Fraîche
mascarpone|cheese|w|creamch|F:Mascarpone
halloumi|cheese|s|pkg|M:Halloumi|, sliced;
paneer|cheese|s|pkg|M:Paneer|, cubed;
gruyère cheese|cheese|s|cheese|F:Gruyère
blue cheese|cheese|s|cheese|F:Blue Cheese|, crumbled;
pecorino romano|cheese|s|cheese|F:Pecorino
monterey jack cheese|cheese|s|cheese|F:Cheesy
cottage cheese|cheese|sw|dairy
ghee|fat|sa|paste
flaky sea salt|basic|sw|pinch
white pepper|spice|s|pinch
cumin seeds|spice|s|spice|F:Cumin
coriander seeds|spice|s|spice
fennel seeds|spice|s|spice|F:Fennel
mustard seeds|spice|s|spice
ground cloves|spice|sw|pinch|F:Spiced
ground allspice|spice|sw|pinch|F:Spiced
cardamom pods|spice|swd|count|F:Cardamom
star anise|spice|sw|count|F:Star Anise
cinnamon sticks|spice|swd|count|F:Cinnamon
five-spice powder|spice|s|spice|F:Five-Spice
cajun seasoning|spice|s|spice|F:Cajun
taco seasoning|spice|s|spice
herbes de provence|spice|s|spice|F:Provençal
dried rosemary|spice|s|spice
dried dill|spice|s|spice
dried basil|spice|s|spice
ground ancho chili|spice|s|spice|F:Ancho
miso paste|sauce|s|paste|F:Miso
gochujang|sauce|s|paste|F:Gochujang
harissa paste|sauce|s|paste|F:Harissa
basil pesto|sauce|s|paste|F:Pesto
passata|sauce|s|liquid|M:Tomato
salsa|sauce|s|jar
bbq sauce|sauce|s|sauce|F:Barbecue
sweet chili sauce|sauce|s|sauce|F:Sweet Chili
teriyaki sauce|sauce|sg|sauce|F:Teriyaki
oyster sauce|sauce|sm|sauce
mirin|sauce|s|sauce
shaoxing wine|liquid|sg|booze
tamari|sauce|s|sauce
sambal oelek|sauce|s|paste|F:Sambal
whole grain mustard|sauce|s|paste|F:Mustard
prepared horseradish|sauce|s|paste|F:Horseradish
sherry vinegar|sauce|s|sauce
red wine|liquid|s|splash|F:Red Wine
beer|liquid|sg|beer|F:Beer
kimchi|veg|s|jar|F:Kimchi
dill pickles|veg|s|count|F:Pickle
hazelnuts|nut|sw|nut|M:Hazelnut
pistachios|nut|swd|nut|M:Pistachio
pumpkin seeds|nut|s|seed
sunflower seeds|nut|s|seed
chia seeds|nut|wd|seed
ground flaxseed|nut|wd|seed
almond flour|baking|w|flour
self-rising flour|baking|wg|flour
cake flour|baking|wg|flour
cornmeal|baking|sw|cupg|F:Cornmeal
semolina|baking|sg|cupg
rice flour|baking|sw|cupg
almond extract|sweet|w|extract|F:Almond
white chocolate|sweet|w|choc|M:White Chocolate
milk chocolate|sweet|w|choc|M:Chocolate
molasses|sweet|sw|syrup|F:Molasses
golden syrup|sweet|w|syrup|F:Golden Syrup
agave syrup|sweet|wd|syrup
strawberry jam|sweet|w|syrup|F:Jam
apricot jam|sweet|w|syrup
powdered gelatin|baking|wm|leaven
shredded coconut|nut|w|nut|F:Coconut
medjool dates|fruit|wd|count|M:Date|, pitted;
dried apricots|fruit|sw|dried|M:Apricot|, chopped;
dried cranberries|fruit|w|dried|M:Cranberry
cherries|fruit|wd|fruitcup|M:Cherry|, pitted;
blackberries|fruit|wd|fruitcup|M:Blackberry
plums|fruit|w|many|M:Plum
red grapes|fruit|swd|fruitcup|M:Grape
watermelon|fruit|wd|fruitcup|M:Watermelon
cantaloupe|fruit|wd|fruitcup|M:Melon
kiwis|fruit|wd|many|M:Kiwi
pomegranate seeds|fruit|swd|dried|F:Pomegranate
fresh figs|fruit|sw|many|M:Fig
rhubarb|fruit|w|stalk|M:Rhubarb|, cut into chunks;
orange juice|liquid|wd|splash|F:Orange
apple juice|liquid|wd|splash
brewed coffee|liquid|wd|splash|F:Coffee
espresso|liquid|wd|booze|F:Espresso
black tea bags|liquid|d|count
green tea bags|liquid|d|count
sparkling water|liquid|d|liquid
ice cubes|basic|d|ice
coconut water|liquid|d|liquid
almond milk|liquid|wd|liquid
oat milk|liquid|wd|liquid
coconut cream|liquid|sw|canliq|F:Coconut
tomato sauce|sauce|s|cannedtom|M:Tomato
refried beans|legume|s|can
black-eyed peas|legume|s|can|M:Black-Eyed Pea
butter beans|legume|s|can|M:Butter Bean
silken tofu|legume|sw|pkg|M:Tofu
tempeh|legume|s|pkg|M:Tempeh|, sliced;
bulgur wheat|grain|sg|cupg|M:Bulgur
farro|grain|sg|cupg|M:Farro
pearl barley|grain|sg|cupg|M:Barley
polenta|grain|s|cupg|M:Polenta
wild rice|grain|s|cupg|m:Wild Rice
sushi rice|grain|s|cupg
udon noodles|pasta|sg|pasta|P:Udon
soba noodles|pasta|s|pasta|P:Soba
ramen noodles|pasta|sg|pasta
rice paper wrappers|bread|s|count
tagliatelle|pasta|sg|pasta|P:Tagliatelle
pappardelle|pasta|sg|pasta|P:Pappardelle
duck breasts|meat|s|count|M:Duck
beef short ribs|meat|s|meatwt|M:Short Rib
pork ribs|meat|s|meatwt|M:Rib
veal cutlets|meat|s|count|M:Veal
salami|meat|s|smallmeat|M:Salami|, sliced;
trout fillets|fish|s|fillet|M:Trout
sea bass fillets|fish|s|fillet|M:Sea Bass
halibut fillets|fish|s|fillet|M:Halibut
mackerel fillets|fish|s|fillet|M:Mackerel
sardines|fish|s|can|M:Sardine
crab meat|fish|s|smallmeat|M:Crab
clams|fish|s|meatwt|M:Clam|, scrubbed;
poblano peppers|veg|s|count|M:Poblano
yellow bell pepper|veg|s|one|M:Pepper
serrano chili|aro|s|one|F:Serrano
bird's eye chilies|aro|s|count|F:Fiery
okra|veg|s|vegwt|M:Okra|, trimmed;
sugar snap peas|veg|s|cupveg|M:Sugar Snap
swiss chard|green|s|bunch|M:Chard
collard greens|green|s|bunch|M:Collard
watercress|green|s|vegwt|F:Watercress
turnips|veg|s|many|M:Turnip
pumpkin puree|veg|sw|can|M:Pumpkin
pumpkin|veg|s|squash|M:Pumpkin
water chestnuts|veg|s|can
bamboo shoots|veg|s|can
tomatillos|veg|s|many|M:Tomatillo
plantains|fruit|s|many|M:Plantain
cassava|veg|s|vegwt|M:Cassava
fresh oregano|herb|s|sprig|F:Oregano
fresh tarragon|herb|s|herb|F:Tarragon
fresh sage|herb|s|sprig|F:Sage
makrut lime leaves|herb|s|count|F:Lime Leaf
curry leaves|herb|s|sprig|F:Curry Leaf
thai basil|herb|s|herb|F:Thai Basil
za'atar|spice|s|spice|F:Za'atar
caraway seeds|spice|sw|spice|F:Caraway
old bay seasoning|spice|s|spice
celery salt|spice|s|pinch
ground sumac|spice|s|spice|F:Sumac
saffron|spice|sw|pinch|F:Saffron
sumac|spice|s|spice|F:Sumac
ras el hanout|spice|s|spice|F:Ras el Hanout
dukkah|spice|s|seed|F:Dukkah
berbere|spice|s|spice|F:Berbere
sichuan peppercorns|spice|s|spice|F:Sichuan
pink peppercorns|spice|s|pinch
juniper berries|spice|s|count
fenugreek seeds|spice|s|spice
nigella seeds|spice|s|seed
dried porcini mushrooms|veg|s|smallmeat|F:Porcini
chanterelle mushrooms|veg|s|vegwt|M:Chanterelle
oyster mushrooms|veg|s|vegwt|M:Oyster Mushroom
enoki mushrooms|veg|s|pkg|M:Enoki
celeriac|veg|s|squash|M:Celeriac
kohlrabi|veg|s|many|M:Kohlrabi
sunchokes|veg|s|vegwt|M:Sunchoke
romanesco|veg|s|head|M:Romanesco
radicchio|green|s|head|M:Radicchio
belgian endive|green|s|count|M:Endive
ramps|aro|s|bunch|F:Wild Garlic
garlic scapes|aro|s|bunch|F:Garlic Scape
fiddleheads|veg|s|vegwt|M:Fiddlehead
salsify|veg|s|vegwt|M:Salsify
lotus root|veg|s|vegwt|M:Lotus Root
taro|veg|s|vegwt|M:Taro
jicama|veg|s|one|M:Jicama
daikon|veg|s|one|M:Daikon
mung beans|legume|s|cupg|M:Mung Bean
adzuki beans|legume|sw|cupg|M:Adzuki
borlotti beans|legume|s|can|M:Borlotti
buckwheat groats|grain|s|cupg|M:Buckwheat
millet|grain|s|cupg|M:Millet
freekeh|grain|sg|cupg|M:Freekeh
amaranth|grain|s|cupg
spelt flour|baking|swg|flour
rye flour|baking|swg|flour
oat flour|baking|w|flour
tapioca starch|baking|sw|paste
chickpea flour|baking|s|cupg
vanilla bean|sweet|w|count|F:Vanilla Bean
rose water|sweet|wd|drops|F:Rose
orange blossom water|sweet|wd|drops|F:Orange Blossom
matcha powder|sweet|wd|extract|F:Matcha
espresso powder|sweet|w|extract|F:Mocha
coconut sugar|sweet|w|sugar
dulce de leche|sweet|w|syrup|F:Dulce de Leche
lemon curd|sweet|w|syrup|F:Lemon Curd
chocolate hazelnut spread|sweet|w|syrup|F:Hazelnut
marshmallows|sweet|w|cupveg
graham crackers|bread|wg|count
ladyfingers|bread|wg|count
candied ginger|sweet|w|dried|F:Ginger
candied orange peel|sweet|w|dried
macadamia nuts|nut|w|nut|M:Macadamia
brazil nuts|nut|w|nut
chestnuts|nut|s|nut|M:Chestnut
hemp seeds|nut|wd|seed
popcorn kernels|grain|s|crumbs
labneh|dairy|s|dairy|F:Labneh
queso fresco|cheese|s|cheese|F:Queso Fresco|, crumbled;
burrata|cheese|s|count|M:Burrata
manchego cheese|cheese|s|cheese|F:Manchego
gorgonzola|cheese|s|cheese|F:Gorgonzola
fontina cheese|cheese|s|cheese|F:Fontina
smoked gouda|cheese|s|cheese|F:Smoked Gouda
brie|cheese|s|pkg|M:Brie
emmental cheese|cheese|s|cheese
egg yolks|egg|sw|count
egg whites|egg|w|count
duck eggs|egg|s|count
chicken livers|meat|s|meatwt|M:Chicken Liver
oxtail|meat|s|meatwt|M:Oxtail
venison steaks|meat|s|count|M:Venison
rabbit|meat|s|whole|M:Rabbit
lamb shanks|meat|s|count|M:Lamb Shank
octopus|fish|s|fishwt|M:Octopus
monkfish|fish|s|fishwt|M:Monkfish
lobster tails|fish|s|count|M:Lobster
swordfish steaks|fish|s|fillet|M:Swordfish
fish stock|liquid|sm|liquid
dashi|liquid|sm|liquid
kombu|veg|s|sheet
bonito flakes|fish|s|nut
nori|veg|s|sheet|F:Nori
wasabi paste|sauce|s|paste|F:Wasabi
pickled ginger|veg|s|paste
sake|liquid|s|booze
brandy|liquid|sw|booze
dark rum|liquid|wd|booze|F:Rum
bourbon|liquid|sw|booze|F:Bourbon
marsala wine|liquid|sw|booze|F:Marsala
tawny port|liquid|sw|booze
dry vermouth|liquid|s|booze
ginger beer|liquid|d|liquid|F:Ginger
tonic water|liquid|d|liquid
cranberry juice|liquid|d|splash|F:Cranberry
pineapple juice|liquid|wd|splash
passion fruit pulp|fruit|wd|juice|F:Passion Fruit
lychees|fruit|wd|can|M:Lychee
persimmons|fruit|w|many|M:Persimmon
quinces|fruit|w|many|M:Quince
gooseberries|fruit|w|fruitcup|M:Gooseberry
kumquats|fruit|w|fruitcup|M:Kumquat
blood oranges|citrus|wd|many|F:Blood Orange
yuzu juice|citrus|swd|juice|F:Yuzu
dragon fruit|fruit|wd|one|M:Dragon Fruit
guava|fruit|wd|many|M:Guava
papaya|fruit|swd|one|M:Papaya
preserved lemons|citrus|s|count|F:Preserved Lemon
black garlic|aro|s|clove|F:Black Garlic
truffle oil|fat|s|extract|F:Truffle
tamarind paste|sauce|sw|paste|F:Tamarind
pomegranate molasses|sauce|s|paste|F:Pomegranate
chili crisp|sauce|s|paste|F:Chili Crisp
black bean sauce|sauce|s|sauce|F:Black Bean
anchovy paste|sauce|sm|paste
liquid smoke|sauce|s|extract
coconut aminos|sauce|s|sauce
sauerkraut|veg|s|jar
coconut flakes|nut|w|nut|F:Coconut
corn syrup|sweet|w|syrup
sprinkles|sweet|w|seed
caramel sauce|sweet|w|syrup|F:Caramel
cream of tartar|baking|w|leaven
maraschino cherries|fruit|wd|count
cocoa nibs|sweet|w|seed
white miso paste|sauce|sw|paste|F:Miso
nutritional yeast|spice|s|paste
mint leaves|herb|wd|count
cinnamon sugar|sweet|w|paste
hot sauce|sauce|s|sauce|F:Hot
pickled jalapeños|aro|s|paste|F:Jalapeño
`;

type GroupKey = Exclude<Kind, "meat" | "fish" | "green"> | "seasoning" | "protein" | "extract";

function groupKey(name: string, kind: Kind, profile: string): GroupKey {
  if (name === "salt" || name === "black pepper" || name === "flaky sea salt" || name === "white pepper") return "seasoning";
  if (name === "water" || name === "ice cubes") return "basic";
  if (profile === "cannedtom" || profile === "canliq") return "liquid";
  if (kind === "meat" || kind === "fish") return "protein";
  if (kind === "green") return "veg";
  if (kind === "sweet" && profile === "extract") return "extract";
  return kind;
}

/** A measure template split around the name: `${before}${name}${note?}${after}`. */
interface Form {
  before: string;
  takesNote: boolean;
  after: string;
}

const FORMS: ReadonlyMap<string, readonly Form[]> = new Map(
  Object.entries(PROFILES).map(([profile, templates]) => [
    profile,
    templates.map((template) => {
      const [before, rest] = template.split("{n}");
      return { before, takesNote: rest.startsWith("{p}"), after: rest.replace("{p}", "") };
    }),
  ]),
);

interface Ingredient {
  /** Canonical name: what the parser reads back from every line. */
  name: string;
  kind: Kind;
  rank: number;
  savory: boolean;
  sweet: boolean;
  drink: boolean;
  gluten: boolean;
  meat: boolean;
  animal: boolean;
  profile: string;
  forms: readonly Form[];
  /** Position of its kind in KIND_ORDER: the order lines are listed in. */
  order: number;
  role: "M" | "m" | "F" | "P" | null;
  label: string | null;
  labelLower: string | null;
  notes: readonly string[];
  /** Which step of a method mentions it (see `Groups`). */
  group: GroupKey;
}

const VEGAN_UNSAFE_KINDS: ReadonlySet<Kind> = new Set(["meat", "fish", "dairy", "cheese", "egg"]);

function parseVocabulary(source: string): Ingredient[] {
  return source
    .trim()
    .split("\n")
    .map((line, rank) => {
      const [name, kind, flags, profile, labelSpec = "", notes = ""] = line.split("|");
      const forms = FORMS.get(profile);
      if (!forms) throw new Error(`Unknown profile ${profile} for ${name}`);
      const meat = kind === "meat" || kind === "fish" || flags.includes("m");
      const [role, label] = labelSpec ? labelSpec.split(":") : [null, null];
      return {
        name,
        kind: kind as Kind,
        rank,
        savory: flags.includes("s"),
        sweet: flags.includes("w"),
        drink: flags.includes("d"),
        gluten: flags.includes("g"),
        meat,
        animal: meat || VEGAN_UNSAFE_KINDS.has(kind as Kind) || flags.includes("a"),
        profile,
        forms,
        order: KIND_ORDER.indexOf(kind as Kind),
        role: (role as Ingredient["role"]) ?? null,
        label: label ?? null,
        labelLower: label ? label.toLowerCase() : null,
        notes: notes ? notes.split(";") : (PREP[kind as Kind] ?? [""]),
        group: groupKey(name, kind as Kind, profile),
      };
    });
}

const INGREDIENTS: readonly Ingredient[] = parseVocabulary(VOCABULARY);

// Popularity: Zipf (s = 1) with a head offset, so the first few are not overwhelming, and an
// exponential cut-off, so the last hundred names are genuinely rare.
const ZIPF_OFFSET = 3;
const ZIPF_CUTOFF = 150;
const WEIGHTS: readonly number[] = INGREDIENTS.map((i) => Math.exp(-i.rank / ZIPF_CUTOFF) / (i.rank + 1 + ZIPF_OFFSET));

type Mode = "savory" | "sweet" | "drink";

interface Pool {
  items: Ingredient[];
  cdf: Float64Array;
}

function pool(accept: (i: Ingredient) => boolean): Pool {
  const items = INGREDIENTS.filter(accept);
  const cdf = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => {
    total += WEIGHTS[item.rank];
    cdf[i] = total;
  });
  return { items, cdf };
}

const POOLS: Readonly<Record<Mode, Pool>> = {
  savory: pool((i) => i.savory),
  sweet: pool((i) => i.sweet),
  drink: pool((i) => i.drink),
};

// ---------------------------------------------------------------------------
// Courses, dishes, cuisines, tags, authors
// ---------------------------------------------------------------------------

type Course = "dinner" | "lunch" | "breakfast" | "dessert" | "soup" | "salad" | "side" | "snack" | "baking" | "drink";

const COURSES: readonly Course[] = [
  "dinner",
  "lunch",
  "dessert",
  "breakfast",
  "soup",
  "salad",
  "baking",
  "side",
  "snack",
  "drink",
];
const COURSE_WEIGHTS: readonly number[] = [0.3, 0.13, 0.11, 0.09, 0.08, 0.08, 0.08, 0.06, 0.05, 0.02];

interface Dish {
  noun: string;
  nounLower: string;
  cuisine: string | null;
  /**
   * Alternatives, each a list of what must all be present: an ingredient's rank (>= 0) or a
   * kind, as -(1 + its position in KIND_ORDER). Null: any ingredients will do.
   */
  requires: number[][] | null;
  oven: boolean;
  chilled: boolean;
}

function requirementCode(requirement: string): number {
  if (requirement.startsWith("k:")) {
    const position = KIND_ORDER.indexOf(requirement.slice(2) as Kind);
    if (position < 0) throw new Error(`Unknown kind in dish requirement: ${requirement}`);
    return -1 - position;
  }
  const item = INGREDIENTS.find((i) => i.name === requirement);
  if (!item) throw new Error(`Unknown ingredient in dish requirement: ${requirement}`);
  return item.rank;
}

/** Parse `Noun|cuisine|name+name,name|flags` lines (flags: o oven, c chilled). */
function dishes(spec: string): Dish[] {
  return spec
    .trim()
    .split("\n")
    .map((line) => {
      const [noun, cuisine = "", requires = "", ...flagFields] = line.trim().split("|");
      const flags = flagFields.join("");
      return {
        noun,
        nounLower: noun.toLowerCase(),
        cuisine: cuisine || null,
        requires: requires ? requires.split(",").map((alt) => alt.split("+").map(requirementCode)) : null,
        oven: flags.includes("o"),
        chilled: flags.includes("c"),
      };
    });
}

function simpleDish(noun: string, cuisine: string | null): Dish {
  return { noun, nounLower: noun.toLowerCase(), cuisine, requires: null, oven: false, chilled: false };
}

const FALLBACK_DISH = simpleDish("Bowl", null);

/** The dish a pasta or noodle names by itself ("Spaghetti", "Udon"), by ingredient rank. */
const PASTA_DISHES: ReadonlyMap<number, Dish> = new Map(
  INGREDIENTS.filter((i) => i.role === "P" && i.label !== null).map((i) => [
    i.rank,
    simpleDish(i.label ?? "", ["Noodles", "Udon", "Soba"].includes(i.label ?? "") ? "japanese" : "italian"),
  ]),
);

const DISHES: Readonly<Record<string, Dish[]>> = {
  main: dishes(`
    Traybake|||o
    Skillet
    Bake|||o
    Stew
    Casserole|||o
    Bowls
    Skewers
    Roast|||o
    Stir-Fry|chinese|soy sauce,oyster sauce,hoisin sauce,sesame oil,tamari
    Curry|indian|curry powder,garam masala,ground turmeric
    Curry|thai|red curry paste,green curry paste,coconut milk
    Tacos|mexican|corn tortillas,flour tortillas
    Burritos|mexican|flour tortillas
    Quesadillas|mexican|flour tortillas+k:cheese
    Enchiladas|mexican|corn tortillas|o
    Fajitas|mexican|flour tortillas+red bell pepper,flour tortillas+green bell pepper
    Risotto|italian|arborio rice
    Fried Rice|chinese|k:grain+eggs
    Pilaf|middle eastern|basmati rice,long-grain rice,bulgur wheat
    Tagine|moroccan|ras el hanout,preserved lemons,dried apricots,ground cinnamon
    Pie|british|puff pastry,shortcrust pastry|o
    Burgers|american|burger buns
    Meatballs|italian|ground beef,ground pork,ground lamb,ground turkey,ground chicken
    Sandwiches||k:bread
    Wraps||flour tortillas,pita breads
    Flatbreads|middle eastern|pita breads,naan breads
    Frittata|italian|eggs|o
    Gratin|french|heavy cream,gruyère cheese|o
    Chili|american|chili powder+kidney beans,chili powder+black beans
    Ramen|japanese|ramen noodles
    Paella|spanish|saffron,chorizo+k:grain
    Hash||potatoes,sweet potatoes
    Lasagna|italian|lasagna sheets|o
    Kebabs|turkish|ground lamb,lamb shoulder
    Schnitzel|german|panko breadcrumbs,dried breadcrumbs
    Ragù|italian|k:pasta+canned chopped tomatoes
  `),
  soup: dishes(`
    Soup
    Soup
    Broth
    Stew
    Chowder|american|potatoes+milk,potatoes+heavy cream
    Bisque|french|heavy cream
    Dal|indian|red lentils,green lentils,yellow split peas
    Minestrone|italian|k:pasta+k:legume
    Ramen|japanese|ramen noodles
    Pho|vietnamese|rice noodles
    Gazpacho|spanish|tomatoes+cucumber||c
    Laksa|malaysian|rice noodles+coconut milk
  `),
  salad: dishes(`
    Salad
    Salad
    Bowl
    Slaw||green cabbage,red cabbage
    Grain Salad||k:grain
    Pasta Salad||k:pasta
    Panzanella|italian|k:bread+tomatoes
    Tabbouleh|lebanese|bulgur wheat
    Fattoush|lebanese|pita breads
    Niçoise Salad|french|canned tuna,tuna steaks
    Caesar Salad|american|romaine lettuce
  `),
  side: dishes(`
    Traybake|||o
    Sauté
    Bake|||o
    Medley
    Gratin|french|potatoes+heavy cream,k:cheese|o
    Mash||potatoes,sweet potatoes,cauliflower
    Fritters||all-purpose flour+eggs,chickpea flour
    Pilaf||k:grain
    Slaw||green cabbage,red cabbage
    Wedges||potatoes,sweet potatoes|o
    Greens||k:green
  `),
  snack: dishes(`
    Dip
    Bites
    Skewers
    Fritters||eggs
    Toasts||k:bread
    Crackers||all-purpose flour,whole wheat flour|o
    Hummus|lebanese|chickpeas
    Nachos|mexican|tortilla chips|o
    Bruschetta|italian|k:bread+tomatoes
    Spring Rolls|vietnamese|rice paper wrappers
    Empanadas|argentinian|shortcrust pastry,puff pastry|o
    Salsa|mexican|tomatoes
    Popcorn||popcorn kernels
  `),
  breakfastSavory: dishes(`
    Breakfast Bowl
    Scramble||eggs,firm tofu
    Omelette|french|eggs
    Frittata|italian|eggs|o
    Hash||potatoes,sweet potatoes
    Shakshuka|middle eastern|eggs+tomatoes,eggs+canned chopped tomatoes
    Breakfast Burritos|mexican|flour tortillas
    Toast||k:bread
    Egg Muffins||eggs|o
    Congee|chinese|k:grain
  `),
  breakfastSweet: dishes(`
    Breakfast Bowl
    Pancakes|american|all-purpose flour
    Porridge|british|rolled oats
    Overnight Oats||rolled oats||c
    Granola||rolled oats|o
    Waffles|american|all-purpose flour
    French Toast|french|k:bread+eggs
    Smoothie Bowl||k:fruit
    Muffins||all-purpose flour,whole wheat flour|o
    Yogurt Bowl||plain yogurt,greek yogurt
    Crêpes|french|all-purpose flour+eggs
    Chia Pudding||chia seeds||c
  `),
  dessert: dishes(`
    Pudding
    Parfait||plain yogurt,greek yogurt,heavy cream||c
    Cake||all-purpose flour,self-rising flour,almond flour,cake flour|o
    Tart|french|shortcrust pastry,puff pastry|o
    Crumble|british|all-purpose flour+butter,rolled oats|o
    Cheesecake|american|cream cheese||c
    Mousse|french|dark chocolate,milk chocolate,white chocolate||c
    Brownies|american|dark chocolate,cocoa powder|o
    Cookies|american|all-purpose flour|o
    Bars||rolled oats,all-purpose flour|o
    Sorbet||k:fruit||c
    Ice Cream||heavy cream,heavy whipping cream||c
    Panna Cotta|italian|heavy cream||c
    Galette|french|all-purpose flour|o
    Cobbler|american|all-purpose flour|o
    Pavlova|australian|eggs|o
    Fool|british|heavy cream||c
    Tiramisu|italian|mascarpone||c
    Clafoutis|french|eggs+k:fruit|o
    Rice Pudding||k:grain+milk
  `),
  bakingSweet: dishes(`
    Loaf Cake||all-purpose flour,self-rising flour|o
    Muffins||all-purpose flour,whole wheat flour|o
    Scones|british|all-purpose flour|o
    Cookies|american|all-purpose flour|o
    Cake||all-purpose flour,self-rising flour,almond flour,cake flour|o
    Traybake|british|all-purpose flour,self-rising flour|o
    Buns||instant yeast|o
    Blondies|american|white chocolate|o
    Shortbread|scottish|butter+all-purpose flour|o
    Cupcakes|american|all-purpose flour,self-rising flour|o
    Bundt Cake||all-purpose flour,cake flour|o
    Doughnuts|american|instant yeast
    Cinnamon Rolls|swedish|instant yeast+ground cinnamon|o
    Biscotti|italian|almonds|o
    Banana Bread|american|bananas|o
    Flapjacks|british|rolled oats|o
    Bake|||o
  `),
  bakingSavory: dishes(`
    Bread||instant yeast|o
    Focaccia|italian|instant yeast,bread flour|o
    Scones|british|all-purpose flour|o
    Pie|british|puff pastry,shortcrust pastry|o
    Galette|french|all-purpose flour,shortcrust pastry|o
    Quiche|french|eggs+shortcrust pastry|o
    Pasties|british|shortcrust pastry|o
    Flatbreads||all-purpose flour,bread flour
    Crackers||all-purpose flour,whole wheat flour|o
    Tart|french|puff pastry,shortcrust pastry|o
    Muffins||all-purpose flour|o
    Pizza|italian|bread flour,instant yeast|o
    Bake|||o
  `),
  drink: dishes(`
    Smoothie
    Cooler
    Punch
    Lemonade|american|lemon,lemon juice
    Iced Tea||black tea bags,green tea bags
    Lassi|indian|plain yogurt,greek yogurt
    Spritzer||sparkling water
    Shake|american|milk
    Hot Chocolate||cocoa powder+milk
    Latte|italian|espresso,brewed coffee
    Agua Fresca|mexican|watermelon,strawberries,pineapple,cantaloupe
    Iced Coffee||brewed coffee
    Chai|indian|black tea bags+milk
  `),
};

/** Cuisines in popularity order. */
const CUISINES: readonly string[] = [
  "italian",
  "american",
  "mexican",
  "indian",
  "chinese",
  "french",
  "mediterranean",
  "thai",
  "japanese",
  "greek",
  "middle eastern",
  "british",
  "spanish",
  "korean",
  "vietnamese",
  "moroccan",
  "lebanese",
  "turkish",
  "caribbean",
  "german",
  "cajun",
  "scandinavian",
  "brazilian",
  "ethiopian",
  "peruvian",
  "filipino",
  "malaysian",
  "persian",
  "irish",
  "polish",
  "argentinian",
  "indonesian",
  "portuguese",
  "georgian",
  "hungarian",
  "swedish",
  "scottish",
  "australian",
];
const CUISINE_CDF = zipfCdf(CUISINES.length, 1, 0.5);

/** Style tags in popularity order (diet tags are derived from the ingredients instead). */
const STYLE_TAGS: readonly string[] = [
  "easy",
  "healthy",
  "comfort food",
  "family-friendly",
  "weeknight",
  "budget",
  "meal-prep",
  "make-ahead",
  "kid-friendly",
  "summer",
  "winter",
  "one-pot",
  "freezer-friendly",
  "low-carb",
  "holiday",
  "party",
  "brunch",
  "autumn",
  "spring",
  "date night",
  "picnic",
  "bbq",
  "sheet-pan",
  "slow-cooker",
  "air-fryer",
  "potluck",
  "lunchbox",
  "5-ingredient",
  "christmas",
  "thanksgiving",
  "keto",
  "paleo",
  "low-fat",
  "nut-free",
  "high-fiber",
  "street food",
  "game day",
  "easter",
  "camping",
  "lunar new year",
  "ramadan",
  "diwali",
  "passover",
  "whole30",
  "instant pot",
];
const STYLE_CDF = zipfCdf(STYLE_TAGS.length, 1, 1);

const FIRST_NAMES: readonly string[] = [
  "Amara",
  "Ben",
  "Chiara",
  "Dev",
  "Elena",
  "Farid",
  "Grace",
  "Hiro",
  "Ines",
  "Jonah",
  "Kavya",
  "Liam",
  "Mei",
  "Nadia",
  "Oscar",
  "Priya",
  "Quinn",
  "Rosa",
  "Samir",
  "Tess",
  "Uma",
  "Viktor",
  "Wren",
  "Xavier",
  "Yara",
  "Zane",
  "Aiko",
  "Bruno",
  "Carmen",
  "Dmitri",
  "Esme",
  "Felix",
  "Gabriela",
  "Hamza",
  "Isla",
  "Jamal",
  "Kirsten",
  "Lucia",
  "Mateo",
  "Noor",
];
const LAST_NAMES: readonly string[] = [
  "Abara",
  "Bergström",
  "Castellano",
  "Dufresne",
  "Eriksen",
  "Fontaine",
  "Gallagher",
  "Haddad",
  "Ishikawa",
  "Jovanovic",
  "Kowalczyk",
  "Lindqvist",
  "Moreau",
  "Nakamura",
  "Okafor",
  "Petrov",
  "Quintero",
  "Rossetti",
  "Saldanha",
  "Tanaka",
  "Urquhart",
  "Valdés",
  "Whitlock",
  "Xu",
  "Yilmaz",
  "Zielinski",
  "Achterberg",
  "Brannigan",
  "Colquhoun",
  "Delacroix",
  "Esposito",
  "Fairweather",
  "Grünewald",
  "Halvorsen",
  "Iwu",
  "Jaramillo",
  "Kettering",
  "Llewellyn",
  "Mbeki",
  "Nørgaard",
];
/** 200 invented cooks: first name i % 40 with a last name that differs for each of the five rounds. */
const AUTHORS: readonly string[] = Array.from(
  { length: 200 },
  (_, i) => `${FIRST_NAMES[i % 40]} ${LAST_NAMES[(13 * (i % 40) + Math.floor(i / 40)) % 40]}`,
);
const AUTHOR_CDF = zipfCdf(AUTHORS.length, 0.8, 2);

const ADJECTIVE_LABELS: ReadonlySet<string> = new Set([
  "Smoky",
  "Spicy",
  "Spiced",
  "Herby",
  "Creamy",
  "Cheesy",
  "Fiery",
  "Peppery",
  "Curried",
  "Crispy",
  "Provençal",
]);

/** Words placed in front of a repeated title to tell it apart; never used in first-choice titles. */
const DISTINGUISHERS: readonly string[] = [
  "Classic",
  "Rustic",
  "Homestyle",
  "Sunday",
  "Everyday",
  "Family",
  "Weekend",
  "Country",
  "Midweek",
  "Cosy",
  "Farmhouse",
  "Bistro",
];

// ---------------------------------------------------------------------------
// Ingredient lists
// ---------------------------------------------------------------------------

/** Kinds a recipe should not have two of (two pastas, rice and couscous...). */
const SINGLE_KINDS: ReadonlySet<Kind> = new Set(["pasta", "grain", "fat"]);

/** Pairs a cook would not list together. */
const CONFLICTS: ReadonlyMap<string, string> = new Map([
  ["lemon", "lemon juice"],
  ["lemon juice", "lemon"],
  ["lime", "lime juice"],
  ["lime juice", "lime"],
  ["heavy cream", "heavy whipping cream"],
  ["heavy whipping cream", "heavy cream"],
  ["sumac", "ground sumac"],
  ["ground sumac", "sumac"],
]);

function drawIngredients(rng: Rng, mode: Mode, count: number): Ingredient[] {
  const { items, cdf } = POOLS[mode];
  const chosen: Ingredient[] = [];
  let proteins = 0;
  for (let attempt = 0; chosen.length < count && attempt < 400; attempt++) {
    const item = items[sampleCdf(cdf, rng())];
    if (chosen.includes(item)) continue;
    if (SINGLE_KINDS.has(item.kind) && chosen.some((c) => c.kind === item.kind)) continue;
    const conflict = CONFLICTS.get(item.name);
    if (conflict !== undefined && chosen.some((c) => c.name === conflict)) continue;
    const protein = item.kind === "meat" || item.kind === "fish";
    if (protein && proteins >= 2) continue;
    if (protein) proteins++;
    chosen.push(item);
  }
  for (const item of items) {
    if (chosen.length >= Math.min(4, count)) break;
    if (!chosen.includes(item)) chosen.push(item);
  }
  return chosen;
}

function formatLine(rng: Rng, item: Ingredient): string {
  const form = pick(rng, item.forms);
  return form.takesNote
    ? `${form.before}${item.name}${pick(rng, item.notes)}${form.after}`
    : `${form.before}${item.name}${form.after}`;
}

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

function list(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function the(items: readonly Ingredient[]): string {
  return `the ${list(items.map((i) => i.name))}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

// ---------------------------------------------------------------------------
// One recipe
// ---------------------------------------------------------------------------

interface Draft {
  rng: Rng;
  course: Course;
  mode: Mode;
  items: Ingredient[];
  dish: Dish;
  dishNoun: string;
  hero: Ingredient | null;
  cuisine: string | null;
  title: string;
}

/** Scratch marks for the ingredients of the recipe being drafted (drafting is synchronous). */
const PRESENT = new Uint8Array(INGREDIENTS.length);
const KIND_BIT: ReadonlyMap<Kind, number> = new Map(KIND_ORDER.map((k, i) => [k, 1 << i]));

function satisfied(dish: Dish, kinds: number): boolean {
  if (dish.requires === null) return true;
  for (const alternative of dish.requires) {
    let ok = true;
    for (const code of alternative) {
      if (code >= 0 ? PRESENT[code] === 0 : (kinds & (1 << (-1 - code))) === 0) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

function dishList(course: Course, mode: Mode): Dish[] {
  switch (course) {
    case "dinner":
    case "lunch":
      return DISHES.main;
    case "breakfast":
      return mode === "sweet" ? DISHES.breakfastSweet : DISHES.breakfastSavory;
    case "baking":
      return mode === "sweet" ? DISHES.bakingSweet : DISHES.bakingSavory;
    default:
      return DISHES[course];
  }
}

function chooseDish(rng: Rng, course: Course, mode: Mode, items: readonly Ingredient[]): Dish {
  const candidates: Dish[] = [];
  const weights: number[] = [];
  let kinds = 0;
  for (const item of items) {
    PRESENT[item.rank] = 1;
    kinds |= KIND_BIT.get(item.kind) ?? 0;
  }
  for (const dish of dishList(course, mode)) {
    if (!satisfied(dish, kinds)) continue;
    candidates.push(dish);
    weights.push(dish.requires ? 3 : 1);
  }
  for (const item of items) PRESENT[item.rank] = 0;
  if (course === "dinner" || course === "lunch") {
    for (const item of items) {
      const pasta = PASTA_DISHES.get(item.rank);
      if (!pasta) continue;
      candidates.push(pasta);
      weights.push(8);
    }
  }
  if (candidates.length === 0) return FALLBACK_DISH;
  return candidates[weighted(rng, weights)];
}

/** Whether the dish's name already says the ingredient ("Banana Bread" and bananas). */
function inDish(dish: Dish, item: Ingredient): boolean {
  return item.labelLower !== null && dish.nounLower.includes(item.labelLower);
}

function composeTitle(
  rng: Rng,
  items: readonly Ingredient[],
  dish: Dish,
  cuisine: string | null,
  hero: Ingredient | null,
): string {
  const dishNoun = dish.noun;
  const heroLabel = hero?.label ?? null;
  const flavors: string[] = [];
  const mains: string[] = [];
  for (const item of items) {
    const label = item.label;
    if (label === null || label === heroLabel || flavors.includes(label) || mains.includes(label) || inDish(dish, item)) continue;
    if (item.role === "F") flavors.push(label);
    else if (item.role === "M") mains.push(label);
  }
  const byAdjectiveFirst = (a: string, b: string) => Number(ADJECTIVE_LABELS.has(b)) - Number(ADJECTIVE_LABELS.has(a));
  const nouns = flavors.filter((f) => !ADJECTIVE_LABELS.has(f));
  const roll = rng();
  if (!heroLabel) {
    const words = flavors.slice(0, 2).sort(byAdjectiveFirst);
    return words.length > 0 ? `${words.join(" ")} ${dishNoun}` : `Garden ${dishNoun}`;
  }
  if (roll < 0.3 && flavors.length >= 2)
    return `${flavors.slice(0, 2).sort(byAdjectiveFirst).join(" ")} ${heroLabel} ${dishNoun}`;
  if (roll < 0.62 && flavors.length >= 1) return `${flavors[0]} ${heroLabel} ${dishNoun}`;
  if (roll < 0.75 && mains.length >= 1) return `${heroLabel} and ${mains[0]} ${dishNoun}`;
  if (roll < 0.88 && nouns.length >= 1) return `${heroLabel} ${dishNoun} with ${list(nouns.slice(0, 2))}`;
  if (roll < 0.95 && cuisine) return `${titleCase(cuisine)} ${heroLabel} ${dishNoun}`;
  if (flavors.length >= 1) return `${flavors[0]} ${heroLabel} ${dishNoun}`;
  return `${heroLabel} ${dishNoun}`;
}

function chooseMode(rng: Rng, course: Course): Mode {
  if (course === "drink") return "drink";
  if (course === "dessert") return "sweet";
  if (course === "baking") return rng() < 0.7 ? "sweet" : "savory";
  if (course === "breakfast") return rng() < 0.5 ? "sweet" : "savory";
  return "savory";
}

/** Everything that decides the title: course, ingredients, dish, hero, cuisine. */
function draft(seed: number, index: number): Draft {
  const rng = recipeRng(seed, index);
  const course = COURSES[weighted(rng, COURSE_WEIGHTS)];
  const mode = chooseMode(rng, course);
  const count =
    mode === "drink"
      ? intBetween(rng, 4, 7)
      : Math.max(4, Math.min(14, Math.round(9 + normal(rng) * (course === "snack" ? 1.8 : 2.3))));
  const items = drawIngredients(rng, mode, count);
  const dish = chooseDish(rng, course, mode, items);
  const dishNoun = dish.noun;
  const hero =
    items.find((i) => i.role === "M" && !inDish(dish, i)) ??
    items.find((i) => i.role === "m" && !inDish(dish, i)) ??
    (mode === "savory" ? null : (items.find((i) => i.role === "F" && !inDish(dish, i)) ?? null));
  const cuisine = dish.cuisine ?? (rng() < 0.85 ? pickZipf(rng, CUISINES, CUISINE_CDF) : null);
  const title = composeTitle(rng, items, dish, cuisine, hero);
  return { rng, course, mode, items, dish, dishNoun, hero, cuisine, title };
}

function chooseDifficulty(rng: Rng): Difficulty {
  const u = rng();
  return u < 0.45 ? "Easy" : u < 0.85 ? "Medium" : "Hard";
}

const COURSE_MINUTES: Readonly<Record<Course, number>> = {
  drink: 8,
  salad: 22,
  snack: 22,
  breakfast: 22,
  side: 35,
  lunch: 32,
  dinner: 45,
  soup: 50,
  dessert: 50,
  baking: 60,
};
const DIFFICULTY_FACTOR: Readonly<Record<Difficulty, number>> = { Easy: 0.75, Medium: 1.1, Hard: 1.7 };

function chooseCookTime(rng: Rng, course: Course, difficulty: Difficulty): number {
  const minutes = COURSE_MINUTES[course] * DIFFICULTY_FACTOR[difficulty] * Math.exp(normal(rng) * 0.45);
  const rounded = minutes < 20 ? Math.round(minutes) : Math.round(minutes / 5) * 5;
  return Math.max(5, Math.min(240, rounded));
}

const SERVINGS = [1, 2, 3, 4, 5, 6, 8, 10, 12];
const SERVING_WEIGHTS: Readonly<Record<string, readonly number[]>> = {
  default: [2, 12, 5, 40, 3, 22, 10, 2, 4],
  drink: [35, 40, 5, 15, 0, 5, 0, 0, 0],
  baking: [0, 1, 0, 4, 0, 10, 20, 15, 50],
  dessert: [1, 4, 1, 20, 1, 30, 25, 8, 10],
};

function chooseServings(rng: Rng, course: Course): number {
  const weights = SERVING_WEIGHTS[course] ?? SERVING_WEIGHTS.default;
  return SERVINGS[weighted(rng, weights)];
}

function chooseRating(rng: Rng): number {
  return Math.round((5 - 2 * Math.pow(rng(), 2.5)) * 10) / 10;
}

function chooseTags(rng: Rng, d: Draft, cookTime: number, difficulty: Difficulty): string[] {
  const tags: string[] = [d.course];
  const add = (tag: string) => {
    if (!tags.includes(tag)) tags.push(tag);
  };
  const target = 2 + weighted(rng, [20, 35, 25, 13, 7]);
  if (d.cuisine) add(d.cuisine);
  const vegetarian = d.items.every((i) => !i.meat);
  const vegan = d.items.every((i) => !i.animal);
  const glutenFree = d.items.every((i) => !i.gluten);
  const derived: Array<[boolean, string]> = [
    [vegan && rng() < 0.5, "vegan"],
    [vegetarian && rng() < 0.55, "vegetarian"],
    [glutenFree && rng() < 0.3, "gluten-free"],
    [cookTime <= 30 && rng() < 0.45, "quick"],
    [d.items.some((i) => i.kind === "meat" || i.kind === "fish" || i.kind === "legume") && rng() < 0.15, "high-protein"],
    [d.items.some((i) => i.label === "Spicy" || i.label === "Fiery" || i.label === "Chili") && rng() < 0.4, "spicy"],
  ];
  for (const [applies, tag] of derived) if (applies && tags.length < target) add(tag);
  for (let attempt = 0; tags.length < target && attempt < 20; attempt++) {
    const tag = pickZipf(rng, STYLE_TAGS, STYLE_CDF);
    if (tag === "easy" && difficulty === "Hard") continue;
    add(tag);
  }
  return tags;
}

// ---------------------------------------------------------------------------
// Description
// ---------------------------------------------------------------------------

const ADJECTIVES: Readonly<Record<Mode, readonly string[]>> = {
  savory: [
    "cosy",
    "bright",
    "hearty",
    "simple",
    "generous",
    "fresh",
    "comforting",
    "vibrant",
    "rich",
    "zesty",
    "warming",
    "light",
    "satisfying",
    "no-fuss",
  ],
  sweet: ["tender", "indulgent", "light", "buttery", "rich", "fruity", "golden", "crowd-pleasing", "delicate", "nostalgic"],
  drink: ["refreshing", "creamy", "bright", "cooling", "zingy", "silky"],
};

/** Popular ingredients of each kind, per mode: what a description suggests as a swap. */
const SWAPS: Readonly<Record<Mode, ReadonlyMap<Kind, readonly Ingredient[]>>> = {
  savory: swapsFor(POOLS.savory.items),
  sweet: swapsFor(POOLS.sweet.items),
  drink: swapsFor(POOLS.drink.items),
};

function swapsFor(items: readonly Ingredient[]): Map<Kind, Ingredient[]> {
  const byKind = new Map<Kind, Ingredient[]>();
  for (const item of items) {
    const list = byKind.get(item.kind) ?? [];
    if (list.length < 14) list.push(item);
    byKind.set(item.kind, list);
  }
  return byKind;
}

const PLAIN_KINDS: ReadonlySet<Kind> = new Set(["basic", "fat", "baking"]);

/** The ingredients worth naming in a description: the hero, then the characterful ones, staples last. */
function featured(d: Draft): Ingredient[] {
  const score = (i: Ingredient) =>
    i === d.hero
      ? 0
      : i.role === "M" || i.role === "F"
        ? 1
        : PLAIN_KINDS.has(i.kind) || i.group === "seasoning" || i.profile === "sugar"
          ? 3
          : 2;
  return [...d.items].sort((a, b) => score(a) - score(b));
}

function describe(rng: Rng, d: Draft, cookTime: number, servings: number, difficulty: Difficulty): string {
  const dish = d.dish.nounLower;
  const plural = /[^su]s$/.test(dish);
  const adj = pick(rng, ADJECTIVES[d.mode]);
  const [x, y, z] = featured(d).map((i) => i.name);
  // "a hearty traybake", but "golden pancakes"
  const some = (words: string) => (plural ? words : article(words));
  if (rng() < 0.08) return capitalize(`${some(`${adj} ${dish}`)} with ${x}, ready in ${cookTime} minutes.`);
  const openers = [
    `${capitalize(some(`${adj} ${dish}`))} with ${list([x, y, z].filter(Boolean))}.`,
    `${capitalize(x)} and ${y} bring plenty of flavour to ${plural ? "these" : "this"} ${adj} ${dish}.`,
    `${plural ? "These" : "This"} ${adj} ${dish} ${plural ? "pair" : "pairs"} ${x} with ${y}${z ? ` and a little ${z}` : ""}.`,
    `Our favourite way with ${x}: ${some(`${adj} ${dish}`)} that never ${plural ? "let" : "lets"} us down.`,
    `Everything you want from ${some(dish)}: ${x}, ${y} and plenty of ${z ?? "flavour"}.`,
  ];
  const sentences = [pick(rng, openers)];
  const extras: string[] = [];
  if (cookTime <= 25) extras.push(`It is on the table in about ${cookTime} minutes.`);
  else if (cookTime >= 90) extras.push(`Most of the ${cookTime} minutes are hands-off, so it suits a slow weekend.`);
  else extras.push(`Allow about ${cookTime} minutes from start to finish.`);
  if (difficulty === "Hard")
    extras.push(
      pick(rng, [
        "It takes a little care, but every step is worth it.",
        "Read the method through once before you start; the timing matters.",
      ]),
    );
  else if (difficulty === "Easy")
    extras.push(pick(rng, ["No special equipment or skills needed.", "A good one for beginner cooks."]));
  else extras.push("A few simple techniques make all the difference here.");
  const swapFrom = pick(rng, d.items);
  const alternatives = (SWAPS[d.mode].get(swapFrom.kind) ?? []).filter((i) => !d.items.includes(i));
  if (alternatives.length > 0 && swapFrom.kind !== "basic")
    extras.push(`Swap the ${swapFrom.name} for ${pick(rng, alternatives).name} if that is what you have.`);
  extras.push(
    d.mode === "savory"
      ? pick(rng, [
          "Leftovers keep well in the fridge for up to three days.",
          "It doubles easily for a crowd.",
          "Serve with crusty bread or a crisp green salad.",
        ])
      : d.mode === "sweet"
        ? pick(rng, [
            "Best served slightly warm.",
            "Keeps for four days in an airtight container.",
            "Lovely with a spoonful of cream.",
          ])
        : "Best made just before serving.",
  );
  extras.push(d.course === "baking" ? `Makes ${servings}.` : `Serves ${servings}.`);
  const wanted = intBetween(rng, 0, 3);
  for (let i = 0; i < wanted && extras.length > 0; i++) {
    const at = Math.floor(rng() * extras.length);
    sentences.push(extras.splice(at, 1)[0]);
  }
  let text = sentences.join(" ");
  while (text.length > 500 && sentences.length > 1) {
    sentences.pop();
    text = sentences.join(" ");
  }
  return text.length > 500 ? `${text.slice(0, 497).trimEnd()}...` : text;
}

// ---------------------------------------------------------------------------
// Instructions
// ---------------------------------------------------------------------------

const OVEN: readonly (readonly [number, number])[] = [
  [180, 350],
  [190, 375],
  [200, 400],
  [220, 425],
  [160, 325],
];

const FILLERS: Readonly<Record<Mode, readonly string[]>> = {
  savory: [
    "Taste once more and adjust the seasoning just before serving.",
    "Let it rest for 5 minutes so the flavours settle.",
    "Serve straight away while everything is hot.",
    "Leftovers keep in a covered container in the fridge for up to 3 days.",
  ],
  sweet: [
    "Serve at room temperature or slightly warm.",
    "Store leftovers in an airtight container for up to 4 days.",
    "Let it settle for 10 minutes before cutting or spooning out.",
    "Clean as you go: the bowls are much easier to wash while the batter is soft.",
  ],
  drink: [
    "Taste and adjust: a little more sweetness or a squeeze of citrus if needed.",
    "Serve straight away, while it is cold.",
    "Chill the glasses in the freezer for 10 minutes first if you have time.",
    "Garnish as you like and serve.",
  ],
};

/** A recipe's ingredients by the step that uses them; every key is always present (one object shape). */
type Groups = Record<GroupKey, Ingredient[] | undefined>;

function groupItems(items: readonly Ingredient[]): Groups {
  const groups: Groups = {
    seasoning: undefined,
    basic: undefined,
    protein: undefined,
    extract: undefined,
    fat: undefined,
    aro: undefined,
    veg: undefined,
    fruit: undefined,
    citrus: undefined,
    herb: undefined,
    spice: undefined,
    dairy: undefined,
    cheese: undefined,
    egg: undefined,
    legume: undefined,
    grain: undefined,
    pasta: undefined,
    bread: undefined,
    nut: undefined,
    sweet: undefined,
    baking: undefined,
    sauce: undefined,
    liquid: undefined,
  };
  for (const item of items) (groups[item.group] ??= []).push(item);
  return groups;
}

/** Measures of whole vegetables, which need chopping (not peas from a bag or tomatoes from a can). */
const CHOPPED_PROFILES: ReadonlySet<string> = new Set(["one", "many", "vegwt", "head", "stalk", "bunch", "squash", "ginger"]);

function savorySteps(rng: Rng, d: Draft, g: Groups): string[] {
  const steps: string[] = [];
  const oven = pick(rng, OVEN);
  const fat = g.fat?.[0] ?? g.dairy?.find((i) => i.name === "butter");
  const heat = fat ? `Heat the ${fat.name}` : "Heat a splash of oil";
  const pan =
    d.dishNoun === "Stir-Fry"
      ? "wok"
      : pick(rng, ["large frying pan", "deep skillet", "heavy-based pot", "large saucepan", "casserole dish"]);
  if (d.dish.oven) steps.push(`Preheat the oven to ${oven[0]}°C (${oven[1]}°F).`);
  const chop = [...(g.aro ?? []), ...(g.veg ?? [])].filter((i) => i.name !== "garlic" && CHOPPED_PROFILES.has(i.profile));
  if (chop.length > 0 || g.aro?.some((i) => i.name === "garlic")) {
    const parts: string[] = [];
    if (chop.length > 0) parts.push(`chop ${the(chop.slice(0, 4))}`);
    if (g.aro?.some((i) => i.name === "garlic")) parts.push("mince the garlic");
    steps.push(`${capitalize(list(parts))}${chop.length > 1 ? ", keeping each pile separate" : ""}.`);
  }
  if (g.nut) steps.push(`Toast ${the(g.nut)} in a dry pan over medium heat until golden, then set aside.`);
  if (g.pasta)
    steps.push(
      `Bring a large pot of salted water to the boil and cook ${the(g.pasta)} until al dente. Reserve a mug of the cooking water, then drain.`,
    );
  if (g.grain)
    steps.push(
      `Rinse ${the(g.grain)} and cook in plenty of simmering water for ${intBetween(rng, 12, 25)} minutes until tender. Drain and keep warm.`,
    );
  if (d.course === "salad") {
    const dressing = [
      ...(g.fat ?? []),
      ...(g.sauce ?? []),
      ...(g.citrus ?? []),
      ...(g.dairy ?? []),
      ...(g.sweet ?? []),
      ...(g.spice ?? []),
      ...(g.seasoning ?? []),
    ];
    if (dressing.length > 0) steps.push(`Whisk ${the(dressing)} together in a small bowl to make the dressing.`);
    if (g.protein)
      steps.push(
        `Season ${the(g.protein)} and cook in a hot griddle pan for ${intBetween(rng, 3, 6)} minutes per side. Rest, then slice.`,
      );
    if (g.egg) steps.push(`Lower ${the(g.egg)} into boiling water for 7 minutes, cool under cold water, then peel and halve.`);
    const bowl = [...(g.veg ?? []), ...(g.aro ?? []), ...(g.fruit ?? []), ...(g.legume ?? [])];
    if (bowl.length > 0) steps.push(`Arrange ${the(bowl)} in a large bowl${g.grain ? ` with the ${g.grain[0].name}` : ""}.`);
    steps.push(`Pour over the dressing and toss gently to coat.`);
    const top = [...(g.cheese ?? []), ...(g.herb ?? []), ...(g.nut ?? []), ...(g.bread ?? [])];
    steps.push(top.length > 0 ? `Top with ${the(top)} and serve.` : "Serve straight away.");
    return steps;
  }
  if (g.protein) {
    steps.push(`Pat ${the(g.protein)} dry and season well${g.seasoning ? ` with ${the(g.seasoning)}` : ""}.`);
    steps.push(
      `${heat} in a ${pan} over medium-high heat and brown ${the(g.protein)} for ${intBetween(rng, 3, 8)} minutes, turning once. Transfer to a plate.`,
    );
  }
  if (g.aro)
    steps.push(
      `${g.protein ? "Lower the heat, add" : `${heat} in a ${pan} over medium heat. Add`} ${the(g.aro)} and cook gently until soft and fragrant, ${intBetween(rng, 3, 6)} to ${intBetween(rng, 7, 10)} minutes.`,
    );
  if (g.spice) steps.push(`Stir in ${the(g.spice)} and cook for 1 minute until fragrant.`);
  if (g.baking) steps.push(`Sprinkle over ${the(g.baking)} and stir for a minute to cook out the raw taste.`);
  const vegetables = [...(g.veg ?? []), ...(g.fruit ?? [])];
  if (vegetables.length > 0)
    steps.push(`Add ${the(vegetables)} and cook for ${intBetween(rng, 4, 12)} minutes, stirring now and then.`);
  const liquids = [...(g.liquid ?? []), ...(g.sauce ?? []), ...(g.basic ?? [])];
  const sweet = g.sweet ? ` with ${the(g.sweet)}` : "";
  if (liquids.length > 0)
    steps.push(`Pour in ${the(liquids)}${sweet}, scrape up anything stuck to the pan and bring to a gentle simmer.`);
  else if (g.sweet) steps.push(`Stir in ${the(g.sweet)} and let it bubble for a minute.`);
  if (g.legume) steps.push(`Add ${the(g.legume)} and simmer for ${intBetween(rng, 8, 20)} minutes until the sauce thickens.`);
  if (g.protein)
    steps.push(`Return ${the(g.protein)} to the pan and simmer for ${intBetween(rng, 8, 25)} minutes until cooked through.`);
  if (d.course === "soup") steps.push("Blend about half of the soup until smooth, then stir it back in.");
  if (g.egg) steps.push(`Make a few hollows in the mixture, add ${the(g.egg)}, cover and cook until just set.`);
  const finishers = [...(g.dairy ?? []).filter((i) => i !== fat), ...(g.cheese ?? [])];
  if (d.dish.oven)
    steps.push(
      `Transfer to a baking dish${finishers.length > 0 ? `, scatter over ${the(finishers)}` : ""} and bake for ${intBetween(rng, 15, 40)} minutes until golden and bubbling.`,
    );
  else if (finishers.length > 0) steps.push(`Stir in ${the(finishers)} and heat through without boiling.`);
  if (g.pasta) steps.push(`Toss the drained ${g.pasta[0].name} through the sauce, loosening with a splash of the cooking water.`);
  if (g.seasoning) steps.push(`Taste and season with ${the(g.seasoning)}.`);
  if (g.citrus) steps.push(`Finish with ${the(g.citrus)}, squeezed over at the last moment.`);
  if (g.bread) steps.push(`Warm ${the(g.bread)} in a dry pan or a low oven.`);
  const serveWith = g.grain ? ` with the ${g.grain[0].name}` : g.bread ? ` with the ${g.bread[0].name}` : "";
  steps.push(g.herb ? `Scatter over ${the(g.herb)} and serve${serveWith}.` : `Serve hot${serveWith}.`);
  return steps;
}

function sweetSteps(rng: Rng, d: Draft, g: Groups): string[] {
  const steps: string[] = [];
  const oven = pick(rng, OVEN);
  if (d.dish.oven)
    steps.push(
      `Preheat the oven to ${oven[0]}°C (${oven[1]}°F) and line a ${pick(rng, ["20 cm (8 in) square tin", "900 g (2 lb) loaf tin", "large baking sheet", "12-hole muffin tin", "23 cm (9 in) round cake tin"])} with baking paper.`,
    );
  const dry = [...(g.baking ?? []), ...(g.spice ?? []), ...(g.seasoning ?? [])];
  if (dry.length > 1) steps.push(`Whisk ${the(dry)} together in a bowl.`);
  const dryPhrase = dry.length > 1 ? "the dry ingredients" : the(dry);
  const butter = (g.dairy ?? []).filter((i) => i.name === "butter");
  const fats = [...butter, ...(g.fat ?? [])];
  const sugars = (g.sweet ?? []).filter((i) => i.profile === "sugar" || i.profile === "syrup");
  if (butter.length > 0 && sugars.length > 0)
    steps.push(
      `In a large bowl, beat ${the([...fats, ...sugars])} until pale and fluffy, about ${intBetween(rng, 2, 4)} minutes.`,
    );
  else if (fats.length > 0)
    steps.push(
      `Melt ${the(fats)} gently${sugars.length > 0 ? `, then whisk in ${the(sugars)}` : ""} and leave to cool for a few minutes.`,
    );
  else if (sugars.length > 0) steps.push(`Put ${the(sugars)} in a large bowl.`);
  if (g.egg) steps.push(`Beat in ${the(g.egg)} a little at a time${g.extract ? `, then ${the(g.extract)}` : ""}.`);
  else if (g.extract) steps.push(`Stir in ${the(g.extract)}.`);
  const wet = [
    ...(g.dairy ?? []).filter((i) => i.name !== "butter"),
    ...(g.liquid ?? []),
    ...(g.cheese ?? []),
    ...(g.basic ?? []),
  ];
  if (dry.length > 0)
    steps.push(`Fold in ${dryPhrase}${wet.length > 0 ? ` alternately with ${the(wet)}` : ""} until just combined.`);
  else if (wet.length > 0) steps.push(`Gently stir in ${the(wet)} until smooth.`);
  const extras = [
    ...(g.fruit ?? []),
    ...(g.nut ?? []),
    ...(g.sweet ?? []).filter((i) => !sugars.includes(i) && !(g.extract ?? []).includes(i)),
    ...(g.citrus ?? []),
    ...(g.grain ?? []),
    ...(g.bread ?? []),
  ];
  if (extras.length > 0) steps.push(`Gently fold through ${the(extras.slice(0, 5))}.`);
  if (d.dish.oven) {
    steps.push(
      `Spoon into the tin, level the top and bake for ${intBetween(rng, 18, 55)} minutes until golden and a skewer inserted into the centre comes out clean.`,
    );
    steps.push(`Leave to cool in the tin for 10 minutes, then turn out onto a wire rack.`);
  } else if (d.dish.chilled) {
    steps.push(`Spoon into glasses or a dish, cover and chill for at least ${intBetween(rng, 2, 6)} hours until set.`);
  } else {
    steps.push(`Cook gently over low heat, stirring, for ${intBetween(rng, 5, 15)} minutes until thick and glossy.`);
  }
  if (g.herb) steps.push(`Decorate with ${the(g.herb)} just before serving.`);
  return steps;
}

function drinkSteps(rng: Rng, d: Draft, g: Groups): string[] {
  const ice = g.basic?.find((i) => i.name === "ice cubes");
  const rest = d.items.filter((i) => i !== ice);
  const steps = [
    `Add ${the(rest)} to a blender.`,
    `Blend on high for ${intBetween(rng, 30, 90)} seconds until completely smooth.`,
  ];
  const sweetener = g.sweet?.[0];
  if (sweetener) steps.push(`Taste and add a little more ${sweetener.name} if needed.`);
  steps.push(
    ice
      ? "Fill tall glasses with the ice cubes, pour over and serve straight away."
      : "Pour into chilled glasses and serve straight away.",
  );
  return steps;
}

function instructionsFor(rng: Rng, d: Draft): string[] {
  const groups = groupItems(d.items);
  const steps =
    d.mode === "drink"
      ? drinkSteps(rng, d, groups)
      : d.mode === "sweet"
        ? sweetSteps(rng, d, groups)
        : savorySteps(rng, d, groups);
  const fillers = FILLERS[d.mode];
  for (let i = 0; steps.length < 4; i++) steps.push(fillers[i % fillers.length]);
  if (steps.length > 12) steps.splice(10, steps.length - 12);
  return steps;
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/** A generated recipe with the canonical ingredient name behind each of its lines. */
export interface SyntheticRecipe {
  recipe: RecipeSeed;
  /** `ingredientNames[k]` is what `parseIngredientLine(recipe.ingredients[k]).name` reads back. */
  ingredientNames: string[];
}

export interface SyntheticOptions {
  /** Same seed, same recipes. Default 42. */
  seed?: number;
  /** Index of the first recipe; a run resumed at N continues exactly where a run of N left off. Default 0. */
  startIndex?: number;
}

function uniqueTitle(base: string, index: number, taken: Set<string>): string {
  let title = base;
  if (taken.has(title)) {
    title = `${base} No. ${index + 1}`;
    for (let k = 0; k < 3; k++) {
      const candidate = `${DISTINGUISHERS[(index + k * 5) % DISTINGUISHERS.length]} ${base}`;
      if (!taken.has(candidate)) {
        title = candidate;
        break;
      }
    }
  }
  taken.add(title);
  return title;
}

function build(d: Draft, title: string): SyntheticRecipe {
  const { rng } = d;
  const difficulty = chooseDifficulty(rng);
  const cookTime = chooseCookTime(rng, d.course, difficulty);
  const servings = chooseServings(rng, d.course);
  const sorted = [...d.items].sort((a, b) => a.order - b.order);
  const recipe: RecipeSeed = {
    title,
    description: describe(rng, d, cookTime, servings, difficulty),
    cookTime,
    servings,
    difficulty,
    ingredients: sorted.map((item) => formatLine(rng, item)),
    instructions: instructionsFor(rng, d),
    tags: chooseTags(rng, d, cookTime, difficulty),
    rating: chooseRating(rng),
    author: pickZipf(rng, AUTHORS, AUTHOR_CDF),
    isPremium: rng() < 0.1,
  };
  return { recipe, ingredientNames: sorted.map((item) => item.name) };
}

/** Like `generateSyntheticRecipes`, with the intended canonical ingredient name of each line. */
export function* generateSyntheticRecipesDetailed(count: number, options: SyntheticOptions = {}): Generator<SyntheticRecipe> {
  const seed = options.seed ?? 42;
  const start = Math.max(0, Math.floor(options.startIndex ?? 0));
  const taken = new Set<string>();
  // Titles depend on every earlier title; replay them (cheaply: drafts only) when resuming.
  for (let i = 0; i < start; i++) uniqueTitle(draft(seed, i).title, i, taken);
  for (let i = start; i < start + count; i++) {
    const d = draft(seed, i);
    yield build(d, uniqueTitle(d.title, i, taken));
  }
}

/** `count` plausible recipes, deterministic for `options.seed`, with titles unique across the run. */
export function* generateSyntheticRecipes(count: number, options: SyntheticOptions = {}): Generator<RecipeSeed> {
  for (const { recipe } of generateSyntheticRecipesDetailed(count, options)) yield recipe;
}

/** Expected share of recipes that use each ingredient, from the sampling weights (no sampling needed). */
function expectedShare(item: Ingredient): number {
  const modeShare: Record<Mode, number> = { savory: 0.769, sweet: 0.211, drink: 0.02 };
  const draws: Record<Mode, number> = { savory: 9, sweet: 9, drink: 5.5 };
  let share = 0;
  for (const mode of ["savory", "sweet", "drink"] as const) {
    const p = POOLS[mode];
    if (!p.items.includes(item)) continue;
    const perDraw = WEIGHTS[item.rank] / p.cdf[p.cdf.length - 1];
    share += modeShare[mode] * (1 - Math.pow(1 - perDraw, draws[mode]));
  }
  return share;
}

/** Every canonical ingredient name the generator uses, most common first. */
export const SYNTHETIC_INGREDIENTS: readonly string[] = Object.freeze(
  INGREDIENTS.map((item) => ({ name: item.name, share: expectedShare(item), rank: item.rank }))
    .sort((a, b) => b.share - a.share || a.rank - b.rank)
    .map((e) => e.name),
);
