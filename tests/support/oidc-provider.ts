/**
 * A real OpenID Connect provider for the single sign-on tests (issue 29, decision 057): panva's
 * `oidc-provider`, the certified implementation, on loopback. It publishes discovery and keys,
 * demands PKCE, signs ID tokens and checks the client's secret, exactly as Authentik or Keycloak
 * would; its own development sign-in page takes any account id below with any password.
 */
import type { Server } from "node:http";
import Provider from "oidc-provider";

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  name: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by the id typed on the provider's sign-in page; a test may add or change them. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { port: number; redirectUri: string }): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = "simmer";
  const clientSecret = "simmer-test-client-secret";
  const accounts = new Map<string, ProviderAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
      groups: ["groups"],
    },
    cookies: { keys: ["simmer-test-provider-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            groups: account.groups ?? [],
          };
        },
      };
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, "127.0.0.1", () => resolve(listening));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
