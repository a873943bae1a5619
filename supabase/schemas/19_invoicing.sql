/**
 * Banking invoices (docs/invoicing.md): customers, products with prices, invoices with their items, recurring
 * schedules that issue the next invoice, and the bank-pull consent a customer gives on the public invoice page.
 * Amounts are bigint micros, each line and total rounded to the cent by shared/rules/invoicing.ts.
 *
 * Who: people who use banking (private.can_use_banking) create, edit, send and cancel invoices; the organization's
 * staff read them for the books. The customer has no account: the public page runs as the service role, finds the one
 * invoice by the hash of its unguessable token and never lists anything. Consents hold the bank details the customer
 * typed (the account number encrypted, shown masked) and are written only by the service role. Status moves to
 * WaitingPayment and Paid only through the service role (the pull and its settlement); a paid invoice is never edited.
 */

/** Section: value sets (spec §4, §9) */
create domain public.invoice_status as text check (value in ('Sent', 'WaitingPayment', 'Paid', 'Cancelled'));
create domain public.invoice_consent_status as text check (value in ('Pending', 'VerificationSent', 'Verified', 'Failed'));
create domain public.invoice_payment_term as text check (value in ('OnReceipt', 'Net30', 'Net60', 'Custom'));
create domain public.invoice_frequency as text check (value in ('Weekly', 'Monthly', 'Quarterly', 'Yearly'));

