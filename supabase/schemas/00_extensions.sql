set check_function_bodies = off;

/**
 * Schedules: pg_cron (minute granularity) runs SQL that enqueues jobs, so the same migrations work locally (the
 * LISTEN/NOTIFY worker picks the jobs up) and on hosted Supabase (where pg_cron also invokes the `jobs` function
 * through pg_net every minute, see private.invoke_jobs_function and docs/spine.md).
 */
create extension if not exists pg_cron with schema pg_catalog;

/**
 * Transaction search (staff: /admin|bookkeeper/transactions/search) over both ledgers an organization may keep: the
 * built-in ledger (ledger_transactions + postings) and the stored QuickBooks copies (quickbooks_purchases, …).
 *
 * Why a table and not a view: the text filter spans a transaction, its name (vendor/customer) and its lines, which
 * live in three tables; no index can serve an OR across tables, and a union of six sources sorted by date cannot
 * stop early. One row per record (transaction) in one table, with one lower-cased `search_text` under a trigram
 * index and btree indexes on date and amount, lets every search read at most a page's worth of an index.
 * Triggers keep it in step with its sources inside the writing transaction, so it is never stale. Nobody writes it
 * directly; people read it under the same rule as the ledger tables (has access to the organization).
 */

create extension if not exists pg_trgm with schema extensions;
