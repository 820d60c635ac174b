CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" in ('done', 'failed');--> statement-breakpoint
-- Hand-written (docs/decisions/036): the change-log triggers of 0016 also NOTIFY simmer_recipe_changes,
-- delivered at commit (never for a rolled-back write) to every process LISTENing on PostgreSQL, which
-- then reads the log at once instead of at its next periodic catch-up. The log stays the source of truth.
CREATE OR REPLACE FUNCTION simmer_log_recipe_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_advisory_xact_lock(7212013);
    INSERT INTO recipe_changes (recipe_id) VALUES (NULL);
    PERFORM pg_notify('simmer_recipe_changes', '');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT n.id) INTO changed
      FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
      WHERE o IS NULL OR n IS DISTINCT FROM o;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(7212013);
    INSERT INTO recipe_changes (recipe_id) SELECT unnest(changed);
    PERFORM pg_notify('simmer_recipe_changes', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION simmer_log_recipe_ingredient_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT recipe_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    -- Links deleted with their recipe: the recipe's own row is logged already.
    SELECT array_agg(DISTINCT o.recipe_id) INTO changed FROM old_rows o WHERE EXISTS (SELECT 1 FROM recipes r WHERE r.id = o.recipe_id);
  ELSE
    SELECT array_agg(DISTINCT x.recipe_id) INTO changed
      FROM (SELECT recipe_id FROM new_rows UNION SELECT recipe_id FROM old_rows) x;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(7212013);
    INSERT INTO recipe_changes (recipe_id) SELECT unnest(changed);
    PERFORM pg_notify('simmer_recipe_changes', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION simmer_log_ingredient_renames() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  SELECT array_agg(DISTINCT ri.recipe_id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.name IS DISTINCT FROM n.name
    JOIN recipe_ingredients ri ON ri.ingredient_id = n.id;
  IF changed IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(7212013);
    INSERT INTO recipe_changes (recipe_id) SELECT unnest(changed);
    PERFORM pg_notify('simmer_recipe_changes', '');
  END IF;
  RETURN NULL;
END;
$$;
