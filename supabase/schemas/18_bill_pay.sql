/**
 * Bill pay (docs/bill-pay.md): a bill uploaded in the app or emailed to the organization's bill address becomes a
 * Draft, its file read by the `bills.process-upload` job; submitted it waits (Pending) for the approval layers of
 * banking (public.approval_layers); approved it is paid now or on a date (Scheduled) through the banking core's
 * payments (public.banking_payments, one per bill by its Idempotency-Key), or declined (Denied). Amounts are bigint
 * micros, never negative. Lists match shared/rules/bill-pay.ts.
 *
 * Who: the people who use banking (private.can_use_banking) upload, edit, submit and comment; the organization's staff
 * read, for the books; approvers (members of a layer) approve and decline through the API, which writes approvals,
 * activity and status as the service role after checking the caller, so no client can mark a bill Paid by hand.
 */

create table public.banking_bills (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- the account it is paid from, and the payee it is paid to
  account_id uuid references public.banking_accounts (id) on delete set null,
  counterparty_id uuid references public.banking_counterparties (id) on delete set null,
  vendor_name text check (length(vendor_name) <= 200),
  amount_micros bigint not null default 0 check (amount_micros >= 0),
  currency_code text not null default 'USD' check (currency_code = 'USD'),
  assigned_to uuid references public.users (id) on delete set null,
  category text check (length(category) <= 200),
  description text not null default '' check (length(description) <= 4000),
  due_date date,
  invoice_date date,
  invoice_number text check (length(invoice_number) <= 21),
  gl_code text check (length(gl_code) <= 50),
  -- the vendor's bank details as the bill states them (for the reviewer to check against the payee)
  account_number text check (account_number ~ '^[0-9]{4,17}$'),
  routing_number text check (routing_number ~ '^[0-9]{9}$'),
  service_period_from date,
  service_period_to date,
  invoice_file_id uuid references public.files (id) on delete set null,
  status text not null default 'Draft' check (status in ('Draft', 'Pending', 'Paid', 'Scheduled', 'Denied')),
  payment_method text check (payment_method in ('Ach', 'Plaid', 'Wire')),
  payment_scheduled_date date,
  -- set when the approvals given release the bill; cleared when it is submitted again
  approved_at timestamptz,
  -- the one payment of this bill at the core (public.banking_payments.id); set once, by the first payer
  transaction_id uuid unique references public.banking_payments (id) on delete restrict,
  paying_since timestamptz,
  -- the payment's Idempotency-Key is bill:<id>:<attempt>; a payment the core refused (nothing moved) frees the next
  payment_attempt integer not null default 0 check (payment_attempt >= 0),
  -- who scheduled it: a scheduled bill is paid on its date in their name
  scheduled_by uuid references public.users (id) on delete set null,
  qb_bill_id text check (length(qb_bill_id) <= 50),
  qb_bill_payment_id text check (length(qb_bill_payment_id) <= 50),
  -- which books the two ids above are of: a built-in ledger id is a ledger_transactions id, a QuickBooks one is not
  books_ledger text check (books_ledger in ('builtin', 'quickbooks')),
  -- the extraction: Processing until the job ends, then Completed with the fields read, or Failed with why
  extraction_status text check (extraction_status in ('Processing', 'Completed', 'Failed')),
  extraction jsonb check (extraction is null or jsonb_typeof(extraction) = 'object'),
  extraction_error text check (length(extraction_error) <= 1000),
  -- the fields a person typed: the extraction never overwrites them
  typed_fields text[] not null default '{}',
  -- where it came from: 'upload' or 'email' (the email's message id keeps a redelivery from making a second bill)
  source text not null default 'upload' check (source in ('upload', 'email')),
  source_key text check (length(source_key) <= 300),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  unique (organization_id, source_key),
  check (service_period_from is null or service_period_to is null or service_period_from <= service_period_to),
  check (status <> 'Paid' or transaction_id is not null),
  check (status <> 'Scheduled' or payment_scheduled_date is not null)
);
create index banking_bills_organization_status_idx on public.banking_bills (organization_id, status, created_at desc)
  where deleted_at is null;
create index banking_bills_scheduled_idx on public.banking_bills (payment_scheduled_date) where status = 'Scheduled';
create index banking_bills_account_id_idx on public.banking_bills (account_id);
create index banking_bills_counterparty_id_idx on public.banking_bills (counterparty_id);
create index banking_bills_scheduled_by_idx on public.banking_bills (scheduled_by);
create index banking_bills_invoice_file_id_idx on public.banking_bills (invoice_file_id);

/** One approval per bill and person in the current round (a resubmitted bill starts again). */
create table public.banking_bill_approvals (
  bill_id uuid not null references public.banking_bills (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (bill_id, user_id)
);
create index banking_bill_approvals_organization_id_idx on public.banking_bill_approvals (organization_id);

/** What happened to a bill: Payment, Denial or Schedule (spec §4), with who and the details. */
create table public.banking_bill_activities (
  id uuid primary key default gen_random_uuid(),
  bill_id uuid not null references public.banking_bills (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  type text not null check (type in ('Payment', 'Denial', 'Schedule')),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  user_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index banking_bill_activities_bill_idx on public.banking_bill_activities (bill_id, created_at);
create index banking_bill_activities_organization_id_idx on public.banking_bill_activities (organization_id);

create table public.banking_bill_comments (
  id uuid primary key default gen_random_uuid(),
  bill_id uuid not null references public.banking_bills (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  comment text not null check (length(btrim(comment)) between 1 and 4000),
  created_at timestamptz not null default now()
);
create index banking_bill_comments_bill_idx on public.banking_bill_comments (bill_id, created_at);
create index banking_bill_comments_organization_id_idx on public.banking_bill_comments (organization_id);

/** A bill's organization is its comment's, approval's and activity's: no row points across organizations. */
create function private.bill_row_matches_bill() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.banking_bills b where b.id = new.bill_id and b.organization_id = new.organization_id) then
    raise exception 'the bill belongs to another organization' using errcode = '23514';
  end if;
  return new;
end $$;
create trigger banking_bill_approvals_same_org before insert or update on public.banking_bill_approvals
  for each row execute function private.bill_row_matches_bill();
create trigger banking_bill_activities_same_org before insert or update on public.banking_bill_activities
  for each row execute function private.bill_row_matches_bill();
create trigger banking_bill_comments_same_org before insert or update on public.banking_bill_comments
  for each row execute function private.bill_row_matches_bill();

/** Section: who reads and writes what */
alter table public.banking_bills enable row level security;
create policy "People with banking and the organization's staff read bills" on public.banking_bills
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking add draft bills as themselves" on public.banking_bills
  for insert to authenticated with check ((select private.can_use_banking(organization_id)) and status = 'Draft'
    and created_by = (select auth.uid()) and transaction_id is null and approved_at is null);
create policy "People with banking edit bills that are drafts or wait for approval" on public.banking_bills
  for update to authenticated using ((select private.can_use_banking(organization_id)) and status in ('Draft', 'Pending'))
  with check ((select private.can_use_banking(organization_id)) and status in ('Draft', 'Pending'));
select private.require_second_factor('public.banking_bills');
-- a person edits what the bill says; its status, approvals, payment and ledger ids are the product's to write
revoke insert, update, delete, truncate on public.banking_bills from anon, authenticated;
grant insert (organization_id, vendor_name, amount_micros, description, due_date, invoice_date, invoice_number, gl_code,
  account_number, routing_number, service_period_from, service_period_to, invoice_file_id, account_id, counterparty_id,
  category, assigned_to, payment_method, typed_fields, created_by) on public.banking_bills to authenticated;
grant update (vendor_name, amount_micros, description, due_date, invoice_date, invoice_number, gl_code, account_number,
  routing_number, service_period_from, service_period_to, account_id, counterparty_id, category, assigned_to,
  payment_method, typed_fields, updated_at) on public.banking_bills to authenticated;

alter table public.banking_bill_approvals enable row level security;
create policy "People with banking and the organization's staff read bill approvals" on public.banking_bill_approvals
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_bill_approvals');
revoke insert, update, delete, truncate on public.banking_bill_approvals from anon, authenticated;

alter table public.banking_bill_activities enable row level security;
create policy "People with banking and the organization's staff read bill activity" on public.banking_bill_activities
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_bill_activities');
revoke insert, update, delete, truncate on public.banking_bill_activities from anon, authenticated;

alter table public.banking_bill_comments enable row level security;
create policy "People with banking and the organization's staff read bill comments" on public.banking_bill_comments
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking comment on bills as themselves" on public.banking_bill_comments
  for insert to authenticated with check ((select private.can_use_banking(organization_id)) and user_id = (select auth.uid()));
select private.require_second_factor('public.banking_bill_comments');
revoke update, delete, truncate on public.banking_bill_comments from anon, authenticated;

/** Section: audit and live updates (a pointer on the organization's topic; the screen refetches through RLS) */
create trigger write_audit_log after insert or update or delete on public.banking_bills
  for each row execute function private.write_audit_log('extraction');
create trigger write_audit_log after insert or update or delete on public.banking_bill_approvals
  for each row execute function private.write_audit_log();
create trigger banking_bills_broadcast_insert after insert on public.banking_bills
  referencing new table as changed for each statement execute function private.broadcast_org_change('bill_changed', 'bare');
create trigger banking_bills_broadcast_update after update on public.banking_bills
  referencing new table as changed for each statement execute function private.broadcast_org_change('bill_changed', 'bare');
create trigger banking_bill_comments_broadcast after insert on public.banking_bill_comments
  referencing new table as changed for each statement execute function private.broadcast_org_change('bill_changed', 'bare');

revoke execute on function private.bill_row_matches_bill() from public, anon, authenticated;

/**
 * Section: the entry link of a paid bill. The settled debit of the bill's payment at its bank account is a feed line
 * (provider_transactions, provider 'bank') with its entry link (source 'bank_app', external id the core entry:
 * banking/store-entries.ts). Once the bill's BillPayment is in the books, that link names it (a QuickBooks id, or the
 * built-in ledger's transaction), so categorisation counts the line as booked and never asks about it, and the
 * payment is traceable both ways (bill → payment → entry → link → BillPayment; the link's metadata names the bill).
 * Whichever comes first, the sync of the line or the booking, the other makes the link: the booking calls
 * private.link_bill_payment_entries after keeping the BillPayment id, and links inserted later are linked by the
 * trigger below. The trigger waits on the bill's row lock (the booking holds it), so a sync racing a booking sees the
 * id once the booking commits, and a link already naming an entry is never changed.
 */
create function private.link_bill_payment_entries(bill uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare n integer;
begin
  update public.entry_links l set qbo_entity_type = 'BillPayment',
      qbo_entity_id = case when b.books_ledger = 'quickbooks' then b.qb_bill_payment_id end,
      ledger_transaction_id = case when b.books_ledger = 'builtin' then b.qb_bill_payment_id::bigint end,
      status = 'synced', metadata = l.metadata || jsonb_build_object('billId', b.id), updated_at = now()
    from public.banking_bills b
    join public.banking_payments p on p.id = b.transaction_id
    join public.banking_entries e on e.payment_id = p.id and e.banking_account_id = p.from_account_id
      and e.transaction_direction = 'Debit'
    where b.id = bill and b.qb_bill_payment_id is not null and b.books_ledger is not null
      and l.organization_id = b.organization_id and l.source = 'bank_app' and l.external_id = e.core_entry_id
      and l.qbo_entity_id is null and l.ledger_transaction_id is null;
  get diagnostics n = row_count;
  return n;
end $$;

-- once a statement, over the links it inserted: a sync inserts hundreds of links at a time, few of them a bill's
create function private.link_new_entries_to_bills() returns trigger
language plpgsql security definer set search_path = '' as $$
declare bill uuid;
begin
  for bill in
    select b.id from added l
      join public.banking_entries e on e.organization_id = l.organization_id and e.core_entry_id = l.external_id
      join public.banking_bills b on b.transaction_id = e.payment_id
      where l.source = 'bank_app' and l.qbo_entity_id is null and l.ledger_transaction_id is null
      order by b.id
      for share of b
  loop
    perform private.link_bill_payment_entries(bill);
  end loop;
  return null;
end $$;
create trigger entry_links_bill_payment after insert on public.entry_links
  referencing new table as added for each statement execute function private.link_new_entries_to_bills();

revoke execute on function private.link_bill_payment_entries(uuid) from public, anon, authenticated;
revoke execute on function private.link_new_entries_to_bills() from public, anon, authenticated;
grant execute on function private.link_bill_payment_entries(uuid) to service_role;

/** Section: jobs. Scheduled bills due today are paid by `bills.pay-scheduled`, every hour. */
select private.schedule_job('bills-pay-scheduled', '17 * * * *', 'bills.pay-scheduled');
