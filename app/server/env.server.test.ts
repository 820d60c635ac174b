import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("environment", () => {
  it("has safe local defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      SEED_DEMO: true,
      ENABLE_TEST_ROUTES: false,
      IMPORT_ALLOW_PRIVATE_ADDRESSES: false,
      NODE_ENV: "development",
    });
    expect(parseEnv({ IMPORT_ALLOW_PRIVATE_ADDRESSES: "true" }).IMPORT_ALLOW_PRIVATE_ADDRESSES).toBe(true);
    expect(() => parseEnv({ IMPORT_ALLOW_PRIVATE_ADDRESSES: "yes" })).toThrow(/IMPORT_ALLOW_PRIVATE_ADDRESSES/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.IMPRINT_COMPANY).toContain("set IMPRINT_COMPANY");
  });

  it("runs one process unless WEB_CONCURRENCY asks for more, which needs PostgreSQL", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://u@db:5432/simmer" }).WEB_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://u@db:5432/simmer" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("reads the variables it is given", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgres://u@db:5432/simmer", SEED_DEMO: "false", TRUST_PROXY: "2" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://u@db:5432/simmer");
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8" }).TRUST_PROXY).toBe("10.0.0.0/8");
  });

  it("names every bad variable in one message", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "nope" })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*SUPPORT_EMAIL/,
    );
  });

  it("defaults to the demo billing provider and demands Stripe's four settings when Stripe is chosen", () => {
    expect(parseEnv({}).BILLING_PROVIDER).toBe("demo");
    expect(parseEnv({ BILLING_PROVIDER: "none", DEFAULT_PLAN: "ultimate" }).DEFAULT_PLAN).toBe("ultimate");
    expect(() => parseEnv({ DEFAULT_PLAN: "gold" })).toThrow(/DEFAULT_PLAN/);
    expect(() => parseEnv({ BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when BILLING_PROVIDER=stripe[\s\S]*STRIPE_PRICE_PREMIUM[\s\S]*STRIPE_PRICE_ULTIMATE/,
    );
    const stripe = {
      STRIPE_SECRET_KEY: "sk",
      STRIPE_WEBHOOK_SECRET: "whsec",
      STRIPE_PRICE_PREMIUM: "p1",
      STRIPE_PRICE_ULTIMATE: "p2",
    };
    expect(parseEnv({ BILLING_PROVIDER: "stripe", ...stripe }).BILLING_PROVIDER).toBe("stripe");
  });

  it("offers single sign-on only with an issuer, a client id and a secret, and OIDC_ONLY only with them", () => {
    expect(parseEnv({}).OIDC_ISSUER).toBeUndefined();
    expect(parseEnv({})).toMatchObject({ OIDC_ONLY: false, OIDC_NAME: "single sign-on", OIDC_GROUPS_CLAIM: "groups" });
    expect(() => parseEnv({ OIDC_ISSUER: "https://auth.home.lan/application/o/simmer/" })).toThrow(
      /OIDC_CLIENT_ID: required when OIDC_ISSUER is set[\s\S]*OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set/,
    );
    expect(() => parseEnv({ OIDC_ONLY: "true" })).toThrow(/OIDC_ISSUER: required when OIDC_ONLY=true/);
    expect(() => parseEnv({ OIDC_ISSUER: "auth.home.lan" })).toThrow(/OIDC_ISSUER/);
    const oidc = parseEnv({
      OIDC_ISSUER: "https://auth.home.lan/application/o/simmer/",
      OIDC_CLIENT_ID: "simmer",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_NAME: "Authentik",
      OIDC_ADMIN_GROUP: " simmer-admins ",
      OIDC_ONLY: "true",
    });
    expect(oidc).toMatchObject({ OIDC_NAME: "Authentik", OIDC_ADMIN_GROUP: "simmer-admins", OIDC_ONLY: true });
  });

  it("keeps files under DATA_DIR without S3_BUCKET and demands the region and both keys with it", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: "  " }).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: "photos" })).toThrow(
      /S3_REGION: required when S3_BUCKET is set[\s\S]*S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => parseEnv({ S3_BUCKET: "photos", S3_REGION: "auto", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    const s3 = parseEnv({
      S3_BUCKET: "photos",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(s3).toMatchObject({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: true });
  });
});
