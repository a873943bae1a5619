/**
 * The built-in ledger's two checks at commit, the balance (20261122002100) and Ask My Client detection
 * (20261122005100), were deferred row triggers: one call per posting and one per transaction, 30,000 calls (0.6 s at
 * commit) for the 10,000 entries of a schedules run. A constraint trigger has to be a row trigger to wait for the
 * commit, so the rows it now fires for are one per statement: a statement-level trigger with a transition table
 * queues the ids of the transactions the statement touched (one row of `ledger_commit_checks`), and the deferred
 * constraint trigger on that queue checks them all in one query at commit. The first of a rule's queued rows to fire
 * takes every row of its rule, so a transaction written by several statements is checked once; the others find
 * nothing left. The queue is empty outside a writing transaction.
 *
 * The constraints keep their names (`set constraints public.ledger_postings_balanced immediate` still checks at once),
 * the balance error is the same (SQLSTATE 23514, constraint ledger_postings_balanced, the first unbalanced transaction
 * by id), and Ask My Client runs the same steps for each transaction that has a parked line or a question already.
 */

/** Section: the queue */
create table public.ledger_commit_checks (
  id bigint generated always as identity primary key,
  rule text not null check (rule in ('balance', 'ask_my_client')),
  transaction_ids bigint[] not null
);
comment on table public.ledger_commit_checks is
  'Transactions a statement touched, checked at commit by the ledger''s deferred rules; written and emptied by triggers only.';
alter table public.ledger_commit_checks enable row level security;
revoke all on public.ledger_commit_checks from anon, authenticated, service_role;

/** Section: queueing, once per statement */
create function private.ledger_postings_queue_balance_check() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.ledger_commit_checks (rule, transaction_ids)
  select 'balance', array_agg(distinct c.transaction_id) from changed c having count(*) > 0;
  return null;
end $$;

create function private.ledger_transactions_queue_amc_check() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.ledger_commit_checks (rule, transaction_ids)
  select 'ask_my_client', array_agg(c.id) from changed c having count(*) > 0;
  return null;
end $$;

drop trigger ledger_postings_balanced on public.ledger_postings;
drop trigger ledger_transactions_detect_amc on public.ledger_transactions;

-- as the row triggers did: a posting's new transaction on update, its old one on delete
create trigger ledger_postings_queue_balance_inserted after insert on public.ledger_postings
  referencing new table as changed for each statement execute function private.ledger_postings_queue_balance_check();
create trigger ledger_postings_queue_balance_updated after update on public.ledger_postings
  referencing new table as changed for each statement execute function private.ledger_postings_queue_balance_check();
create trigger ledger_postings_queue_balance_deleted after delete on public.ledger_postings
  referencing old table as changed for each statement execute function private.ledger_postings_queue_balance_check();
create trigger ledger_transactions_queue_amc_inserted after insert on public.ledger_transactions
  referencing new table as changed for each statement execute function private.ledger_transactions_queue_amc_check();
create trigger ledger_transactions_queue_amc_updated after update on public.ledger_transactions
  referencing new table as changed for each statement execute function private.ledger_transactions_queue_amc_check();

/** The rule's queued ids, taken off the queue; empty when another firing took them first. */
create function private.ledger_take_commit_checks(p_rule text) returns bigint[]
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[];
begin
  with taken as (delete from public.ledger_commit_checks where rule = p_rule returning transaction_ids)
  select array(select distinct i from taken, unnest(taken.transaction_ids) i order by i) into ids;
  return ids;
end $$;

/** Section: the balance, checked at commit for every queued transaction in one query */
create function private.ledger_check_balanced_at_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[] := private.ledger_take_commit_checks('balance');
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
create constraint trigger ledger_postings_balanced after insert on public.ledger_commit_checks
  deferrable initially deferred for each row when (new.rule = 'balance') execute function private.ledger_check_balanced_at_commit();

/**
 * Section: Ask My Client at commit
 * One transaction's detection, the body of the row trigger it replaces (20261122005100) unchanged but for taking the
 * transaction's id as a parameter: a parked line becomes (or refreshes) a question, a line moved out completes it, a
 * deleted transaction retires it.
 */
