import { z } from "zod";
import { AdminEmailsSchema } from "../domain/admin/admins";
import { DEFAULT_REPORT_HOLD_THRESHOLD } from "../domain/admin/moderation";
import { SIGNUP_MODES } from "../domain/admin/signup";

/**
 * Every setting Simmer reads from the environment, validated once at start-up.
 * Defaults are safe for running on one machine; the README lists each variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Which proxies may set X-Forwarded-For (Express "trust proxy"): "false" (the default: no
   * forwarding header is believed, the address is the connection's), a hop count, or addresses and
   * subnets such as "loopback" or "10.0.0.0/8, 127.0.0.1". "true" believes any client: never use it.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v): boolean | number | string => (v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** When set, Simmer uses this PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Signs session cookies and tokens (32+ characters). Unset: a random secret is made on first start
   * and kept in DATA_DIR/auth-secret. Set it when several app processes share one database.
   */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset writes e-mails to DATA_DIR/outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Simmer <no-reply@simmer.example>"),
  /** Social sign-in: offered only when both the id and the secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  // --- Single sign-on (issue 29; README "Single sign-on", docs/decisions/057) ---
  /** An OpenID Connect provider's issuer (Authentik, Keycloak, Authelia, …); its discovery document is read from there. */
  OIDC_ISSUER: z.union([z.literal("").transform(() => undefined), z.url({ protocol: /^https?$/ })]).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The sign-in button's label: "Continue with <OIDC_NAME>". */
  OIDC_NAME: z.string().trim().min(1).max(40).default("single sign-on"),
  /** An account whose groups claim holds this value is an admin while the provider says so (checked at each sign-in). */
  OIDC_ADMIN_GROUP: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The claim that lists the account's groups. */
  OIDC_GROUPS_CLAIM: z.string().trim().min(1).default("groups"),
  /** true: the sign-in and sign-up pages offer only the provider (passwords are refused). */
  OIDC_ONLY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Sign-in and password-reset attempts allowed per client IP in RATE_LIMIT_WINDOW_SECONDS. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Seconds a public page is reused for visitors without cookies (0 turns the page cache off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * Seconds this process remembers who a session cookie belongs to (0: ask the database every time).
   * A session revoked by another process or straight in the database stays usable here this long.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * Requests worked on at once; later ones wait in arrival order (app/server/http/admission.ts).
   * 0 (the default for now) turns the queue off: every request is worked on as soon as it arrives.
   * See docs/decisions/028 for why it is not on by default yet.
   */
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(0).max(1000).default(0),
  /**
   * App processes sharing the port (app/server/http/workers.ts, docs/decisions/029): one renders on
   * one core, so a PostgreSQL server with more cores sets this to their number. Needs DATABASE_URL
   * (the embedded database allows one process).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Folder for the embedded database (PGlite), the local mail outbox and, without S3_BUCKET, stored files. */
  /**
   * PostgreSQL only: the connection each process LISTENs on for sign-outs, catalog changes and new
   * jobs from other servers (docs/decisions/036). Defaults to DATABASE_URL; set it to a direct
   * address when DATABASE_URL goes through a transaction-pooling PgBouncer (LISTEN needs a session).
   */
  LISTEN_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Background jobs (photo sweep, AI food matches) this process runs at once from the queue in the database; 0 runs none here. */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  DATA_DIR: z.string().default("./data"),
  // --- Object storage (issue 26; README "Configuration", docs/decisions/035) ---
  /** An S3-compatible bucket for photos and every other stored file; unset keeps them under DATA_DIR. */
  S3_BUCKET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The store's address (MinIO, Ceph RGW, R2, Backblaze B2, …); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z
    .union([
      z.literal("").transform(() => undefined),
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }),
    ])
    .optional(),
  /** The bucket's region ("auto" for R2, "us-east-1" for most MinIO servers). Required with S3_BUCKET. */
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** "true" addresses endpoint/bucket/key instead of bucket.endpoint/key (MinIO, Ceph RGW and the like). */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Load the demo catalog when the recipe table is empty ("false" to start empty). */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * Lets a recipe import fetch pages on loopback, private, link-local and other internal addresses
   * ("true"). Off by default: the server must never be made to reach inside its own network. The
   * end-to-end tests turn it on to import pages served on loopback.
   */
  IMPORT_ALLOW_PRIVATE_ADDRESSES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Public address of the site, used in links in e-mails and link previews. */
  /** Enables /_test/* routes used by the end-to-end tests. Never set this in production. */
  ENABLE_TEST_ROUTES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  /**
   * Without PUBLIC_URL, the hosts (besides localhost and 127.0.0.1 on PORT) whose address links in
   * e-mails may use, comma-separated: "recipes.home.lan" (any port) or "recipes.home.lan:8080".
   */
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Accounts that are admins (issue 29), comma-separated e-mail addresses. */
  ADMIN_EMAILS: AdminEmailsSchema,
  /** Who may create an account: open (anyone), invite (with an invitation), closed (nobody). */
  SIGNUP: z.enum(SIGNUP_MODES).default("open"),
  /** Reports from this many different cooks hold a shared recipe back from the public until an admin looks; 0: never. */
  REPORT_HOLD_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(DEFAULT_REPORT_HOLD_THRESHOLD),
  /** true: what an account younger than a day shares with everyone waits for an admin's review first. */
  MODERATE_NEW_ACCOUNTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // --- The API (issue 30; README "The API") ---
  /** Requests one API token may make a minute (429 with Retry-After beyond it). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Web origins whose pages may call the API from a browser (CORS), comma-separated; none by default. */
  API_CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  // --- Billing (issue 11; README "Billing") ---
  /** demo: Simmer's own checkout, no money taken; stripe: Stripe Checkout and webhooks; none: no billing at all. */
  BILLING_PROVIDER: z.enum(["demo", "stripe", "none"]).default("demo"),
  /** The plan every account gets at least when BILLING_PROVIDER=none. */
  DEFAULT_PLAN: z.enum(["free", "premium", "ultimate"]).default("free"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  STRIPE_PRICE_ULTIMATE: z.string().optional(),
  /** Test-only: the Stripe API address (a stand-in on loopback), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  // --- AI recipe generation (issue 15; README "AI recipe generation") ---
  /** An OpenAI-compatible API (OpenAI, Ollama's http://127.0.0.1:11434/v1, vLLM, LM Studio). Unset: AI generation is off. */
  AI_BASE_URL: z.union([z.literal("").transform(() => undefined), z.url()]).optional(),
  /** The key sent as a bearer token; optional for local servers such as Ollama. */
  AI_API_KEY: z.string().optional(),
  /** The model name, e.g. gpt-4o-mini or llama3.1. Required with AI_BASE_URL. */
  AI_MODEL: z.string().optional(),
  /** Seconds one generation may take before it is given up. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(90),
  /**
   * At most this many questions an hour, all server processes together, to the model about ingredient names
   * the nutrition alias table cannot match (decision 027); 0 switches the questions off.
   */
  AI_FOOD_MATCHES_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(60),
  /** Cookbook PDFs rendered at once, each in its own worker thread (issue 33); more wait in line. */
  PDF_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /** Cookbook PDF exports one account may ask for in ten minutes (all server processes together). */
  PDF_EXPORTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Memory for finished cookbook PDFs kept for an unchanged book (per process); 0 keeps none. */
  PDF_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  SUPPORT_EMAIL: z.email().default("support@simmer.example"),
  /** Imprint details: placeholders until the operator fills them in. */
  IMPRINT_COMPANY: z.string().default("[Company name – set IMPRINT_COMPANY]"),
  IMPRINT_ADDRESS: z.string().default("[Street and number, postcode, city – set IMPRINT_ADDRESS]"),
  IMPRINT_REPRESENTATIVE: z.string().default("[Managing director – set IMPRINT_REPRESENTATIVE]"),
  IMPRINT_REGISTER: z.string().default("[Commercial register and number – set IMPRINT_REGISTER]"),
  IMPRINT_VAT_ID: z.string().default("[VAT ID – set IMPRINT_VAT_ID]"),
  IMPRINT_EMAIL: z.email().default("contact@simmer.example"),
  IMPRINT_PHONE: z.string().default("[Phone – set IMPRINT_PHONE]"),
});

