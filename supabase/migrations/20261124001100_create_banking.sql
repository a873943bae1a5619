/**
 * Business banking (docs/banking.md): the organization's accounts at the banking core and the ledger entries the core
 * reports for them, payees, payments with their approvals, the controls that decide when a payment waits (per-user
 * limits, approval layers) and the auto-transfer rules with the top-offs they propose. Amounts are bigint micros.
 *
 * Who: organization members whose profile has the `banking` product see and use banking while the organization's
 * `banking` flag is on; organization admins among them manage accounts, controls and rules; members of the approval
 * layers approve; the organization's staff (assigned bookkeepers, firm admins) read, for the books, and never move
 * money. Money rows (accounts, entries, payees, payments, approvals, top-offs) are written only by the product's
 * functions (20261124001200) and the service role, which mirror the core: no client writes a balance or a payment
 * row by hand. Controls and rules are plain rows organization admins edit through RLS.
 */

/** Section: who may see, use and manage banking */

/** The organization's banking flag is on (feature flag `banking`). */
create function private.banking_enabled(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.flag_enabled(org_id, 'banking')
$$;

/** The caller is a member of the organization with the banking product, and the organization's banking is on. */
create function private.can_use_banking(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.banking_enabled(org_id) and private.is_org_member(org_id)
    and coalesce((select 'banking' = any (u.products) from public.users u where u.id = (select auth.uid())), false)
$$;

/** Organization admins among the people who use banking manage accounts, controls and rules. */
create function private.can_manage_banking(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.can_use_banking(org_id) and private.is_org_admin(org_id)
$$;

/** People who use banking, and the organization's staff (for the books): they read banking data. */
create function private.can_read_banking(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.can_use_banking(org_id) or (private.banking_enabled(org_id) and private.is_org_staff(org_id))
$$;

/** Section: the books take a third provider of transactions and connections */
alter table public.provider_connections drop constraint provider_connections_provider_check;
alter table public.provider_connections add constraint provider_connections_provider_check check (provider in
  ('quickbooks', 'stripe', 'plaid', 'teller', 'ramp', 'gusto', 'rippling', 'slack', 'calendly', 'banking'));

/**
 * Section: accounts at the core
 * Balances come from the core: from the entry version with the highest sequence (`balance_sequence`), so a late or
 * repeated delivery never rolls a balance back. The full account number stays at the core; wire instructions read it
 * from there when asked.
 */
create table public.banking_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  connection_id uuid not null references public.provider_connections (id) on delete cascade,
  core_account_id text not null unique check (length(core_account_id) between 1 and 200),
  name text not null check (length(btrim(name)) between 1 and 200),
  account_type text not null check (account_type in
    ('Cash', 'Checking', 'Savings', 'Settlement', 'CreditCard', 'Lending', 'Investment', 'Escrow', 'Rewards', 'PlatformRevenue')),
  status text not null default 'open' check (status in ('open', 'closed')),
  currency text not null default 'USD' check (currency = 'USD'),
  balance_micros bigint not null default 0,
  available_balance_micros bigint not null default 0,
  balance_sequence bigint not null default 0,
  account_number_last4 text check (account_number_last4 ~ '^[0-9]{4}$'),
  routing_number text check (routing_number ~ '^[0-9]{9}$'),
  created_by uuid references public.users (id) on delete set null,
  opened_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index banking_accounts_organization_id_idx on public.banking_accounts (organization_id);
create index banking_accounts_connection_id_idx on public.banking_accounts (connection_id);

/** Section: payees (counterparties at the core); the full account number stays at the core */
create table public.banking_counterparties (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  connection_id uuid not null references public.provider_connections (id) on delete cascade,
  core_counterparty_id text not null unique check (length(core_counterparty_id) between 1 and 200),
  name text not null check (length(btrim(name)) between 1 and 200),
  counterparty_type text not null check (counterparty_type in ('Person', 'Business')),
  routing_number text not null check (routing_number ~ '^[0-9]{9}$'),
  account_number_last4 text not null check (account_number_last4 ~ '^[0-9]{1,4}$'),
  account_type text not null check (account_type in ('Checking', 'Savings')),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index banking_counterparties_organization_id_idx on public.banking_counterparties (organization_id, name);

/**
 * Section: payments
 * A payment is what a person (or a rule) asked the core to do. It waits (`awaiting_approval`) when it is over the
 * requester's limits, until the approval layers release it (`submitted`); the core's answer makes it `pending` or
 * `settled`, or `rejected` with the entry result that says why nothing moved; a return or a failure after that makes
 * it `failed`. `denied` and `cancelled` end a waiting payment. The Idempotency-Key of the request is unique per
 * organization, and the core is asked with it, so a retried request moves money once.
 */
create table public.banking_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- at most 200: the core's key is '<organization id>:<this key>', within its 255
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  origin text not null default 'user' check (origin in ('user', 'sweep', 'top_off')),
  rail text not null check (rail in ('ach', 'wire', 'rtp', 'book')),
  -- the rail's outgoing type (RAIL_OUTGOING_TYPE); a sweep rule's book transfer posts as a sweep
  transaction_type text not null check (transaction_type in ('ach_push', 'wire_out', 'rtp_out', 'book_transfer_out', 'sweep')),
  from_account_id uuid not null references public.banking_accounts (id) on delete cascade,
  to_account_id uuid references public.banking_accounts (id) on delete cascade,
  counterparty_id uuid references public.banking_counterparties (id) on delete restrict,
  amount_micros bigint not null check (amount_micros > 0),
  description text not null default '' check (length(description) <= 200),
  status text not null check (status in
    ('awaiting_approval', 'submitted', 'pending', 'settled', 'failed', 'rejected', 'denied', 'cancelled')),
  -- why it waits, in words ("Over your limit of $1,000.00 per payment")
  approval_reason text check (length(approval_reason) <= 500),
  entry_result text check (entry_result in ('InsufficientFunds', 'AccountNotFound', 'AccountClosed', 'AccountSuspended',
    'InvalidAccountType', 'CurrencyMismatch', 'AmountExceedsLimit', 'DuplicateEntry', 'ComplianceHold', 'SanctionsBlocked',
    'KycIncomplete', 'ExternalProcessorError', 'LedgerMismatch', 'UnauthorizedAccess', 'InternalError', 'ReviewRequired', 'Success')),
  message text check (length(message) <= 1000),
  core_transfer_id text unique check (length(core_transfer_id) between 1 and 200),
  requested_by uuid references public.users (id) on delete set null,
  -- the day whose running total (private.banking_daily_totals) this payment counts in, when it counts in one
  counted_on date,
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  submitted_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, idempotency_key),
  check ((rail = 'book') = (to_account_id is not null)),
  check ((rail = 'book') = (counterparty_id is null)),
  check (to_account_id is distinct from from_account_id)
);
create index banking_payments_organization_created_idx on public.banking_payments (organization_id, created_at desc);
create index banking_payments_waiting_idx on public.banking_payments (organization_id, status)
  where status in ('awaiting_approval', 'submitted', 'pending');
create index banking_payments_from_account_id_idx on public.banking_payments (from_account_id);
create index banking_payments_to_account_id_idx on public.banking_payments (to_account_id);
create index banking_payments_counterparty_id_idx on public.banking_payments (counterparty_id);

/** A running total per requester and UTC day of the payments that went out within their daily limit. */
create table private.banking_daily_totals (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  day date not null,
  amount_micros bigint not null check (amount_micros >= 0),
  primary key (organization_id, user_id, day)
);
alter table private.banking_daily_totals enable row level security;
revoke all on private.banking_daily_totals from public, anon, authenticated;

/** Where the poll of a connection's entries (GET /entries) goes on from; written by the sync job only. */
create table private.banking_sync_state (
  connection_id uuid primary key references public.provider_connections (id) on delete cascade,
  entries_cursor text,
  updated_at timestamptz not null default now()
);
alter table private.banking_sync_state enable row level security;
revoke all on private.banking_sync_state from public, anon, authenticated;
grant select, insert, update, delete on private.banking_sync_state to service_role;

/**
 * Section: ledger entries (the spec's Banking ledger entry, one row per core entry at its latest version)
 * amount_micros is positive and transaction_direction says which way; `updated_at` is the core's time of the
 * version kept, `sequence` its place in the core's commit order.
 */
create table public.banking_entries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  banking_account_id uuid not null references public.banking_accounts (id) on delete cascade,
  core_entry_id text not null unique check (length(core_entry_id) between 1 and 200),
  transaction_id text not null check (length(transaction_id) between 1 and 200),
  account_id text not null check (length(account_id) between 1 and 200),
  amount_micros bigint not null check (amount_micros > 0),
  currency_code text not null default 'USD' check (currency_code = 'USD'),
  transaction_direction text not null check (transaction_direction in ('Credit', 'Debit')),
  transaction_type text not null check (transaction_type in ('ach_push', 'ach_pull', 'ach_push_return', 'ach_pull_return',
    'ach_incoming_credit', 'ach_incoming_debit', 'ach_incoming_return', 'book_transfer_in', 'book_transfer_out', 'wire_out',
    'wire_in', 'wire_return', 'fednow_out', 'fednow_in', 'rtp_out', 'rtp_in', 'check_deposit', 'check_deposit_return',
    'check_issued', 'hold', 'hold_release', 'card_authorization', 'card_settlement', 'card_refund', 'atm_withdrawal', 'sweep',
    'interest', 'fee', 'admin_adjustment')),
  layer text not null check (layer in ('Pending', 'Settled', 'Encumbrance', 'Failed', 'Rejected')),
  counterparty_name text check (length(counterparty_name) <= 300),
  counterparty_id text check (length(counterparty_id) <= 200),
  entry_result text not null check (entry_result in ('InsufficientFunds', 'AccountNotFound', 'AccountClosed', 'AccountSuspended',
    'InvalidAccountType', 'CurrencyMismatch', 'AmountExceedsLimit', 'DuplicateEntry', 'ComplianceHold', 'SanctionsBlocked',
    'KycIncomplete', 'ExternalProcessorError', 'LedgerMismatch', 'UnauthorizedAccess', 'InternalError', 'ReviewRequired', 'Success')),
  -- the core's user_id: who asked (the product passes its user id); null for money that arrived on its own
  user_id text check (length(user_id) <= 200),
  transaction_created_time timestamptz not null,
  transaction_effective_time timestamptz,
  description text check (length(description) <= 1000),
  account_balance_micros bigint not null,
  account_available_balance_micros bigint not null,
  updated_at timestamptz not null,
  sequence bigint not null,
  payment_id uuid references public.banking_payments (id) on delete set null,
  synced_at timestamptz not null default now()
);
create index banking_entries_organization_time_idx on public.banking_entries (organization_id, transaction_created_time desc, id desc);
create index banking_entries_account_time_idx on public.banking_entries (banking_account_id, transaction_created_time desc, id desc);
create index banking_entries_transaction_id_idx on public.banking_entries (transaction_id);
create index banking_entries_payment_id_idx on public.banking_entries (payment_id);

/** Section: approvals and the controls that call for them */
create table public.approval_layers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- may be empty or zero: such a layer is kept and shown with its problem ("Name being empty"), it just does not count
  name text not null default '' check (length(name) <= 200),
  min_approvals integer not null default 1 check (min_approvals between 0 and 100),
  enabled boolean not null default true,
  deleted_at timestamptz,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index approval_layers_organization_id_idx on public.approval_layers (organization_id) where deleted_at is null;

create table public.approval_layer_members (
  layer_id uuid not null references public.approval_layers (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (layer_id, user_id)
);
create index approval_layer_members_user_id_idx on public.approval_layer_members (user_id, organization_id);
create index approval_layer_members_organization_id_idx on public.approval_layer_members (organization_id);

/** The caller uses banking and belongs to one of the organization's (not deleted) approval layers. */
create function private.is_banking_approver(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.can_use_banking(org_id) and exists (
    select 1 from public.approval_layer_members m join public.approval_layers l on l.id = m.layer_id
    where l.organization_id = org_id and l.deleted_at is null and m.user_id = (select auth.uid()))
$$;

/** One approval per payment and person; whether they release it is shared/rules/approval-layers.ts's call. */
create table public.payment_approvals (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.banking_payments (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (payment_id, user_id)
);
create index payment_approvals_organization_id_idx on public.payment_approvals (organization_id);

/** Per person: the largest payment and the most per UTC day they send without approval (null: no limit). */
create table public.banking_user_limits (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  per_payment_limit_micros bigint check (per_payment_limit_micros >= 0),
  daily_limit_micros bigint check (daily_limit_micros >= 0),
  updated_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index banking_user_limits_user_id_idx on public.banking_user_limits (user_id);

/**
 * Section: auto-transfer rules (flag `auto-transfer`)
 * A sweep watches its source account: above threshold_micros it moves the excess over target_micros to the target
 * account. A top-off watches its target account: below threshold_micros it proposes a transfer from the source that
 * brings it back to target_micros, which someone must approve (public.top_offs).
 */
create table public.auto_transfer_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null check (kind in ('sweep', 'top_off')),
  source_account_id uuid not null references public.banking_accounts (id) on delete cascade,
  target_account_id uuid not null references public.banking_accounts (id) on delete cascade,
  threshold_micros bigint not null check (threshold_micros >= 0),
  target_micros bigint not null check (target_micros >= 0),
  enabled boolean not null default true,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (source_account_id <> target_account_id),
  check (case kind when 'sweep' then target_micros <= threshold_micros else target_micros >= threshold_micros end)
);
create index auto_transfer_rules_organization_id_idx on public.auto_transfer_rules (organization_id);
create index auto_transfer_rules_source_account_id_idx on public.auto_transfer_rules (source_account_id);
create index auto_transfer_rules_target_account_id_idx on public.auto_transfer_rules (target_account_id);

-- the rule a sweep or top-off payment carried out (a rule waits for its last transfer to show in the entries)
alter table public.banking_payments add column rule_id uuid references public.auto_transfer_rules (id) on delete set null;
create index banking_payments_rule_id_idx on public.banking_payments (rule_id, created_at desc) where rule_id is not null;

create table public.top_offs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  rule_id uuid references public.auto_transfer_rules (id) on delete set null,
  source_account_id uuid not null references public.banking_accounts (id) on delete cascade,
  target_account_id uuid not null references public.banking_accounts (id) on delete cascade,
  amount_micros bigint not null check (amount_micros > 0),
  status text not null default 'pending_approval'
    check (status in ('pending_approval', 'approved', 'executed', 'declined', 'failed')),
  payment_id uuid references public.banking_payments (id) on delete set null,
  entry_result text,
  message text check (length(message) <= 1000),
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index top_offs_organization_id_idx on public.top_offs (organization_id, created_at desc);
-- a rule proposes one top-off at a time
create unique index top_offs_one_open_per_rule on public.top_offs (rule_id) where status in ('pending_approval', 'approved');
create index top_offs_payment_id_idx on public.top_offs (payment_id);
create index top_offs_source_account_id_idx on public.top_offs (source_account_id);
create index top_offs_target_account_id_idx on public.top_offs (target_account_id);

/**
 * Section: into the books
 * Each settled entry becomes a provider transaction (provider `bank`) with its entry link (source `bank_app`), so it
 * is categorised like any bank line; its account is the banking account, not a Plaid or Teller one.
 */
alter table public.provider_transactions drop constraint provider_transactions_provider_check;
alter table public.provider_transactions add constraint provider_transactions_provider_check
  check (provider in ('plaid', 'teller', 'stripe', 'ramp', 'bank'));
alter table public.provider_transactions add column banking_account_id uuid references public.banking_accounts (id) on delete cascade;
alter table public.provider_transactions add constraint provider_transactions_bank_has_account
  check ((provider = 'bank') = (banking_account_id is not null));
create index provider_transactions_banking_account_idx on public.provider_transactions (banking_account_id, transaction_effective_time)
  where banking_account_id is not null;

drop policy "People read the provider transactions they were granted" on public.provider_transactions;
create policy "People read the provider transactions they were granted" on public.provider_transactions
  for select to authenticated using (
    case provider
      when 'stripe' then (select private.org_data_permission(organization_id, 'stripe'))
      when 'ramp' then (select private.org_data_permission(organization_id, 'ramp'))
      when 'bank' then (select private.can_read_banking(organization_id))
      else bank_account_id in (select private.readable_bank_accounts())
    end);

/** Section: who reads and writes what */
alter table public.banking_accounts enable row level security;
create policy "People with banking and the organization's staff read banking accounts" on public.banking_accounts
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_accounts');

alter table public.banking_counterparties enable row level security;
create policy "People with banking and the organization's staff read payees" on public.banking_counterparties
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_counterparties');

alter table public.banking_payments enable row level security;
create policy "People with banking and the organization's staff read payments" on public.banking_payments
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_payments');

alter table public.banking_entries enable row level security;
create policy "People with banking and the organization's staff read banking entries" on public.banking_entries
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.banking_entries');

alter table public.payment_approvals enable row level security;
create policy "People with banking and the organization's staff read payment approvals" on public.payment_approvals
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.payment_approvals');

alter table public.top_offs enable row level security;
create policy "People with banking and the organization's staff read top-offs" on public.top_offs
  for select to authenticated using ((select private.can_read_banking(organization_id)));
select private.require_second_factor('public.top_offs');

revoke insert, update, delete, truncate on public.banking_accounts, public.banking_counterparties, public.banking_payments,
  public.banking_entries, public.payment_approvals, public.top_offs from anon, authenticated;

alter table public.approval_layers enable row level security;
create policy "People with banking and the organization's staff read approval layers" on public.approval_layers
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "Banking admins add approval layers" on public.approval_layers
  for insert to authenticated with check ((select private.can_manage_banking(organization_id)) and deleted_at is null);
create policy "Banking admins change and remove approval layers" on public.approval_layers
  for update to authenticated using ((select private.can_manage_banking(organization_id)))
  with check ((select private.can_manage_banking(organization_id)));
select private.require_second_factor('public.approval_layers');
-- a layer is removed by setting deleted_at, so payments already approved keep their history
revoke delete, truncate on public.approval_layers from anon, authenticated;

alter table public.approval_layer_members enable row level security;
create policy "People with banking and the organization's staff read approval layer members" on public.approval_layer_members
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "Banking admins put organization members on approval layers" on public.approval_layer_members
  for insert to authenticated with check ((select private.can_manage_banking(organization_id))
    and exists (select 1 from public.approval_layers l where l.id = layer_id and l.organization_id = approval_layer_members.organization_id)
    and exists (select 1 from public.organization_members m
                where m.organization_id = approval_layer_members.organization_id and m.user_id = approval_layer_members.user_id));
create policy "Banking admins take people off approval layers" on public.approval_layer_members
  for delete to authenticated using ((select private.can_manage_banking(organization_id)));
select private.require_second_factor('public.approval_layer_members');
revoke update, truncate on public.approval_layer_members from anon, authenticated;

alter table public.banking_user_limits enable row level security;
create policy "Banking admins, the person and the organization's staff read limits" on public.banking_user_limits
  for select to authenticated using ((select private.can_manage_banking(organization_id))
    or (user_id = (select auth.uid()) and (select private.can_use_banking(organization_id)))
    or ((select private.banking_enabled(organization_id)) and (select private.is_org_staff(organization_id))));
create policy "Banking admins set limits of organization members" on public.banking_user_limits
  for insert to authenticated with check ((select private.can_manage_banking(organization_id))
    and exists (select 1 from public.organization_members m
                where m.organization_id = banking_user_limits.organization_id and m.user_id = banking_user_limits.user_id));
create policy "Banking admins change limits" on public.banking_user_limits
  for update to authenticated using ((select private.can_manage_banking(organization_id)))
  with check ((select private.can_manage_banking(organization_id)));
create policy "Banking admins remove limits" on public.banking_user_limits
  for delete to authenticated using ((select private.can_manage_banking(organization_id)));
select private.require_second_factor('public.banking_user_limits');

alter table public.auto_transfer_rules enable row level security;
create policy "People with banking and the organization's staff read auto-transfer rules" on public.auto_transfer_rules
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "Banking admins add auto-transfer rules between the organization's accounts" on public.auto_transfer_rules
  for insert to authenticated with check ((select private.can_manage_banking(organization_id))
    and (select private.flag_enabled(organization_id, 'auto-transfer'))
    and 2 = (select count(*) from public.banking_accounts a where a.organization_id = auto_transfer_rules.organization_id
             and a.id in (source_account_id, target_account_id)));
create policy "Banking admins change auto-transfer rules" on public.auto_transfer_rules
  for update to authenticated using ((select private.can_manage_banking(organization_id)))
  with check ((select private.can_manage_banking(organization_id))
    and 2 = (select count(*) from public.banking_accounts a where a.organization_id = auto_transfer_rules.organization_id
             and a.id in (source_account_id, target_account_id)));
create policy "Banking admins remove auto-transfer rules" on public.auto_transfer_rules
  for delete to authenticated using ((select private.can_manage_banking(organization_id)));
select private.require_second_factor('public.auto_transfer_rules');

/** Section: audit (not the synced entries, and not a balance moving: those are the core's record, not a person's act) */
create trigger write_audit_log after insert or update or delete on public.banking_accounts
  for each row execute function private.write_audit_log('balance_micros', 'available_balance_micros', 'balance_sequence');
do $$
declare t text;
begin
  foreach t in array array['banking_counterparties', 'banking_payments', 'payment_approvals', 'approval_layers',
    'approval_layer_members', 'banking_user_limits', 'auto_transfer_rules', 'top_offs'] loop
    execute format('create trigger write_audit_log after insert or update or delete on public.%I for each row execute function private.write_audit_log()', t);
  end loop;
end $$;

revoke execute on all functions in schema private from public;
grant execute on function private.banking_enabled(uuid), private.can_use_banking(uuid), private.can_manage_banking(uuid),
  private.can_read_banking(uuid), private.is_banking_approver(uuid)
  to authenticated, service_role;
