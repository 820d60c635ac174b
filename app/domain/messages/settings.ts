import { GENERAL_MESSAGES } from "./general";

export const SETTINGS_MESSAGES = {
  saved: "Settings saved successfully!",
  failed: "Failed to save settings. Please try again.",
  invalid: GENERAL_MESSAGES.invalid,
  unitsSaved: "Units saved",
} as const;
