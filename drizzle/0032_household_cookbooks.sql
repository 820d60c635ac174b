ALTER TABLE "cookbooks" DROP CONSTRAINT "cookbooks_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "cookbooks" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbook_recipes" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "shared_with_household" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cookbook_recipes" ADD CONSTRAINT "cookbook_recipes_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookbooks_household_idx" ON "cookbooks" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "cookbooks" ADD CONSTRAINT "cookbooks_owner_check" CHECK ("cookbooks"."user_id" is not null or "cookbooks"."household_id" is not null);--> statement-breakpoint
-- hand-written (decision 046): the account-deletion trigger of 0029 also removes the cook's personal
-- cookbooks (their user_id no longer cascades); a household's cookbooks stay, and the foreign key
-- sets their user_id to null ("a former member").
CREATE OR REPLACE FUNCTION simmer_forget_personal_kitchen() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meal_plan_entries WHERE user_id = OLD.id AND household_id IS NULL;
  DELETE FROM shopping_lists WHERE user_id = OLD.id AND household_id IS NULL;
  DELETE FROM ingredient_lists WHERE user_id = OLD.id AND household_id IS NULL;
  DELETE FROM cookbooks WHERE user_id = OLD.id AND household_id IS NULL;
  RETURN OLD;
END;
$$;
