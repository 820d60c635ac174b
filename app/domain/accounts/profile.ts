/** Profile constants (spec sections 2 and 9). */

export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const DIETARY_OPTIONS = [
  "Vegetarian",
  "Vegan",
  "Gluten-Free",
  "Keto",
  "Paleo",
  "Dairy-Free",
  "Low-Carb",
  "Mediterranean",
  "Pescatarian",
] as const;
export type DietaryOption = (typeof DIETARY_OPTIONS)[number];

/** The spec's naming rule for a new profile: account name, else the e-mail's local part, else "User". */
export function profileNameFor(accountName: string | null | undefined, email: string | null | undefined): string {
  const name = accountName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  if (local) return local;
  return "User";
}
