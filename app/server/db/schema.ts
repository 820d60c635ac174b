/**
 * Simmer's whole data model (spec section 3) in one PostgreSQL schema.
 *
 * Conventions: catalog rows (recipes, ingredients) use integer ids because they appear in public URLs
 * (/recipe/12); rows a user owns use random UUIDs. Relations that the spec kept as id arrays
 * (saved recipes, cookbook recipes, list ingredients) are join tables, so the database itself
 * refuses duplicates and dangling ids. Every column a query filters or orders by is indexed.
 */
import { sql } from "drizzle-orm";
import { COOKBOOK_COLOR_VALUES, DEFAULT_COOKBOOK_COLOR, type CookbookColor } from "../../domain/kitchen/cookbook";
import { MEAL_TYPES, type MealType } from "../../domain/meal-plan/meal-plan";
import type { PlanId } from "../../domain/plans";
import type { ShoppingOriginal } from "../../domain/meal-plan/shopping-merge";
import { SKILL_LEVELS, type SkillLevel } from "../../domain/accounts/profile";
import { UNIT_SYSTEMS, type UnitSystem } from "../../domain/ingredients/unit-system";
import type { RecipeSection } from "../../domain/recipes/recipe-sections";
import { RECIPE_NOTE_MAX } from "../../domain/cooking/recipe-note";
import { API_SCOPES, type ApiScope } from "../../domain/api/api-token";
import type { WebhookEvent } from "../../domain/api/webhooks";
import type { ImportStatus } from "../../domain/import/import-job";
import {
  MODERATION_STATES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ModerationAction,
  type ModerationState,
  type ReportReason,
} from "../../domain/admin/moderation";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** `'a', 'b'` for a CHECK constraint over constant values defined in app/domain. */
const quoteList = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------
// Accounts (Better Auth's core tables, written by hand; see docs/decisions)
// ---------------------------------------------------------------------------

export const users = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters live in the database so several app processes share them. */
export const rateLimits = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  /** Milliseconds since the epoch. */
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------
// Plans and subscriptions
// ---------------------------------------------------------------------------

export const plans = pgTable("plans", {
  id: text("id").primaryKey().$type<PlanId>(),
  name: text("name").notNull(),
  /** Monthly price in cents (12.99 dollars is 1299), so money is never a float. */
  priceCents: integer("price_cents").notNull(),
  /** -1 means unlimited. */
  maxCookbooks: integer("max_cookbooks").notNull(),
  /** -1 means unlimited. */
  maxSavedRecipes: integer("max_saved_recipes").notNull(),
  features: jsonb("features").$type<string[]>().notNull(),
  isPopular: boolean("is_popular").notNull().default(false),
  comparisonFeatures: jsonb("comparison_features").$type<Record<string, boolean | string>>().notNull(),
  trialDays: integer("trial_days").notNull().default(0),
  sortOrder: smallint("sort_order").notNull(),
});

export const subscriptionStatus = pgEnum("subscription_status", ["trialing", "active", "past_due", "canceled"]);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id)
      .$type<PlanId>(),
    status: subscriptionStatus("status").notNull(),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** "demo" for the built-in checkout, "stripe" when Stripe is configured. */
    provider: text("provider").notNull().default("demo"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    /** When the account's one free trial began; kept after it ends (one trial per account). */
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One subscription row per account: transitions update it in place, history goes to plan_changes.
  (t) => [uniqueIndex("subscriptions_user_id_key").on(t.userId), index("subscriptions_customer_idx").on(t.providerCustomerId)],
);

/** Every change of a user's plan, newest last: what the settings' history shows. */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** trial_started, upgraded, switched, cancelled, resumed, expired, payment_failed, payment_succeeded, granted */
    kind: text("kind").notNull(),
    fromPlanId: text("from_plan_id").$type<PlanId>(),
    toPlanId: text("to_plan_id").notNull().$type<PlanId>(),
    provider: text("provider").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("plan_changes_user_id_idx").on(t.userId, t.createdAt)],
);

