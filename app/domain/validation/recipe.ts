/**
 * The recipe form (spec section 5): one schema for the browser form and the server action.
 *
 * The form sends ingredients and instructions as text, one per line (a line starting with "#" is a
 * section heading, app/domain/recipes/recipe-sections.ts), and tags as one comma-separated text; the
 * schema trims them, drops empty entries and hands the service arrays (`recipeInputOf` puts the
 * headings beside the lines).
 * Every field is a plain object key (no object-level refinement), so another form can `.extend()`
 * or `.omit()` it (the import form adds a photo upload).
 */
import { z } from "zod";
import { isStoredPhotoPath } from "../recipes/photos";
import { isSourceUrl, SOURCE_URL_MAX } from "../recipes/source";
import { DIFFICULTIES, type Difficulty } from "../recipes/recipe";
import { RECIPE_VISIBILITIES, recipeVisibility } from "../recipes/recipe-visibility";
import { RECIPE_MESSAGES } from "../messages/recipe";
import { readSectionedText, sectionedText, type RecipeSection } from "../recipes/recipe-sections";

export const RECIPE_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 500,
  cookTimeMax: 1440,
  servingsMax: 100,
  ingredientsMin: 2,
  ingredientsMax: 50,
  ingredientMin: 3,
  /** Not in the spec: a bound so one line cannot hold a whole page. */
  ingredientMax: 300,
  instructionsMin: 2,
  instructionsMax: 30,
  instructionMin: 5,
  /** Not in the spec: a bound so one step cannot hold a whole book. */
  instructionMax: 2000,
  tagsMax: 10,
  tagMin: 2,
  tagMax: 20,
  authorMin: 2,
  authorMax: 50,
  imageUrlMax: 2000,
} as const;

const L = RECIPE_LIMITS;

export const RECIPE_FORM_MESSAGES = {
  titleRequired: "Title is required",
  titleMin: `Title must be at least ${L.titleMin} characters`,
  titleMax: `Title must be at most ${L.titleMax} characters`,
  descriptionRequired: "Description is required",
  descriptionMin: `Description must be at least ${L.descriptionMin} characters`,
  descriptionMax: `Description must be at most ${L.descriptionMax} characters`,
  imageUrlRequired: "Image URL is required",
  imageUrlInvalid: "Please enter a valid image URL (http or https, ending in .jpg, .jpeg, .png, .gif or .webp)",
  cookTimeRequired: "Cook time is required",
  cookTimeInteger: "Cook time must be a whole number of minutes",
  cookTimePositive: "Cook time must be at least 1 minute",
  cookTimeMax: "Cook time cannot exceed 24 hours (1440 minutes)",
  servingsRequired: "Servings is required",
  servingsInteger: "Servings must be a whole number",
  servingsPositive: "Servings must be at least 1",
  servingsMax: `Servings cannot exceed ${L.servingsMax}`,
  difficulty: "Please select a difficulty",
  ingredientsMin: `Please add at least ${L.ingredientsMin} ingredients (one per line)`,
  ingredientsMax: `Please add no more than ${L.ingredientsMax} ingredients`,
  ingredientShort: `Each ingredient must be at least ${L.ingredientMin} characters`,
  ingredientLong: `Each ingredient must be at most ${L.ingredientMax} characters`,
  instructionsMin: `Please add at least ${L.instructionsMin} instructions (one per line)`,
  instructionsMax: `Please add no more than ${L.instructionsMax} instructions`,
  instructionShort: `Each instruction must be at least ${L.instructionMin} characters`,
  instructionLong: `Each instruction must be at most ${L.instructionMax} characters`,
  tagsMax: `Please add no more than ${L.tagsMax} tags`,
  tagLength: `Each tag must be ${L.tagMin} to ${L.tagMax} characters`,
  authorRequired: "Author is required",
  authorMin: `Author must be at least ${L.authorMin} characters`,
  authorMax: `Author must be at most ${L.authorMax} characters`,
  sourceUrlInvalid: "Please enter the address of a web page (starting with http:// or https://)",
  visibilityInvalid: "Please choose who can see this recipe.",
} as const;

const M = RECIPE_FORM_MESSAGES;

