-- Newline-joined text of a text array. IMMUTABLE (array_to_string is only STABLE because it is
-- generic), so it can feed generated columns and indexes. A search term never contains a newline,
-- so "term is a substring of one element" equals "term is a substring of the joined text".
CREATE OR REPLACE FUNCTION simmer_join_lines(lines text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(lines, E'\n') $$;