/** Provider events already applied (Stripe webhook ids), so a redelivered event changes nothing. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------

export const profiles = pgTable(
  "profiles",
  {
    /** Same id as the account: one profile per user. */
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    avatarUrl: text("avatar_url"),
    /** The plan in force; premium-ness is derived from it, never stored twice. */
    currentPlanId: text("current_plan_id")
      .notNull()
      .default("free")
      .references(() => plans.id)
      .$type<PlanId>(),
    /** When an admin's grant of `current_plan_id` ends (Free after it); null: it lasts (grantInForce). */
    planGrantEndsAt: timestamp("plan_grant_ends_at", { withTimezone: true }),
    dietaryPreferences: text("dietary_preferences")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillLevel: text("skill_level").$type<SkillLevel>().notNull().default("beginner"),
    notifyRecipeUpdates: boolean("notify_recipe_updates").notNull().default(true),
    notifyWeeklyDigest: boolean("notify_weekly_digest").notNull().default(true),
    notifyPlanUpdates: boolean("notify_plan_updates").notNull().default(true),
    notifyCommunity: boolean("notify_community").notNull().default(true),
    /** Units recipes are shown in: as written, metric or US. */
    unitSystem: text("unit_system").$type<UnitSystem>().notNull().default("as-written"),
    /** When the user first opened the dashboard: null until then ("Welcome" vs "Welcome back"). */
    dashboardSeenAt: timestamp("dashboard_seen_at", { withTimezone: true }),
    /**
     * An admin by the command line (`npm run user:admin`); accounts whose e-mail is in ADMIN_EMAILS are
     * admins whatever this says (app/domain/admin/admins.ts).
     */
    isAdmin: boolean("is_admin").notNull().default(false),
    /**
     * An admin because the single sign-on provider put the account in OIDC_ADMIN_GROUP, as it said at
     * the account's last sign-in through it (decision 057).
     */
    oidcAdmin: boolean("oidc_admin").notNull().default(false),
    /** When an admin disabled the account (it cannot sign in; its sessions are gone); null while enabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_skill_level_check", sql`${t.skillLevel} in (${sql.raw(quoteList(SKILL_LEVELS))})`),
    check("profiles_unit_system_check", sql`${t.unitSystem} in (${sql.raw(quoteList(UNIT_SYSTEMS))})`),
  ],
);

// ---------------------------------------------------------------------------
// Catalog
// ---------------------------------------------------------------------------

export const difficulty = pgEnum("difficulty", ["Easy", "Medium", "Hard"]);

export const recipes = pgTable(
  "recipes",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    cookTime: integer("cook_time").notNull(),
    servings: integer("servings").notNull(),
    difficulty: difficulty("difficulty").notNull(),
    ingredients: text("ingredients").array().notNull(),
    instructions: text("instructions").array().notNull(),
    /**
     * Headings over the lines ("For the sauce"): `{ title, start }`, a heading before line `start`
     * (app/domain/recipes/recipe-sections.ts). Normalised when written; the lines alone are what
     * scaling, shopping lists, nutrition and the finder read.
     */
    ingredientSections: jsonb("ingredient_sections")
      .$type<RecipeSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instructionSections: jsonb("instruction_sections")
      .$type<RecipeSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The catalog's seeded rating (0: none), counted as prior ratings; the shown rating blends it (app/domain/recipes/ratings.ts). */
    rating: real("rating").notNull().default(0),
    /**
     * Sum and number of users' ratings (recipe_ratings), kept by triggers on recipe_ratings (migration 0021) in
     * the rating's own transaction, so the change log carries every rating to the in-memory indexes.
     */
    ratingsSum: integer("ratings_sum").notNull().default(0),
    ratingsCount: integer("ratings_count").notNull().default(0),
    author: text("author").notNull(),
    isPremium: boolean("is_premium").notNull().default(false),
    /** The creator, for recipes users write (deleted with the account); null for the catalog. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * A user's recipe is private (false) until its author shares it with everyone. Catalog recipes
     * (userId null) are public whatever this says. The one rule lives in app/domain/recipes/recipe-visibility.ts.
     */
    isPublic: boolean("is_public").notNull().default(false),
    /**
     * Visible to the members of the author's household (issue 27, decision 046): the third value of a
     * recipe's visibility, between private and public. `is_public` wins when both are set.
     */
    sharedWithHousehold: boolean("shared_with_household").notNull().default(false),
    /**
     * Moderation (issue 29, decision 050): "held" while reports wait for an admin, "hidden" when an
     * admin took it off the public; either keeps `is_public` false. Null: nothing decided.
     */
    moderation: text("moderation").$type<ModerationState>(),
    /** What the author reads about a "hidden" recipe. */
    moderationNote: text("moderation_note"),
    /**
     * Where the recipe came from: the web page it was imported from, or the address of the recipe a
     * cook copied it from ("From …" on the recipe page). Only http(s) addresses (app/domain/recipes/source.ts).
     */
    sourceUrl: text("source_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "Newest first" (the landing page): NULLS FIRST matches ORDER BY created_at DESC, so the planner reads the index.
    // Search, filters and sorting run on the in-memory browse index; no other recipe index is read (docs/decisions/011).
    index("recipes_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("recipes_user_id_idx").on(t.userId, t.createdAt),
    check("recipes_cook_time_check", sql`${t.cookTime} between 1 and 1440`),
    check("recipes_servings_check", sql`${t.servings} between 1 and 100`),
    check("recipes_rating_check", sql`${t.rating} between 0 and 5`),
    check("recipes_moderation_check", sql`${t.moderation} in (${sql.raw(quoteList(MODERATION_STATES))})`),
    check("recipes_ingredient_sections_check", sql`jsonb_typeof(${t.ingredientSections}) = 'array'`),
    check("recipes_instruction_sections_check", sql`jsonb_typeof(${t.instructionSections}) = 'array'`),
    check(
      "recipes_ratings_tally_check",
      sql`${t.ratingsCount} >= 0 and ${t.ratingsSum} between ${t.ratingsCount} and 5 * ${t.ratingsCount}`,
    ),
  ],
);

