import { useRouteLoaderData } from "react-router";

/**
 * Whether this server sells plans at all (BILLING_PROVIDER is not "none"). With billing off there are
 * no prices and no upgrade prompts anywhere; the root loader says which.
 */
export function useBillingEnabled(): boolean {
  const root = useRouteLoaderData("root") as { billingEnabled?: boolean } | undefined;
  return root?.billingEnabled ?? true;
}

/** Whether pages may invite visitors to sign up (SIGNUP=open; issue 29). */
export function useSignupOpen(): boolean {
  const root = useRouteLoaderData("root") as { signupOpen?: boolean } | undefined;
  return root?.signupOpen ?? true;
}
