/**
 * The three plans: prices, limits and entitlements (spec section 6). This is the one place these
 * numbers live; the database's plans table is written from it at start-up.
 */

export const PLAN_IDS = ["free", "premium", "ultimate"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The most cooks one household holds, the owner included (issue 27; households are Ultimate's). */
export const HOUSEHOLD_MAX_MEMBERS = 6;

/** -1 means unlimited. */
export const UNLIMITED = -1;

export type Feature =
  | "recipeScaling"
  | "mealPlanning"
  | "aiRecipeGeneration"
  | "aiNutritionFacts"
  | "shoppingLists"
  | "aiVoiceCompanion"
  | "cookbookExports";

/** A row of the pricing page's comparison table: the limits, then each feature. */
export type ComparisonKey = "recipeAccess" | "savedRecipes" | "cookbooks" | Feature;

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  maxCookbooks: number;
  maxSavedRecipes: number;
  /** Recipes of the cook's own (written or imported) the plan keeps; absent: no limit (none of today's plans has one). */
  maxOwnRecipes?: number;
  features: string[];
  isPopular: boolean;
  trialDays: number;
  /** AI recipe generations per calendar month (fair use); 0 without the aiRecipeGeneration feature. */
  aiGenerationsPerMonth: number;
  comparisonFeatures: Record<ComparisonKey, boolean | string>;
  entitlements: Feature[];
  /** How much of meal planning the plan includes (see canPlanWeek). */
  mealPlanningLevel: MealPlanningLevel;
}

export const COMPARISON_LABELS: Record<ComparisonKey, string> = {
  recipeAccess: "Recipe access",
  savedRecipes: "Saved recipes",
  cookbooks: "Cookbooks",
  recipeScaling: "Recipe scaling",
  mealPlanning: "Meal planning",
  aiRecipeGeneration: "AI recipe generation",
  aiNutritionFacts: "AI nutrition facts",
  shoppingLists: "Shopping lists",
  aiVoiceCompanion: "AI voice companion",
  cookbookExports: "Cookbook exports (PDF)",
};

export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    priceCents: 0,
    maxCookbooks: 2,
    maxSavedRecipes: 20,
    isPopular: false,
    trialDays: 0,
    aiGenerationsPerMonth: 0,
    features: [
      "Access to all recipes",
      "Save up to 20 recipes",
      "Create up to 2 cookbooks",
      "Recipe scaling",
      "Basic meal planning",
    ],
    comparisonFeatures: {
      recipeAccess: "All recipes",
      savedRecipes: "Up to 20",
      cookbooks: "Up to 2",
      recipeScaling: true,
      mealPlanning: "Basic",
      aiRecipeGeneration: false,
      aiNutritionFacts: false,
      shoppingLists: false,
      aiVoiceCompanion: false,
      cookbookExports: false,
    },
    entitlements: ["recipeScaling", "mealPlanning"],
    mealPlanningLevel: "basic",
  },
  {
    id: "premium",
    name: "Premium",
    priceCents: 1299,
    maxCookbooks: 10,
    maxSavedRecipes: 200,
    isPopular: true,
    trialDays: 7,
    aiGenerationsPerMonth: 50,
    features: [
      "Everything in Free",
      "Save up to 200 recipes",
      "Create up to 10 cookbooks",
      "Full meal planning",
      "AI recipe generation",
      "AI nutrition facts",
      "Shopping lists",
    ],
    comparisonFeatures: {
      recipeAccess: "All recipes",
      savedRecipes: "Up to 200",
      cookbooks: "Up to 10",
      recipeScaling: true,
      mealPlanning: true,
      aiRecipeGeneration: true,
      aiNutritionFacts: true,
      shoppingLists: true,
      aiVoiceCompanion: false,
      cookbookExports: false,
    },
    entitlements: ["recipeScaling", "mealPlanning", "aiRecipeGeneration", "aiNutritionFacts", "shoppingLists"],
    mealPlanningLevel: "full",
  },
  {
    id: "ultimate",
    name: "Ultimate",
    priceCents: 2499,
    maxCookbooks: UNLIMITED,
    maxSavedRecipes: UNLIMITED,
    isPopular: false,
    trialDays: 7,
    aiGenerationsPerMonth: 200,
    features: [
      "Everything in Premium",
      "Unlimited saved recipes",
      "Unlimited cookbooks",
      "AI voice companion in cook mode",
      "Cookbook exports (PDF)",
    ],
    comparisonFeatures: {
      recipeAccess: "All recipes",
      savedRecipes: "Unlimited",
      cookbooks: "Unlimited",
      recipeScaling: true,
      mealPlanning: true,
      aiRecipeGeneration: true,
      aiNutritionFacts: true,
      shoppingLists: true,
      aiVoiceCompanion: true,
      cookbookExports: true,
    },
    entitlements: [
      "recipeScaling",
      "mealPlanning",
      "aiRecipeGeneration",
      "aiNutritionFacts",
      "shoppingLists",
      "aiVoiceCompanion",
      "cookbookExports",
    ],
    mealPlanningLevel: "full",
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function hasFeature(planId: PlanId, feature: Feature): boolean {
  return getPlan(planId).entitlements.includes(feature);
}

export type LimitKind = "cookbooks" | "savedRecipes";

export function limitFor(planId: PlanId, kind: LimitKind): number {
  const plan = getPlan(planId);
  return kind === "cookbooks" ? plan.maxCookbooks : plan.maxSavedRecipes;
}

/** True when a user on this plan who already has `current` items may add one more. */
export function isWithinLimit(planId: PlanId, kind: LimitKind, current: number): boolean {
  const max = limitFor(planId, kind);
  return max === UNLIMITED || current < max;
}

/** "$12.99", "$0". */
export function formatPrice(priceCents: number): string {
  if (priceCents % 100 === 0) return `$${priceCents / 100}`;
  return `$${(priceCents / 100).toFixed(2)}`;
}

export type PaidPlanId = Exclude<PlanId, "free">;

/** True for a plan someone pays for (the crowned badge, checkout, the provider's prices). */
export function isPaidPlan(planId: PlanId): planId is PaidPlanId {
  return getPlan(planId).priceCents > 0;
}

/** The plans above this one, cheapest first (the profile's "Upgrade to …" buttons). */
export function higherPlans(planId: PlanId): Plan[] {
  return PLANS.slice(PLAN_IDS.indexOf(planId) + 1);
}

/** True while a higher plan than this one exists (the sidebar's upgrade prompt). */
export function canUpgrade(planId: PlanId): boolean {
  return higherPlans(planId).length > 0;
}

export type MealPlanningLevel = "basic" | "full";

/** Weeks a basic meal plan reaches, counted from the user's current week: this one and the next. */
export const BASIC_MEAL_PLAN_WEEKS = [0, 1] as const;

/** Basic (free: this week and next, no copying) or full (any week, copy a week). */
export function mealPlanningLevel(planId: PlanId): MealPlanningLevel {
  return getPlan(planId).mealPlanningLevel;
}

/** True when a user on this plan may see and change the week `weekOffset` weeks from the current one. */
export function canPlanWeek(planId: PlanId, weekOffset: number): boolean {
  if (!hasFeature(planId, "mealPlanning")) return false;
  return mealPlanningLevel(planId) === "full" || (BASIC_MEAL_PLAN_WEEKS as readonly number[]).includes(weekOffset);
}

/** How many AI recipes a user on this plan may generate per calendar month (0: none). */
export function aiGenerationAllowance(planId: PlanId): number {
  return hasFeature(planId, "aiRecipeGeneration") ? getPlan(planId).aiGenerationsPerMonth : 0;
}

/**
 * The plan an operator's grant gives at `at`: the granted plan until its end (an admin may grant one
 * until a date), Free after it. A grant without an end lasts.
 */
export function grantInForce(granted: PlanId, endsAt: Date | null | undefined, at: Date): PlanId {
  return endsAt && endsAt.getTime() <= at.getTime() ? "free" : granted;
}
