/**
 * Payment providers (spec banking §3 "Payment-provider records", accounting §3.9): what a connected Stripe account
 * brings in, and how it reaches the ledger.
 *
 * - stripe_balance_transactions: every balance transaction (amount, fee, net, type, fee details) in integer cents of
 *   its own currency. A non-USD row is kept and flagged (`currency`), never summed into a USD entry.
 * - stripe_objects: invoices, subscriptions, payouts, disputes and refunds, one row per Stripe object id, with the
 *   columns sales tax and revenue recognition read (amount, tax, customer state and address, service period).
 *   `version` is the newest Stripe time the row reflects (an event's `created`): a webhook older than the row changes
 *   nothing, so replays and out-of-order deliveries are harmless.
 * - payment_provider_mappings: the organization's eleven revenue mapping slots, each a ledger account and a direction.
 * - stripe_period_postings: the `stripe` journal entry posted for a month, with the report slugs it booked. A balance
 *   transaction is booked by exactly one posting (booked_period); one that arrives after its month was posted (a late
 *   refund or dispute) is booked by the next open month, so a posted month is never rewritten.
 *
 * Writes are the service role's (the stripe.ingest job, the webhook handler, the posting) except the mapping, which
 * staff edit. People read Stripe data when they may see the organization's Stripe data (data permissions) or are its
 * staff.
 */

/** Section: balance transactions */
create table public.stripe_balance_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  connection_id uuid references public.provider_connections (id) on delete set null,
  external_id text not null check (external_id ~ '^txn_\w+$'),
  type text not null check (length(type) between 1 and 60),
  reporting_category text check (length(reporting_category) <= 60),
  -- the charge, refund, dispute or payout this movement belongs to (Stripe's `source`)
  source_id text check (length(source_id) <= 200),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount_cents bigint not null,
  fee_cents bigint not null default 0,
  net_cents bigint not null,
  fee_details jsonb not null default '[]'::jsonb check (jsonb_typeof(fee_details) = 'array'),
  status text check (status in ('available', 'pending')),
  description text check (length(description) <= 1000),
  created_at_provider timestamptz not null,
  available_on date,
  raw jsonb not null check (jsonb_typeof(raw) = 'object'),
  -- the month whose `stripe` entry booked this row; null until posted
  booked_period date,
  ingested_at timestamptz not null default now(),
  unique (organization_id, external_id),
  check (net_cents = amount_cents - fee_cents)
);
create index stripe_balance_transactions_period_idx on public.stripe_balance_transactions (organization_id, created_at_provider);
create index stripe_balance_transactions_unbooked_idx on public.stripe_balance_transactions (organization_id, created_at_provider)
  where booked_period is null;
