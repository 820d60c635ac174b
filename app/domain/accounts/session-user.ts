import type { PlanId } from "../plans";

/**
 * Who is asking, as every server function sees it: the signed-in cook with their plan. It lives in
 * the domain so that auth, the capabilities and billing all depend on it instead of on each other.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  planId: PlanId;
}
