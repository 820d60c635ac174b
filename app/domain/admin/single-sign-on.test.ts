import { describe, expect, it } from "vitest";
import { discoveryUrl, groupsOf, isProviderAdmin, oidcScopes, signInLabel } from "./single-sign-on";
import { isAdminAccount } from "./admins";

describe("single sign-on rules", () => {
  it("finds the discovery document under the issuer, with or without its trailing slash", () => {
    expect(discoveryUrl("https://auth.home.lan/application/o/simmer/")).toBe(
      "https://auth.home.lan/application/o/simmer/.well-known/openid-configuration",
    );
    expect(discoveryUrl("https://keycloak.home.lan/realms/family")).toBe(
      "https://keycloak.home.lan/realms/family/.well-known/openid-configuration",
    );
  });

  it("asks for groups only when admins come from one", () => {
    expect(oidcScopes(undefined)).toEqual(["openid", "email", "profile"]);
    expect(oidcScopes("simmer-admins")).toEqual(["openid", "email", "profile", "groups"]);
  });

  it("reads groups written as a list or as one string, and nothing else", () => {
    expect(groupsOf({ groups: ["cooks", "simmer-admins", 7] }, "groups")).toEqual(["cooks", "simmer-admins"]);
    expect(groupsOf({ roles: "cooks, simmer-admins" }, "roles")).toEqual(["cooks", "simmer-admins"]);
    expect(groupsOf({ groups: "cooks simmer-admins" }, "groups")).toEqual(["cooks", "simmer-admins"]);
    expect(groupsOf({ groups: { admin: true } }, "groups")).toEqual([]);
    expect(groupsOf({}, "groups")).toEqual([]);
  });

  it("makes an admin only with OIDC_ADMIN_GROUP set and that exact group listed", () => {
    const profile = { groups: ["simmer-admins-old", "cooks"] };
    expect(isProviderAdmin(profile, "groups", undefined)).toBe(false);
    expect(isProviderAdmin(profile, "groups", "simmer-admins")).toBe(false);
    expect(isProviderAdmin({ groups: ["simmer-admins"] }, "groups", "simmer-admins")).toBe(true);
  });

  it("counts the provider's admin as an admin unless the account is disabled", () => {
    const account = { email: "ana@family.test", isAdmin: false, emailVerified: true, providerAdmin: true };
    expect(isAdminAccount(account, [])).toBe(true);
    expect(isAdminAccount({ ...account, providerAdmin: false }, [])).toBe(false);
    expect(isAdminAccount({ ...account, disabledAt: new Date() }, [])).toBe(false);
  });

  it("labels the button with the provider's name", () => {
    expect(signInLabel("Authentik")).toBe("Continue with Authentik");
  });
});
