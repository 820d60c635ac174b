/** Every endpoint of /api/v1, in the order the document lists them. */
import { env } from "../env.server";
import type { Endpoint } from "./endpoint.server";
import { collectionEndpoints } from "./resources/collections.server";
import { kitchenEndpoints } from "./resources/kitchen.server";
import { recipeEndpoints } from "./resources/recipes.server";

export const API_ENDPOINTS: readonly Endpoint[] = [...kitchenEndpoints, ...recipeEndpoints, ...collectionEndpoints];

/** The rate limit as the document states it. */
export const rateLimitSentence = () =>
  `Each token may make ${env().API_RATE_LIMIT_PER_MINUTE} requests a minute (429 with Retry-After beyond).`;
