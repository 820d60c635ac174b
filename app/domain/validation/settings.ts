/** Profile and settings forms (spec section 5). */
import { z } from "zod";
import { GENERAL_MESSAGES } from "../messages/general";
import { DIETARY_OPTIONS, SKILL_LEVELS } from "../accounts/profile";
import { UNIT_SYSTEMS } from "../ingredients/unit-system";
import { emailField } from "./auth";

export const ProfileSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be less than 100 characters"),
  email: emailField,
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const PreferencesSchema = z.object({
  dietaryPreferences: z.array(z.enum(DIETARY_OPTIONS, { error: GENERAL_MESSAGES.invalid })).default([]),
  skillLevel: z.enum(SKILL_LEVELS, { error: GENERAL_MESSAGES.invalid }),
});
export type PreferencesInput = z.infer<typeof PreferencesSchema>;

export const NOTIFICATION_SETTINGS = [
  { key: "recipeUpdates", label: "Recipe updates", description: "New recipes and changes to recipes you saved." },
  { key: "weeklyDigest", label: "Weekly digest", description: "A weekly round-up of recipes picked for you." },
  { key: "planUpdates", label: "Plan updates", description: "News about your subscription and billing." },
  { key: "community", label: "Community", description: "Highlights and activity from other home cooks." },
] as const;
export type NotificationKey = (typeof NOTIFICATION_SETTINGS)[number]["key"];

export const NotificationsSchema = z.object({
  recipeUpdates: z.boolean().default(false),
  weeklyDigest: z.boolean().default(false),
  planUpdates: z.boolean().default(false),
  community: z.boolean().default(false),
});
export type NotificationsInput = z.infer<typeof NotificationsSchema>;

export const SETTINGS_TABS = ["profile", "billing", "preferences", "notifications", "privacy", "household", "api"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The units toggle on the recipe page (and in the scale dialog). */
export const UnitsSchema = z.object({ unitSystem: z.enum(UNIT_SYSTEMS, { error: GENERAL_MESSAGES.invalid }) });
export type UnitsInput = z.infer<typeof UnitsSchema>;
