/**
 * The week's shopping list as a shopper reads it: real weeks (lines as cooks type them, scaled by
 * the servings planned) and the lines the list must show. Each case names the rule it checks.
 * A week line is "<ingredient line>" or "<ingredient line> ×<factor>"; each is its own recipe.
 */
import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../ingredients/ingredient-parser";
import { mergeShoppingLines, scaleInput, type ShoppingInput } from "./shopping-merge";
import { densityOf } from "../ingredients/units";

function weekInputs(week: readonly string[]): ShoppingInput[] {
  return week.map((entry, i) => {
    const [, text = entry, factor = "1"] = /^(.*?)(?: ×(\d+(?:\.\d+)?))?$/u.exec(entry) ?? [];
    const parsed = parseIngredientLine(text);
    const input: ShoppingInput = {
      food: parsed.name || null,
      quantity: parsed.quantity,
      unit: parsed.unit,
      text,
      sources: [`Recipe ${i + 1}`],
      recipeIds: [i + 1],
    };
    return scaleInput(input, Number(factor));
  });
}

const list = (week: readonly string[]) => mergeShoppingLines(weekInputs(week), densityOf).map((l) => l.text);

/** [rule, the week's lines, the list]. */
const WEEKS: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  // Whole items: countable things round up to whole ones.
  ["lemons round up", ["1 1/4 lemons ×3"], ["4 lemons"]],
  ["eggs round up, about when over 10 %", ["3 large eggs ×0.75"], ["about 3 large eggs"]],
  ["eggs add up across recipes", ["2 large eggs", "1 large egg ×2"], ["4 large eggs"]],
  ["eggs with and without a size", ["2 eggs", "3 large eggs"], ["5 eggs"]],
  ["one onion reads singular", ["1 onion, diced"], ["1 onion"]],
  ["half an onion is one onion, about", ["½ onion, finely chopped"], ["about 1 onion"]],
  ["onions by size merge", ["1 large onion", "2 onions, sliced"], ["3 onions"]],
  ["limes and juice stay apart", ["2 limes", "¼ cup fresh lime juice"], ["2 limes", "1/4 cup lime juice"]],
  ["avocados", ["1 avocado ×1.5", "2 avocados"], ["about 4 avocados"]],
  ["tomatoes plural", ["2 ripe tomatoes ×1.5"], ["3 tomatoes"]],
  ["potatoes", ["4 large potatoes ×0.5"], ["2 large potatoes"]],
  ["carrots", ["2 carrots, peeled and diced", "1 carrot, grated"], ["3 carrots"]],
  ["cucumbers", ["1 small cucumber ×2", "½ cucumber"], ["about 3 cucumbers"]],
  ["bell peppers", ["1 red bell pepper", "1 red bell pepper, sliced ×1.5"], ["about 3 red bell peppers"]],
  ["bay leaves", ["2 bay leaves", "1 bay leaf"], ["3 bay leaves"]],
  ["mangoes", ["2 ripe mangoes ×1.25"], ["about 3 mangoes"]],
  ["green onions and scallions", ["3 green onions, sliced", "2 scallions"], ["5 green onions"]],
  ["spring onions", ["4 spring onions ×1.5"], ["6 green onions"]],
  ["zucchini", ["1 small zucchini ×2", "2 zucchini"], ["4 zucchini"]],
  ["chicken thighs by count", ["6 bone-in chicken thighs ×1.5"], ["9 bone-in chicken thighs"]],
  ["salmon fillets", ["4 salmon fillets ×0.5", "2 skin-on salmon fillets"], ["2 salmon fillets", "2 skin-on salmon fillets"]],
  ["shallots", ["1 shallot, minced", "2 shallots ×1.5"], ["4 shallots"]],
  ["limes", ["1 lime, juiced ×2.5"], ["about 3 limes"]],
  ["oranges", ["2 oranges ×0.5"], ["1 orange"]],
  ["tortillas", ["8 small corn tortillas ×1.5"], ["12 small corn tortillas"]],
  ["burger buns", ["4 soft burger buns ×1.5"], ["6 soft burger buns"]],

  // Packages: the line names one.
  ["a can of coconut milk", ["1 can coconut milk ×1.5"], ["about 2 cans coconut milk"]],
  ["one can", ["1 (400 g) can chickpeas"], ["1 can chickpeas"]],
  ["cans add up", ["1 can black beans", "1 can black beans ×2"], ["3 cans black beans"]],
  [
    "canned tomatoes by can and by weight",
    ["3/4 can chopped tomatoes", "600 g canned chopped tomatoes"],
    ["about 3 cans chopped tomatoes"],
  ],
  ["canned tomatoes by weight only", ["400 g canned chopped tomatoes ×3"], ["3 cans chopped tomatoes"]],
  ["tinned tomatoes", ["400 g tinned chopped tomatoes", "1 can chopped tomatoes"], ["2 cans chopped tomatoes"]],
  ["canned tomatoes by cup", ["1 cup canned chopped tomatoes", "1 can chopped tomatoes"], ["about 2 cans chopped tomatoes"]],
  ["crushed tomatoes stay a product", ["1 can crushed tomatoes ×1.5"], ["about 2 cans crushed tomatoes"]],
  [
    "fresh tomatoes stay apart from canned",
    ["2 tomatoes, chopped", "1 can chopped tomatoes"],
    ["2 tomatoes", "1 can chopped tomatoes"],
  ],
  ["a jar", ["1 jar sour cherries in juice ×0.5"], ["about 1 jar sour cherries in juice"]],
  ["packages", ["1 package firm tofu", "1 packet firm tofu ×0.5"], ["about 2 packages firm tofu"]],
  ["bunches", ["1 bunch flat-leaf parsley", "1/2 bunch parsley"], ["about 2 bunches parsley"]],
  ["cloves of garlic", ["3 cloves garlic, minced ×3"], ["9 cloves garlic"]],
  ["garlic cloves add up across recipes", ["3 cloves garlic", "2 garlic cloves, crushed ×1.5"], ["6 cloves garlic"]],
  ["a small clove", ["1 7/8 cloves garlic"], ["2 cloves garlic"]],
  ["sprigs", ["2 sprigs fresh thyme", "3 sprigs thyme"], ["5 sprigs thyme"]],
  ["slices of bread", ["2 slices bread ×1.5"], ["3 slices bread"]],
  ["stalks", ["1 stalk lemongrass ×1.5"], ["about 2 stalks lemongrass"]],
  ["sticks of cinnamon", ["1 cinnamon stick", "1 cinnamon stick"], ["2 sticks cinnamon"]],
  ["handfuls", ["1 handful basil leaves", "1 handful fresh basil leaves"], ["2 handfuls basil"]],
  ["a pinch of saffron", ["1 pinch saffron ×1.5"], ["about 2 pinches saffron"]],
  ["sheets of nori", ["4 sheets nori ×0.75"], ["3 sheets nori"]],

  // Metric weights: up to 5, 25, 50 or 100 g steps.
  ["ricotta", ["250 g ricotta ×0.75"], ["200 g ricotta"]],
  ["small weights in 5 g", ["12 g dried porcini mushrooms"], ["about 15 g dried porcini mushrooms"]],
  ["weights add up in grams", ["200 g flour", "150 g flour"], ["350 g flour"]],
  ["kilograms", ["1 kg rice", "500 g rice"], ["1.5 kg rice"]],
  ["over a kilo in 100 g", ["800 g tomatoes", "400 g tomatoes"], ["1.2 kg tomatoes"]],
  ["mascarpone", ["500 g mascarpone cheese ×0.75"], ["400 g mascarpone cheese"]],
  ["mozzarella about", ["125 g fresh mozzarella cheese ×1.1"], ["150 g mozzarella cheese"]],
  ["bread flour", ["500 g bread flour ×1.5"], ["750 g bread flour"]],
  ["metric and US weights read metric", ["200 g feta cheese", "4 oz feta cheese"], ["about 350 g feta cheese"]],

  // US weights: half ounces, ounces, quarter pounds.
  ["chicken thighs in pounds", ["1 1/2 lb boneless chicken thighs ×3"], ["4 1/2 lb boneless chicken thighs"]],
  ["pounds round up to quarters", ["1 lb ground beef ×1.1"], ["about 1 1/4 lb ground beef"]],
  ["ounces add into pounds", ["8 oz cream cheese", "12 oz cream cheese"], ["1 1/4 lb cream cheese"]],
  ["ounces under a pound", ["6 oz smoked salmon ×1.5"], ["9 oz smoked salmon"]],
  ["small ounces in halves", ["1.2 oz dark chocolate"], ["about 1 1/2 oz dark chocolate"]],
  ["ounce and pound of beef", ["1 lb ground beef", "8 oz ground beef"], ["1 1/2 lb ground beef"]],
  ["spaghetti pounds", ["1 lb spaghetti pasta ×1.5"], ["1 1/2 lb spaghetti pasta"]],

  // Volumes: spoons, cups of a measuring set, ml.
  ["a cup is singular", ["1 cup grated parmesan cheese"], ["1 cup parmesan cheese"]],
  ["cups are plural", ["1 cup milk", "1 cup whole milk"], ["1 cup milk", "1 cup whole milk"]],
  ["two cups", ["1 cup milk", "1 cup cold milk"], ["2 cups milk"]],
  ["0.7 cup is 3/4 cup", ["0.7 cup sugar"], ["3/4 cup sugar"]],
  ["tablespoons into cups", ["3 1/2 tbsp olive oil ×3"], ["2/3 cup olive oil"]],
  ["tablespoons stay under a quarter cup", ["1 tbsp soy sauce", "2 tbsp soy sauce"], ["3 tbsp soy sauce"]],
  ["teaspoons in quarters", ["1 tsp ground cumin ×0.4"], ["about 1/2 tsp ground cumin"]],
  ["teaspoons into a tablespoon", ["2 tsp garam masala ×1.5"], ["1 tbsp garam masala"]],
  ["teaspoons and tablespoons", ["1 tbsp honey", "1 tsp honey"], ["about 1 1/2 tbsp honey"]],
  ["six tablespoons of oil", ["2 tbsp vegetable oil ×3"], ["about 1/2 cup vegetable oil"]],
  ["cups round up to a third", ["1/4 cup sugar ×1.25"], ["1/3 cup sugar"]],
  ["over 4 cups in halves", ["1 1/2 cups basmati rice ×3"], ["4 1/2 cups basmati rice"]],
  ["stock in cups", ["2 cups chicken stock", "1 1/2 cups chicken stock"], ["3 1/2 cups chicken stock"]],
  ["stock by the litre", ["750 ml stock", "500 ml stock"], ["1.3 l stock"]],
  ["ml with cups read ml", ["1 cup milk", "200 ml milk"], ["450 ml milk"]],
  ["small ml", ["30 ml lukewarm water"], ["30 ml water"]],
  ["heavy cream", ["1/2 cup heavy cream", "1/3 cup heavy cream"], ["about 1 cup heavy cream"]],

  // Volume and weight of one food merge where the density is known.
  ["flour by cup and weight", ["100 g flour", "1 cup flour"], ["225 g flour"]],
  ["butter by tbsp and grams", ["2 tbsp butter", "100 g butter"], ["about 150 g butter"]],

  // One line per food: preparations and spellings.
  ["grated fresh ginger and grated ginger", ["1 tbsp grated fresh ginger ×1.5", "1 tsp grated ginger"], ["2 tbsp ginger"]],
  ["parsley spellings", ["2 tbsp chopped parsley", "2 tbsp finely chopped flat-leaf parsley"], ["1/4 cup parsley"]],
  ["cilantro spellings", ["fresh cilantro, chopped, to serve", "1 handful cilantro leaves"], ["1 handful cilantro"]],
  ["olive oil spellings", ["2 tbsp olive oil", "2 tbsp extra-virgin olive oil"], ["1/4 cup olive oil"]],
  ["plain flour is all-purpose flour", ["100 g plain flour", "100 g all-purpose flour"], ["200 g all-purpose flour"]],
  ["yoghurt and yogurt", ["1/2 cup plain yoghurt", "1/4 cup plain yogurt"], ["3/4 cup plain yogurt"]],
  ["courgettes are zucchini", ["2 courgettes", "1 zucchini"], ["3 zucchini"]],
  ["temperature words", ["1 cup cold milk", "1/2 cup warm milk"], ["1 1/2 cups milk"]],
  ["boiling water is water", ["1 cup boiling water", "1/2 cup water"], ["1 1/2 cups water"]],
  ["softened and melted butter", ["2 tbsp melted butter", "1 tbsp softened butter"], ["3 tbsp butter"]],
  ["unsalted butter stays its own", ["2 tbsp butter", "2 tbsp unsalted butter"], ["2 tbsp butter", "2 tbsp unsalted butter"]],
  ["alternatives keep the first choice", ["1 cup chicken or vegetable stock", "1 cup chicken stock"], ["2 cups chicken stock"]],
  ["alternative with a shared head", ["1 cup brown or green lentils"], ["1 cup brown lentils"]],
  ["a hot stock is a choice of stocks", ["2 1/2 cups hot chicken or vegetable stock ×1.5"], ["3 3/4 cups chicken stock"]],
  ["alternative of a meat", ["1 lb ground beef or lamb", "1 lb ground beef"], ["2 lb ground beef"]],
  ["incompatible amounts of a food stay on one line", ["1 lb potatoes", "3 potatoes"], ["1 lb potatoes + 3 potatoes"]],
  ["crushed garlic and garlic", ["2 cloves crushed garlic", "2 cloves garlic"], ["4 cloves garlic"]],

  // Salt and pepper: no amount, one line each, split when written together.
  ["salt to taste and salt", ["salt to taste", "1 tsp salt", "salt"], ["salt"]],
  ["salt and pepper become two foods", ["salt and pepper", "salt to taste"], ["salt", "black pepper"]],
  [
    "salt and freshly ground black pepper",
    ["salt and freshly ground black pepper", "1/2 tsp black pepper"],
    ["salt", "black pepper"],
  ],
  ["pepper spellings", ["1/2 tsp ground black pepper", "freshly ground black pepper", "pepper to taste"], ["black pepper"]],
  ["fine sea salt is salt", ["1 tsp fine sea salt", "1/2 tsp fine salt"], ["salt"]],
  ["kosher salt stays its own", ["1 tbsp kosher salt", "salt"], ["kosher salt", "salt"]],
  ["flaky salt", ["flaky sea salt", "flaky salt to finish"], ["flaky sea salt"]],
  ["white pepper stays its own", ["1/2 tsp white pepper", "salt and pepper"], ["white pepper", "salt", "black pepper"]],
  ["a pinch of salt", ["1 pinch salt", "salt to taste"], ["salt"]],

  // Lines without an amount.
  ["a bare food joins its amount", ["fresh basil", "1 handful fresh basil leaves"], ["1 handful basil"]],
  ["a bare food alone", ["crusty bread, to serve"], ["crusty bread"]],
  ["x and y without an amount is two foods", ["chopped onion and cilantro", "1 onion"], ["1 onion", "cilantro"]],
];

describe("the week's shopping list, as a shopper reads it", () => {
  it("has at least 80 weeks", () => {
    expect(WEEKS.length).toBeGreaterThanOrEqual(80);
  });

  it.each(WEEKS)("%s", (_rule, week, expected) => {
    expect(list(week)).toEqual(expected);
  });
});
