-- Search, the spelling dictionary and title ranking now run on the in-memory browse index
-- (docs/decisions/009): the trigram indexes and the search_words dictionary only slowed writes.
DROP TRIGGER IF EXISTS recipes_collect_search_words ON recipes;--> statement-breakpoint
DROP FUNCTION IF EXISTS simmer_collect_search_words();--> statement-breakpoint
DROP FUNCTION IF EXISTS simmer_words(text, text, text[]);--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
DROP INDEX "recipes_search_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_title_trgm_idx";
