-- The units a cook reads recipes in (issue 13): as written, metric or US, chosen on the recipe page.
ALTER TABLE "profiles" ADD COLUMN "unit_system" text DEFAULT 'as-written' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_unit_system_check" CHECK ("profiles"."unit_system" in ('as-written', 'metric', 'us'));