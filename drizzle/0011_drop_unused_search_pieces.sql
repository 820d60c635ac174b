-- Search, filters and sorting run on the in-memory browse index (docs/decisions/009), so nothing reads
-- these recipe indexes any more; "newest first" gets an index the planner can use for ORDER BY … DESC
-- (NULLS FIRST). The hand-written part at the end drops the pieces drizzle-kit does not track: the
-- simmer_join_lines function and the pg_trgm extension, which no index or query uses since 0009.
-- See docs/decisions/011 for the query plans checked.
DROP INDEX "recipes_rating_idx";--> statement-breakpoint
DROP INDEX "recipes_cook_time_idx";--> statement-breakpoint
DROP INDEX "recipes_title_idx";--> statement-breakpoint
DROP INDEX "recipes_difficulty_idx";--> statement-breakpoint
DROP INDEX "recipes_tags_idx";--> statement-breakpoint
DROP INDEX "recently_viewed_user_viewed_idx";--> statement-breakpoint
DROP INDEX "recipes_created_at_idx";--> statement-breakpoint
CREATE INDEX "recently_viewed_user_viewed_idx" ON "recently_viewed" USING btree ("user_id","viewed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP FUNCTION IF EXISTS simmer_join_lines(text[]);--> statement-breakpoint
DROP EXTENSION IF EXISTS pg_trgm;