/**
 * The durable change log of the catalog (docs/decisions/016): row triggers on recipes and
 * recipe_ingredients (migration 0013) add one row per changed recipe in the same transaction as
 * the write; every app process applies the rows after the last one it saw to its in-memory indexes.
 * recipe_id null means "everything" (a TRUNCATE): rebuild.
 */
export const recipeChanges = pgTable("recipe_changes", {
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  recipeId: integer("recipe_id"),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row: the highest seq pruned from recipe_changes (a process behind it rebuilds instead). */
export const recipeChangeHorizon = pgTable("recipe_change_horizon", {
  id: smallint("id").primaryKey(),
  prunedThrough: bigint("pruned_through", { mode: "number" }).notNull().default(0),
});

export const ingredients = pgTable(
  "ingredients",
  {
    id: serial("id").primaryKey(),
    /** Normalised name (lowercase, trimmed); lookups are case-insensitive by construction. */
    name: text("name").notNull(),
    category: text("category"),
    unit: text("unit"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("ingredients_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: serial("id").primaryKey(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "restrict" }),
    /** Null when the line names no amount ("salt to taste"). */
    quantity: real("quantity"),
    /** Upper end of a range ("2-3 cloves"). */
    quantityMax: real("quantity_max"),
    unit: text("unit"),
    notes: text("notes"),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [
    uniqueIndex("recipe_ingredients_recipe_order_idx").on(t.recipeId, t.displayOrder),
    index("recipe_ingredients_ingredient_idx").on(t.ingredientId, t.recipeId),
  ],
);

// ---------------------------------------------------------------------------
// What users keep
// ---------------------------------------------------------------------------

const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/**
 * Who added a row a household shares (issue 27): kept when they leave, set null when their account
 * goes ("a former member"). A personal row (no household) always names its cook: account deletion
 * removes those first, and a CHECK keeps any row from belonging to nobody.
 */
const addedBy = () => text("user_id").references(() => users.id, { onDelete: "set null" });
const kitchenHousehold = () => uuid("household_id").references(() => households.id, { onDelete: "cascade" });
const belongsToSomeone = (name: string, t: { userId: AnyPgColumn; householdId: AnyPgColumn }) =>
  check(name, sql`${t.userId} is not null or ${t.householdId} is not null`);
const recipeRef = () =>
  integer("recipe_id")
    .notNull()
    .references(() => recipes.id, { onDelete: "cascade" });

export const savedRecipes = pgTable(
  "saved_recipes",
  {
    userId: ownerId(),
    recipeId: recipeRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("saved_recipes_user_created_idx").on(t.userId, t.createdAt),
    index("saved_recipes_recipe_idx").on(t.recipeId),
  ],
);

export const cookbooks = pgTable(
  "cookbooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The cook whose cookbook it is, or who created it before moving it to the household. */
    userId: addedBy(),
    /** Set when the cookbook is the household's (every member sees and edits it; decision 046). */
    householdId: kitchenHousehold(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    color: text("color").$type<CookbookColor>().notNull().default(DEFAULT_COOKBOOK_COLOR),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cookbooks_user_created_idx").on(t.userId, t.createdAt),
    index("cookbooks_household_idx").on(t.householdId),
    belongsToSomeone("cookbooks_owner_check", t),
    check("cookbooks_color_check", sql`${t.color} in (${sql.raw(quoteList(COOKBOOK_COLOR_VALUES))})`),
  ],
);

export const cookbookRecipes = pgTable(
  "cookbook_recipes",
  {
    cookbookId: uuid("cookbook_id")
      .notNull()
      .references(() => cookbooks.id, { onDelete: "cascade" }),
    recipeId: recipeRef(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who filed it (shown in a household cookbook); null once their account is gone. */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.cookbookId, t.recipeId] }), index("cookbook_recipes_recipe_idx").on(t.recipeId)],
);

/**
 * When a cook last opened a cookbook (its manage page): the recipes of the books opened within
 * KEPT_COOKBOOK_DAYS are kept on the cook's device for use offline (issue 31).
 */
export const cookbookOpens = pgTable(
  "cookbook_opens",
  {
    userId: ownerId(),
    cookbookId: uuid("cookbook_id")
      .notNull()
      .references(() => cookbooks.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cookbookId] })],
);

export const ingredientLists = pgTable(
  "ingredient_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The cook whose list it is, or who moved it to the household. */
    userId: addedBy(),
    /** Set when the list is the household's (its pantry marks count for the shared shopping list). */
    householdId: kitchenHousehold(),
    name: text("name").notNull(),
    /** Marked as the pantry: the shopping list marks foods from these lists (all lists while none is marked). */
    isPantry: boolean("is_pantry").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ingredient_lists_user_created_idx").on(t.userId, t.createdAt),
    index("ingredient_lists_household_idx").on(t.householdId),
    belongsToSomeone("ingredient_lists_owner_check", t),
  ],
);

