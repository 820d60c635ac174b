CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_title_idx";--> statement-breakpoint
CREATE INDEX "recipes_title_idx" ON "recipes" USING btree (lower("title") collate "C","id");