/** Section: customers and products */
create table public.invoice_customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- §5 address limits; the state is the customer's, which the sales-tax engine reads per line
  address_line1 text check (length(address_line1) <= 2000),
  address_line2 text check (length(address_line2) <= 2000),
  city text check (length(city) <= 255),
  state text check (length(state) <= 255),
  postal_code text check (length(postal_code) <= 30),
  country text not null default 'US' check (length(country) <= 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoice_customers_organization_id_idx on public.invoice_customers (organization_id, name);

create table public.invoice_products (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text not null default '' check (length(description) <= 4000),
  price_micros bigint not null check (price_micros >= 0),
  taxable boolean not null default true,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create index invoice_products_organization_id_idx on public.invoice_products (organization_id, name);

/** Section: invoices */

/** The last number given per organization: invoices are numbered 1, 2, 3 … per organization, never twice. */
create table private.invoice_counters (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  last_number integer not null
);
alter table private.invoice_counters enable row level security;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  number integer not null,
  -- the ledger's DocNumber (at most 21)
  invoice_number text not null check (length(invoice_number) between 1 and 21),
  customer_id uuid not null references public.invoice_customers (id) on delete restrict,
  -- the banking account the money lands in, whose wire instructions the page shows
  account_id uuid references public.banking_accounts (id) on delete set null,
  status public.invoice_status not null default 'Sent',
  invoice_date date not null,
  payment_term public.invoice_payment_term not null,
  invoice_due_date date not null check (invoice_due_date >= invoice_date),
  sales_tax_rate_micros bigint not null default 0 check (sales_tax_rate_micros between 0 and 1000000),
  discount_percent_micros bigint check (discount_percent_micros between 0 and 100000000),
  discount_amount_micros bigint check (discount_amount_micros >= 0),
  subtotal_micros bigint not null check (subtotal_micros >= 0),
  discount_micros bigint not null default 0 check (discount_micros >= 0),
  tax_micros bigint not null default 0 check (tax_micros between -999999999999990000 and 999999999999990000),
  amount_micros bigint not null check (amount_micros >= 0),
  memo text not null default '' check (length(memo) <= 1000),
  private_note text not null default '' check (length(private_note) <= 4000),
  reply_to_email text check (reply_to_email is null or reply_to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  cc_emails text[] not null default '{}' check (cardinality(cc_emails) <= 10),
  template text not null default 'classic' check (template in ('classic', 'modern')),
  print_status text not null default 'NotSet' check (print_status in ('NotSet', 'NeedToPrint', 'PrintComplete')),
  email_status text not null default 'NeedToSend' check (email_status in ('NotSet', 'NeedToSend', 'EmailSent')),
  reminder_sent_count integer not null default 0 check (reminder_sent_count >= 0),
  last_reminder_at timestamptz,
  -- when an email of this invoice last went out: the sender's claim, so two overlapping sends mail once (send-invoice.ts)
  last_emailed_at timestamptz,
  -- the sum of its credit notes; the balance due is amount_micros - credited_micros until it is paid
  credited_micros bigint not null default 0 check (credited_micros >= 0 and credited_micros <= amount_micros),
  -- what the bank pull took: the balance due when the customer paid (the ledger's Payment)
  paid_micros bigint check (paid_micros > 0),
  -- the first time the customer opened the public page
  viewed_at timestamptz,
  -- sha256 of the public link's token: the token itself is never stored (a recurring copy gets a random one; sending
  -- it gives a new token whose hash replaces it)
  public_token_hash bytea not null unique,
  recurring_schedule_id uuid,
  recurring_index integer,
  -- the ledger's Invoice and Payment, written once each
  ledger_invoice_id text,
  ledger_payment_id text,
  pull_transfer_id text unique,
  sent_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, number),
  -- one invoice per schedule and period: the recurring job's exactly-once
  unique (recurring_schedule_id, recurring_index),
  check ((recurring_schedule_id is null) = (recurring_index is null)),
  check (discount_percent_micros is null or discount_amount_micros is null)
);
create index invoices_organization_status_idx on public.invoices (organization_id, status, invoice_due_date);
create index invoices_customer_id_idx on public.invoices (customer_id);
create index invoices_account_id_idx on public.invoices (account_id);

/**
 * An invoice's items. amount_micros (price × quantity to the cent) and customer_state are kept per line so the
 * sales-tax nexus engine reads sales by state without recomputing an invoice.
 */
create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  position integer not null check (position between 0 and 749),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null default '' check (length(description) <= 4000),
  product_id uuid references public.invoice_products (id) on delete set null,
  price_micros bigint not null,
  quantity_thousandths bigint not null check (quantity_thousandths > 0),
  amount_micros bigint not null,
  taxable boolean not null default true,
  customer_state text check (length(customer_state) <= 255),
  service_date_from date,
  service_date_to date,
  check (service_date_to is null or service_date_from is null or service_date_to >= service_date_from),
  unique (invoice_id, position)
);
create index invoice_lines_organization_id_idx on public.invoice_lines (organization_id);
create index invoice_lines_product_id_idx on public.invoice_lines (product_id);

/** Section: recurring schedules: issue a copy of the source invoice each period, from start to end */
create table public.invoice_schedules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  source_invoice_id uuid not null references public.invoices (id) on delete cascade,
  frequency public.invoice_frequency not null,
  start_date date not null,
  end_date date check (end_date is null or end_date >= start_date),
  status text not null default 'Active' check (status in ('Active', 'Paused', 'Ended')),
  -- the last period issued (0 is the start date) and its date; null before the first
  last_run_index integer,
  last_run date,
  -- moving the next issue date re-anchors the calendar: period n falls on occurrence(start_date, n - anchor_index), so
  -- the periods already issued keep their numbers and the unique (schedule, period) still holds
  anchor_index integer not null default 0,
  paused_at timestamptz,
  -- the schedule's own items once edited (invoice_schedule_lines), with their totals figured by
  -- shared/rules/invoicing.ts under the source's tax rate and discount; null: copy the source invoice's
  subtotal_micros bigint check (subtotal_micros >= 0),
  discount_micros bigint check (discount_micros >= 0),
  tax_micros bigint,
  amount_micros bigint check (amount_micros >= 0),
  -- the date the own items' service dates are relative to (each copy shifts them by its issue date less this)
  lines_date date,
  check ((amount_micros is null) = (lines_date is null)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoice_schedules_due_idx on public.invoice_schedules (status, organization_id) where status = 'Active';
create index invoice_schedules_source_invoice_id_idx on public.invoice_schedules (source_invoice_id);
/** A schedule's own items, once a person edits them: the next copies bill these instead of the source's. */
create table public.invoice_schedule_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  schedule_id uuid not null references public.invoice_schedules (id) on delete cascade,
  position integer not null check (position between 0 and 749),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null default '' check (length(description) <= 4000),
  product_id uuid references public.invoice_products (id) on delete set null,
  price_micros bigint not null,
  quantity_thousandths bigint not null check (quantity_thousandths > 0),
  amount_micros bigint not null,
  taxable boolean not null default true,
  customer_state text check (length(customer_state) <= 255),
  service_date_from date,
  service_date_to date,
  check (service_date_to is null or service_date_from is null or service_date_to >= service_date_from),
  unique (schedule_id, position)
);
create index invoice_schedule_lines_organization_id_idx on public.invoice_schedule_lines (organization_id);
create index invoice_schedule_lines_product_id_idx on public.invoice_schedule_lines (product_id);

