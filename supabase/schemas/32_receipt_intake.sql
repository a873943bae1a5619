/**
 * Receipts by email (docs/receipts.md): a mail to receipts+<organization id>@ arrives as a signed pub/sub push on
 * /api/receipts and is read by the job `receipts.email-intake`.
 *
 * receipt_emails: every such mail and what became of it (filed, or why not: no attachment, an unknown sender, a file
 * too large …), so nothing delivered goes unanswered. One row per mail (message id); a redelivery changes nothing.
 * receipt_readings: what was read from a filed receipt (vendor, total, date, from a PDF's text) and the feed line it
 * was matched to, when exactly one fits (shared/rules/receipts.ts).
 * Both are written by the functions (service role); the organization's people and staff read them.
 */
create table public.receipt_emails (
  id uuid primary key default gen_random_uuid(),
  message_id text not null unique check (length(message_id) between 1 and 300),
  organization_id uuid references public.organizations (id) on delete cascade,
  sender text check (length(sender) <= 500),
  subject text check (length(subject) <= 1000),
  outcome text not null check (outcome in ('filed', 'no-attachment', 'unknown-sender', 'unknown-organization',
    'too-large', 'not-a-receipt')),
  -- the attachments that were not filed, each with why
  skipped jsonb not null default '[]' check (jsonb_typeof(skipped) = 'array'),
  receipts_filed integer not null default 0 check (receipts_filed >= 0),
  received_at timestamptz not null default now()
);
create index receipt_emails_organization_id_idx on public.receipt_emails (organization_id, received_at desc);

create table public.receipt_readings (
  receipt_id uuid primary key references public.receipts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  vendor text check (length(vendor) <= 500),
  amount_cents bigint check (amount_cents >= 0),
  receipt_date date,
  provider_transaction_id uuid references public.provider_transactions (id) on delete set null,
  -- why nothing was read or matched, in the user's words
  note text check (length(note) <= 500),
  read_at timestamptz not null default now()
);
create index receipt_readings_organization_id_idx on public.receipt_readings (organization_id);
create index receipt_readings_provider_transaction_id_idx on public.receipt_readings (provider_transaction_id);

alter table public.receipt_emails enable row level security;
alter table public.receipt_readings enable row level security;
create policy "People with access read an organization's receipt emails" on public.receipt_emails
  for select to authenticated
  using ((select private.is_admin()) or (organization_id is not null and (select private.has_org_access(organization_id))));
create policy "People with access read an organization's receipt readings" on public.receipt_readings
  for select to authenticated using ((select private.has_org_access(organization_id)));
revoke all on public.receipt_emails, public.receipt_readings from anon, authenticated;
grant select on public.receipt_emails, public.receipt_readings to authenticated;
grant select, insert, update, delete on public.receipt_emails, public.receipt_readings to service_role;
