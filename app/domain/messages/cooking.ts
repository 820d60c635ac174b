/** The cooking log and ratings (issue 13). */
export const COOK_MESSAGES = {
  logged: "Nice! Added to your cooking log.",
  logFailed: "Could not add this to your cooking log. Please try again.",
  rated: "Thanks! Your rating is saved.",
  rateFailed: "Could not save your rating. Please try again.",
  ratingRange: "Choose a rating from 1 to 5 stars.",
  cookNotFound: "That cook is not in your cooking log.",
} as const;

/** A cook's private note on a recipe (only they see it). */
export const NOTE_MESSAGES = {
  saved: "Your note is saved. Only you can see it.",
  removed: "Your note is removed.",
  saveFailed: "Could not save your note. Please try again.",
  tooLong: "Keep your note to 2,000 characters or fewer.",
} as const;
