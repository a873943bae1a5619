/**
 * Sales tax (banking-payments-tax.md §3 "Sales tax", §9 nexus; docs/sales-tax.md): line items from every source that
 * sells, their monthly roll-ups by state and jurisdiction, and where the built-in ledger's customers are (the state a
 * ledger sale is sourced to). The nexus engine itself is pure TypeScript (shared/rules/nexus.ts) and reads these
 * rows. Everything here sits behind the `taxes` flag: the API refuses the routes when it is off.
 */

/**
 * Section: line items
 * One row per sold line, whatever sold it. `provider` names the source: 'ledger' (the built-in ledger's income lines,
 * written by public.sales_tax_refresh_ledger below), 'invoices' (issue 34's invoicing) and 'stripe' (issue 32's
 * Stripe ingest), which insert their own rows keyed by (provider, transaction_id, line_item_id) with
 * `insert … on conflict (organization_id, provider, transaction_id, line_item_id) do update`. Money in cents; the
 * rate in micros (6.25% is 62500). month and year are derived so the roll-ups group without date arithmetic.
 */
create table public.sales_tax_line_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null check (provider in ('ledger', 'invoices', 'stripe')),
  transaction_id text not null check (length(transaction_id) between 1 and 100),
  line_item_id text not null check (length(line_item_id) between 1 and 100),
  name text not null default '' check (length(name) <= 500),
  txn_date date not null,
  month smallint generated always as (extract(month from txn_date)::smallint) stored,
  year smallint generated always as (extract(year from txn_date)::smallint) stored,
  amount_cents bigint not null,
  amount_excluding_tax_cents bigint not null,
  taxable_amount_cents bigint not null default 0,
  tax_owed_cents bigint not null default 0,
  tax_collected_cents bigint not null default 0,
  tax_rate_micros integer not null default 0 check (tax_rate_micros between 0 and 1000000),
  type text not null check (type in ('product', 'service')),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  country text not null default 'US' check (country ~ '^[A-Z]{2}$'),
  state text not null check (state ~ '^[A-Z]{2}$'),
  county text check (length(county) <= 255),
  city text check (length(city) <= 255),
  customer jsonb not null default '{}'::jsonb check (jsonb_typeof(customer) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, provider, transaction_id, line_item_id)
);
create index sales_tax_line_items_org_state_date_idx on public.sales_tax_line_items (organization_id, state, txn_date);
create index sales_tax_line_items_org_date_idx on public.sales_tax_line_items (organization_id, txn_date);

/**
 * Section: where the ledger's customers are
 * The built-in ledger's names carry no address; a ledger sale is sourced to its customer's state here. Staff (or the
 * client) fill it in on the integrations screen; a customer without an address contributes no line items.
 */
create table public.sales_tax_customer_addresses (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name_id bigint not null,
  email text check (length(email) <= 100),
  line1 text check (length(line1) <= 2000),
  city text check (length(city) <= 255),
  county text check (length(county) <= 255),
  state text not null check (state ~ '^[A-Z]{2}$'),
  postal_code text not null check (postal_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  updated_at timestamptz not null default now(),
  primary key (organization_id, name_id),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id) on delete cascade
);

/**
 * Section: roll-ups
 * §3's roll-up row (month, year, state, amount excluding tax, taxable amount, tax collected, jurisdiction name) at
 * each jurisdiction level: the state, and the county and city when the line names them. A view run as the caller,
 * so the line items' policies apply.
 */
create view public.sales_tax_monthly_rollups with (security_invoker = true) as
select organization_id, year, month, state, 'state'::text as jurisdiction_level, state as jurisdiction_name,
       sum(amount_excluding_tax_cents)::bigint as amount_excluding_tax_cents,
       sum(taxable_amount_cents)::bigint as taxable_amount_cents,
       sum(tax_collected_cents)::bigint as tax_collected_cents,
       count(*)::integer as transactions
  from public.sales_tax_line_items group by organization_id, year, month, state
union all
select organization_id, year, month, state, 'county', county,
       sum(amount_excluding_tax_cents)::bigint, sum(taxable_amount_cents)::bigint, sum(tax_collected_cents)::bigint,
       count(*)::integer
  from public.sales_tax_line_items where county is not null group by organization_id, year, month, state, county
union all
select organization_id, year, month, state, 'city', city,
       sum(amount_excluding_tax_cents)::bigint, sum(taxable_amount_cents)::bigint, sum(tax_collected_cents)::bigint,
       count(*)::integer
  from public.sales_tax_line_items where city is not null group by organization_id, year, month, state, city;

