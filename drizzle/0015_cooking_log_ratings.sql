-- Cooking log and ratings (issue 13): whether a cook turned out well (the dashboard's success rate) and one
-- rating per user per recipe, changed in place. Shown ratings blend these with the seeded rating (app/domain/ratings.ts).
CREATE TABLE "recipe_ratings" (
	"user_id" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_ratings_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id"),
	CONSTRAINT "recipe_ratings_rating_check" CHECK ("recipe_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "cooked_recipes" ADD COLUMN "turned_out_well" boolean;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ratings_recipe_idx" ON "recipe_ratings" USING btree ("recipe_id");