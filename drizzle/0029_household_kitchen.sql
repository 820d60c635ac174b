ALTER TABLE "ingredient_lists" DROP CONSTRAINT "ingredient_lists_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "meal_plan_entries" DROP CONSTRAINT "meal_plan_entries_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "shopping_lists" DROP CONSTRAINT "shopping_lists_user_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "shopping_lists_user_idx";--> statement-breakpoint
ALTER TABLE "ingredient_lists" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_lists" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredient_lists" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "ingredient_lists" ADD CONSTRAINT "ingredient_lists_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_lists" ADD CONSTRAINT "ingredient_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_lists_household_idx" ON "ingredient_lists" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "meal_plan_entries_household_date_idx" ON "meal_plan_entries" USING btree ("household_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_household_idx" ON "shopping_lists" USING btree ("household_id") WHERE "shopping_lists"."household_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_user_idx" ON "shopping_lists" USING btree ("user_id") WHERE "shopping_lists"."household_id" is null;--> statement-breakpoint
ALTER TABLE "ingredient_lists" ADD CONSTRAINT "ingredient_lists_owner_check" CHECK ("ingredient_lists"."user_id" is not null or "ingredient_lists"."household_id" is not null);--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_owner_check" CHECK ("meal_plan_entries"."user_id" is not null or "meal_plan_entries"."household_id" is not null);--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_owner_check" CHECK ("shopping_lists"."user_id" is not null or "shopping_lists"."household_id" is not null);--> statement-breakpoint
-- Hand-written (decision 040): a cook's personal meal plan, shopping list and ingredient lists go with
-- their account, whoever deletes the user row; the rows a household shares stay, and the foreign key
-- then sets their user_id to null ("a former member"). The CHECKs above keep any row from belonging
-- to nobody.
CREATE OR REPLACE FUNCTION simmer_forget_personal_kitchen() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meal_plan_entries WHERE user_id = OLD.id AND household_id IS NULL;
  DELETE FROM shopping_lists WHERE user_id = OLD.id AND household_id IS NULL;
  DELETE FROM ingredient_lists WHERE user_id = OLD.id AND household_id IS NULL;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_forget_personal_kitchen
  BEFORE DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION simmer_forget_personal_kitchen();
