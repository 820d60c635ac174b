/** Ids of user-owned rows are UUIDs; anything else cannot name one (and must not reach a uuid column). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Recipe ids are positive 32-bit integers (PostgreSQL `integer`); anything else names no recipe. */
export function isRecipeId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}
