ALTER TABLE "recipes" ADD COLUMN "ingredient_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "instruction_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_ingredient_sections_check" CHECK (jsonb_typeof("recipes"."ingredient_sections") = 'array');--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_instruction_sections_check" CHECK (jsonb_typeof("recipes"."instruction_sections") = 'array');