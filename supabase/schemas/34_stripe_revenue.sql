/**
 * Stripe revenue recognition (docs/stripe.md "Revenue recognition"): every line of a Stripe invoice with its service
 * period, so the monthly `stripe` entry defers each line's share after the month and hands it to the schedules
 * domain (12_schedules.sql: revenue_recognition_schedules linked through revenue_recognition_invoices with provider
 * 'stripe'), the way invoicing does for the organization's own invoices.
 *
 * - stripe_invoice_lines: one row per invoice line (Stripe embeds an invoice's first ten; the ingest reads the rest
 *   through the SDK's auto-pagination of /v1/invoices/:id/lines). Amounts in integer cents of the line's currency,
 *   net of tax as Stripe gives them; the service period in Stripe's seconds as timestamps, so a line's share of a
 *   month is exact to the second as the posting rule computes it (shared/rules/stripe-revenue.ts).
 *
 * - stripe_invoice_transitions: when an invoice was finalized, paid, voided or marked uncollectible (Stripe's
 *   status_transitions), with its total and tax at the time, so the monthly entry books the receivable: finalized
 *   raises accountsReceivable (revenue and tax credited), paid lowers it (the charge then books the revenue), voided
 *   lowers it into voided, uncollectible into badDebts (an invoice finalized and paid in one month books nothing, so
 *   that pair is not kept). Each transition is booked by exactly one month
 *   (booked_period), a late one by the next month posted, as balance transactions are.
 *
 * Writes are the service role's (the ingest and the webhook handler); people read the lines when they may read the
 * organization's Stripe data (private.can_read_stripe, 17_payment_providers.sql).
 */

/** Section: invoice lines */
create table public.stripe_invoice_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id text not null check (invoice_id ~ '^in_\w+$'),
  line_id text not null check (length(line_id) between 1 and 200),
  -- the line's place on the invoice (0 first), as Stripe orders them
  position integer not null check (position >= 0),
  currency text check (currency ~ '^[A-Z]{3}$'),
  amount_cents bigint not null,
  description text check (length(description) <= 1000),
  period_start timestamptz,
  period_end timestamptz,
  updated_at timestamptz not null default now(),
  unique (organization_id, invoice_id, line_id),
  check (period_end is null or period_start is null or period_end >= period_start)
);

/** Section: row-level security */
alter table public.stripe_invoice_lines enable row level security;
create policy "People granted Stripe data and staff read Stripe invoice lines" on public.stripe_invoice_lines
  for select to authenticated using ((select private.can_read_stripe(organization_id)));
select private.require_second_factor('public.stripe_invoice_lines');
revoke insert, update, delete, truncate on public.stripe_invoice_lines from anon, authenticated;
grant select on public.stripe_invoice_lines to authenticated;
grant all on public.stripe_invoice_lines to service_role;

/** Section: invoice status transitions, each booked once */
create table public.stripe_invoice_transitions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  invoice_id text not null check (invoice_id ~ '^in_\w+$'),
  transition text not null check (transition in ('finalized', 'paid', 'voided', 'uncollectible')),
  occurred_at timestamptz not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  total_cents bigint not null,
  tax_cents bigint not null default 0,
  -- the month whose `stripe` entry booked this transition; null until posted
  booked_period date,
  unique (organization_id, invoice_id, transition)
);
create index stripe_invoice_transitions_unbooked_idx on public.stripe_invoice_transitions (organization_id, occurred_at)
  where booked_period is null;

alter table public.stripe_invoice_transitions enable row level security;
create policy "People granted Stripe data and staff read Stripe invoice transitions" on public.stripe_invoice_transitions
  for select to authenticated using ((select private.can_read_stripe(organization_id)));
select private.require_second_factor('public.stripe_invoice_transitions');
revoke insert, update, delete, truncate on public.stripe_invoice_transitions from anon, authenticated;
grant select on public.stripe_invoice_transitions to authenticated;
grant all on public.stripe_invoice_transitions to service_role;

/**
 * Section: Stripe payouts confirmed against bank deposits (shared/rules/stripe-payouts.ts). A payout's match is
 * suggested afresh from the feeds each time it is read; what a bookkeeper confirms is kept here, one deposit per
 * payout and one payout per deposit, and undone by deleting the row. The deposit is a bank-feed line of the same
 * organization (provider_transactions: Plaid, Teller or the business bank).
 */