/**
 * The ledger transactions that are banking invoices' copies (invoices.ledger_invoice_id): read past the invoices'
 * policies, since a bookkeeper may refresh the ledger feed without the banking product, and the answer is only ids.
 */
create function private.sales_tax_invoiced_ledger_ids(org_id uuid) returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(ledger_invoice_id), '{}') from public.invoices
   where organization_id = org_id and ledger_invoice_id is not null and (select private.has_org_access(org_id))
$$;
revoke execute on function private.sales_tax_invoiced_ledger_ids(uuid) from public, anon;
grant execute on function private.sales_tax_invoiced_ledger_ids(uuid) to authenticated, service_role;

/**
 * Section: the ledger feed
 * Rewrites the organization's 'ledger' line items from the built-in ledger: every posting to an income account
 * (classification Revenue) whose transaction names a customer with an address. The sale is the credit (postings
 * are debit positive, so a sale is -amount_cents). The item type follows the income account: QuickBooks'
 * SalesOfProductIncome subtype is a product, anything else a service (software subscriptions). The ledger records no
 * sales tax on these lines, so tax collected is zero and the whole amount is taxable. Runs as the caller: staff and
 * members who may edit the organization, under the tables' policies.
 */
create function public.sales_tax_refresh_ledger(org_id uuid) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  n integer;
  invoiced text[] := private.sales_tax_invoiced_ledger_ids(org_id);
begin
  if not private.can_edit_org(org_id) then
    raise exception 'not allowed to refresh this organization''s sales-tax line items' using errcode = '42501';
  end if;
  delete from public.sales_tax_line_items where organization_id = org_id and provider = 'ledger';
  insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, name, txn_date,
    amount_cents, amount_excluding_tax_cents, taxable_amount_cents, type, state, county, city, customer)
  select p.organization_id, 'ledger', p.transaction_id::text, p.id::text, coalesce(p.description, a.name), p.txn_date,
         -p.amount_cents, -p.amount_cents, -p.amount_cents,
         case when a.account_sub_type = 'SalesOfProductIncome' then 'product' else 'service' end,
         ca.state, ca.county, ca.city,
         jsonb_build_object('id', n.id::text, 'name', n.display_name, 'email', ca.email,
           'address', jsonb_build_object('line1', ca.line1, 'city', ca.city, 'state', ca.state, 'postalCode', ca.postal_code))
    from public.ledger_postings p
    join public.ledger_transactions t on t.organization_id = p.organization_id and t.id = p.transaction_id
    join public.ledger_accounts a on a.organization_id = p.organization_id and a.id = p.account_id
    join public.ledger_names n on n.organization_id = p.organization_id and n.id = coalesce(p.name_id, t.name_id)
    join public.sales_tax_customer_addresses ca on ca.organization_id = p.organization_id and ca.name_id = n.id
   where p.organization_id = org_id and a.classification = 'Revenue' and n.kind = 'customer'
     and t.deleted_at is null and p.basis in (0, 1)
     -- a banking invoice's ledger copy is already an 'invoices' line item (the invoicing feed below)
     and t.id::text <> all (invoiced);
  get diagnostics n = row_count;
  return n;
end $$;
revoke execute on function public.sales_tax_refresh_ledger(uuid) from public, anon;
grant execute on function public.sales_tax_refresh_ledger(uuid) to authenticated, service_role;

/** Section: row-level security (read with access; members and staff write, reviewers only read) */
alter table public.sales_tax_line_items enable row level security;
alter table public.sales_tax_customer_addresses enable row level security;

create policy "People with access read an organization's sales-tax line items" on public.sales_tax_line_items
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Members and staff write an organization's sales-tax line items" on public.sales_tax_line_items
  for all to authenticated using ((select private.can_edit_org(organization_id)))
  with check ((select private.can_edit_org(organization_id)));
create policy "People with access read where an organization's customers are" on public.sales_tax_customer_addresses
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Members and staff say where an organization's customers are" on public.sales_tax_customer_addresses
  for all to authenticated using ((select private.can_edit_org(organization_id)))
  with check ((select private.can_edit_org(organization_id)));

grant select, insert, update, delete on public.sales_tax_line_items, public.sales_tax_customer_addresses
  to authenticated, service_role;
grant select on public.sales_tax_monthly_rollups to authenticated, service_role;

/**
 * Section: 1099 vendors (§3 "Vendor tax records")
 * One row per vendor and year: the bookkeeper's override of the decided needsT99 (null: decided from the year's
 * payments by shared/rules/vendor-1099.ts), the email a W-9 request goes to, the W-9's status (§4's eleven), the
 * completed form's file and the TIN match result, and what was sent. The payments themselves are read from the
 * ledger; nothing here copies them.
 */
