/**
 * Supermarket aisles for the shopping list, and the category table that puts a food in one. Pure.
 * A food is looked up by the longest ending of its name that the table knows ("grated parmesan
 * cheese" → "parmesan cheese" → dairy; "chicken stock" → "stock" → pantry); unknown foods go to other.
 */

export const AISLES = [
  "produce",
  "meat and fish",
  "dairy and eggs",
  "bakery",
  "pantry",
  "spices",
  "frozen",
  "drinks",
  "other",
] as const;
export type Aisle = (typeof AISLES)[number];

export const AISLE_LABELS: Record<Aisle, string> = {
  produce: "Produce",
  "meat and fish": "Meat and fish",
  "dairy and eggs": "Dairy and eggs",
  bakery: "Bakery",
  pantry: "Pantry",
  spices: "Spices",
  frozen: "Frozen",
  drinks: "Drinks",
  other: "Other",
};

export function isAisle(value: unknown): value is Aisle {
  return typeof value === "string" && (AISLES as readonly string[]).includes(value);
}

/** The category table: food names (singular or plural as cooks write them) by aisle. */
const CATEGORY_TABLE: Record<Exclude<Aisle, "other">, string> = {
  produce: `garlic|onion|onions|shallot|shallots|lemon|lemons|lime|limes|orange|oranges|carrot|carrots|tomato|tomatoes|
    cherry tomatoes|ginger|green onion|green onions|scallions|cucumber|cucumbers|parsley|cilantro|basil|basil leaves|mint|
    mint leaves|dill|thyme|thyme leaves|rosemary|sage|chives|celery|celery stalks|spinach|baby spinach|lettuce|kale|cabbage|
    bell pepper|bell peppers|red bell pepper|green bell pepper|chili|chilies|chilli|jalapeño|mushrooms|mushroom|potato|potatoes|
    sweet potatoes|zucchini|eggplant|eggplants|broccoli|broccoli florets|cauliflower|green beans|bean sprouts|avocado|avocados|
    apple|apples|banana|bananas|berries|mixed berries|strawberries|blueberries|mango|mangoes|pear|pears|lemongrass|galangal|
    kaffir lime leaves|leek|leeks|corn|ears of corn|peas|pumpkin|squash|beetroot|radish|radishes|arugula|rocket|fennel|herbs`,
  "meat and fish": `chicken|chicken thighs|chicken breasts|chicken breast|chicken wings|drumsticks|thighs|beef|ground beef|
    beef chuck|beef brisket|brisket|steak|flank steak|pork|ground pork|pork belly|pork shoulder|pork sausages|sausages|sausage|
    bacon|lamb|ground lamb|ham|chorizo|turkey|salmon|salmon fillets|fillets|cod|haddock|tuna|shrimp|prawns|fish|mussels|clams|
    smoked salmon|anchovies|spam|bones|neck bones|trotters`,
  "dairy and eggs": `egg|eggs|large eggs|large egg|butter|unsalted butter|milk|whole milk|cold milk|warm milk|buttermilk|cream|
    heavy cream|sour cream|cream cheese|yogurt|plain yogurt|greek yogurt|cheese|parmesan|parmesan cheese|cheddar cheese|
    mozzarella|mozzarella cheese|feta|feta cheese|gruyère cheese|mascarpone|mascarpone cheese|paneer|paneer cheese|
    cotija cheese|ricotta|ghee|crema|american cheese`,
  bakery: `bread|baguette|buns|burger buns|bagels|everything bagels|pitas|flatbreads|tortillas|corn tortillas|tostada shells|
    crusty bread|white bread|brioche|croissants|ladyfinger biscuits|filo pastry|breadcrumbs|panko breadcrumbs|dumpling wrappers`,
  pantry: `flour|all-purpose flour|bread flour|self-raising flour|sugar|brown sugar|white sugar|powdered sugar|
    olive oil|extra-virgin olive oil|vegetable oil|sesame oil|oil|soy sauce|fish sauce|oyster sauce|hot sauce|
    worcestershire sauce|sauce|vinegar|rice vinegar|red wine vinegar|sherry vinegar|malt vinegar|black vinegar|
    stock|broth|tomato paste|crushed tomatoes|chopped tomatoes|canned chopped tomatoes|canned whole tomatoes|
    honey|maple syrup|syrup|rice|basmati rice|jasmine rice|arborio rice|long-grain rice|short-grain rice|pasta|spaghetti|
    spaghetti pasta|noodles|macaroni|chickpeas|lentils|beans|black beans|refried beans|baked beans|coconut milk|cornstarch|
    baking soda|baking powder|yeast|instant yeast|vanilla extract|cocoa powder|chocolate|dark chocolate|oats|rolled oats|
    mayonnaise|ketchup|mustard|dijon mustard|tahini|miso|miso paste|white miso paste|gochujang|curry paste|
    green curry paste|mirin|sake|capers|olives|kalamata olives|nuts|almonds|peanuts|walnuts|sesame seeds|
    toasted sesame seeds|chia seeds|bulgur wheat|dates|pitted dates|raisins|nori|seaweed|tofu|kimchi|doubanjiang|
    water|starch|potato starch|peanut butter|jam|lard|pickles|chopped pickles`,
  spices: `salt|kosher salt|fine salt|sea salt|flaky sea salt|pepper|black pepper|white pepper|salt and black pepper|
    salt and pepper|cumin|ground cumin|cumin seeds|paprika|smoked paprika|turmeric|ground turmeric|cinnamon|
    ground cinnamon|cinnamon stick|nutmeg|ground nutmeg|oregano|dried oregano|bay leaf|bay leaves|chili powder|
    chili flakes|red pepper flakes|garam masala|coriander|ground coriander|coriander seeds|cardamom|ground cardamom|
    cardamom pods|cloves|whole cloves|star anise|allspice|ground allspice|ginger powder|ground ginger|garlic powder|
    mustard powder|saffron|curry powder|spice blend|sichuan peppercorns|peppercorns|masala|biryani masala`,
  frozen: `frozen peas|frozen spinach|frozen chopped spinach|frozen corn|frozen berries|ice cream|ice cubes|
    frozen peas and carrots|puff pastry`,
  drinks: `wine|red wine|white wine|dry white wine|dry red wine|beer|lager|cold lager|coffee|strong coffee|tea|juice|
    orange juice|sherry|dry sherry|rum|liqueur|sparkling water|soda`,
};

const AISLE_BY_NAME = new Map<string, Aisle>(
  (Object.entries(CATEGORY_TABLE) as [Aisle, string][]).flatMap(([aisle, names]) =>
    names
      .split("|")
      .map((n) => n.trim())
      .filter(Boolean)
      .map((name) => [name, aisle] as const),
  ),
);

/**
 * The aisle of a food by its normalised name: the longest ending of the name found in the table,
 * then a frozen or dried prefix's own rule; unknown → other.
 */
export function aisleOf(food: string): Aisle {
  const words = food.toLowerCase().trim().split(/\s+/u).filter(Boolean);
  if (words[0] === "frozen") return "frozen";
  for (let start = 0; start < words.length; start++) {
    const aisle = AISLE_BY_NAME.get(words.slice(start).join(" "));
    if (aisle) return aisle;
  }
  return "other";
}

/** Items grouped in aisle order; empty aisles are left out. */
export function groupByAisle<T extends { aisle: string }>(items: readonly T[]): { aisle: Aisle; items: T[] }[] {
  return AISLES.map((aisle) => ({
    aisle,
    items: items.filter((item) => (isAisle(item.aisle) ? item.aisle : "other") === aisle),
  })).filter((group) => group.items.length > 0);
}
