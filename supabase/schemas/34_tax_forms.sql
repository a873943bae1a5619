/**
 * W-9 collection through the tax-form service (issue 36 item 6; banking-payments-tax.md §3 "Tax-form service
 * records", §4 statuses, §5 rules; docs/tax-forms.md). The requester business an organization created with the
 * service is its provider connection ('taxbandits', external_id = the service's BusinessId), so the service's
 * webhooks find their organization the way every provider's do. Each W-9 request the product sent through the service
 * has one order here: the submission, the form's URL, the last status the service reported and when, its TIN
 * matching, and the error records of a refused order. The vendor-facing status stays vendor_tax_records.w9_status
 * (the 1099 screen's); this row is what the service said, kept so a late or repeated notification changes nothing.
 */
create table public.w9_service_orders (
  request_id uuid primary key references public.w9_requests (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  business_id text not null check (length(business_id) between 1 and 100),
  submission_id text check (length(submission_id) <= 100),
  form_url text check (length(form_url) <= 500),
  status text not null check (status in ('URL_GENERATED', 'ORDER_CREATED', 'SCHEDULED', 'SENT', 'OPENED', 'COMPLETED',
    'AWAITING_TIN_CERTIFICATE', 'COMPLETED_AND_TIN_MATCH_INPROGRESS', 'INVALID', 'BOUNCED', 'ORDER_NOT_CREATED')),
  -- the service's StatusTime of `status`: an older report never overwrites a newer one
  status_time timestamptz not null,
  tin_matching text check (tin_matching in ('INPROGRESS', 'MATCHED', 'NOTMATCHED', 'NOTAPPLICABLE')),
  errors jsonb not null default '[]'::jsonb check (jsonb_typeof(errors) = 'array'),
  -- the completed form was read (TIN into vendor_tins) and its PDF stored (vendor_tax_records.w9_file_id)
  form_read_at timestamptz,
  updated_at timestamptz not null default now()
);
create index w9_service_orders_organization_id_idx on public.w9_service_orders (organization_id);

alter table public.w9_service_orders enable row level security;
create policy "People with access read an organization's W-9 orders" on public.w9_service_orders
  for select to authenticated using ((select private.has_org_access(organization_id)));
-- written only by the API and the jobs, as the service role: what the service said is not anyone's to edit
revoke all on public.w9_service_orders from anon, authenticated;
grant select on public.w9_service_orders to authenticated;
grant select, insert, update, delete on public.w9_service_orders to service_role;

/**
 * Section: accrued sales-tax liabilities posted from a nexus crossing (issue 36 item 2, "Beyond the anchors";
 * docs/sales-tax.md). The nexus screen proposes, for a crossed state, the tax that should have been collected since
 * the crossing; a bookkeeper reviews it and posts it through the ledger as a general journal entry (sales-tax expense
 * debited, sales tax payable credited). One posting per organization, state and crossing date: the row is claimed
 * before the ledger is written, so a second click, a retry or a race posts nothing twice.
 */
create table public.sales_tax_liability_postings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  state text not null check (state ~ '^[A-Z]{2}$'),
  crossed_on date not null,
  as_of date not null,
  amount_cents bigint not null check (amount_cents > 0),
  expense_account_id text not null check (length(expense_account_id) between 1 and 100),
  liability_account_id text not null check (length(liability_account_id) between 1 and 100),
  ledger_transaction_id text check (length(ledger_transaction_id) <= 100),
  posted_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (organization_id, state, crossed_on)
);

alter table public.sales_tax_liability_postings enable row level security;
create policy "People with access read an organization's sales-tax liability postings"
  on public.sales_tax_liability_postings
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "The organization's staff post its sales-tax liabilities" on public.sales_tax_liability_postings
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "The organization's staff record the entry of a liability they post" on public.sales_tax_liability_postings
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
revoke all on public.sales_tax_liability_postings from anon, authenticated;
grant select, insert, update on public.sales_tax_liability_postings to authenticated;
grant select, insert, update, delete on public.sales_tax_liability_postings to service_role;
