/**
 * A ledger statement that writes more than a thousand transactions (a schedules posting run, a journal import, a
 * sync's first pull, a renamed account used by years of entries) no longer rebuilds their search entries inside the
 * writer's transaction: it queues job `search.refresh` with the transactions' ids, in the same transaction, and the
 * worker rebuilds them a moment after the commit. The rebuild is the same function as before
 * (private.transaction_search_refresh_ledger); only when it runs changes.
 *
 * Why: a search entry costs its insert and two trigram indexes, 50 µs or more; for the 10,000 entries of a posting
 * run that was 0.5 s of its 2.5 s, paid while the run held its schedules locked. Search entries are derived data
 * (a search reads them, nothing else does), so for a bulk write a second of delay is the better trade. A statement of
 * up to a thousand transactions (every write a person makes) is still searchable the moment it commits.
 *
 * The rebuild reads the books as they are when it runs, so jobs of one transaction may run in any order; they take
 * one lock, so two never read and write the same entries at once.
 */
create function private.transaction_search_refresh_ledger_soon(txn_ids bigint[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if cardinality(txn_ids) <= 1000 then
    perform private.transaction_search_refresh_ledger(txn_ids);
    return;
  end if;
  -- options as edge-functions/domains/transaction-search/jobs.ts defines them (no key: each write's ids are its own)
  perform private.enqueue_job('search.refresh', jsonb_build_object('transactionIds', to_jsonb(txn_ids)), null, null, null,
    '{"maxRuntimeSeconds": 300, "retryIntervalSeconds": 30}'::jsonb);
end $$;
revoke execute on function private.transaction_search_refresh_ledger_soon(bigint[]) from public, authenticated;

/** The job's step: one rebuild at a time (see above). */
create function private.transaction_search_refresh_queued(txn_ids bigint[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('search.refresh', 0));
  perform private.transaction_search_refresh_ledger(txn_ids);
end $$;
revoke execute on function private.transaction_search_refresh_queued(bigint[]) from public, authenticated;
grant execute on function private.transaction_search_refresh_queued(bigint[]) to service_role;

-- the trigger functions of 20261123001000 and 20261124061500, bodies unchanged but for the function they call
create or replace function private.transaction_search_postings_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(select distinct transaction_id from changed));
  return null;
end $$;

create or replace function private.transaction_search_transactions_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(select id from changed));
  return null;
end $$;

create or replace function private.transaction_search_transactions_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(
    select c.id from changed c where not exists (select 1 from public.ledger_postings p where p.transaction_id = c.id)));
  return null;
end $$;

create or replace function private.transaction_search_names_renamed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(
    select t.id from public.ledger_transactions t
    where t.name_id in (select n.id from new_rows n join old_rows o on o.id = n.id where n.display_name is distinct from o.display_name)));
  return null;
end $$;

create or replace function private.transaction_search_accounts_renamed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(
    select distinct p.transaction_id from public.ledger_postings p
    where p.account_id in (select n.id from new_rows n join old_rows o on o.id = n.id
                           where n.fully_qualified_name is distinct from o.fully_qualified_name)));
  return null;
end $$;
