/**
 * The Nutrition Facts label: FDA daily values (21 CFR 101.9, the 2016 label for adults and
 * children 4 years and older) and the FDA's rounding rules for what a label shows. Pure.
 */
import type { NutrientKey, Nutrients } from "./nutrition";
import { plural } from "../plural";

/** Daily values in the label's units (vitamin D in mcg; SR24 gives IU, 40 IU = 1 mcg). */
export const DAILY_VALUES: Readonly<Partial<Record<NutrientKey, number>>> = {
  fat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  carbohydrate: 275,
  fiber: 28,
  protein: 50,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
};

export const IU_PER_MCG_VITAMIN_D = 40;

export interface LabelRow {
  key: NutrientKey;
  name: string;
  /** As printed: "12g", "0.5g", "<1g", "140mg", "2.1mcg". */
  amount: string;
  /** Percent of the daily value, whole number; null where the label shows none (sugars, protein). */
  dailyValue: number | null;
  /** 0: a main nutrient in bold; 1: a part of the one above. */
  indent: 0 | 1;
}

export interface NutritionLabel {
  calories: number;
  /** Fat to protein, in label order. */
  main: LabelRow[];
  /** Vitamin D, calcium, iron, potassium. */
  micros: LabelRow[];
}

const nearest = (value: number, step: number) => Math.round(value / step) * step;
/** To the nearest tenth, halves up: 2.05 → 2.1. */
const tidy = (value: number) => Math.round(value * 10) / 10;

/** FDA rounding for calories: below 5 → 0, up to 50 to the nearest 5, above to the nearest 10. */
export function roundCalories(kcal: number): number {
  if (kcal < 5) return 0;
  return kcal <= 50 ? nearest(kcal, 5) : nearest(kcal, 10);
}

function fatAmount(grams: number): string {
  if (grams < 0.5) return "0g";
  return `${tidy(grams < 5 ? nearest(grams, 0.5) : nearest(grams, 1))}g`;
}

function gramAmount(grams: number): string {
  if (grams < 0.5) return "0g";
  if (grams < 1) return "<1g";
  return `${nearest(grams, 1)}g`;
}

function cholesterolAmount(mg: number): string {
  if (mg < 2) return "0mg";
  if (mg <= 5) return "<5mg";
  return `${nearest(mg, 5)}mg`;
}

function sodiumAmount(mg: number): string {
  if (mg < 5) return "0mg";
  return `${mg <= 140 ? nearest(mg, 5) : nearest(mg, 10)}mg`;
}

function percent(key: NutrientKey, amount: number): number | null {
  const dv = DAILY_VALUES[key];
  return dv === undefined ? null : Math.round((amount / dv) * 100);
}

/** The label for one serving's nutrients. */
export function nutritionLabel(perServing: Nutrients): NutritionLabel {
  const p = perServing;
  const vitaminDMcg = p.vitaminD / IU_PER_MCG_VITAMIN_D;
  return {
    calories: roundCalories(p.energy),
    main: [
      { key: "fat", name: "Total Fat", amount: fatAmount(p.fat), dailyValue: percent("fat", p.fat), indent: 0 },
      {
        key: "saturatedFat",
        name: "Saturated Fat",
        amount: fatAmount(p.saturatedFat),
        dailyValue: percent("saturatedFat", p.saturatedFat),
        indent: 1,
      },
      {
        key: "cholesterol",
        name: "Cholesterol",
        amount: cholesterolAmount(p.cholesterol),
        dailyValue: percent("cholesterol", p.cholesterol),
        indent: 0,
      },
      { key: "sodium", name: "Sodium", amount: sodiumAmount(p.sodium), dailyValue: percent("sodium", p.sodium), indent: 0 },
      {
        key: "carbohydrate",
        name: "Total Carbohydrate",
        amount: gramAmount(p.carbohydrate),
        dailyValue: percent("carbohydrate", p.carbohydrate),
        indent: 0,
      },
      { key: "fiber", name: "Dietary Fiber", amount: gramAmount(p.fiber), dailyValue: percent("fiber", p.fiber), indent: 1 },
      { key: "sugars", name: "Total Sugars", amount: gramAmount(p.sugars), dailyValue: null, indent: 1 },
      // The FDA label shows protein's %DV only with a protein claim; the amount is enough here.
      { key: "protein", name: "Protein", amount: gramAmount(p.protein), dailyValue: null, indent: 0 },
    ],
    micros: [
      {
        key: "vitaminD",
        name: "Vitamin D",
        amount: `${tidy(vitaminDMcg)}mcg`,
        dailyValue: percent("vitaminD", vitaminDMcg),
        indent: 0,
      },
      {
        key: "calcium",
        name: "Calcium",
        amount: `${nearest(p.calcium, 10)}mg`,
        dailyValue: percent("calcium", p.calcium),
        indent: 0,
      },
      { key: "iron", name: "Iron", amount: `${tidy(p.iron)}mg`, dailyValue: percent("iron", p.iron), indent: 0 },
      {
        key: "potassium",
        name: "Potassium",
        amount: `${nearest(p.potassium, 10)}mg`,
        dailyValue: percent("potassium", p.potassium),
        indent: 0,
      },
    ],
  };
}

/** "Based on 11 of 13 ingredients." */
export function coverageLine(countedLines: number, totalLines: number): string {
  return `Based on ${countedLines} of ${plural(totalLines, "ingredient")}.`;
}

export const NUTRITION_SOURCE =
  "U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 24.";
