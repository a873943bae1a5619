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

/** Section: the search table */
create table public.transaction_search_entries (
  id bigint generated always as identity unique,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  source text not null check (source in ('ledger', 'quickbooks')),
  record_type text not null check (record_type in ('Purchase', 'Deposit', 'JournalEntry', 'Bill', 'BillPayment', 'Invoice', 'Payment')),
  -- ledger_transactions.id for the built-in ledger, the QuickBooks Id for the copies
  record_id text not null,
  txn_date date not null,
  doc_number text,
  name text,
  description text,
  memo text,
  -- the fully qualified names of the accounts the record posts to, ' · ' between them
  account_names text not null default '',
  amount_cents bigint not null,
  currency text not null default 'USD',
  search_text text generated always as (
    lower(btrim(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(memo, '') || ' ' || coalesce(doc_number, '')))) stored,
  -- refreshes look a record up by its source id (ledger: any organization), hence this column order
  primary key (source, record_id, record_type, organization_id)
);
comment on table public.transaction_search_entries is
  'One row per ledger or QuickBooks record, kept by triggers for transaction search; never written directly.';

create index transaction_search_entries_org_date_idx on public.transaction_search_entries (organization_id, txn_date desc, id desc);
create index transaction_search_entries_date_idx on public.transaction_search_entries (txn_date desc, id desc);
create index transaction_search_entries_org_amount_idx on public.transaction_search_entries (organization_id, amount_cents);
create index transaction_search_entries_amount_idx on public.transaction_search_entries (amount_cents, txn_date desc);
create index transaction_search_entries_text_idx on public.transaction_search_entries using gin (search_text extensions.gin_trgm_ops);
create index transaction_search_entries_account_idx on public.transaction_search_entries using gin (lower(account_names) extensions.gin_trgm_ops);

/** Section: row-level security (read with access to the organization, as the ledger tables; no direct writes) */
alter table public.transaction_search_entries enable row level security;
revoke all on public.transaction_search_entries from anon;
revoke insert, update, delete, truncate on public.transaction_search_entries from authenticated;
create policy "People with access search an organization's transactions" on public.transaction_search_entries
  for select to authenticated using (organization_id in (select private.ledger_readable_org_ids()));
select private.require_second_factor('public.transaction_search_entries');

/**
 * Section: built-in ledger
 * A record's entry is rebuilt from its transaction, its name and its accrual-view postings (basis 0 and 1; cash-only
 * allocations repeat lines). Line descriptions come from the postings except the header leg ('H'), which carries
 * the memo. A credit-card credit is shown negative, as the QuickBooks copies store it.
 *
 * A refresh writes only what differs: an entry that is already right is left as it is, a changed one is updated in
 * place (keeping its id), a missing one is inserted, and the entry of a deleted or vanished transaction is removed.
 * A ledger write refreshes each record twice, once for its transaction and once for its postings: rebuilding the
 * entry each time (delete, insert) paid for two entries with their two trigram indexes for every journal entry the
 * product posts (76 ms per thousand entries of the 10,000 a schedules run posts). A writer that inserts a transaction and its postings in one statement
 * (insertJournalEntries) therefore writes each entry once: the second refresh finds nothing to change.
 *
 * What an entry says is unchanged (the select below is the original's), so search finds the same records.
 */
create function private.transaction_search_refresh_ledger(txn_ids bigint[]) returns void
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

-- the ledger's triggers hand the transactions their statement touched to private.transaction_search_refresh_ledger_soon
create function private.transaction_search_postings_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(select distinct transaction_id from changed));
  return null;
end $$;

create function private.transaction_search_transactions_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(select id from changed));
  return null;
end $$;

/** Renaming a vendor or an account changes what the records that use it are found by. */
create function private.transaction_search_names_renamed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(
    select t.id from public.ledger_transactions t
    where t.name_id in (select n.id from new_rows n join old_rows o on o.id = n.id where n.display_name is distinct from o.display_name)));
  return null;
end $$;

create function private.transaction_search_accounts_renamed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(
    select distinct p.transaction_id from public.ledger_postings p
    where p.account_id in (select n.id from new_rows n join old_rows o on o.id = n.id
                           where n.fully_qualified_name is distinct from o.fully_qualified_name)));
  return null;
end $$;

-- Statement-level with transition tables: a journal import of a thousand entries refreshes them in one pass.
create trigger transaction_search_postings_inserted after insert on public.ledger_postings
  referencing new table as changed for each statement execute function private.transaction_search_postings_changed();
create trigger transaction_search_postings_updated after update on public.ledger_postings
  referencing new table as changed for each statement execute function private.transaction_search_postings_changed();
