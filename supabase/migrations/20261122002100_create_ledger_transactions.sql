/**
 * Built-in ledger, part 2: transactions and their postings. A transaction keeps its QuickBooks-shaped entity in
 * `body` (what the API returns) and its double-entry postings in ledger_postings (what reports aggregate).
 * Postings are integer cents, debit positive, credit negative. `basis` says which accounting method sees a posting:
 * 0 both, 1 accrual only (invoice/bill recognition, A/R and A/P legs of payments), 2 cash only (a payment's share of
 * the income or expense it settles). Each basis must balance on its own: the database refuses to commit a
 * transaction whose postings do not sum to zero (deferred constraint trigger, checked at commit).
 * Edits and deletes keep history: the previous version goes to ledger_transaction_history and sync_token increments.
 */

/** Section: transactions */
create type public.ledger_txn_kind as enum ('Purchase', 'Deposit', 'JournalEntry', 'Bill', 'BillPayment', 'Invoice', 'Payment');

create table public.ledger_transactions (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind public.ledger_txn_kind not null,
  txn_date date not null,
  doc_number text check (length(doc_number) <= 21),
  name_id bigint,
  private_note text check (length(private_note) <= 4000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  total_cents bigint not null default 0,
  body jsonb not null default '{}'::jsonb,
  sync_token integer not null default 0,
  source text not null default 'api' check (source in ('api', 'import', 'seed', 'bench', 'system')),
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  unique (organization_id, id),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id)
);
create index ledger_transactions_org_date_idx on public.ledger_transactions (organization_id, txn_date desc) where deleted_at is null;
create index ledger_transactions_org_kind_idx on public.ledger_transactions (organization_id, kind);

/** Section: postings (one per line leg; organization_id repeated so reports filter without a join) */
create table public.ledger_postings (
  id bigint generated always as identity primary key,
  organization_id uuid not null,
  transaction_id bigint not null,
  line_id text not null,
  account_id bigint not null,
  amount_cents bigint not null,
  basis smallint not null default 0 check (basis in (0, 1, 2)),
  txn_date date not null,
  name_id bigint,
  class_id bigint,
  department_id bigint,
  description text,
  foreign key (organization_id, transaction_id) references public.ledger_transactions (organization_id, id) on delete cascade,
  foreign key (organization_id, account_id) references public.ledger_accounts (organization_id, id),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id),
  foreign key (organization_id, class_id) references public.ledger_classes (organization_id, id)
);
-- The report aggregation reads (organization, date range) and sums by account: a covering index keeps it index-only.
create index ledger_postings_report_idx on public.ledger_postings (organization_id, txn_date, account_id) include (amount_cents, basis);
create index ledger_postings_txn_idx on public.ledger_postings (transaction_id);
create index ledger_postings_account_idx on public.ledger_postings (organization_id, account_id, txn_date);

/** Section: the balance constraint, checked once per touched transaction at commit */
create function private.ledger_check_balanced() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  txn bigint := coalesce(new.transaction_id, old.transaction_id);
  accrual bigint;
  cash bigint;
begin
  select coalesce(sum(amount_cents) filter (where basis in (0, 1)), 0), coalesce(sum(amount_cents) filter (where basis in (0, 2)), 0)
    into accrual, cash from public.ledger_postings where transaction_id = txn;
  if accrual <> 0 or cash <> 0 then
    raise exception 'Ledger transaction % is not balanced: debits and credits differ by % cents', txn, case when accrual <> 0 then accrual else cash end
      using errcode = '23514', constraint = 'ledger_postings_balanced';
  end if;
  return null;
end $$;
create constraint trigger ledger_postings_balanced after insert or update or delete on public.ledger_postings
  deferrable initially deferred for each row execute function private.ledger_check_balanced();

/** Section: history (versioned rows: the prior version of every edited or deleted transaction) */
create table public.ledger_transaction_history (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  transaction_id bigint not null references public.ledger_transactions (id) on delete cascade,
  sync_token integer not null,
  operation text not null check (operation in ('update', 'delete')),
  body jsonb not null,
  txn_date date not null,
  total_cents bigint not null,
  changed_by uuid default auth.uid(),
  changed_at timestamptz not null default now()
);
create index ledger_transaction_history_txn_idx on public.ledger_transaction_history (transaction_id, sync_token);
create index ledger_transaction_history_org_idx on public.ledger_transaction_history (organization_id);

create function private.ledger_transactions_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.deleted_at is not null then
    raise exception 'Ledger transaction % was deleted', old.id using errcode = 'P0002';
  end if;
  insert into public.ledger_transaction_history (organization_id, transaction_id, sync_token, operation, body, txn_date, total_cents)
  values (old.organization_id, old.id, old.sync_token, case when new.deleted_at is not null then 'delete' else 'update' end,
          old.body, old.txn_date, old.total_cents);
  new.sync_token := old.sync_token + 1;
  new.updated_at := now();
  return new;
end $$;
create trigger ledger_transactions_version before update on public.ledger_transactions
  for each row execute function private.ledger_transactions_version();

/** A deleted transaction keeps its row (and history) but no longer posts. */
create function private.ledger_transactions_unpost() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.ledger_postings where transaction_id = new.id;
  return null;
end $$;
create trigger ledger_transactions_unpost after update of deleted_at on public.ledger_transactions
  for each row when (new.deleted_at is not null) execute function private.ledger_transactions_unpost();

/** Section: row-level security */
alter table public.ledger_transactions enable row level security;
alter table public.ledger_postings enable row level security;
alter table public.ledger_transaction_history enable row level security;

create policy "People with access read an organization's transactions" on public.ledger_transactions for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff record an organization's transactions" on public.ledger_transactions for insert to authenticated
  with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "Staff edit an organization's transactions" on public.ledger_transactions for update to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's postings" on public.ledger_postings for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's postings" on public.ledger_postings for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's transaction history" on public.ledger_transaction_history for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));

revoke execute on function private.ledger_check_balanced, private.ledger_transactions_version, private.ledger_transactions_unpost from public;