export const ingredientListItems = pgTable(
  "ingredient_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => ingredientLists.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ingredient_list_items_name_idx").on(t.listId, sql`lower(${t.name})`),
    index("ingredient_list_items_position_idx").on(t.listId, t.position),
  ],
);

export const mealPlanEntries = pgTable(
  "meal_plan_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who added the entry (in a household: shown with it; null once their account is gone). */
    userId: addedBy(),
    /** The household whose plan this is; null for the cook's personal plan. */
    householdId: kitchenHousehold(),
    /** The planned recipe, or null for a free note ("leftovers", "eating out"). */
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    mealType: text("meal_type").$type<MealType>().notNull(),
    servings: integer("servings"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("meal_plan_entries_user_date_idx").on(t.userId, t.date),
    index("meal_plan_entries_household_date_idx").on(t.householdId, t.date),
    belongsToSomeone("meal_plan_entries_owner_check", t),
    check("meal_plan_entries_meal_type_check", sql`${t.mealType} in (${sql.raw(quoteList(MEAL_TYPES))})`),
    check("meal_plan_entries_recipe_or_note_check", sql`${t.recipeId} is not null or ${t.note} is not null`),
  ],
);

export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The cook whose list it is (personal) or who started the household's list. */
    userId: addedBy(),
    /** The household whose list this is; null for the cook's personal list. */
    householdId: kitchenHousehold(),
    name: text("name").notNull(),
    /** The recipe a list was made from, if any. */
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shopping_lists_user_created_idx").on(t.userId, t.createdAt),
    /** One persisted list per kitchen: per cook when personal, per household when shared. */
    uniqueIndex("shopping_lists_user_idx")
      .on(t.userId)
      .where(sql`${t.householdId} is null`),
    uniqueIndex("shopping_lists_household_idx")
      .on(t.householdId)
      .where(sql`${t.householdId} is not null`),
    belongsToSomeone("shopping_lists_owner_check", t),
  ],
);

