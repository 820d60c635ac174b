/** Cookbook and ingredient-list forms (spec section 5). */
import { z } from "zod";
import {
  COOKBOOK_COLOR_VALUES,
  COOKBOOK_DESCRIPTION_MAX,
  COOKBOOK_NAME_MAX,
  COOKBOOK_NAME_MIN,
  DEFAULT_COOKBOOK_COLOR,
} from "../kitchen/cookbook";
import { normalizeSelection } from "../ingredients/ingredient-match";
import { COOKBOOK_MESSAGES } from "../messages/cookbook";
import { LIST_MESSAGES } from "../messages/list";
import { RecipeIdSchema } from "./recipe-id";

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
    .string({ error: "List name is required" })
    .trim()
    .min(1, "List name is required")
    .max(LIST_NAME_MAX, `List name must be less than ${LIST_NAME_MAX} characters`),
});

export const ListItemSchema = z.object({
  ingredient: z
    .string({ error: "Ingredient is required" })
    .trim()
    .min(1, "Ingredient is required")
    .max(LIST_ITEM_MAX, `Ingredient must be less than ${LIST_ITEM_MAX} characters`)
    .transform((s) => s.replace(/\s+/g, " ")),
});

/*
 * What each cookbook and list action reads besides the form fields above. Ids that are not the
 * caller's (or not ids at all) are answered "not found" by the services, so here they only need
 * to be present.
 */
const cookbookId = z.string({ error: COOKBOOK_MESSAGES.notFound }).trim().min(1, COOKBOOK_MESSAGES.notFound);
const listId = z.string({ error: LIST_MESSAGES.notFound }).trim().min(1, LIST_MESSAGES.notFound);

export const CookbookIdSchema = z.object({ cookbookId });
/** The household switch on a cookbook (issue 27). */
export const CookbookSharedSchema = z.object({
  cookbookId,
  shared: z.enum(["true", "false"], { error: COOKBOOK_MESSAGES.sharedFailed }),
});
export const CookbookUpdateSchema = CookbookEditSchema.extend({ cookbookId });
export type CookbookUpdate = z.infer<typeof CookbookUpdateSchema>;

/** The most recipes one Add to Cookbook files (the finder's "all results" stop there too). */
export const COOKBOOK_ADD_MAX = 500;

/** Add to Cookbook sends one `recipeId` field per recipe. */
export const CookbookAddRecipesSchema = z.object({
  cookbookId,
  recipeId: z.array(RecipeIdSchema).min(1, COOKBOOK_MESSAGES.addFailed).max(COOKBOOK_ADD_MAX, COOKBOOK_MESSAGES.addFailed),
});

/** The finder's Add to Cookbook sends the searched-for ingredients (`i`, as its address does): every result, across pages. */
export const CookbookAddFoundSchema = z.object({
  cookbookId,
  i: z.array(z.string().trim().min(1).max(100)).min(1, COOKBOOK_MESSAGES.addFailed).max(50, COOKBOOK_MESSAGES.addFailed),
});
export const CookbookRemoveRecipeSchema = z.object({ cookbookId, recipeId: RecipeIdSchema });

/** A new list, with the finder's selection as its first ingredients when it sends one (`ingredient` repeated). */
export const NewListSchema = ListNameSchema.extend({
  ingredient: z
    .array(z.string())
    .max(200)
    .default([])
    .transform((items) => normalizeSelection(items).filter((i) => ListItemSchema.safeParse({ ingredient: i }).success)),
});
export type NewList = z.infer<typeof NewListSchema>;
export const ListIdSchema = z.object({ listId });
/** The Pantry toggle: the state asked for, not a flip, so a repeated post changes nothing more. */
export const ListPantrySchema = z.object({ listId, pantry: z.enum(["true", "false"], { error: LIST_MESSAGES.pantryFailed }) });
/** The switch on a list in a household: move it to the household (true) or back to personal (false). */
export const ListSharedSchema = z.object({ listId, shared: z.enum(["true", "false"], { error: LIST_MESSAGES.sharedFailed }) });
export const ListItemAddSchema = ListItemSchema.extend({ listId });
export const ListItemRemoveSchema = z.object({ listId, itemId: z.string().trim().min(1, LIST_MESSAGES.removeFailed) });