/** http(s), a path ending in an image extension, optionally a query string. */
const IMAGE_URL = /^https?:\/\/[^\s/?#]+\/[^\s?#]*\.(?:jpe?g|png|gif|webp)(?:\?[^\s#]*)?$/i;

export function isImageUrl(value: string): boolean {
  if (!IMAGE_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Text lines, trimmed, empty ones dropped (the form's textareas hold one entry per line). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Comma-separated tags, trimmed, empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function lineList(opts: { min: number; max: number; short: number; long: number; messages: [string, string, string, string] }) {
  const [tooFew, tooMany, shortLine, longLine] = opts.messages;
  return z
    .string({ error: tooFew })
    .transform(readSectionedText)
    .superRefine(({ lines, problem }, ctx) => {
      // Headings are not lines: the limits count ingredients and steps only.
      if (lines.length < opts.min) ctx.addIssue({ code: "custom", message: tooFew });
      else if (lines.length > opts.max) ctx.addIssue({ code: "custom", message: tooMany });
      else if (lines.some((line) => line.length < opts.short)) ctx.addIssue({ code: "custom", message: shortLine });
      else if (lines.some((line) => line.length > opts.long)) ctx.addIssue({ code: "custom", message: longLine });
      else if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(({ lines, sections }) => ({ lines, sections }));
}

function wholeNumber(messages: { required: string; integer: string; positive: string; max: string }, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.integer) })
    .int(messages.integer)
    .min(1, messages.positive)
    .max(max, messages.max);
}

/** The recipe form's fields, one by one (see the module comment). */
export const recipeFormFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .min(L.titleMin, M.titleMin)
    .max(L.titleMax, M.titleMax),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .min(L.descriptionMin, M.descriptionMin)
    .max(L.descriptionMax, M.descriptionMax),
  imageUrl: z
    .string({ error: M.imageUrlRequired })
    .trim()
    .min(1, M.imageUrlRequired)
    .max(L.imageUrlMax, M.imageUrlInvalid)
    // A typed address follows the spec's rule; a photo uploaded here is kept as /uploads/<id>.webp.
    .refine((value) => isImageUrl(value) || isStoredPhotoPath(value), M.imageUrlInvalid),
  cookTime: wholeNumber(
    { required: M.cookTimeRequired, integer: M.cookTimeInteger, positive: M.cookTimePositive, max: M.cookTimeMax },
    L.cookTimeMax,
  ),
  servings: wholeNumber(
    { required: M.servingsRequired, integer: M.servingsInteger, positive: M.servingsPositive, max: M.servingsMax },
    L.servingsMax,
  ),
  difficulty: z.enum(DIFFICULTIES, { error: M.difficulty }),
  ingredients: lineList({
    min: L.ingredientsMin,
    max: L.ingredientsMax,
    short: L.ingredientMin,
    long: L.ingredientMax,
    messages: [M.ingredientsMin, M.ingredientsMax, M.ingredientShort, M.ingredientLong],
  }),
  instructions: lineList({
    min: L.instructionsMin,
    max: L.instructionsMax,
    short: L.instructionMin,
    long: L.instructionMax,
    messages: [M.instructionsMin, M.instructionsMax, M.instructionShort, M.instructionLong],
  }),
  tags: z
    .string()
    .optional()
    .transform((text) => splitTags(text ?? ""))
    .superRefine((tags, ctx) => {
      if (tags.length > L.tagsMax) ctx.addIssue({ code: "custom", message: M.tagsMax });
      else if (tags.some((tag) => tag.length < L.tagMin || tag.length > L.tagMax))
        ctx.addIssue({ code: "custom", message: M.tagLength });
    }),
  author: z
    .string({ error: M.authorRequired })
    .trim()
    .min(1, M.authorRequired)
    .min(L.authorMin, M.authorMin)
    .max(L.authorMax, M.authorMax),
  /** "Source address": where the recipe came from (an imported page, a copied recipe); optional, http(s) only. */
  sourceUrl: z
    .string()
    .trim()
    .max(SOURCE_URL_MAX, M.sourceUrlInvalid)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || isSourceUrl(value), M.sourceUrlInvalid),
  /** "Share with everyone": a new recipe is private unless its author ticks it. */
  isPublic: z.boolean().default(false),
  /**
   * For a cook in a household the form offers three values instead of the box (issue 27): private,
   * household or public. When present it decides; `isPublic` is then ignored.
   */
  visibility: z.enum(RECIPE_VISIBILITIES, { error: M.visibilityInvalid }).optional(),
};

/** The create and edit form (the browser validates with it, the action parses with it). */
export const RecipeFormSchema = z.object(recipeFormFields);
/** The form as parsed: ingredients and instructions as lines with their headings. */
export type RecipeFormValue = z.output<typeof RecipeFormSchema>;