create function private.ledger_detect_amc(p_id bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t public.ledger_transactions;
  amc record;
  record_kind public.amc_record_kind;
  question_key text;
begin
  select * into t from public.ledger_transactions where id = p_id;
  if not found then return; end if;
  question_key := t.kind::text || ':' || t.id;
  if t.deleted_at is not null then
    update public.amc_questions set deleted_at = now() where organization_id = t.organization_id and transaction_id = question_key and deleted_at is null;
    return;
  end if;
  record_kind := case t.kind when 'Purchase' then (case when t.body ->> 'PaymentType' = 'Check' then 'check' else 'purchase' end)
    when 'Deposit' then 'deposit' when 'JournalEntry' then 'journalEntry' when 'Bill' then 'bill' end::public.amc_record_kind;
  if record_kind is null then return; end if;

  select sum(p.amount_cents)::bigint as amount, min(p.line_id) as line_id, min(a.fully_qualified_name) as account_name,
         min(p.description) as description
    into amc
    from public.ledger_postings p join public.ledger_accounts a on a.id = p.account_id
   where p.transaction_id = t.id and p.basis in (0, 1) and private.is_ask_my_client(a.name);

  if amc.line_id is null then
    -- not (or no longer) parked: close an open question, if there is one
    if exists (select 1 from public.amc_questions q where q.organization_id = t.organization_id and q.transaction_id = question_key) then
      perform private.amc_sync_transaction(t.organization_id, question_key, record_kind,
        coalesce((select a.fully_qualified_name from public.ledger_postings p join public.ledger_accounts a on a.id = p.account_id
                  where p.transaction_id = t.id and p.line_id in (select q.ledger_record ->> 'lineId' from public.amc_questions q
                    where q.organization_id = t.organization_id and q.transaction_id = question_key) limit 1), ''),
        0, t.txn_date, null, null, jsonb_build_object('kind', t.kind, 'id', t.id::text, 'syncToken', t.sync_token::text), false);
    end if;
    return;
  end if;

  perform private.amc_sync_transaction(t.organization_id, question_key, record_kind, amc.account_name, amc.amount, t.txn_date,
    (select n.display_name from public.ledger_names n where n.id = t.name_id),
    coalesce(amc.description, t.private_note),
    jsonb_build_object('kind', t.kind, 'id', t.id::text, 'lineId', amc.line_id, 'syncToken', t.sync_token::text, 'docNumber', t.doc_number),
    true);
end $$;

/**
 * At commit: only a transaction with a question already, or (live, of a kind that can be asked about) with a line in
 * an Ask My Client account, has anything to do; the rest, every schedule entry among them, are passed over in one
 * query, the organizations' Ask My Client accounts looked up once before it.
 */
create function private.ledger_detect_amc_at_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[] := private.ledger_take_commit_checks('ask_my_client');
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
create constraint trigger ledger_transactions_detect_amc after insert on public.ledger_commit_checks
  deferrable initially deferred for each row when (new.rule = 'ask_my_client') execute function private.ledger_detect_amc_at_commit();

drop function private.ledger_check_balanced();
drop function private.ledger_transactions_detect_amc();

/**
 * Both checks find their rows by key (transaction, question, posting), which is right at any size; plans kept for a
 * session and made while a table was nearly empty would otherwise read the whole table for every row (20261124004100).
 * Without sequential scans every plan costs more than JIT's threshold, and compiling took 40-65 ms a check: no JIT.
 */
alter function private.ledger_check_balanced_at_commit() set enable_seqscan = off;
alter function private.ledger_check_balanced_at_commit() set jit = off;
alter function private.ledger_detect_amc_at_commit() set enable_seqscan = off;
alter function private.ledger_detect_amc_at_commit() set jit = off;

revoke execute on function private.ledger_postings_queue_balance_check(), private.ledger_transactions_queue_amc_check(),
  private.ledger_take_commit_checks(text), private.ledger_check_balanced_at_commit(), private.ledger_detect_amc(bigint),
  private.ledger_detect_amc_at_commit() from public, authenticated;