const S3_REQUIRED = ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const OIDC_REQUIRED = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
const STRIPE_REQUIRED = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_PREMIUM", "STRIPE_PRICE_ULTIMATE"] as const;

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  if (result.data.WEB_CONCURRENCY > 1 && !result.data.DATABASE_URL) {
    throw new Error(
      "Invalid environment configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database allows one process)",
    );
  }
  if (result.data.S3_BUCKET) {
    const missing = S3_REQUIRED.filter((key) => !result.data[key]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid environment configuration:\n${missing.map((k) => `  ${k}: required when S3_BUCKET is set`).join("\n")}`,
      );
    }
  }
  if (result.data.OIDC_ISSUER || result.data.OIDC_ONLY) {
    const missing = OIDC_REQUIRED.filter((key) => !result.data[key]);
    if (missing.length > 0) {
      const why = result.data.OIDC_ISSUER ? "when OIDC_ISSUER is set" : "when OIDC_ONLY=true";
      throw new Error(`Invalid environment configuration:\n${missing.map((k) => `  ${k}: required ${why}`).join("\n")}`);
    }
  }
  if (result.data.BILLING_PROVIDER === "stripe") {
    const missing = STRIPE_REQUIRED.filter((key) => !result.data[key]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid environment configuration:\n${missing.map((k) => `  ${k}: required when BILLING_PROVIDER=stripe`).join("\n")}`,
      );
    }
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