create table public.vendor_tax_records (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name_id bigint not null,
  year smallint not null check (year between 1900 and 2200),
  needs_t99_override boolean,
  vendor_email text check (length(vendor_email) <= 100),
  w9_status text check (w9_status in ('URL_GENERATED', 'ORDER_CREATED', 'SCHEDULED', 'SENT', 'OPENED', 'COMPLETED',
    'AWAITING_TIN_CERTIFICATE', 'COMPLETED_AND_TIN_MATCH_INPROGRESS', 'INVALID', 'BOUNCED', 'ORDER_NOT_CREATED')),
  w9_file_id uuid,
  tin_match text check (tin_match in ('pending', 'match', 'no_match')),
  sent_email jsonb not null default '{}'::jsonb check (jsonb_typeof(sent_email) = 'object'),
  updated_at timestamptz not null default now(),
  primary key (organization_id, name_id, year),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id) on delete cascade
);

/**
 * Section: vendors' TINs
 * Kept apart so its policy can be narrower: the TIN is AES-256-GCM ciphertext (the API encrypts it, as owners' SSNs
 * are) with its last four digits for the masked display, and only the organization's admins and its staff read or
 * write the row at all.
 */
create table public.vendor_tins (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name_id bigint not null,
  tin_type text not null check (tin_type in ('EIN', 'SSN')),
  tin_encrypted bytea not null,
  tin_last4 text not null check (tin_last4 ~ '^[0-9]{4}$'),
  updated_at timestamptz not null default now(),
  primary key (organization_id, name_id),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id) on delete cascade
);

alter table public.vendor_tax_records enable row level security;
alter table public.vendor_tins enable row level security;
create policy "People with access read an organization's 1099 vendors" on public.vendor_tax_records
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Members and staff keep an organization's 1099 vendors" on public.vendor_tax_records
  for all to authenticated using ((select private.can_edit_org(organization_id)))
  with check ((select private.can_edit_org(organization_id)));
create policy "Only an organization's admins and staff read or write its vendors' TINs" on public.vendor_tins
  for all to authenticated
  using ((select private.is_org_admin(organization_id) or private.is_org_staff(organization_id)))
  with check ((select private.is_org_admin(organization_id) or private.is_org_staff(organization_id)));
grant select, insert, update, delete on public.vendor_tax_records, public.vendor_tins to authenticated, service_role;

/**
 * Section: the invoicing feed
 * Banking invoices' lines become 'invoices' line items by themselves: statement triggers on public.invoices and
 * public.invoice_lines (19_invoicing.sql is invoicing's; the feed is ours) rewrite the line items of every invoice a
 * statement touched, so each invoice line is in sales_tax_line_items exactly once, whatever order the invoice and its
 * lines are written in, and a cancelled or deleted invoice leaves none. transaction_id is the invoice id, line_item_id
 * the line id. Amounts follow shared/rules/invoicing.ts: the discount falls on every line in proportion to its amount,
 * the tax on the taxable lines in proportion to their discounted amounts; both are shared out by running sums, so the
 * lines add up to the invoice's discount and tax to the cent. A line is sourced to its customer_state (else its
 * customer's state) when that is a two-letter US code; invoicing sells services (its products are priced items of
 * service), so every line is a service.
 */
create function private.sales_tax_feed_invoices(invoice_ids uuid[]) returns void
language sql security definer set search_path = '' as $$
  delete from public.sales_tax_line_items
   where provider = 'invoices' and transaction_id = any (select unnest(invoice_ids)::text);
  with lines as (
    select i.organization_id, i.id as invoice_id, l.id as line_id, l.title, i.invoice_date, l.taxable,
           i.sales_tax_rate_micros, c.id as customer_id, c.name as customer_name, c.email, c.address_line1, c.city,
           c.postal_code, upper(btrim(coalesce(l.customer_state, c.state))) as state,
           l.amount_micros / 10000 as cents, i.discount_micros / 10000 as discount, i.tax_micros / 10000 as tax,
           l.position
      from public.invoices i
      join public.invoice_lines l on l.invoice_id = i.id
      join public.invoice_customers c on c.id = i.customer_id
     where i.id = any (invoice_ids) and i.status <> 'Cancelled'
  ), discounted as (
    select *, cents - coalesce((floor(discount::numeric * sum(cents) over w / nullif(sum(cents) over all_lines, 0))
                                - floor(discount::numeric * (sum(cents) over w - cents)
                                        / nullif(sum(cents) over all_lines, 0)))::bigint, 0) as net
      from lines
    window w as (partition by invoice_id order by position), all_lines as (partition by invoice_id)
  ), taxed as (
    select *, case when taxable then net else 0 end as taxable_net from discounted
  ), shared as (
    select *, coalesce((floor(tax::numeric * sum(taxable_net) over w / nullif(sum(taxable_net) over all_lines, 0))
                        - floor(tax::numeric * (sum(taxable_net) over w - taxable_net)
                                / nullif(sum(taxable_net) over all_lines, 0)))::bigint, 0) as line_tax
      from taxed
    window w as (partition by invoice_id order by position), all_lines as (partition by invoice_id)
  )
  insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, name, txn_date,
    amount_cents, amount_excluding_tax_cents, taxable_amount_cents, tax_owed_cents, tax_collected_cents,
    tax_rate_micros, type, state, city, customer)
  select organization_id, 'invoices', invoice_id::text, line_id::text, left(title, 500), invoice_date,
         net + line_tax, net, taxable_net, line_tax, line_tax, case when taxable then sales_tax_rate_micros else 0 end,
         'service', state, nullif(btrim(city), ''),
         jsonb_build_object('id', customer_id::text, 'name', customer_name, 'email', email,
           'address', jsonb_build_object('line1', address_line1, 'city', city, 'state', state, 'postalCode', postal_code))
    from shared
   where state ~ '^[A-Z]{2}$'
  on conflict (organization_id, provider, transaction_id, line_item_id) do nothing;
