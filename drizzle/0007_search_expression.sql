CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_search_trgm_idx" ON "recipes" USING gin (("title" || E'\n' || "description" || E'\n' || simmer_join_lines("tags")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search_text";