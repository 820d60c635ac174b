/**
 * Simmer's own export zip (domain/import/simmer-export.ts): the manifest names each recipe's
 * schema.org JSON-LD file and photo and adds what JSON-LD has no field for (difficulty, ingredient
 * headings, the cook's rating and notes); cookbooks, the meal plan and ingredient lists come back
 * as `extras`, restored once the recipes are in. A zip whose manifest is unreadable is refused by
 * name rather than read as loose JSON-LD, so that nothing half of it is imported.
 */
import { type z } from "zod";
import type { CollectionExtras, CollectionFailure, CollectionFormat, CollectionRecipe, ImportEntry } from "../collection";
import {
  ExportCookbookSchema,
  ExportListSchema,
  ExportMealSchema,
  MANIFEST_FILE,
  SimmerManifestSchema,
  type SimmerManifest,
} from "../simmer-export";
import { parseJson } from "../text";
import { baseName, checked, collect, fromSchemaRecipe, jsonLdOf, recipeNodes } from "./shared";

/** The folder the export sits in ("" at the top; a zip re-packed from a folder adds one). */
function rootOf(entries: ImportEntry[]): string | null {
  const manifest = entries.find((entry) => entry.path === MANIFEST_FILE || entry.path.endsWith(`/${MANIFEST_FILE}`));
  if (!manifest) return null;
  const root = manifest.path.slice(0, manifest.path.length - MANIFEST_FILE.length);
  return root.split("/").length <= 2 ? root : null;
}

/** The items of a list file that read as `schema`; `unreadable` counts the rest. */
function listFile<T>(byPath: Map<string, ImportEntry>, path: string, schema: z.ZodType<T>, unreadable: { n: number }): T[] {
  const entry = byPath.get(path);
  if (!entry) return [];
  const value = parseJson(entry.bytes);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) unreadable.n++;
    return parsed.success ? [parsed.data] : [];
  });
}

function readManifest(entry: ImportEntry): SimmerManifest | null {
  const parsed = SimmerManifestSchema.safeParse(parseJson(entry.bytes));
  return parsed.success ? parsed.data : null;
}

export const simmerExport: CollectionFormat = {
  name: "Simmer",
  recognises: (entries) => rootOf(entries) !== null,
  read(entries) {
    const root = rootOf(entries) ?? "";
    const byPath = new Map(entries.map((entry) => [entry.path.slice(root.length), entry]));
    const manifest = readManifest(byPath.get(MANIFEST_FILE)!);
    if (!manifest) {
      return { recipes: [], failures: [{ name: MANIFEST_FILE, reason: "It is not a readable Simmer export manifest." }] };
    }
    const results: (CollectionRecipe | CollectionFailure)[] = manifest.recipes.map((item) => {
      const entry = byPath.get(item.file);
      const node = entry ? jsonLdOf(entry).flatMap((value) => recipeNodes(value))[0] : undefined;
      if (!node) return { name: item.title || item.file, reason: `Its file ${baseName(item.file)} is missing or unreadable.` };
      const { image: _image, ...recipe } = fromSchemaRecipe(node);
      const photo = item.photo ? byPath.get(item.photo) : undefined;
      return checked(
        {
          ...recipe,
          ingredientSections: item.ingredientSections,
          instructionSections: item.instructionSections.length > 0 ? item.instructionSections : recipe.instructionSections,
          difficulty: item.difficulty,
          rating: item.rating,
          notes: item.notes,
          photo: photo ? { bytes: photo.bytes, name: baseName(photo.path) } : undefined,
          key: item.file,
        },
        item.title || item.file,
      );
    });
    const unreadable = { n: 0 };
    const extras: CollectionExtras = {
      cookbooks: listFile(byPath, manifest.files.cookbooks, ExportCookbookSchema, unreadable),
      mealPlan: listFile(byPath, manifest.files.mealPlan, ExportMealSchema, unreadable),
      ingredientLists: listFile(byPath, manifest.files.ingredientLists, ExportListSchema, unreadable),
      unreadable: unreadable.n,
    };
    return { ...collect(results), extras };
  },
};
