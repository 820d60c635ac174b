ALTER TABLE "meal_plan_entries" ALTER COLUMN "recipe_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "food" text;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "quantity" real;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "aisle" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_user_idx" ON "shopping_lists" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_or_note_check" CHECK ("meal_plan_entries"."recipe_id" is not null or "meal_plan_entries"."note" is not null);