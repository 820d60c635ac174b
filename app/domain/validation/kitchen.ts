/** Cookbook and ingredient-list forms (spec section 5). */
import { z } from "zod";
import {
  COOKBOOK_COLOR_VALUES,
  COOKBOOK_DESCRIPTION_MAX,
  COOKBOOK_NAME_MAX,
  COOKBOOK_NAME_MIN,
  DEFAULT_COOKBOOK_COLOR,
} from "../cookbook";

const description = z.string().trim().max(COOKBOOK_DESCRIPTION_MAX, "Description must be less than 200 characters").default("");

export const CookbookSchema = z.object({
  name: z
    .string({ error: "Cookbook name is required" })
    .trim()
    .min(1, "Cookbook name is required")
    .min(COOKBOOK_NAME_MIN, "Cookbook name must be at least 2 characters")
    .max(COOKBOOK_NAME_MAX, "Cookbook name must be less than 50 characters"),
  description,
  color: z.enum(COOKBOOK_COLOR_VALUES, { error: "Please select a color theme" }).default(DEFAULT_COOKBOOK_COLOR),
});
export type CookbookInput = z.infer<typeof CookbookSchema>;

/** The manage page's edit form only requires a name (spec section 5); length limits still hold. */
export const CookbookEditSchema = z.object({
  name: z
    .string({ error: "Cookbook name is required" })
    .trim()
    .min(1, "Cookbook name is required")
    .max(COOKBOOK_NAME_MAX, "Cookbook name must be less than 50 characters"),
  description,
  color: z.enum(COOKBOOK_COLOR_VALUES, { error: "Please select a color theme" }),
});

export const LIST_NAME_MAX = 60;
export const LIST_ITEM_MAX = 80;

/** Blank names are ignored (the create button stays disabled); the server refuses them too. */
export const ListNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "List name is required")
    .max(LIST_NAME_MAX, `List name must be less than ${LIST_NAME_MAX} characters`),
});

export const ListItemSchema = z.object({
  ingredient: z
    .string()
    .trim()
    .min(1, "Ingredient is required")
    .max(LIST_ITEM_MAX, `Ingredient must be less than ${LIST_ITEM_MAX} characters`)
    .transform((s) => s.replace(/\s+/g, " ")),
});