create table public.stripe_payout_matches (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payout_id text not null check (payout_id ~ '^po_\w+$'),
  provider_transaction_id uuid not null references public.provider_transactions (id) on delete cascade,
  confirmed_by uuid default auth.uid() references public.users (id) on delete set null,
  confirmed_at timestamptz not null default now(),
  unique (organization_id, payout_id),
  unique (provider_transaction_id)
);

create function private.is_org_deposit(org_id uuid, deposit_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.provider_transactions p where p.id = deposit_id and p.organization_id = org_id
    and p.provider in ('plaid', 'teller', 'bank') and p.total_amount_cents > 0 and p.deleted_at is null)
$$;
revoke execute on function private.is_org_deposit from public;
grant execute on function private.is_org_deposit to authenticated, service_role;

alter table public.stripe_payout_matches enable row level security;
create policy "People granted Stripe data and staff read confirmed payout matches" on public.stripe_payout_matches
  for select to authenticated using ((select private.can_read_stripe(organization_id)));
create policy "Staff confirm a payout against a deposit of the organization" on public.stripe_payout_matches
  for insert to authenticated with check ((select private.is_org_staff(organization_id))
    and (select private.is_org_deposit(organization_id, provider_transaction_id)) and confirmed_by = (select auth.uid()));
create policy "Staff undo a confirmed payout match" on public.stripe_payout_matches
  for delete to authenticated using ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.stripe_payout_matches');
revoke update, truncate on public.stripe_payout_matches from anon, authenticated;
grant select, insert, delete on public.stripe_payout_matches to authenticated;
grant all on public.stripe_payout_matches to service_role;
create trigger write_audit_log after insert or delete on public.stripe_payout_matches
  for each row execute function private.write_audit_log();

/**
 * Section: a confirmed payout books its deposit. The Stripe entry already debits the payouts to the bank account the
 * mapping names, so the deposit is booked: confirming writes its entry link (source stripe, keyed by the payout, so
 * once), naming the `stripe` entry of the month that booked the payout when it is posted; categorisation then never
 * asks about the line, and reconciliation counts it explained (domains/stripe/payout-reconciliation.ts). Undoing the
 * match deletes the link. A trigger, so every writer of a confirmation (the API as the caller, the service role) does it.
 */
create function private.link_stripe_payout_deposit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    delete from public.entry_links where organization_id = old.organization_id and source = 'stripe'
      and external_id = old.payout_id;
    return old;
  end if;
  insert into public.entry_links (organization_id, source, external_id, provider_transaction_id, transaction_direction,
    qbo_entity_type, qbo_entity_id, ledger_transaction_id, status, metadata)
  select new.organization_id, 'stripe', new.payout_id, new.provider_transaction_id, 'Debit',
    case when je.id is not null then 'JournalEntry' end,
    case when je.ledger <> 'builtin' then je.journal_entry_id end,
    case when je.ledger = 'builtin' then je.journal_entry_id::bigint end,
    case when je.id is null then 'categorized' else 'synced' end,
    jsonb_strip_nulls(jsonb_build_object('payoutId', new.payout_id, 'period', bt.booked_period))
  from (select 1) one
  left join public.stripe_balance_transactions bt on bt.organization_id = new.organization_id
    and bt.source_id = new.payout_id and bt.type = 'payout'
  left join public.stripe_period_postings sp on sp.organization_id = bt.organization_id and sp.period = bt.booked_period
  left join public.journal_entries je on je.id = sp.journal_entry_id
  limit 1
  on conflict (organization_id, source, external_id) do update set provider_transaction_id = excluded.provider_transaction_id,
    qbo_entity_type = excluded.qbo_entity_type, qbo_entity_id = excluded.qbo_entity_id,
    ledger_transaction_id = excluded.ledger_transaction_id, status = excluded.status, metadata = excluded.metadata,
    updated_at = now();
  return new;
end $$;
revoke execute on function private.link_stripe_payout_deposit from public;
create trigger link_stripe_payout_deposit after insert or delete on public.stripe_payout_matches
  for each row execute function private.link_stripe_payout_deposit();