$$;
revoke execute on function private.sales_tax_feed_invoices(uuid[]) from public, anon, authenticated;

create function private.sales_tax_invoices_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sales_tax_feed_invoices(array(select distinct id from changed));
  return null;
end $$;
create function private.sales_tax_invoice_lines_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sales_tax_feed_invoices(array(select distinct invoice_id from changed));
  return null;
end $$;
create trigger sales_tax_feed_after_insert after insert on public.invoices
  referencing new table as changed for each statement execute function private.sales_tax_invoices_changed();
create trigger sales_tax_feed_after_update after update on public.invoices
  referencing new table as changed for each statement execute function private.sales_tax_invoices_changed();
create trigger sales_tax_feed_after_insert after insert on public.invoice_lines
  referencing new table as changed for each statement execute function private.sales_tax_invoice_lines_changed();
create trigger sales_tax_feed_after_update after update on public.invoice_lines
  referencing new table as changed for each statement execute function private.sales_tax_invoice_lines_changed();
create trigger sales_tax_feed_after_delete after delete on public.invoice_lines
  referencing old table as changed for each statement execute function private.sales_tax_invoice_lines_changed();

/**
 * Section: W-9 requests
 * A W-9 asked of a vendor for a year (issue 36 item 6): the email it went to, when it was sent, opened and completed, the reminders sent, and the certified form as the vendor gave it
 * (name, business name, tax classification, address, TIN type, signature; the TIN itself only in vendor_tins,
 * encrypted). One request per vendor and year: asking again gives the same row a new send. The W-9's status is the
 * vendor tax record's (w9_status), which the 1099 screen and its readiness score read. The vendor has no account:
 * the form itself is the tax-form service's (34_tax_forms.sql), which reports back by webhook.
 */
create table public.w9_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  name_id bigint not null,
  year smallint not null,
  email text not null check (length(email) <= 100),
  sent_at timestamptz not null default now(),
  last_sent_at timestamptz not null default now(),
  reminder_count integer not null default 0 check (reminder_count >= 0),
  opened_at timestamptz,
  completed_at timestamptz,
  form jsonb check (form is null or jsonb_typeof(form) = 'object'),
  created_by uuid references public.users (id) on delete set null,
  unique (organization_id, name_id, year),
  check ((completed_at is null) = (form is null)),
  foreign key (organization_id, name_id, year) references public.vendor_tax_records (organization_id, name_id, year)
    on delete cascade
);

alter table public.w9_requests enable row level security;
create policy "People with access read an organization's W-9 requests" on public.w9_requests
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Members and staff request W-9s of an organization's vendors" on public.w9_requests
  for insert to authenticated with check ((select private.can_edit_org(organization_id)));
create policy "Members and staff send an organization's W-9 requests again" on public.w9_requests
  for update to authenticated using ((select private.can_edit_org(organization_id)))
  with check ((select private.can_edit_org(organization_id)));
-- no delete: a request leaves with its vendor tax record
revoke all on public.w9_requests from anon, authenticated;
grant select, insert, update on public.w9_requests to authenticated;
grant select, insert, update, delete on public.w9_requests to service_role;

/** Daily: a reminder for each W-9 sent or opened but not completed, a week after the last email, three at most. */
select private.schedule_job('sales-tax-w9-reminders-daily', '30 14 * * *', 'sales-tax.w9-reminders');
