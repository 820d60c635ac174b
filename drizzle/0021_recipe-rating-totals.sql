ALTER TABLE "recipes" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_ratings_tally_check" CHECK ("recipes"."ratings_count" >= 0 and "recipes"."ratings_sum" between "recipes"."ratings_count" and 5 * "recipes"."ratings_count");--> statement-breakpoint
-- Hand-written: each recipe's users' ratings as a running sum and count, kept by triggers on recipe_ratings in the
-- same transaction as the rating (an upsert, a change, a delete, an account's deletion cascading to its ratings).
-- The UPDATE on recipes goes through the change log's trigger (migration 0016), so every process's in-memory indexes
-- pick up the new shown rating (cards, Highest Rated, the rating filter, the finder) with the next poll.
-- `x = x + delta` under the row lock keeps concurrent ratings of one recipe exact.
CREATE FUNCTION simmer_tally_recipe_ratings() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE recipes SET ratings_sum = 0, ratings_count = 0 WHERE ratings_count <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE recipes r SET ratings_sum = r.ratings_sum + d.s, ratings_count = r.ratings_count + d.n
      FROM (SELECT recipe_id, sum(rating)::integer AS s, count(*)::integer AS n FROM new_rows GROUP BY recipe_id) d
     WHERE r.id = d.recipe_id;
  ELSIF TG_OP = 'DELETE' THEN
    -- Ratings deleted with their recipe find no row to update.
    UPDATE recipes r SET ratings_sum = r.ratings_sum - d.s, ratings_count = r.ratings_count - d.n
      FROM (SELECT recipe_id, sum(rating)::integer AS s, count(*)::integer AS n FROM old_rows GROUP BY recipe_id) d
     WHERE r.id = d.recipe_id;
  ELSE
    -- A changed rating (the upsert's update): the difference per recipe; an unchanged one touches nothing.
    UPDATE recipes r SET ratings_sum = r.ratings_sum + d.s, ratings_count = r.ratings_count + d.n
      FROM (
        SELECT recipe_id, sum(rating)::integer AS s, sum(n)::integer AS n
          FROM (SELECT recipe_id, rating, 1 AS n FROM new_rows UNION ALL SELECT recipe_id, -rating, -1 FROM old_rows) x
         GROUP BY recipe_id
        HAVING sum(rating) <> 0 OR sum(n) <> 0
      ) d
     WHERE r.id = d.recipe_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_ratings_tally_insert AFTER INSERT ON recipe_ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_tally_recipe_ratings();
--> statement-breakpoint
CREATE TRIGGER recipe_ratings_tally_update AFTER UPDATE ON recipe_ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_tally_recipe_ratings();
--> statement-breakpoint
CREATE TRIGGER recipe_ratings_tally_delete AFTER DELETE ON recipe_ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION simmer_tally_recipe_ratings();
--> statement-breakpoint
CREATE TRIGGER recipe_ratings_tally_truncate AFTER TRUNCATE ON recipe_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION simmer_tally_recipe_ratings();
--> statement-breakpoint
-- Backfill from the ratings given so far.
UPDATE recipes r SET ratings_sum = t.s, ratings_count = t.n
  FROM (SELECT recipe_id, sum(rating)::integer AS s, count(*)::integer AS n FROM recipe_ratings GROUP BY recipe_id) t
 WHERE r.id = t.recipe_id;