create trigger transaction_search_postings_deleted after delete on public.ledger_postings
  referencing old table as changed for each statement execute function private.transaction_search_postings_changed();
create trigger transaction_search_transactions_updated after update on public.ledger_transactions
  referencing new table as changed for each statement execute function private.transaction_search_transactions_changed();
create trigger transaction_search_transactions_deleted after delete on public.ledger_transactions
  referencing old table as changed for each statement execute function private.transaction_search_transactions_changed();
create trigger transaction_search_names_renamed after update on public.ledger_names
  referencing old table as old_rows new table as new_rows for each statement execute function private.transaction_search_names_renamed();
create trigger transaction_search_accounts_renamed after update on public.ledger_accounts
  referencing old table as old_rows new table as new_rows for each statement execute function private.transaction_search_accounts_renamed();

/**
 * Section: QuickBooks copies
 * One entry per stored record. The name is the record's vendor/customer reference, the memo its PrivateNote, the
 * accounts its header account (bank, deposit-to, A/R) and every line's AccountRef, as QuickBooks names them.
 */
create function private.transaction_search_put_quickbooks(org uuid, kind text, qb_id text, tx_date date, amount bigint,
  descr text, header_account text, raw jsonb) returns void
language sql security definer set search_path = '' as $$
  insert into public.transaction_search_entries (organization_id, source, record_type, record_id, txn_date, doc_number,
    name, description, memo, account_names, amount_cents, currency)
  select org, 'quickbooks', kind, qb_id, tx_date, raw ->> 'DocNumber',
         coalesce(raw #>> '{EntityRef,name}', raw #>> '{VendorRef,name}', raw #>> '{CustomerRef,name}'),
         coalesce(descr, (select l ->> 'Description' from jsonb_array_elements(coalesce(raw -> 'Line', '[]')) l
                          where l ->> 'Description' is not null limit 1)),
         raw ->> 'PrivateNote',
         coalesce((select string_agg(distinct x, ' · ') from (
            select header_account as x
            union all select v #>> '{}' from jsonb_path_query(raw, 'lax $.Line[*].**.AccountRef.name') v
            union all select raw #>> '{DepositToAccountRef,name}'
            union all select raw #>> '{ARAccountRef,name}') names where x is not null and x <> ''), ''),
         amount, coalesce(raw #>> '{CurrencyRef,value}', 'USD')
  on conflict (source, record_id, record_type, organization_id) do update set txn_date = excluded.txn_date,
    doc_number = excluded.doc_number, name = excluded.name, description = excluded.description, memo = excluded.memo,
    account_names = excluded.account_names, amount_cents = excluded.amount_cents, currency = excluded.currency
$$;

/** One trigger function for the five copy tables; TG_ARGV says the record type and which column holds its Id. */
create function private.transaction_search_quickbooks_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  kind text := tg_argv[0];
  r jsonb;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    r := to_jsonb(old);
    delete from public.transaction_search_entries
    where source = 'quickbooks' and record_id = r ->> tg_argv[1] and record_type = kind and organization_id = (r ->> 'organization_id')::uuid;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    r := to_jsonb(new);
    perform private.transaction_search_put_quickbooks((r ->> 'organization_id')::uuid, kind, r ->> tg_argv[1], (r ->> 'tx_date')::date,
      (r ->> 'amount_cents')::bigint, r ->> 'description', r ->> 'account_ref_name', r -> 'raw_data');
  end if;
  return null;
end $$;

create trigger transaction_search_sync after insert or update or delete on public.quickbooks_purchases
  for each row execute function private.transaction_search_quickbooks_changed('Purchase', 'qb_purchase_id');
create trigger transaction_search_sync after insert or update or delete on public.quickbooks_invoices
  for each row execute function private.transaction_search_quickbooks_changed('Invoice', 'qb_invoice_id');
create trigger transaction_search_sync after insert or update or delete on public.quickbooks_deposits
  for each row execute function private.transaction_search_quickbooks_changed('Deposit', 'qb_deposit_id');
create trigger transaction_search_sync after insert or update or delete on public.quickbooks_payments
  for each row execute function private.transaction_search_quickbooks_changed('Payment', 'qb_transaction_id');
create trigger transaction_search_sync after insert or update or delete on public.quickbooks_journal_entries
  for each row execute function private.transaction_search_quickbooks_changed('JournalEntry', 'qb_journal_entry_id');

revoke execute on function private.transaction_search_refresh_ledger(bigint[]), private.transaction_search_postings_changed(),
  private.transaction_search_transactions_changed(), private.transaction_search_names_renamed(), private.transaction_search_accounts_renamed(),
  private.transaction_search_put_quickbooks(uuid, text, text, date, bigint, text, text, jsonb), private.transaction_search_quickbooks_changed()
  from public;

/**
 * Section: searching
 * Under row-level security Postgres evaluates the policy before any clause that is not leakproof, and LIKE is not, so
 * a trigram index can never serve a text search a user runs against the table: it reads every row. This function
 * applies the policy's own rule itself (the caller's organizations, the second factor), which leaves the planner
 * free to use the trigram, date and amount indexes, and answers only the ids of one page and the count (up to
 * count_cap + 1). The API then reads those rows by id under RLS, so the policy still decides what anyone sees.
 * Filters are optional; only the ones given become clauses, so each search is planned for its own filters.
 */
create function public.search_transaction_entries(
  text_patterns text[] default '{}', account_pattern text default null, org uuid default null, src text default null,
  min_cents bigint default null, max_cents bigint default null, from_date date default null, to_date date default null,
  sort text default 'date_desc', page_size integer default 50, page_start integer default 0, count_cap integer default 10000)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  -- the caller's organizations as a plain array (none for admins, who see all): unlike the policy's subquery, the
  -- planner can estimate how many rows an array of organizations keeps and choose the index to match
  orgs uuid[] := case when (select private.is_admin()) then null else array(select private.ledger_readable_org_ids()) end;
  cond text := case when orgs is null then 'true' else 'e.organization_id = any ($11)' end;
  ord text;
  ids bigint[];
  total integer;
begin
  if not (select private.meets_second_factor()) then
    return jsonb_build_object('ids', '[]'::jsonb, 'total', 0);
  end if;
  for i in 1 .. coalesce(array_length(text_patterns, 1), 0) loop
    cond := cond || format(' and e.search_text like $1[%s]', i);
  end loop;
  if account_pattern is not null then cond := cond || ' and lower(e.account_names) like $2'; end if;
  if org is not null then cond := cond || ' and e.organization_id = $3'; end if;
  if src is not null then cond := cond || ' and e.source = $4'; end if;
  if min_cents is not null then cond := cond || ' and e.amount_cents >= $5'; end if;
  if max_cents is not null then cond := cond || ' and e.amount_cents <= $6'; end if;
  if from_date is not null then cond := cond || ' and e.txn_date >= $7'; end if;
  if to_date is not null then cond := cond || ' and e.txn_date <= $8'; end if;
  ord := case sort when 'date_asc' then 'e.txn_date, e.id' when 'amount_desc' then 'e.amount_cents desc, e.id desc'
    when 'amount_asc' then 'e.amount_cents, e.id' else 'e.txn_date desc, e.id desc' end;
  execute format('select array(select e.id from public.transaction_search_entries e where %s order by %s limit $9 offset $10)', cond, ord)
    into ids using text_patterns, account_pattern, org, src, min_cents, max_cents, from_date, to_date, page_size, page_start, orgs;
  execute format('select count(*)::integer from (select 1 from public.transaction_search_entries e where %s limit $9) c', cond)
    into total using text_patterns, account_pattern, org, src, min_cents, max_cents, from_date, to_date, count_cap + 1, 0, orgs;
  return jsonb_build_object('ids', to_jsonb(ids), 'total', total);
end $$;
revoke execute on function public.search_transaction_entries from public, anon;
grant execute on function public.search_transaction_entries to authenticated;

revoke execute on function private.transaction_search_refresh_ledger(bigint[]) from public;

/**
 * A journal write that inserts transactions and their postings in one statement (insertJournalEntries) fired both
 * search refreshes over the same transactions: the transactions' trigger wrote each entry, and the postings' trigger
 * computed each again to find nothing changed (0.15 s of the 10,000 entries of a schedules run). A transaction that
 * already has postings when its own insert's trigger runs got them from that same statement (a posting cannot
 * reference a transaction before it exists: the foreign key is checked at the end of each statement), so the postings'
 * trigger refreshes it in the same statement; the transactions' trigger leaves it to that one. A transaction
 * inserted on its own, or edited, is refreshed by the transactions' trigger.
 */
create function private.transaction_search_transactions_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.transaction_search_refresh_ledger_soon(array(
    select c.id from changed c where not exists (select 1 from public.ledger_postings p where p.transaction_id = c.id)));
  return null;
end $$;
revoke execute on function private.transaction_search_transactions_inserted() from public;
create trigger transaction_search_transactions_inserted after insert on public.ledger_transactions
  referencing new table as changed for each statement execute function private.transaction_search_transactions_inserted();

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
