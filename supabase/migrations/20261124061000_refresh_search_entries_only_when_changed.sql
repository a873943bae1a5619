/**
 * Transaction search (20261123001000) rebuilt a record's entry by deleting it and inserting it again on every refresh.
 * A ledger write refreshes each record twice, once for its transaction and once for its postings, so every journal
 * entry the product posts paid for two entries, each with its two trigram indexes (76 ms per thousand entries of
 * the 10,000 a schedules run posts). The refresh now writes only what differs: an entry that is already right is
 * left as it is, a changed one is updated in place (keeping its id), a missing one is inserted, and the entry of a
 * deleted or vanished transaction is removed. A writer that inserts a transaction and its postings in one statement
 * (insertJournalEntries) therefore writes each entry once: the second refresh finds nothing to change.
 *
 * What an entry says is unchanged (the select below is the original's), so search finds the same records.
 */
create or replace function private.transaction_search_refresh_ledger(txn_ids bigint[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  -- the entries of transactions gone or deleted (the live ones found by their key, never by reading the ledger)
  delete from public.transaction_search_entries e
  where e.source = 'ledger' and e.record_id = any (array(
    select i::text from (select unnest(txn_ids) except
                         select t.id from public.ledger_transactions t where t.id = any (txn_ids) and t.deleted_at is null) gone(i)));

  insert into public.transaction_search_entries as e (organization_id, source, record_type, record_id, txn_date, doc_number,
    name, description, memo, account_names, amount_cents, currency)
  select t.organization_id, 'ledger', t.kind::text, t.id::text, t.txn_date, t.doc_number, n.display_name,
         l.descriptions, t.private_note, coalesce(l.accounts, ''),
         case when t.kind = 'Purchase' and coalesce((t.body ->> 'Credit')::boolean, false) then -t.total_cents else t.total_cents end,
         t.currency
  from public.ledger_transactions t
  left join public.ledger_names n on n.id = t.name_id
  left join lateral (
    select string_agg(distinct a.fully_qualified_name, ' · ') as accounts,
           string_agg(distinct p.description, ' · ') filter (where p.line_id <> 'H' and p.description <> '') as descriptions
    from public.ledger_postings p join public.ledger_accounts a on a.id = p.account_id
    where p.transaction_id = t.id and p.basis in (0, 1)) l on true
  where t.id = any (txn_ids) and t.deleted_at is null
  on conflict (source, record_id, record_type, organization_id) do update set txn_date = excluded.txn_date,
    doc_number = excluded.doc_number, name = excluded.name, description = excluded.description, memo = excluded.memo,
    account_names = excluded.account_names, amount_cents = excluded.amount_cents, currency = excluded.currency
  where (e.txn_date, e.doc_number, e.name, e.description, e.memo, e.account_names, e.amount_cents, e.currency)
    is distinct from (excluded.txn_date, excluded.doc_number, excluded.name, excluded.description, excluded.memo,
                      excluded.account_names, excluded.amount_cents, excluded.currency);
end $$;
revoke execute on function private.transaction_search_refresh_ledger(bigint[]) from public;
