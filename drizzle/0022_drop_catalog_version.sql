-- Unused since the change log (migration 0016, decision 023) replaced the catalog version.
DROP TABLE IF EXISTS "catalog_version";