/** What the create and edit services take: the lines, and the headings beside them. */
export type RecipeInput = Omit<RecipeFormValue, "ingredients" | "instructions"> & {
  ingredients: string[];
  instructions: string[];
  ingredientSections: RecipeSection[];
  instructionSections: RecipeSection[];
};

/** The parsed form as the services take it. */
export function recipeInputOf(value: RecipeFormValue): RecipeInput {
  const { ingredients, instructions, ...rest } = value;
  return {
    ...rest,
    ingredients: ingredients.lines,
    instructions: instructions.lines,
    ingredientSections: ingredients.sections,
    instructionSections: instructions.sections,
  };
}

/**
 * The form for a recipe imported from a page (the create form sends `imported=1`): imported text
 * shorter than a rule allows is accepted where the rule only exists to stop typing mistakes (a
 * one-character ingredient such as "盐", a one-step recipe, a short title such as "粥"). Typed
 * recipes keep the spec's rules and messages.
 */
export const IMPORTED_FIELD = "imported";
export const IMPORTED_RECIPE_MESSAGES = {
  ingredientsMin: "Please add at least one ingredient (one per line)",
  instructionsMin: "Please add at least one instruction (one per line)",
} as const;
export const ImportedRecipeFormSchema = RecipeFormSchema.extend({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMax, M.titleMax),
  ingredients: lineList({
    min: 1,
    max: L.ingredientsMax,
    short: 1,
    long: L.ingredientMax,
    messages: [IMPORTED_RECIPE_MESSAGES.ingredientsMin, M.ingredientsMax, M.ingredientShort, M.ingredientLong],
  }),
  instructions: lineList({
    min: 1,
    max: L.instructionsMax,
    short: 1,
    long: L.instructionMax,
    messages: [IMPORTED_RECIPE_MESSAGES.instructionsMin, M.instructionsMax, M.instructionShort, M.instructionLong],
  }),
});

/** The schema for a sent recipe form: the imported one when the form says so. */
export function recipeFormSchemaFor(form: FormData) {
  return form.get(IMPORTED_FIELD) === "1" ? ImportedRecipeFormSchema : RecipeFormSchema;
}

/** A recipe as the form holds it before validation: what an import or an edit pre-fills. */
export interface RecipeDraft {
  title: string;
  description: string;
  imageUrl: string;
  cookTime: number | null;
  servings: number | null;
  difficulty: Difficulty | "";
  ingredients: string[];
  instructions: string[];
  /** Headings over the lines ("For the sauce"); none when absent. */
  ingredientSections?: RecipeSection[] | null;
  instructionSections?: RecipeSection[] | null;
  tags: string[];
  author: string;
  /** Where it came from (the imported page); "" or absent when nobody knows. */
  sourceUrl?: string | null;
  isPublic?: boolean;
  sharedWithHousehold?: boolean;
}

/** The form's default values (text fields) for a draft. */
export function draftToFormValues(draft: Partial<RecipeDraft>) {
  return {
    title: draft.title ?? "",
    description: draft.description ?? "",
    imageUrl: draft.imageUrl ?? "",
    cookTime: draft.cookTime == null ? "" : String(draft.cookTime),
    servings: draft.servings == null ? "" : String(draft.servings),
    difficulty: draft.difficulty ?? "",
    ingredients: sectionedText(draft.ingredients ?? [], draft.ingredientSections),
    instructions: sectionedText(draft.instructions ?? [], draft.instructionSections),
    tags: (draft.tags ?? []).join(", "),
    author: draft.author ?? "",
    sourceUrl: draft.sourceUrl ?? "",
    isPublic: draft.isPublic ? "on" : "",
    visibility: recipeVisibility(draft),
  };
}

/** Edit, share and delete name the recipe by id. */
/** The recipe page's sharing controls: the "Share with everyone" switch, or one of the three for a cook in a household. */
export const RecipeShareSchema = z.object({
  isPublic: z.boolean().default(false),
  visibility: z.enum(RECIPE_VISIBILITIES, { error: M.visibilityInvalid }).optional(),
});

/** 'Save Scaled Recipe': the servings of the private copy (whole, 1–100, as every recipe's). */
export const ScaledCopySchema = z.object({
  servings: z.coerce
    .number({ error: RECIPE_MESSAGES.scaledServings })
    .int(RECIPE_MESSAGES.scaledServings)
    .min(1, RECIPE_MESSAGES.scaledServings)
    .max(L.servingsMax, RECIPE_MESSAGES.scaledServings),
});
