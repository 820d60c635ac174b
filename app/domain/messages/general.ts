/**
 * User-facing messages shared by server and browser (spec section 8), each written once. One module
 * per capability (this folder), imported directly: a page's script carries only the messages it
 * shows (decision 037).
 */

/** Spec section 8, "General": the messages any screen or action may show. */
export const GENERAL_MESSAGES = {
  saved: "Changes saved successfully!",
  saveFailed: "Failed to save changes. Please try again.",
  loadFailed: "Failed to load data. Please refresh the page.",
  unexpected: "An unexpected error occurred. Please try again.",
  network: "Network error. Please check your connection and try again.",
  invalid: "Please enter valid information.",
  forbidden: "You do not have permission to perform this action.",
  notInPlan: "This feature is not available in your current plan.",
  upgrade: "Upgrade your plan to access this feature.",
  sessionExpired: "Your session has expired. Please log in again.",
  maintenance: "The system is temporarily under maintenance. Please try again later.",
} as const;
