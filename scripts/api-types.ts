/**
 * Writes the typed client's types from the API's OpenAPI document (tests/support/api-types.ts):
 *
 *   npm run api:types
 */
import { writeFileSync } from "node:fs";
import { API_TYPES_FILE, apiTypesSource } from "../tests/support/api-types";

writeFileSync(API_TYPES_FILE, await apiTypesSource());
console.info(`wrote ${API_TYPES_FILE}`);
