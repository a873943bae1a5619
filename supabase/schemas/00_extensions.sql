/**
 * The declared schema (docs/database.md): one file per domain, applied in the order supabase/config.toml lists them
 * ([db.migrations] schema_paths), each table, policy, trigger and function written once in its final form. The
 * baseline migration is these files one after another; `npm test -- schema` proves the two build the same database.
 *
 * Function bodies are checked when they run, not when they are declared (as pg_dump restores them): a domain's
 * helpers sit with the domain that owns the rule even where their bodies read the tables of a domain declared later.
 */
set check_function_bodies = off;

/** pg_cron runs the schedules' SQL (03_spine.sql); on hosted Supabase enable it in the dashboard first. */
create extension if not exists pg_cron with schema pg_catalog;

/** Trigram indexes for transaction search's text filter (08_search.sql). */
create extension if not exists pg_trgm with schema extensions;
