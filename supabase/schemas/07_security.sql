/**
 * Backstop for the money rule of shared/rules/values.ts: an amount is at most 99,999,999,999.99, so its cents stay
 * exact both as bigint and as a JavaScript number (and a transaction's lines, capped at the same total, do too).
 * The API and the journal import refuse larger amounts with a message naming the field; these CHECKs catch any
 * writer that goes around them (jobs, SQL, a future route). NOT VALID: rows written before the rule are not
 * re-checked when this runs on an existing database, but every new or updated row is.
 * Text needs no CHECK (Postgres itself refuses U+0000), nor do dates (the date type refuses 2026-02-30).
 */

/** Section: built-in ledger amounts */
alter table public.ledger_transactions
  add constraint ledger_transactions_total_cents_within_maximum
  check (total_cents between -9999999999999 and 9999999999999) not valid;

alter table public.ledger_postings
  add constraint ledger_postings_amount_cents_within_maximum
  check (amount_cents between -9999999999999 and 9999999999999) not valid;

/**
 * The anon role holds no privilege on the tables in public.
 *
 * Supabase grants anon everything on new tables by default and leaves the refusal to RLS. Nothing in this product reads
 * or writes a table without a signed-in user (the public invitation routes use the service role), so a second layer
 * costs nothing: a policy written too widely for anon still cannot be reached.
 */
revoke all on all tables in schema public from anon;
revoke all on all sequences in schema public from anon;
alter default privileges in schema public revoke all on tables from anon;
alter default privileges in schema public revoke all on sequences from anon;