export const shoppingListItems = pgTable(
  "shopping_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    checked: boolean("checked").notNull().default(false),
    /** True for items the user typed in, false for lines taken from a recipe. */
    isCustom: boolean("is_custom").notNull().default(false),
    position: integer("position").notNull(),
    /** Merge key: the food's normalised name (null for custom items). */
    food: text("food"),
    /** The merged amount in `unit`, or null when the line has no amount or was kept verbatim. */
    quantity: real("quantity"),
    unit: text("unit"),
    aisle: text("aisle").notNull().default("other"),
    /** Titles of the recipes this line comes from. */
    sources: text("sources")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ids of those recipes: a line whose recipes the cook can no longer see is not shown (decision 018). */
    recipeIds: integer("recipe_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The recipes' own lines merged into this one, exact and scaled (decision 034): shown on demand,
     * and what adding a recipe later merges from (never the rounded amount). Empty for custom items.
     */
    originals: jsonb("originals")
      .$type<ShoppingOriginal[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who typed the item in (custom items; null for recipe lines and once their account is gone): for the account export. */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("shopping_list_items_list_idx").on(t.listId, t.position)],
);

export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    userId: ownerId(),
    recipeId: recipeRef(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("recently_viewed_user_viewed_idx").on(t.userId, t.viewedAt.desc().nullsFirst()),
  ],
);

export const cookedRecipes = pgTable(
  "cooked_recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    recipeId: recipeRef(),
    cookedAt: timestamp("cooked_at", { withTimezone: true }).notNull().defaultNow(),
    /** The cook's answer to "Did it turn out well?"; null until answered (skipped). The dashboard's success rate. */
    turnedOutWell: boolean("turned_out_well"),
  },
  (t) => [index("cooked_recipes_user_cooked_idx").on(t.userId, t.cookedAt)],
);

/**
 * A user's rating of a recipe: one per user and recipe, changed in place. A recipe's shown rating
 * is the average of these with the catalog's seeded rating as prior ratings (app/domain/recipes/ratings.ts).
 */
