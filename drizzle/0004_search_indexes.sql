ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (title || E'\n' || description || E'\n' || simmer_join_lines(tags)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_search_text_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin ("title" gin_trgm_ops);