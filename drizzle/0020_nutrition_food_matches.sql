CREATE TABLE "nutrition_food_matches" (
	"name" text PRIMARY KEY NOT NULL,
	"ndb" text,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_food_matches_ndb_check" CHECK ("nutrition_food_matches"."ndb" ~ '^[0-9]{5}$')
);
