-- The words of a recipe's title, description and tags, lowercased, three letters or more.
CREATE OR REPLACE FUNCTION simmer_words(title text, description text, tags text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(lower(title || ' ' || description || ' ' || array_to_string(tags, ' ')), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3
  $$;
--> statement-breakpoint
-- Keeps search_words (the spelling dictionary) up to date with every new or edited recipe.
-- Words are never removed: a stale word only means a suggestion that finds nothing.
CREATE OR REPLACE FUNCTION simmer_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT simmer_words(NEW.title, NEW.description, NEW.tags)
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_collect_search_words
  AFTER INSERT OR UPDATE OF title, description, tags ON recipes
  FOR EACH ROW EXECUTE FUNCTION simmer_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT simmer_words(title, description, tags) FROM recipes
  ON CONFLICT (word) DO NOTHING;
