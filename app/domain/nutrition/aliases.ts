/**
 * The reviewed alias table: common kitchen names → one food of the USDA National Nutrient
 * Database for Standard Reference, Release 24 (SR24), by its NDB number.
 *
 * Keys are ingredient names as app/domain/ingredients/ingredient-parser.ts gives them (lowercase, trimmed).
 * Before looking a name up, `aliasCandidates` also tries it without leading descriptors
 * ("fresh", "large", "grated", …) and in the singular, so "2 large eggs" finds "egg" and
 * "hot chicken stock" finds "chicken stock". Exact keys win over shortened ones.
 *
 * Review rules: raw/plain forms first; canned goods as sold (solids and liquids); for
 * "A or B" the first option; spice blends without an SR entry (garam masala, ras el hanout,
 * berbere) count as curry powder, and close stand-ins are named in a comment. What SR24 does
 * not have, or what cannot be weighed honestly, goes in NOT_COUNTED with the reason.
 *
 * scripts/build-nutrition-data.ts copies exactly the foods named here into sr24-foods.ts.
 */

export interface FoodAlias {
  /** SR24 NDB number, five digits with the leading zero. */
  ndb: string;
  /** Household measure (name prefix in SR24) for a line that only counts ("2 lemons"). */
  each?: string;
  /** When one counted item has no SR measure but a standard size: "1 bottle wine" = 750 ml. */
  eachAs?: { amount: number; unit: string };
}

const a = (ndb: string, extra: Omit<FoodAlias, "ndb"> = {}): FoodAlias => ({ ndb, ...extra });

// Foods used by several keys.
const BUTTER = a("01001");
const UNSALTED_BUTTER = a("01145");
const GHEE = a("01003"); // Butter oil, anhydrous
const MILK = a("01077");
const YOGURT = a("01116");
const SOUR_CREAM = a("01056");
const CHEDDAR = a("01009");
const PARMESAN = a("01032");
const FETA = a("01019");
const COTIJA = a("01165"); // Cheese, mexican, queso anejo: the aged Mexican cheese SR24 has
const EGG = a("01123", { each: "large" });
const ONION = a("11282", { each: "medium" });
const GARLIC = a("11215", { each: "clove" });
const GINGER = a("11216");
const TOMATO = a("11529", { each: "medium" });
const CANNED_TOMATOES = a("11531");
const POTATO = a("11354", { each: "medium" });
const FLOUR = a("20081");
const LONG_GRAIN_RICE = a("20444");
const MEDIUM_GRAIN_RICE = a("20050");
const COOKED_RICE = a("20045");
const SUGAR = a("19335");
const BROWN_SUGAR = a("19334");
const OLIVE_OIL = a("04053");
const VEGETABLE_OIL = a("04044"); // Oil, soybean: what "vegetable oil" is sold as in the US
const SESAME_OIL = a("04058");
const SALT = a("02047");
const BLACK_PEPPER = a("02030");
const CAYENNE = a("02031"); // Spices, pepper, red or cayenne
const CHILI_POWDER = a("02009");
const CUMIN = a("02014");
const CORIANDER = a("02013");
const CINNAMON = a("02010");
const NUTMEG = a("02025");
const PAPRIKA = a("02028");
const CURRY_POWDER = a("02015");
const TURMERIC = a("02043");
const CARDAMOM = a("02006");
const BASIL = a("02044");
const CILANTRO = a("11165");
const PARSLEY = a("11297");
const DILL = a("02045");
const MINT = a("02065"); // Spearmint, fresh
const THYME = a("02049");
const CHIVES = a("11156");
const WATER = a("14411");
const CHICKEN_STOCK = a("06172");
const BEEF_STOCK = a("06170");
const VEGETABLE_STOCK = a("06615"); // the one vegetable broth in SR24
const SOY_SAUCE = a("16123");
const FISH_SAUCE = a("06179");
const VINEGAR = a("02053"); // distilled: for rice, black and malt vinegar
const RED_WINE_VINEGAR = a("02068");
const RED_WINE = a("14096");
const WHITE_WINE = a("14106");
const TABLE_WINE = a("14084");
const SPIRITS = a("14037"); // distilled, 80 proof: rum, kirsch
const MOZZARELLA = a("01026");
const SPINACH = a("11457");
const MUSHROOMS = a("11260");
const HOT_CHILI = a("11819", { each: "pepper" });
const GREEN_CHILI = a("11670", { each: "pepper" });
const CHICKEN_THIGH_SKIN = a("05091");
const CHICKEN_THIGH = a("05096");
const CHICKEN_LEG = a("05075");
const GROUND_BEEF = a("23572"); // 80% lean
const GROUND_PORK = a("10219");
const BACON = a("10123");
const LENTILS = a("16069");
const CORNSTARCH = a("20027");
const BREADCRUMBS = a("18079");
const WHITE_BREAD = a("18069");
const FRENCH_BREAD = a("18029");
const CORN_TORTILLA = a("18363");
const RICE_NOODLES = a("20133");
const EGG_NOODLES = a("20109");
const SPAGHETTI = a("20120");
const SPIRIT_FREE_MIXER = a("42040"); // Syrups, grenadine

