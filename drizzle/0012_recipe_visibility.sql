-- A user's own recipe is private until its author shares it with everyone (issue 12). Catalog recipes
-- have no author (user_id is null) and are public whatever this column says; the rule lives in
-- app/domain/recipe-visibility.ts.
ALTER TABLE "recipes" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;
