/**
 * Single sign-on through one OpenID Connect provider (issue 29, decision 057): the rules that do not
 * need the server. Better Auth's generic OAuth plugin runs the protocol (discovery, PKCE, state,
 * nonce, the ID token's signature); these say what its answers mean for Simmer.
 */

/** Better Auth's id for the provider: its callback is `/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = "oidc";

/** Where the provider's discovery document is, from its issuer (with or without a trailing slash). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

/** The scopes asked for: who the cook is and their address, and their groups when admins come from one. */
export function oidcScopes(adminGroup: string | undefined): string[] {
  return ["openid", "email", "profile", ...(adminGroup ? ["groups"] : [])];
}

/**
 * The groups a provider says the account is in. Providers write the claim as a list (Authentik,
 * Keycloak, Authelia), a few as one string separated by commas or spaces; anything else is none.
 */
export function groupsOf(profile: Record<string, unknown>, claim: string): string[] {
  const value = profile[claim];
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === "string");
  if (typeof value === "string") return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** Whether the provider makes this account an admin: only with OIDC_ADMIN_GROUP set, and that group listed. */
export function isProviderAdmin(profile: Record<string, unknown>, claim: string, adminGroup: string | undefined): boolean {
  return adminGroup !== undefined && groupsOf(profile, claim).includes(adminGroup);
}

/** The button's label. */
export function signInLabel(name: string): string {
  return `Continue with ${name}`;
}

export const SSO_MESSAGES = {
  /** OIDC_ONLY=true: a password form posted anyway (an old tab, a script). */
  passwordsOff: (name: string) => `This site signs you in with ${name}.`,
  /** The provider's sign-in did not end in an account (refused, cancelled, or an address it has not confirmed). */
  failed: (name: string) =>
    `Signing in with ${name} did not work. If you already have an account here, make sure ${name} has confirmed your e-mail address.`,
  /** SIGNUP=invite|closed, and the provider's address was not invited. */
  notInvited: "This address has no invitation to this site. Ask an admin for an invite link.",
} as const;