export const recipeRatings = pgTable(
  "recipe_ratings",
  {
    userId: ownerId(),
    recipeId: recipeRef(),
    rating: smallint("rating").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("recipe_ratings_recipe_idx").on(t.recipeId),
    check("recipe_ratings_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A cook's private note on a recipe (any recipe they may see): one per user and recipe, changed in
 * place, emptied by deleting the row. Only its author ever reads it (app/server/recipes/recipe-notes.server.ts).
 */
export const recipeNotes = pgTable(
  "recipe_notes",
  {
    userId: ownerId(),
    recipeId: recipeRef(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("recipe_notes_recipe_idx").on(t.recipeId),
    check("recipe_notes_body_check", sql`char_length(${t.body}) between 1 and ${sql.raw(String(RECIPE_NOTE_MAX))}`),
  ],
);

/**
 * AI recipe generations counted per user and calendar month (UTC, "2026-11"): the plan's fair-use
 * allowance (app/domain/plans.ts). Raised with one guarded upsert so two requests cannot both take
 * the last generation; given back when a generation fails before any of its text reached the cook.
 */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    userId: ownerId(),
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** The prompts a user gave the AI generator, newest first; the service keeps the latest five. */
export const aiRecentPrompts = pgTable(
  "ai_recent_prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    prompt: text("prompt").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_recent_prompts_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * The SR24 food an AI model chose for an ingredient name the reviewed alias table cannot match
 * (issue 15, decision 027), shared by every user: `name` is the normalised ingredient name
 * (foodMatchKey), `ndb` the chosen candidate's NDB number, or null when the model answered "none".
 * Only a candidate's number is ever stored; the nutrients always come from SR24.
 */
export const nutritionFoodMatches = pgTable(
  "nutrition_food_matches",
  {
    name: text("name").primaryKey(),
    ndb: text("ndb"),
    model: text("model").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("nutrition_food_matches_ndb_check", sql`${t.ndb} ~ '^[0-9]{5}$'`)],
);

/**
 * Households (issue 27): one kitchen shared by up to HOUSEHOLD_MAX_MEMBERS cooks. `ownerId` is one of
 * the members; a cook belongs to at most one household (the unique user id of household_members).
 * The owner's account cannot be deleted from under the household: deletion hands it over first
 * (app/server/households), so the foreign key restricts.
 */
export const households = pgTable(
  "households",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [index("households_owner_idx").on(t.ownerId)],
);

export const householdMembers = pgTable(
  "household_members",
  {
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: ownerId(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.userId] }), uniqueIndex("household_members_user_idx").on(t.userId)],
);

/**
 * An invitation by link: only the SHA-256 of its token is kept (the token, 256 random bits, is shown
 * once). Used, declined, revoked or past `expiresAt`, it admits nobody.
 */
export const householdInvites = pgTable(
  "household_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Who the invitation is for, as the owner wrote it (a name or an e-mail address). */
    forWhom: text("for_whom").notNull(),
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    /** The owner who made the invitation (null once their account is gone): for the account export. */
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("household_invites_token_idx").on(t.tokenHash), index("household_invites_household_idx").on(t.householdId)],
);

// ---------------------------------------------------------------------------
// Background jobs (docs/decisions/036)
// ---------------------------------------------------------------------------

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The one durable job queue every server process works from (app/server/jobs). A process claims a
 * due job with `FOR UPDATE SKIP LOCKED` and holds it for a lease (`locked_until`); a job whose
 * holder died is claimed again once its lease has run out. `unique_key` makes a job a singleton
 * (a photo sweep per period): finished rows keep their key until they are pruned.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    uniqueKey: text("unique_key").unique(),
    state: text("state").$type<JobState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_state_check", sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index("jobs_lease_idx")
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index("jobs_finished_idx")
      .on(t.finishedAt)
      .where(sql`${t.state} in ('done', 'failed')`),
  ],
);

