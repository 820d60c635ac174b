CREATE TABLE "recipe_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" integer NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "recipe_reports_reason_check" CHECK ("recipe_reports"."reason" in ('spam', 'offensive', 'copyright', 'other')),
	CONSTRAINT "recipe_reports_note_check" CHECK (char_length("recipe_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "recipe_reports" ADD CONSTRAINT "recipe_reports_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_reports" ADD CONSTRAINT "recipe_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_reports_recipe_reporter_idx" ON "recipe_reports" USING btree ("recipe_id","reporter_id");--> statement-breakpoint
CREATE INDEX "recipe_reports_open_idx" ON "recipe_reports" USING btree ("created_at") WHERE "recipe_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_moderation_check" CHECK ("recipes"."moderation" in ('held', 'hidden', 'suspended'));