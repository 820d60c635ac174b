/**
 * Words a cook types for a family of ingredients ("Herbs", "Cheese", "Pasta") and the ingredients
 * that belong to it, for the ingredient finder only (browse search keeps its own rule). The finder
 * counts an entered family as used by a recipe when one of the recipe's ingredients names a member,
 * so "Herbs" finds the recipe with fresh basil even though no ingredient says "herbs".
 *
 * Reviewed by hand: members are whole words of an ingredient name ("sage" is not in "sausage",
 * "mint" is in "mint leaves"), and none that would pull in another ingredient by accident
 * ("oyster" would find oyster sauce, "red pepper" chili flakes, so they are left out).
 */
import { matchForm } from "./match-form";

/** Family (as the cook types it) → members. Quick picks that are families come first. */
export const FINDER_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  Herbs: [
    "basil",
    "parsley",
    "cilantro",
    "coriander leaves",
    "thyme",
    "rosemary",
    "dill",
    "mint",
    "spearmint",
    "oregano",
    "chives",
    "sage",
    "tarragon",
    "bay leaf",
    "bay leaves",
    "marjoram",
  ],
  Cheese: [
    "parmesan",
    "parmigiano",
    "pecorino",
    "mozzarella",
    "cheddar",
    "feta",
    "ricotta",
    "gruyère",
    "gruyere",
    "mascarpone",
    "halloumi",
    "paneer",
    "cotija",
    "kefalotyri",
    "gouda",
    "brie",
    "camembert",
    "manchego",
    "emmental",
    "gorgonzola",
  ],
  Pasta: [
    "spaghetti",
    "linguine",
    "fettuccine",
    "tagliatelle",
    "pappardelle",
    "penne",
    "rigatoni",
    "fusilli",
    "farfalle",
    "macaroni",
    "orzo",
    "lasagna",
    "lasagne",
    "ravioli",
    "tortellini",
    "gnocchi",
    "orecchiette",
    "conchiglie",
  ],
  Mushrooms: ["cremini", "shiitake", "porcini", "portobello", "chanterelle", "chanterelles", "enoki", "morel", "champignon"],
  Onions: ["shallot", "scallion", "spring onion", "green onion", "pearl onion"],
  "Bell Peppers": ["capsicum", "sweet pepper"],
  Spices: [
    "cumin",
    "coriander seeds",
    "ground coriander",
    "paprika",
    "turmeric",
    "cinnamon",
    "nutmeg",
    "cardamom",
    "whole cloves",
    "allspice",
    "star anise",
    "garam masala",
    "chili powder",
    "saffron",
    "ras el hanout",
    "berbere",
    "five spice",
  ],
  Nuts: ["almond", "walnut", "pecan", "cashew", "hazelnut", "pistachio", "pine nut", "peanut", "macadamia"],
  Berries: ["strawberry", "raspberry", "blueberry", "blackberry", "cranberry", "redcurrant", "blackcurrant"],
  Greens: ["spinach", "kale", "chard", "collard greens", "arugula", "rocket", "watercress", "bok choy", "lettuce"],
};

/** Families by the match form of their name ("herbs" and "Herb" both → "herb"), members in match form. */
const FAMILIES_BY_FORM: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(FINDER_FAMILIES).map(([family, members]) => [matchForm(family), members.map(matchForm)]),
);

/** The family an entered ingredient names, as its match form ("Herbs" → "herb"), or null. */
export function familyOf(entered: string): string | null {
  const form = matchForm(entered);
  return FAMILIES_BY_FORM.has(form) ? form : null;
}

/** The members of the family an entered ingredient names (empty when it names none). */
export function familyMembers(entered: string): readonly string[] {
  const family = familyOf(entered);
  return family ? (FAMILIES_BY_FORM.get(family) ?? []) : [];
}

/** True when `form` (a match form) contains `word` (a match form) as whole words. */
export function containsWords(form: string, word: string): boolean {
  return ` ${form} `.includes(` ${word} `);
}