export const FOOD_ALIASES: Readonly<Record<string, FoodAlias>> = {
  // Dairy and eggs
  butter: BUTTER,
  "unsalted butter": UNSALTED_BUTTER,
  ghee: GHEE,
  "ghee or butter": GHEE,
  "niter kibbeh or butter": GHEE, // spiced clarified butter
  milk: MILK,
  "milk or oat milk": MILK,
  buttermilk: a("01088"),
  "heavy cream": a("01053"),
  yogurt: YOGURT,
  "plain yogurt": YOGURT,
  "sour cream": SOUR_CREAM,
  "sour cream or mexican crema": SOUR_CREAM,
  "sweetened condensed milk": a("01095"),
  "cream cheese": a("01017"),
  "cheddar cheese": CHEDDAR,
  "sharp cheddar cheese": CHEDDAR,
  "american cheese": a("01042", { each: "slice" }),
  "mozzarella cheese": MOZZARELLA,
  "parmesan cheese": PARMESAN,
  "parmesan or gruyère cheese": PARMESAN,
  "kefalotyri or parmesan cheese": PARMESAN,
  "gruyère cheese": a("01023"),
  "feta cheese": FETA,
  "block of feta cheese": FETA,
  "cotija cheese": COTIJA,
  "cotija or feta cheese": COTIJA,
  egg: EGG,

  // Vegetables and fruit
  onion: ONION,
  "yellow onion": ONION,
  "red onion": ONION,
  "pearl onion": a("11282", { each: "pearl" }), // SR24 has no pearl-onion size: not weighed
  shallot: a("11677"),
  "green onion": a("11291", { each: "medium" }),
  garlic: GARLIC,
  "clove garlic": GARLIC,
  "head of garlic": a("11215", { each: "head" }), // SR24 weighs cloves only
  ginger: GINGER,
  "galangal or ginger": GINGER,
  tomato: TOMATO,
  "cherry tomato": a("11529"),
  "canned chopped tomatoes": CANNED_TOMATOES,
  "canned whole tomatoes": CANNED_TOMATOES,
  "chopped tomatoes": CANNED_TOMATOES,
  "crushed tomatoes": a("11693"),
  "tomato paste": a("11887"),
  carrot: a("11124", { each: "medium" }),
  "celery stalk": a("11143", { each: "stalk, medium" }),
  potato: POTATO,
  "baby potato": a("11355"),
  "floury potato": a("11353"),
  "waxy potato": a("11355"),
  "sweet potato": a("11507"),
  "butternut squash": a("11485"),
  zucchini: a("11477", { each: "medium" }),
  eggplant: a("11209", { each: "eggplant, unpeeled" }),
  cucumber: a("11205"),
  "bell pepper": a("11821", { each: "medium" }),
  "red bell pepper": a("11821", { each: "medium" }),
  "green bell pepper": a("11333", { each: "medium" }),
  "green chili": GREEN_CHILI,
  // SR's one "pepper" weighs 45 g: right for a fresh chili, far too much for a 2 g bird's eye or a
  // dried chili, which are not weighed by count.
  "dried red chili": a("11819", { each: "dried" }),
  "thai bird chili": a("11819", { each: "bird" }),
  "thai bird chilies": a("11819", { each: "bird" }),
  "scotch bonnet pepper": HOT_CHILI,
  "head broccoli": a("11090", { each: "bunch" }),
  // "1 large head broccoli": the parser reads "head" as the unit.
  broccoli: a("11090", { each: "bunch" }),
  "broccoli floret": a("11090"),
  "broccoli florets": a("11090"),
  spinach: SPINACH,
  "baby spinach": SPINACH,
  "frozen chopped spinach": a("11463"),
  "collard greens": a("11161"),
  "green beans": a("11052"),
  "frozen peas": a("11312"),
  "frozen peas and carrots": a("11322"),
  "ears of corn": a("11167", { each: "ear, medium" }),
  "bean sprouts": a("11043"),
  lettuce: a("11251"),
  "lettuce leaves": a("11251", { each: "leaf outer" }),
  "shredded lettuce": a("11252"),
  mushrooms: MUSHROOMS,
  "mixed mushrooms": MUSHROOMS,
  "cremini mushrooms": a("11266"),
  "shiitake mushrooms": a("11238"),
  "dried porcini mushrooms": a("11268"), // dried shiitake: the dried mushroom SR24 has
  turnip: a("11564", { each: "medium" }),
  avocado: a("09037", { each: "avocado" }),
  lemon: a("09150", { each: "fruit" }),
  lime: a("09159", { each: "fruit" }),
  "lime juice": a("09160"),
  "lemon juice": a("09152"),
  orange: a("09200", { each: "fruit" }),
  mango: a("09176", { each: "fruit" }),
  mangoes: a("09176", { each: "fruit" }),
  "mango chunks or mango pulp": a("09176"),
  "tart apple": a("09003"),
  "mixed berries": a("09050"), // blueberries
  "sour cherries in juice": a("09064"),
  raisins: a("09298"),
  "pitted dates": a("09087"),
  "green olives": a("09195"),
  "kalamata olives": a("09193"),
  capers: a("02054"),
  pickles: a("11937"),
  lemongrass: a("11972"),
  nori: a("11446"), // laver

  // Herbs and spices
  basil: BASIL,
  "basil leaves": BASIL,
  "thai basil": BASIL,
  "thai basil leaves": BASIL,
  "thai or holy basil leaves": BASIL,
  cilantro: CILANTRO,
  "cilantro leaves": CILANTRO,
  "cilantro or parsley": CILANTRO,
  parsley: PARSLEY,
  "flat-leaf parsley": PARSLEY,
  dill: DILL,
  "dill or parsley": DILL,
  mint: MINT,
  "mint leaves": MINT,
  "bunch mint": a("02065", { each: "bunch" }),
  "bunch fresh spearmint": a("02065", { each: "bunch" }),
  spearmint: a("02065", { each: "bunch" }),
  thyme: THYME,
  "thyme leaves": THYME,
  chives: CHIVES,
  "chinese chives": CHIVES,
  "bay leaf": a("02004"),
  "bay leaves": a("02004"),
  salt: SALT,
  "kosher salt": SALT,
  "black pepper": BLACK_PEPPER,
  "white pepper": a("02032"),
  "red pepper flakes": CAYENNE,
  "chili flakes": CAYENNE,
  "chili powder": CHILI_POWDER,
  "ground cumin": CUMIN,
  "cumin seeds": CUMIN,
  "ground coriander": CORIANDER,
  "coriander seeds": CORIANDER,
  cinnamon: CINNAMON,
  "ground cinnamon": CINNAMON,
  "cinnamon stick": CINNAMON,
  nutmeg: NUTMEG,
  "ground nutmeg": NUTMEG,
  paprika: PAPRIKA,
  "smoked paprika": PAPRIKA,
  "smoked hot paprika": PAPRIKA,
  "ground turmeric": TURMERIC,
  "ground ginger": a("02021"),
  "ground allspice": a("02001"),
  "ground cardamom": CARDAMOM,
  "green cardamom pods": CARDAMOM,
  cloves: a("02011"),
  "star anise": a("02002"),
  saffron: a("02037"),
  "saffron soaked in 3 tbsp warm milk": a("02037"),
  "dried oregano": a("02027"),
  "garlic powder": a("02020"),
  "mustard powder": a("02024"),
  "garam masala": CURRY_POWDER,
  "biryani masala": CURRY_POWDER,
  "ras el hanout": CURRY_POWDER,
  "berbere spice blend": CURRY_POWDER,
  "vanilla extract": a("02050"),

  // Grains, breads, pasta
  flour: FLOUR,
  "all-purpose flour": FLOUR,
  "bread flour": a("20083"),
  "self-raising flour": a("20082"),
  "basmati rice": LONG_GRAIN_RICE,
  "jasmine rice": LONG_GRAIN_RICE,
  "long-grain rice": LONG_GRAIN_RICE,
  rice: LONG_GRAIN_RICE,
  "arborio rice": MEDIUM_GRAIN_RICE,
  "bomba or paella rice": MEDIUM_GRAIN_RICE,
  "short-grain rice": a("20052"),
  "glutinous rice": a("20054"),
  "cooked rice": COOKED_RICE,
  "cooked jasmine rice": COOKED_RICE,
  "steamed rice": COOKED_RICE,
  couscous: a("20028"),
  "bulgur wheat": a("20012"),
  "rolled oats": a("08120"),
  cornstarch: CORNSTARCH,
  "cornstarch mixed with 2 tbsp water": CORNSTARCH,
  "potato starch or cornstarch": CORNSTARCH,
  breadcrumbs: BREADCRUMBS,
  "panko breadcrumbs": BREADCRUMBS,
  "breadcrumbs soaked in ⅓ cup milk": WHITE_BREAD,
  bread: WHITE_BREAD,
  "white bread": WHITE_BREAD,
  "crusty bread": FRENCH_BREAD,
  baguette: FRENCH_BREAD,
  "everything bagel": a("18001", { each: "medium bagel" }),
  "burger bun": a("18350", { each: "roll" }),
  "flatbreads or pitas": a("18041", { each: "pita, large" }),
  "corn tortilla": CORN_TORTILLA,
  "tostada shell": a("18360", { each: "medium" }),
  "filo pastry": a("18338"),
  "elbow macaroni pasta": a("20099"),
  "spaghetti pasta": SPAGHETTI,
  vermicelli: SPAGHETTI,
  "pappardelle pasta": EGG_NOODLES,
  "wide egg noodles": EGG_NOODLES,
  "rice vermicelli": RICE_NOODLES,
  "rice vermicelli noodles": RICE_NOODLES,
  "flat rice noodles": RICE_NOODLES,
  "baking powder": a("18369"),
  "baking soda": a("18372"),
  "instant yeast": a("18375"),

  // Meat and fish
  "chicken thighs": CHICKEN_THIGH,
  "boneless chicken thighs": CHICKEN_THIGH,
  "bone-in chicken thighs": CHICKEN_THIGH_SKIN,
  "bone-in, skin-on chicken thighs": CHICKEN_THIGH_SKIN,
  "bone-in chicken drumsticks and thighs": CHICKEN_LEG,
  "bone-in chicken thighs and drumsticks": CHICKEN_LEG,
  "chicken legs and thighs": CHICKEN_LEG,
  "boneless chicken breasts": a("05062"),
  "chicken wings": a("05100"),
  chicken: a("05006"),
  "ground beef": GROUND_BEEF,
  "ground beef or lamb": GROUND_BEEF,
  "ground lamb or ground beef": a("17224"),
  "beef brisket": a("13021"),
  "beef chuck": a("13049"),
  "beef sirloin": a("13929"),
  "flank steak": a("13065"),
  "ground pork": GROUND_PORK,
  "boneless pork shoulder": a("10070"),
  "pork belly": a("10005"),
  "boneless pork loin chops": a("10062", { each: "chop" }),
  "pork sausage": a("07063", { each: "serving" }), // one SR serving is one 48 g sausage,
  bacon: BACON,
  "bacon or spam": BACON,
  "thick-cut bacon": BACON,
  "rashers back bacon": a("10130", { each: "slice" }),
  "black pudding": a("07005", { each: "slice" }),
  "cured chorizo": a("07019"),
  "salmon fillet": a("15236", { eachAs: { amount: 0.5, unit: "fillet" } }), // SR's "fillet" is a whole side
  "smoked salmon": a("15077"),
  "cod or haddock fillets": a("15015"),
  shrimp: a("15149"),
  "cooked shrimp": a("15151"),

  // Legumes, nuts, seeds, tofu
  "black beans": a("16018"),
  "kidney beans": a("16034"),
  chickpeas: a("16058"),
  "baked beans": a("16006"),
  "refried beans": a("16103"),
  "brown lentils": LENTILS,
  "brown or green lentils": LENTILS,
  "red lentils": a("16144"),
  "soft or silken tofu": a("16127"),
  "white miso paste": a("16112"),
  "peanut butter": a("16098"),
  "roasted peanuts": a("16390"),
  tahini: a("12698"),
  "chia seeds": a("12006"),
  "toasted sesame seeds": a("12023"),

  // Oils, sauces, sweeteners
  "olive oil": OLIVE_OIL,
  "extra-virgin olive oil": OLIVE_OIL,
  "olive oil or niter kibbeh": OLIVE_OIL,
  "vegetable oil": VEGETABLE_OIL,
  "lard or vegetable oil": a("04002"),
  "sesame oil": SESAME_OIL,
  mayonnaise: a("04025"),
  ketchup: a("11935"),
  "dijon mustard": a("02046"),
  mustard: a("02046"),
  "whole-grain mustard": a("02046"),
  "soy sauce": SOY_SAUCE,
  "fish sauce": FISH_SAUCE,
  "fish sauce or soy sauce": FISH_SAUCE,
  "oyster sauce": a("06176"),
  "hoisin sauce": a("06175"),
  "worcestershire sauce": a("06971"),
  "apple cider vinegar": a("02048"),
  "red wine vinegar": RED_WINE_VINEGAR,
  "sherry vinegar": RED_WINE_VINEGAR,
  "rice vinegar": VINEGAR,
  "black vinegar": VINEGAR,
  "malt vinegar": VINEGAR,
  sugar: SUGAR,
  "white sugar": SUGAR,
  "rock sugar or brown sugar": SUGAR,
  "brown sugar": BROWN_SUGAR,
  "dark brown sugar": BROWN_SUGAR,
  "light brown sugar": BROWN_SUGAR,
  "powdered sugar": a("19336"),
  honey: a("19296"),
  "maple syrup": a("19353"),
  "unsweetened cocoa powder": a("19165"),
  "dark chocolate": a("19902"),
  "coconut milk": a("12118"),
  "simple syrup or grenadine mix": SPIRIT_FREE_MIXER,

  // Liquids and drinks
  water: WATER,
  "dashi or water": WATER,
  "chicken stock": CHICKEN_STOCK,
  "chicken or vegetable stock": CHICKEN_STOCK,
  "beef stock": BEEF_STOCK,
  "vegetable stock": VEGETABLE_STOCK,
  "red wine": RED_WINE,
  "dry red wine": RED_WINE,
  "bottle dry red wine": a("14096", { eachAs: { amount: 750, unit: "ml" } }),
  "dry white wine": WHITE_WINE,
  "honey wine or dry white wine": WHITE_WINE,
  "dry sherry": TABLE_WINE,
  "shaoxing wine": TABLE_WINE,
  sake: a("43479"),
  "dark rum": SPIRITS,
  kirsch: SPIRITS,
  "coffee liqueur or dark rum": a("14534"),
  lager: a("14003"),
  "strong coffee": a("14209"),
  "pineapple and orange juice": a("09452"),
};

