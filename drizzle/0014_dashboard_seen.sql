-- Hand-edited: "Welcome" on the first dashboard visit, "Welcome back" afterwards (issue 10).
-- Accounts that exist before this migration have been here before: they are greeted back.
ALTER TABLE "profiles" ADD COLUMN "dashboard_seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "profiles" SET "dashboard_seen_at" = "created_at";
