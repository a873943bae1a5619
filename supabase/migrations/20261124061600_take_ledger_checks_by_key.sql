/**
 * The ledger's checks at commit (20261124061100) fire once per queued statement, and each firing took its rule's rows
 * by reading the whole queue. A transaction of many statements (an organization deleted with its books: one cascade
 * statement per transaction; a sync writing entries one by one) queues a row per statement, and the queue's rows taken
 * at commit stay in the table, dead, until the transaction ends: every later firing read all of them again, n firings
 * over n rows. Now a firing first looks for its own row by key and stops when an earlier firing took it, and a firing
 * takes only the rows from its own on (deferred events fire in the order they were queued, so the rows before it
 * were taken already), by the primary key: the first firing at commit reads the queue once, the others one key each.
 */
create function private.ledger_take_commit_checks(p_rule text, p_from bigint) returns bigint[]
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[];
begin
  if not exists (select 1 from public.ledger_commit_checks where id = p_from) then
    return '{}';
  end if;
  with taken as (delete from public.ledger_commit_checks where id >= p_from and rule = p_rule returning transaction_ids)
  select array(select distinct i from taken, unnest(taken.transaction_ids) i order by i) into ids;
  return ids;
end $$;

-- the bodies of 20261124061100, taking from their own row on
create or replace function private.ledger_check_balanced_at_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[] := private.ledger_take_commit_checks('balance', new.id);
  bad record;
begin
  if cardinality(ids) = 0 then return null; end if;
  select s.transaction_id, s.accrual, s.cash into bad
  from (select p.transaction_id, coalesce(sum(p.amount_cents) filter (where p.basis in (0, 1)), 0) as accrual,
               coalesce(sum(p.amount_cents) filter (where p.basis in (0, 2)), 0) as cash
        from public.ledger_postings p where p.transaction_id = any (ids) group by p.transaction_id) s
  where s.accrual <> 0 or s.cash <> 0
  order by s.transaction_id limit 1;
  if found then
    raise exception 'Ledger transaction % is not balanced: debits and credits differ by % cents', bad.transaction_id,
      case when bad.accrual <> 0 then bad.accrual else bad.cash end
      using errcode = '23514', constraint = 'ledger_postings_balanced';
  end if;
  return null;
end $$;

create or replace function private.ledger_detect_amc_at_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[] := private.ledger_take_commit_checks('ask_my_client', new.id);
  parking bigint[];
  txn bigint;
begin
  if cardinality(ids) = 0 then return null; end if;
  parking := array(select a.id from public.ledger_accounts a
    where a.organization_id in (select t.organization_id from public.ledger_transactions t where t.id = any (ids))
      and private.is_ask_my_client(a.name));
  for txn in
    select t.id from public.ledger_transactions t
    where t.id = any (ids)
      and (exists (select 1 from public.amc_questions q
                   where q.organization_id = t.organization_id and q.transaction_id = t.kind::text || ':' || t.id)
        or (cardinality(parking) > 0 and t.deleted_at is null and t.kind in ('Purchase', 'Deposit', 'JournalEntry', 'Bill')
            and exists (select 1 from public.ledger_postings p
                        where p.transaction_id = t.id and p.basis in (0, 1) and p.account_id = any (parking))))
    order by t.id
  loop
    perform private.ledger_detect_amc(txn);
  end loop;
  return null;
end $$;

drop function private.ledger_take_commit_checks(text);
revoke execute on function private.ledger_take_commit_checks(text, bigint) from public, authenticated;