/**
 * Names the facts deliberately leave out, with the reason shown to nobody but reviewers:
 * the line is listed on the label as not counted. Keys are matched like FOOD_ALIASES keys.
 */
export const NOT_COUNTED: Readonly<Record<string, string>> = {
  "3-inch piece of ginger": "vague amount",
  "4-inch piece of ginger": "vague amount",
  "a few basil leaves": "vague amount",
  "a few dashes of angostura bitters": "vague amount",
  "a few ice cubes": "ice",
  "a few sprigs of thyme": "vague amount",
  "about 30 ladyfinger biscuits": "not in SR24",
  "about 40 round dumpling wrappers": "vague amount",
  "beef marrow and knuckle bones": "bones for the broth, not eaten",
  "pork neck bones or trotters": "bones for the broth, not eaten",
  "cilantro and parsley": "a mix of two foods",
  "mint and cilantro": "a mix of two foods",
  "each of mint": "a mix of two foods",
  "chili oil": "no SR24 entry",
  "chipotle peppers in adobo": "no SR24 entry",
  "chinese gunpowder green tea": "tea leaves, not eaten",
  "coarsely ground dark roast coffee": "coffee grounds, not eaten",
  "chopped onion and cilantro": "a mix of two foods",
  doubanjiang: "no SR24 entry",
  "fermented black beans": "no SR24 entry",
  gochujang: "no SR24 entry",
  "green curry paste": "no SR24 entry",
  "ginger-garlic paste": "no SR24 entry",
  "ground sichuan peppercorns": "no SR24 entry",
  "kaffir lime leaves": "no SR24 entry",
  kimchi: "no SR24 entry",
  "liquid smoke": "no SR24 entry",
  "mascarpone cheese": "no SR24 entry",
  "paneer cheese": "no SR24 entry",
  mirin: "no SR24 entry",
  "nuoc cham dipping sauce": "no SR24 entry",
  "preserved lemon": "no SR24 entry",
  "rice paper wrappers": "no SR24 entry",
  "portions fresh ramen noodles": "no SR24 entry",
  "roasted seaweed snacks": "no SR24 entry",
  "tartare sauce": "no SR24 entry",
  "hot sauce": "no SR24 entry",
  injera: "no SR24 entry",
  "injera or rice": "no SR24 entry",
  "pickled turnips or cucumbers": "no SR24 entry",
  "plain yogurt or a simple salad": "a serving suggestion",
  "maple syrup and berries": "a serving suggestion",
  "lettuce and tomato slices": "a serving suggestion",
  "sesame seeds and sliced green onion": "a garnish",
  "salt and black pepper": "seasoning to taste",
  "flaky salt to finish": "seasoning to taste",
  "flaky sea salt": "seasoning to taste",
  "generous pinch of saffron": "vague amount",
  ice: "ice",
  "ice cubes": "ice",
  "olive oil for brushing": "only what sticks is eaten",
  "vegetable oil for deep frying": "only what is absorbed is eaten",
  "vegetable oil for shallow frying": "only what is absorbed is eaten",
};
