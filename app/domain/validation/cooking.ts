/** The cooking log's forms: "I made this" / finishing cook mode, and the rating that follows. */
import { z } from "zod";
import { RECIPE_NOTE_MAX } from "../cooking/recipe-note";
import { COOK_MESSAGES, NOTE_MESSAGES } from "../messages/cooking";
import { RATING_MAX, RATING_MIN } from "../recipes/ratings";
import { RecipeIdSchema } from "./recipe-id";

export const LogCookSchema = z.object({ recipeId: RecipeIdSchema });

/** "yes" / "no" from the turned-out-well radios; absent = skipped. */
const YesNo = z
  .enum(["yes", "no"])
  .optional()
  .transform((v) => (v === undefined ? null : v === "yes"));

export const RateCookSchema = z.object({
  recipeId: RecipeIdSchema,
  /** The cook this answer is about (the one just logged); absent when only the rating changes. */
  cookId: z.uuid(COOK_MESSAGES.cookNotFound).optional(),
  rating: z.coerce
    .number({ error: COOK_MESSAGES.ratingRange })
    .int(COOK_MESSAGES.ratingRange)
    .min(RATING_MIN, COOK_MESSAGES.ratingRange)
    .max(RATING_MAX, COOK_MESSAGES.ratingRange)
    .optional(),
  turnedOutWell: YesNo,
});

export type RateCookInput = z.output<typeof RateCookSchema>;

/** A private note on a recipe: up to RECIPE_NOTE_MAX characters; empty (or only spaces) removes it. */
export const RecipeNoteSchema = z.object({
  recipeId: RecipeIdSchema,
  note: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n/g, "\n").trim())
    .refine((v) => v.length <= RECIPE_NOTE_MAX, NOTE_MESSAGES.tooLong),
});

export type RecipeNoteInput = z.output<typeof RecipeNoteSchema>;
