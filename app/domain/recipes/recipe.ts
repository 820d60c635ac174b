/** Recipe rules shared by browser and server. No I/O here. */

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** What a cook writes for a recipe: what every new recipe row is made from (a seed, a scaled copy, an import). */
export interface RecipeText {
  title: string;
  description: string;
  /** Minutes, 1..1440. */
  cookTime: number;
  /** Whole servings, 1..100. */
  servings: number;
  difficulty: Difficulty;
  /** One ingredient per line, as a cook would write it: "2 cups basmati rice". */
  ingredients: string[];
  /** Steps in order, without numbers. */
  instructions: string[];
  tags: string[];
  author: string;
}

/** What a recipe is made from before it has an id: used by the demo seed, the synthetic generator and tests. */
export interface RecipeSeed extends RecipeText {
  /** 0..5, one decimal. */
  rating: number;
  isPremium: boolean;
  imageUrl?: string | null;
}

/** The fields a recipe card shows; list queries select exactly these. */
export interface RecipeSummary {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  cookTime: number;
  difficulty: Difficulty;
  tags: string[];
  /** The shown rating (app/domain/recipes/ratings.ts): users' ratings blended with the seeded one; 0 when none. */
  rating: number;
  /** How many ratings `rating` is made of, the seeded priors included. */
  ratingCount: number;
  isPremium: boolean;
}