-- a refund's or dispute's balance transactions and a charge's, found by the object they move money for: posting a
-- month shortens the schedules of the invoices its refunds are for (domains/stripe/refund-schedules.ts); without it
-- each charge scanned every balance transaction (the benchmark's December took 3 minutes to post)
create index stripe_balance_transactions_source_idx on public.stripe_balance_transactions (organization_id, source_id);

/** Section: invoices, subscriptions, payouts, disputes, refunds */
create table public.stripe_objects (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  connection_id uuid references public.provider_connections (id) on delete set null,
  kind text not null check (kind in ('invoice', 'subscription', 'payout', 'dispute', 'refund')),
  external_id text not null check (length(external_id) between 1 and 200),
  -- Stripe's status of the object (an invoice: draft, open, paid, void, uncollectible)
  status text check (length(status) <= 60),
  currency text check (currency ~ '^[A-Z]{3}$'),
  amount_cents bigint,
  tax_cents bigint,
  charge_id text check (length(charge_id) <= 200),
  customer_id text check (length(customer_id) <= 200),
  customer_state text check (length(customer_state) <= 10),
  customer_address jsonb check (customer_address is null or jsonb_typeof(customer_address) = 'object'),
  period_start date,
  period_end date,
  provider_created_at timestamptz not null,
  -- the newest Stripe time this row reflects: an older delivery leaves the row alone
  version bigint not null,
  raw jsonb not null check (jsonb_typeof(raw) = 'object'),
  updated_at timestamptz not null default now(),
  unique (organization_id, kind, external_id)
);
create index stripe_objects_org_kind_idx on public.stripe_objects (organization_id, kind, provider_created_at desc);
create index stripe_objects_charge_idx on public.stripe_objects (organization_id, charge_id) where charge_id is not null;

/** Section: what the ingest has read, per connection (the list cursor for `created`) */
create table public.stripe_ingest_cursors (
  connection_id uuid primary key references public.provider_connections (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- every object created at or before this Stripe time is stored
  created_through bigint not null default 0,
  last_run_at timestamptz not null default now()
);

/** Section: the revenue mapping (accounting §3.9: eleven slots, each an account and a direction) */
create table public.payment_provider_mappings (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  slot text not null check (slot in ('revenue', 'revenueRecognized', 'revenueDeferred', 'totalFees', 'totalPayouts',
    'refunds', 'netTotal', 'accountsReceivable', 'totalTaxes', 'voided', 'badDebts')),
  account_id bigint not null,
  transaction_direction text not null check (transaction_direction in ('Credit', 'Debit')),
  updated_by uuid default auth.uid() references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (organization_id, slot),
  foreign key (organization_id, account_id) references public.ledger_accounts (organization_id, id)
);

/** Section: the monthly `stripe` entries */
create table public.stripe_period_postings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  period date not null check (extract(day from period) = 1),
  journal_entry_id uuid not null references public.journal_entries (id) on delete restrict,
  -- the seven report slugs in cents, as booked
  totals jsonb not null check (jsonb_typeof(totals) = 'object'),
  balance_transactions integer not null check (balance_transactions >= 0),
  posted_at timestamptz not null default now(),
  unique (organization_id, period)
);

/** Section: row-level security */
create function private.can_read_stripe(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_org_staff(org_id) or private.org_data_permission(org_id, 'stripe')
$$;
revoke execute on function private.can_read_stripe from public;
grant execute on function private.can_read_stripe to authenticated, service_role;

alter table public.stripe_balance_transactions enable row level security;
create policy "People granted Stripe data and staff read balance transactions" on public.stripe_balance_transactions
  for select to authenticated using ((select private.can_read_stripe(organization_id)));
select private.require_second_factor('public.stripe_balance_transactions');
revoke insert, update, delete, truncate on public.stripe_balance_transactions from anon, authenticated;

alter table public.stripe_objects enable row level security;
create policy "People granted Stripe data and staff read Stripe objects" on public.stripe_objects
  for select to authenticated using ((select private.can_read_stripe(organization_id)));
select private.require_second_factor('public.stripe_objects');
revoke insert, update, delete, truncate on public.stripe_objects from anon, authenticated;

alter table public.stripe_ingest_cursors enable row level security;
create policy "Staff read where the Stripe ingest stands" on public.stripe_ingest_cursors
  for select to authenticated using ((select private.is_org_staff(organization_id)));
revoke insert, update, delete, truncate on public.stripe_ingest_cursors from anon, authenticated;

alter table public.payment_provider_mappings enable row level security;
create policy "People with access read the revenue mapping" on public.payment_provider_mappings
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Staff set the revenue mapping" on public.payment_provider_mappings
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff change the revenue mapping" on public.payment_provider_mappings
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff clear a revenue mapping slot" on public.payment_provider_mappings
  for delete to authenticated using ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.payment_provider_mappings');
create trigger write_audit_log after insert or update or delete on public.payment_provider_mappings
  for each row execute function private.write_audit_log();

alter table public.stripe_period_postings enable row level security;
create policy "People granted Stripe data and staff read the posted Stripe months" on public.stripe_period_postings
  for select to authenticated using ((select private.can_read_stripe(organization_id)));
select private.require_second_factor('public.stripe_period_postings');
revoke insert, update, delete, truncate on public.stripe_period_postings from anon, authenticated;

grant select on public.stripe_balance_transactions, public.stripe_objects, public.stripe_ingest_cursors,
  public.stripe_period_postings to authenticated;
grant select, insert, update, delete on public.payment_provider_mappings to authenticated;
grant all on public.stripe_balance_transactions, public.stripe_objects, public.stripe_ingest_cursors,
  public.payment_provider_mappings, public.stripe_period_postings to service_role;

/**
 * Section: the daily ingest. pg_cron queues one `stripe.ingest` per active Stripe connection each morning; its job key
 * per connection means one already queued (by the connect callback) is not doubled.
 */
create function private.enqueue_stripe_ingests() returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('stripe.ingest',
    jsonb_build_object('connectionId', c.id, 'type', 'period', 'createdAtLimit', extract(epoch from now())::bigint),
    'stripe.ingest:' || c.id::text, c.organization_id))::integer
  from public.provider_connections c where c.provider = 'stripe' and c.status = 'active'
$$;
revoke execute on function private.enqueue_stripe_ingests from public;
select cron.schedule('stripe-ingest-daily', '15 6 * * *', 'select private.enqueue_stripe_ingests()');

/** Section: every recorded Stripe delivery reaches the Stripe handler (edge-functions/jobs/definitions/stripe.webhook.ts) */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('stripe.webhook', 'stripe', 'webhook')
on conflict do nothing;

/** Section: Ramp card spend, synced each morning (edge-functions/domains/ramp/sync-transactions.ts) */
create function private.enqueue_ramp_syncs() returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('ramp.sync', jsonb_build_object('connectionId', c.id), 'ramp.sync:' || c.id::text,
    c.organization_id))::integer
  from public.provider_connections c where c.provider = 'ramp' and c.status = 'active'
$$;
revoke execute on function private.enqueue_ramp_syncs from public;
select cron.schedule('ramp-sync-daily', '30 6 * * *', 'select private.enqueue_ramp_syncs()');
