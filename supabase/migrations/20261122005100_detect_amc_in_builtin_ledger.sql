/**
 * Ask My Client detection for the built-in ledger: when a transaction is posted, edited or deleted, its postings in an
 * "ASK MY CLIENT" account become (or stop being) a question. Runs at commit (deferred), once per changed transaction,
 * so it sees the final postings however the writer replaced them. Ledger syncs and webhooks of external ledgers call
 * private.amc_sync_transaction directly.
 */

/** Same rule as shared/rules/amc.ts: the account's own name (the last segment), optional number prefix, any case. */
create function private.is_ask_my_client(account_name text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(lower(btrim(split_part(account_name, ':', array_length(string_to_array(account_name, ':'), 1)))) ~ '^([0-9]+ )?ask my client$', false)
$$;

create function private.ledger_transactions_detect_amc() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  t public.ledger_transactions;
  amc record;
  record_kind public.amc_record_kind;
  question_key text;
begin
  select * into t from public.ledger_transactions where id = new.id;
  if not found then return null; end if;
  question_key := t.kind::text || ':' || t.id;
  if t.deleted_at is not null then
    update public.amc_questions set deleted_at = now() where organization_id = t.organization_id and transaction_id = question_key and deleted_at is null;
    return null;
  end if;
  record_kind := case t.kind when 'Purchase' then (case when t.body ->> 'PaymentType' = 'Check' then 'check' else 'purchase' end)
    when 'Deposit' then 'deposit' when 'JournalEntry' then 'journalEntry' when 'Bill' then 'bill' end::public.amc_record_kind;
  if record_kind is null then return null; end if;

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
    return null;
  end if;

  perform private.amc_sync_transaction(t.organization_id, question_key, record_kind, amc.account_name, amc.amount, t.txn_date,
    (select n.display_name from public.ledger_names n where n.id = t.name_id),
    coalesce(amc.description, t.private_note),
    jsonb_build_object('kind', t.kind, 'id', t.id::text, 'lineId', amc.line_id, 'syncToken', t.sync_token::text, 'docNumber', t.doc_number),
    true);
  return null;
end $$;
revoke execute on function private.ledger_transactions_detect_amc from public;

create constraint trigger ledger_transactions_detect_amc after insert or update on public.ledger_transactions
  deferrable initially deferred for each row execute function private.ledger_transactions_detect_amc();
