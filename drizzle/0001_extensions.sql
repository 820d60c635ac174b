-- Trigram matching for search (used by the discovery indexes). Trusted extension since PostgreSQL 13;
-- the embedded database loads it through PGlite's contrib module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