/**
 * A collection brought in from another app (issue 28, docs/decisions/047): the uploaded file waits
 * in the file store under `file_key` while the `collection-import` job reads it. `next_index` is the
 * next recipe of the file to import, written in the same transaction as each recipe, so a job run
 * again after a crash resumes there without duplicates. The counts and `failures` (name and reason
 * of each recipe not imported) are what the progress page shows.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    fileName: text("file_name").notNull(),
    fileKey: text("file_key"),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    copies: boolean("copies").notNull().default(false),
    status: text("status").$type<ImportStatus>().notNull().default("queued"),
    format: text("format"),
    total: integer("total"),
    nextIndex: integer("next_index").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    notImported: integer("not_imported").notNull().default(0),
    failures: jsonb("failures").$type<{ name: string; reason: string }[]>().notNull().default([]),
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("imports_user_created_idx").on(t.userId, t.createdAt),
    check("imports_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

// ---------------------------------------------------------------------------
// Operators (issue 29)
// ---------------------------------------------------------------------------

/**
 * Every admin action: who, what, when, on whom. Rows are only ever added: a trigger (migration,
 * hand-written) refuses UPDATE and DELETE, and nothing references users, so deleting an account keeps
 * the record of what was done to it (with the e-mail as it was then).
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetId: text("target_id"),
    targetEmail: text("target_email"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("admin_audit_at_idx").on(t.at.desc(), t.id.desc())],
);

/**
 * A cook's report of a recipe shared with everyone (issue 29): one per cook and recipe. Open until an
 * admin decides (`resolution`); reports from REPORT_HOLD_THRESHOLD different cooks hold the recipe
 * back from the public until then (app/server/admin/moderation.server.ts).
 */
export const recipeReports = pgTable(
  "recipe_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipeId: recipeRef(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution").$type<ModerationAction>(),
  },
  (t) => [
    uniqueIndex("recipe_reports_recipe_reporter_idx").on(t.recipeId, t.reporterId),
    index("recipe_reports_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check("recipe_reports_reason_check", sql`${t.reason} in (${sql.raw(quoteList(REPORT_REASONS))})`),
    check("recipe_reports_note_check", sql`char_length(${t.note}) <= ${sql.raw(String(REPORT_NOTE_MAX))}`),
  ],
);

/**
 * An admin's invite link (issue 29, decision 051): the token is shown once and kept only as a hash;
 * it admits one sign-up within its days unless revoked. `created_by` and `used_by` go null with their
 * accounts, so the admins' list keeps the invite.
 */
export const siteInvites = pgTable(
  "site_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    /** Who it is for, as the admin wrote it (only admins read it). */
    note: text("note").notNull().default(""),
    /** The address it was made for, when the admin gave one: that cook may also sign in through single sign-on (decision 057). */
    email: text("email"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("site_invites_token_idx").on(t.tokenHash), index("site_invites_created_idx").on(t.createdAt.desc())],
);

/**
 * A cook's personal access token for the API (issue 30, decision 052): the secret is shown once and
 * kept only as its SHA-256; `hint` is what the list shows of it. A token acts as its cook (plan,
 * household) with its scope; it stops working once revoked or past `expires_at`.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    hint: text("hint").notNull(),
    scope: text("scope").$type<ApiScope>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_idx").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.userId, t.createdAt.desc()),
    check("api_tokens_scope_check", sql`${t.scope} in (${sql.raw(quoteList(API_SCOPES))})`),
  ],
);

/**
 * A cook's private calendar address for the meal plan (issue 30): the plan of whichever kitchen the
 * cook is in when a calendar reads it. One live address per cook; revoking it ends every subscription.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("calendar_feeds_hash_idx").on(t.tokenHash),
    uniqueIndex("calendar_feeds_live_idx")
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * What an API write sent with an `Idempotency-Key` answered (issue 30), or a change a cook's device
 * made offline and sent later (issue 31, keys `offline:<uuid>`): the same key from the same cook
 * within a day gets the same answer again instead of a second write. `status` is null while the
 * first request is still running.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("api_idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * An Ultimate cook's webhook (issue 30, decision 053): an address told of the chosen events, each
 * delivery signed with `secret` (shown once, kept to sign).
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    events: jsonb("events").$type<WebhookEvent[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhooks_user_idx").on(t.userId)],
);

/** One event sent (or being sent) to one webhook: its last answer, and when it arrived or gave up. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event: text("event").$type<WebhookEvent>().notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [index("webhook_deliveries_hook_idx").on(t.webhookId, t.createdAt.desc())],
);