alter table public.invoices add constraint invoices_recurring_schedule_id_fkey
  foreign key (recurring_schedule_id) references public.invoice_schedules (id) on delete set null;

/** Section: the bank-pull consent, one per invoice */
create table public.invoice_consents (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null unique references public.invoices (id) on delete cascade,
  content text not null check (length(content) between 1 and 8000),
  status public.invoice_consent_status not null default 'Pending',
  attempts integer not null default 0 check (attempts >= 0),
  verified_at timestamptz,
  bank_name text not null check (length(btrim(bank_name)) between 1 and 100),
  name_on_account text not null check (length(btrim(name_on_account)) between 1 and 100),
  account_type text not null check (account_type in ('Checking', 'Savings')),
  counterparty_type text not null check (counterparty_type in ('Person', 'Business')),
  routing_number text not null check (routing_number ~ '^\d{9}$'),
  account_last4 text not null check (account_last4 ~ '^\d{4}$'),
  -- AES-GCM under CONNECTIONS_SECRET_KEY (edge-functions/domains/connections/secret-crypto.ts)
  account_number_encrypted bytea not null,
  core_counterparty_id text,
  micro_deposit_transfer_id text,
  -- sha256 of '<consent id>:<deposit micros>': the amount is the customer's to tell, not ours to show
  verification_hash bytea,
  accepted_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index invoice_consents_organization_id_idx on public.invoice_consents (organization_id);

/** Section: who reads and writes what */
/** A line is written only while its invoice is open (Sent or WaitingPayment). */
create function private.invoice_editable(p_invoice uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.invoices i where i.id = p_invoice and i.status in ('Sent', 'WaitingPayment'));
end $$;

/** A schedule's items change only while it runs or is paused: an ended schedule is history. */
create function private.invoice_schedule_editable(p_schedule uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.invoice_schedules s where s.id = p_schedule and s.status in ('Active', 'Paused'));
end $$;

alter table public.invoice_customers enable row level security;
create policy "People with banking and the organization's staff read invoice customers" on public.invoice_customers
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking add invoice customers" on public.invoice_customers
  for insert to authenticated with check ((select private.can_use_banking(organization_id)));
create policy "People with banking change invoice customers" on public.invoice_customers
  for update to authenticated using ((select private.can_use_banking(organization_id)))
  with check ((select private.can_use_banking(organization_id)));

alter table public.invoice_products enable row level security;
create policy "People with banking and the organization's staff read invoice products" on public.invoice_products
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking add invoice products" on public.invoice_products
  for insert to authenticated with check ((select private.can_use_banking(organization_id)));
create policy "People with banking change invoice products" on public.invoice_products
  for update to authenticated using ((select private.can_use_banking(organization_id)))
  with check ((select private.can_use_banking(organization_id)));

alter table public.invoices enable row level security;
create policy "People with banking and the organization's staff read invoices" on public.invoices
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking create sent invoices" on public.invoices
  for insert to authenticated with check ((select private.can_use_banking(organization_id)) and status = 'Sent');
-- a paid invoice is credited, never edited; a person never marks one paid (the pull's settlement does)
create policy "People with banking edit and cancel unpaid invoices" on public.invoices
  for update to authenticated using ((select private.can_use_banking(organization_id)) and status in ('Sent', 'WaitingPayment'))
  with check ((select private.can_use_banking(organization_id)) and status in ('Sent', 'WaitingPayment', 'Cancelled'));

alter table public.invoice_lines enable row level security;
create policy "People with banking and the organization's staff read invoice lines" on public.invoice_lines
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking write the lines of unpaid invoices" on public.invoice_lines
  for all to authenticated
  using ((select private.can_use_banking(organization_id)) and (select private.invoice_editable(invoice_id)))
  with check ((select private.can_use_banking(organization_id)) and (select private.invoice_editable(invoice_id)));

alter table public.invoice_schedules enable row level security;
create policy "People with banking and the organization's staff read invoice schedules" on public.invoice_schedules
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking schedule recurring invoices" on public.invoice_schedules
  for insert to authenticated
  with check ((select private.can_use_banking(organization_id)) and (select private.flag_enabled(organization_id, 'recurring-invoices')));
create policy "People with banking pause and end recurring invoices" on public.invoice_schedules
  for update to authenticated using ((select private.can_use_banking(organization_id)))
  with check ((select private.can_use_banking(organization_id)));

alter table public.invoice_schedule_lines enable row level security;
create policy "People with banking and the organization's staff read the items of invoice schedules" on public.invoice_schedule_lines
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "People with banking write the items of schedules that still run" on public.invoice_schedule_lines
  for all to authenticated
  using ((select private.can_use_banking(organization_id)) and (select private.invoice_schedule_editable(schedule_id)))
  with check ((select private.can_use_banking(organization_id)) and (select private.invoice_schedule_editable(schedule_id)));

alter table public.invoice_consents enable row level security;
create policy "People with banking and the organization's staff read invoice consents" on public.invoice_consents
  for select to authenticated using ((select private.can_read_banking(organization_id)));

revoke delete, truncate on public.invoice_customers, public.invoice_products, public.invoices, public.invoice_schedules
  from anon, authenticated;
revoke truncate on public.invoice_schedule_lines from anon, authenticated;
revoke insert, update, delete, truncate on public.invoice_consents from anon, authenticated;
-- the encrypted number, the deposit's hash and the link's token hash are the service role's alone: a column grant
-- of everything else (a table-wide grant would cover them)
revoke select on public.invoice_consents, public.invoices from anon, authenticated;
grant select (id, organization_id, invoice_id, content, status, attempts, verified_at, bank_name, name_on_account,
  account_type, counterparty_type, routing_number, account_last4, core_counterparty_id, micro_deposit_transfer_id,
  accepted_at, created_at) on public.invoice_consents to authenticated;
grant select (id, organization_id, number, invoice_number, customer_id, account_id, status, invoice_date, payment_term,
  invoice_due_date, sales_tax_rate_micros, discount_percent_micros, discount_amount_micros, subtotal_micros,
  discount_micros, tax_micros, amount_micros, memo, private_note, reply_to_email, cc_emails, template, print_status,
  email_status, reminder_sent_count, last_reminder_at, last_emailed_at, credited_micros, paid_micros, viewed_at,
  recurring_schedule_id, recurring_index, ledger_invoice_id,
  ledger_payment_id, pull_transfer_id, sent_at, paid_at, cancelled_at, created_by, created_at, updated_at)
  on public.invoices to authenticated;

/** Section: rules the rows keep */

/** Paid and Cancelled are final; Paid goes back to WaitingPayment only when the pull is returned (service role). */
create function private.guard_invoice_status() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status = 'Cancelled' and new.status <> 'Cancelled' then
    raise exception 'A cancelled invoice stays cancelled' using errcode = 'check_violation';
  end if;
  if old.status = 'Paid' and new.status not in ('Paid', 'Sent') then
    raise exception 'A paid invoice cannot be edited; issue a credit instead' using errcode = 'check_violation';
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_invoice_status before update on public.invoices
  for each row execute function private.guard_invoice_status();

/** An ended schedule is history; pausing stamps when, so the screen can say what resuming will catch up. */
create function private.guard_invoice_schedule() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status = 'Ended' and (new.status <> 'Ended' or new.start_date <> old.start_date
      or new.end_date is distinct from old.end_date or new.amount_micros is distinct from old.amount_micros) then
    raise exception 'This schedule has ended and can no longer change' using errcode = 'check_violation';
  end if;
  if new.status = 'Paused' and old.status <> 'Paused' then new.paused_at := now(); end if;
  if new.status <> 'Paused' then new.paused_at := null; end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_invoice_schedule before update on public.invoice_schedules
  for each row execute function private.guard_invoice_schedule();

/** Every change of an invoice is the spine's haven-invoice-upserted event (revenue recognition and search hear it). */
create function private.emit_invoice_upserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.emit_event('haven', 'haven-invoice-upserted',
    jsonb_build_object('invoiceId', new.id, 'status', new.status, 'amountMicros', new.amount_micros::text),
    null, new.organization_id);
  return null;
end $$;
create trigger emit_invoice_upserted after insert or update of status, amount_micros on public.invoices
  for each row execute function private.emit_invoice_upserted();

create trigger write_audit_log after insert or update or delete on public.invoices
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.invoice_consents
  for each row execute function private.write_audit_log('account_number_encrypted', 'verification_hash');

/** `invoices_changed` {organizationId} on the organization's topic: the list updates live when a customer pays. */
create trigger invoices_broadcast_insert after insert on public.invoices
  referencing new table as changed for each statement execute function private.broadcast_org_change('invoices_changed', 'bare');
create trigger invoices_broadcast_update after update on public.invoices
  referencing new table as changed for each statement execute function private.broadcast_org_change('invoices_changed', 'bare');

/** Section: numbering and the recurring run */

/** The next p_count numbers of an organization; the first is returned. */
create function private.take_invoice_numbers(p_org uuid, p_count integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare v_last integer;
begin
  insert into private.invoice_counters as c (organization_id, last_number) values (p_org, p_count)
  on conflict (organization_id) do update set last_number = c.last_number + excluded.last_number
  returning last_number into v_last;
  return v_last - p_count + 1;
end $$;
grant execute on function private.take_invoice_numbers(uuid, integer) to authenticated;

/** The n-th issue date of a schedule, counted from its start (shared/rules/invoicing.ts occurrence, the same calendar). */
create function private.invoice_occurrence(p_start date, p_frequency text, p_n integer) returns date
language sql immutable set search_path = '' as $$
  select case p_frequency
    when 'Weekly' then p_start + 7 * p_n
    when 'Monthly' then (p_start + make_interval(months => p_n))::date
    when 'Quarterly' then (p_start + make_interval(months => 3 * p_n))::date
    else (p_start + make_interval(years => p_n))::date end
$$;

/**
 * Issues every invoice the active schedules owe on p_today, one per missed period (after downtime, and after a pause:
 * resuming catches up each period it missed, once; a person who wants them skipped moves the next issue date) (each period once: the unique
 * (recurring_schedule_id, recurring_index) and the schedule's row lock), copying the source invoice's header and lines
 * with the next numbers, then moves each schedule's lastRun and ends it past its end date. Set-based: 10,000 schedules
 * are a handful of statements (npm run bench -- invoices). The new invoices wait for the send job (email_status
 * NeedToSend). Returns how many invoices were issued.
 */
create function private.issue_recurring_invoices(p_today date default (now() at time zone 'utc')::date) returns integer
language plpgsql security definer set search_path = '' as $$
declare v_issued integer;
begin
  create temporary table if not exists pg_temp.invoice_due (
    schedule_id uuid, organization_id uuid, source_id uuid, idx integer, issue_date date, number integer, invoice_id uuid
  ) on commit drop;
  truncate pg_temp.invoice_due;

  with locked as (
    select s.* from public.invoice_schedules s
    where s.status = 'Active' and s.start_date <= p_today
      and private.flag_enabled(s.organization_id, 'recurring-invoices')
    for update skip locked
  ), owed as (
    select l.id, l.organization_id, l.source_invoice_id, n.idx,
      private.invoice_occurrence(l.start_date, l.frequency, n.idx - l.anchor_index) as d
    from locked l
    cross join lateral generate_series(coalesce(l.last_run_index, -1) + 1, l.anchor_index +
      case l.frequency
        when 'Weekly' then (p_today - l.start_date) / 7
        else (extract(year from age(p_today, l.start_date)) * 12 + extract(month from age(p_today, l.start_date)))::integer
             / case l.frequency when 'Monthly' then 1 when 'Quarterly' then 3 else 12 end + 1
      end) as n(idx)
  )
  insert into pg_temp.invoice_due (schedule_id, organization_id, source_id, idx, issue_date)
  select o.id, o.organization_id, o.source_invoice_id, o.idx, o.d from owed o
  join public.invoice_schedules s on s.id = o.id
  where o.d <= p_today and (s.end_date is null or o.d <= s.end_date);

  -- the numbers: one counter step per organization, then row_number within it
  with per_org as (
    select organization_id, count(*)::integer as n from pg_temp.invoice_due group by organization_id
  ), taken as (
    insert into private.invoice_counters as c (organization_id, last_number)
    select organization_id, n from per_org
    on conflict (organization_id) do update set last_number = c.last_number + excluded.last_number
    returning c.organization_id, c.last_number
  ), numbered as (
    select d.schedule_id, d.idx,
      t.last_number - p.n + row_number() over (partition by d.organization_id order by d.issue_date, d.schedule_id) as number
    from pg_temp.invoice_due d join per_org p using (organization_id) join taken t using (organization_id)
  )
  update pg_temp.invoice_due d set number = n.number, invoice_id = gen_random_uuid()
  from numbered n where n.schedule_id = d.schedule_id and n.idx = d.idx;

  insert into public.invoices (id, organization_id, number, invoice_number, customer_id, account_id, status,
    invoice_date, payment_term, invoice_due_date, sales_tax_rate_micros, discount_percent_micros,
    discount_amount_micros, subtotal_micros, discount_micros, tax_micros, amount_micros, memo, private_note,
    reply_to_email, cc_emails, template, public_token_hash, recurring_schedule_id, recurring_index, created_by)
  select d.invoice_id, d.organization_id, d.number, 'INV-' || lpad(d.number::text, 5, '0'), src.customer_id,
    src.account_id, 'Sent', d.issue_date, src.payment_term, d.issue_date + (src.invoice_due_date - src.invoice_date),
    src.sales_tax_rate_micros, src.discount_percent_micros, src.discount_amount_micros,
    coalesce(s.subtotal_micros, src.subtotal_micros), coalesce(s.discount_micros, src.discount_micros),
    coalesce(s.tax_micros, src.tax_micros), coalesce(s.amount_micros, src.amount_micros), src.memo, src.private_note,
    src.reply_to_email, src.cc_emails, src.template,
    sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), d.schedule_id, d.idx, src.created_by
  from pg_temp.invoice_due d join public.invoices src on src.id = d.source_id
  join public.invoice_schedules s on s.id = d.schedule_id
  on conflict (recurring_schedule_id, recurring_index) do nothing;
  get diagnostics v_issued = row_count;

  -- the source invoice's items, shifted to each copy's date (the common case: one join, as before edits existed)
  insert into public.invoice_lines (organization_id, invoice_id, position, title, description, product_id, price_micros,
    quantity_thousandths, amount_micros, taxable, customer_state, service_date_from, service_date_to)
  select d.organization_id, d.invoice_id, l.position, l.title, l.description, l.product_id, l.price_micros,
    l.quantity_thousandths, l.amount_micros, l.taxable, l.customer_state,
    l.service_date_from + (d.issue_date - src.invoice_date), l.service_date_to + (d.issue_date - src.invoice_date)
  from pg_temp.invoice_due d
  join public.invoices src on src.id = d.source_id
  join public.invoice_schedules s on s.id = d.schedule_id and s.lines_date is null
  join public.invoice_lines l on l.invoice_id = d.source_id
  where exists (select 1 from public.invoices i where i.id = d.invoice_id);
  -- a schedule's own items once a person edited them, shifted from the date they were edited for
  insert into public.invoice_lines (organization_id, invoice_id, position, title, description, product_id, price_micros,
    quantity_thousandths, amount_micros, taxable, customer_state, service_date_from, service_date_to)
  select d.organization_id, d.invoice_id, l.position, l.title, l.description, l.product_id, l.price_micros,
    l.quantity_thousandths, l.amount_micros, l.taxable, l.customer_state,
    l.service_date_from + (d.issue_date - s.lines_date), l.service_date_to + (d.issue_date - s.lines_date)
  from pg_temp.invoice_due d
  join public.invoice_schedules s on s.id = d.schedule_id and s.lines_date is not null
  join public.invoice_schedule_lines l on l.schedule_id = s.id
  where exists (select 1 from public.invoices i where i.id = d.invoice_id);

  update public.invoice_schedules s set last_run_index = m.idx, last_run = m.issue_date,
    status = case when s.end_date is not null
      and private.invoice_occurrence(s.start_date, s.frequency, m.idx + 1 - s.anchor_index) > s.end_date then 'Ended' else s.status end
  from (select distinct on (schedule_id) schedule_id, idx, issue_date from pg_temp.invoice_due
        order by schedule_id, idx desc) m
  where s.id = m.schedule_id;

  if v_issued > 0 then
    -- one send job however many runs issued (its key dedupes while it waits)
    perform private.enqueue_job('invoicing.send', '{}'::jsonb, 'invoicing.send');
  end if;
  return v_issued;
end $$;

/**
 * Section: credit notes (docs/invoicing.md "Credit notes"). A paid invoice is never edited, only credited; an unpaid one
 * may be credited too (a partial discount after the fact, or all of it). A note is an amount split into revenue and
 * sales tax (shared/rules/invoicing.ts creditNoteSplit), numbered CN-00001 … per organization on a counter of its own,
 * and reduces the invoice's balance due; one that brings an unpaid invoice to zero closes it as Paid, as the ledger
 * does when a credit is applied. Posted to the ledger as a journal entry reversing revenue and tax against receivables.
 */
create table private.credit_note_counters (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  last_number integer not null
);
alter table private.credit_note_counters enable row level security;

create table public.invoice_credit_notes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  number integer not null,
  -- the ledger's DocNumber (at most 21)
  credit_number text not null check (length(credit_number) between 1 and 21),
  credit_date date not null,
  reason text not null default '' check (length(reason) <= 1000),
  -- whole cents: revenue_micros + tax_micros = amount_micros
  amount_micros bigint not null check (amount_micros > 0 and amount_micros % 10000 = 0),
  tax_micros bigint not null check (tax_micros >= 0 and tax_micros % 10000 = 0 and tax_micros <= amount_micros),
  ledger_entry_id text,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (organization_id, number)
);
create index invoice_credit_notes_invoice_id_idx on public.invoice_credit_notes (invoice_id, number);

alter table public.invoice_credit_notes enable row level security;
create policy "People with banking and the organization's staff read credit notes" on public.invoice_credit_notes
  for select to authenticated using ((select private.can_read_banking(organization_id)));
-- written only through public.issue_credit_note, which checks the amount against the balance under the invoice's lock
revoke insert, update, delete, truncate on public.invoice_credit_notes from anon, authenticated;
create trigger write_audit_log after insert or update or delete on public.invoice_credit_notes
  for each row execute function private.write_audit_log();

/**
 * Issues a credit note as the caller (who must use banking in the invoice's organization): under the invoice's row
 * lock, so two notes at once never credit more than the invoice; not while a pull is in flight (its amount is fixed)
 * nor on a cancelled invoice; never more tax than the invoice still carries. Returns the note's id.
 */
create function public.issue_credit_note(p_invoice uuid, p_amount_micros bigint, p_tax_micros bigint,
  p_reason text default '', p_credit_date date default (now() at time zone 'utc')::date) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.invoices;
  v_tax_credited bigint;
  v_n integer;
  v_id uuid;
begin
  select * into v_inv from public.invoices where id = p_invoice for update;
  if v_inv.id is null or not private.can_read_banking(v_inv.organization_id) then
    raise exception 'Invoice not found' using errcode = 'P0002';
  end if;
  if not private.can_use_banking(v_inv.organization_id) then
    raise exception 'Only people who use banking credit invoices' using errcode = '42501';
  end if;
  if v_inv.status = 'Cancelled' then raise exception 'A cancelled invoice cannot be credited'; end if;
  if v_inv.status = 'WaitingPayment' then
    raise exception 'The customer is paying this invoice; credit it once the payment settles';
  end if;
  if p_amount_micros is null or p_amount_micros <= 0 or p_amount_micros % 10000 <> 0 then
    raise exception 'Enter an amount to credit';
  end if;
  if p_amount_micros > v_inv.amount_micros - v_inv.credited_micros then
    raise exception 'A credit cannot be more than the % left to credit on this invoice',
      '$' || to_char((v_inv.amount_micros - v_inv.credited_micros) / 1000000.0, 'FM999999999990.00');
  end if;
  select coalesce(sum(tax_micros), 0) into v_tax_credited from public.invoice_credit_notes where invoice_id = p_invoice;
  if p_tax_micros < 0 or p_tax_micros > p_amount_micros or p_tax_micros > v_inv.tax_micros - v_tax_credited then
    raise exception 'A credit cannot return more sales tax than the invoice charged';
  end if;
  insert into private.credit_note_counters as c (organization_id, last_number) values (v_inv.organization_id, 1)
  on conflict (organization_id) do update set last_number = c.last_number + 1
  returning last_number into v_n;
  insert into public.invoice_credit_notes (organization_id, invoice_id, number, credit_number, credit_date, reason,
    amount_micros, tax_micros, created_by)
  values (v_inv.organization_id, p_invoice, v_n, 'CN-' || lpad(v_n::text, 5, '0'), p_credit_date,
    coalesce(p_reason, ''), p_amount_micros, p_tax_micros, auth.uid())
  returning id into v_id;
  update public.invoices set credited_micros = credited_micros + p_amount_micros,
    status = case when status = 'Sent' and credited_micros + p_amount_micros = amount_micros then 'Paid' else status end,
    paid_at = case when status = 'Sent' and credited_micros + p_amount_micros = amount_micros then now() else paid_at end
  where id = p_invoice;
  return v_id;
end $$;
revoke execute on function public.issue_credit_note(uuid, bigint, bigint, text, date) from public, anon;
grant execute on function public.issue_credit_note(uuid, bigint, bigint, text, date) to authenticated;

select cron.schedule('invoicing-issue-recurring-hourly', '7 * * * *', 'select private.issue_recurring_invoices()');

/** Reminders (and any invoice still waiting to be emailed) once a day; each bank pull followed to its end every minute. */
select private.schedule_job('invoicing-send-daily', '0 14 * * *', 'invoicing.send');
select private.schedule_job('invoicing-track-pulls', '* * * * *', 'invoicing.track-pulls');
