-- The catalog's version: bumped once per statement that writes recipes or their ingredient links.
INSERT INTO catalog_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION simmer_bump_catalog_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_bump_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION simmer_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_bump_catalog_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipe_ingredients
  FOR EACH STATEMENT EXECUTE FUNCTION simmer_bump_catalog_version();
