-- Hand-written (generated tables kept): the durable change log that replaces catalog_version
-- (docs/decisions/016). Triggers on recipes and recipe_ingredients add one row per changed recipe in
-- the same transaction as the write; each app process applies the rows after the last seq it saw.
-- An advisory transaction lock, taken only by statements that changed a recipe, makes seq order
-- commit order, so a reader that has seen seq N has seen every committed row below N.
CREATE TABLE "recipe_change_horizon" (
	"id" smallint PRIMARY KEY NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"recipe_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO recipe_change_horizon (id, pruned_through) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS recipes_bump_catalog_version ON recipes;
--> statement-breakpoint
DROP TRIGGER IF EXISTS recipe_ingredients_bump_catalog_version ON recipe_ingredients;
--> statement-breakpoint
DROP FUNCTION IF EXISTS simmer_bump_catalog_version();
--> statement-breakpoint
CREATE FUNCTION simmer_log_recipe_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_advisory_xact_lock(7212013);
    INSERT INTO recipe_changes (recipe_id) VALUES (NULL);
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
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION simmer_log_recipe_ingredient_changes() RETURNS trigger
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
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_log_insert AFTER INSERT ON recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_changes();
--> statement-breakpoint
CREATE TRIGGER recipes_log_update AFTER UPDATE ON recipes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_changes();
--> statement-breakpoint
CREATE TRIGGER recipes_log_delete AFTER DELETE ON recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_changes();
--> statement-breakpoint
CREATE TRIGGER recipes_log_truncate AFTER TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_changes();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_log_insert AFTER INSERT ON recipe_ingredients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_ingredient_changes();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_log_update AFTER UPDATE ON recipe_ingredients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_ingredient_changes();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_log_delete AFTER DELETE ON recipe_ingredients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_ingredient_changes();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_log_truncate AFTER TRUNCATE ON recipe_ingredients
  FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_recipe_changes();
--> statement-breakpoint
CREATE FUNCTION simmer_log_ingredient_renames() RETURNS trigger
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
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ingredients_log_rename AFTER UPDATE ON ingredients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_log_ingredient_renames();
