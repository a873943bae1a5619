-- Invoicing demo (docs/invoicing.md): Birch Bakery (client2@demo.test, banking open in 60-banking.sql) bills its
-- wholesale customers from /cash/invoices: an invoice in every status (sent and current, sent and 45 days late,
-- payment pending, paid, cancelled), a monthly recurring schedule, and one invoice waiting to be emailed, which the
-- send job (queued below) emails with its public link: the newest email to ap@northside-cafe.example in the outbox
-- (admin@demo.test, Operations) opens a page that pays in the sandbox (the micro-deposit is $0.32). Idempotent.

insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('10000000-0000-4000-8000-000000000002', 'recurring-invoices', true),
  ('10000000-0000-4000-8000-000000000002', 'ach-pull', true)
on conflict (organization_id, flag_name) do nothing;

insert into public.invoice_customers (id, organization_id, name, email, address_line1, city, state, postal_code) values
  ('65000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', 'Northside Cafe', 'ap@northside-cafe.example', '12 Lake St', 'Portland', 'OR', '97209'),
  ('65000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002', 'Harbor Grocers', 'billing@harbor-grocers.example', '400 Pier Rd', 'Seattle', 'WA', '98101'),
  ('65000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000002', 'Elm Street Deli', 'owner@elmstreetdeli.example', '9 Elm St', 'Boise', 'ID', '83702')
on conflict (id) do nothing;

insert into public.invoice_products (id, organization_id, name, description, price_micros, taxable) values
  ('65000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000002', 'Sourdough loaf (wholesale)', 'Case of 12', 54000000, false),
  ('65000000-0000-4000-8000-000000000012', '10000000-0000-4000-8000-000000000002', 'Croissants (dozen)', 'Butter croissants', 30000000, false),
  ('65000000-0000-4000-8000-000000000013', '10000000-0000-4000-8000-000000000002', 'Catering setup', 'Per event', 150000000, true)
on conflict (id) do nothing;

insert into private.invoice_counters (organization_id, last_number) values ('10000000-0000-4000-8000-000000000002', 6)
on conflict (organization_id) do nothing;

/** Section: invoices, one per status, dated from today so the aging buckets stay true */
insert into public.invoices (id, organization_id, number, invoice_number, customer_id, account_id, status, invoice_date,
  payment_term, invoice_due_date, sales_tax_rate_micros, subtotal_micros, tax_micros, amount_micros, memo,
  email_status, sent_at, paid_at, cancelled_at, public_token_hash, created_by)
select v.id::uuid, '10000000-0000-4000-8000-000000000002', v.n, 'INV-' || lpad(v.n::text, 5, '0'), v.customer::uuid,
  '60000000-0000-4000-8000-000000000011', v.status, current_date + v.dated, v.term, current_date + v.dated + v.days,
  v.rate, v.subtotal, v.tax, v.subtotal + v.tax, 'Thank you for your business!', v.email,
  case when v.email = 'EmailSent' then now() + make_interval(days => v.dated) end,
  case when v.status = 'Paid' then now() - interval '3 days' end,
  case when v.status = 'Cancelled' then now() - interval '10 days' end,
  sha256(convert_to('seed-placeholder:' || v.id, 'UTF8')), '00000000-0000-4000-8000-000000000002'
from (values
  ('65000000-0000-4000-8000-000000000101', 1, '65000000-0000-4000-8000-000000000002', 'Paid', -40, 'Net30', 30, 0, 1620000000, 0, 'EmailSent'),
  ('65000000-0000-4000-8000-000000000102', 2, '65000000-0000-4000-8000-000000000003', 'Sent', -75, 'Net30', 30, 0, 540000000, 0, 'EmailSent'),
  ('65000000-0000-4000-8000-000000000103', 3, '65000000-0000-4000-8000-000000000002', 'Cancelled', -20, 'Net30', 30, 0, 300000000, 0, 'EmailSent'),
  ('65000000-0000-4000-8000-000000000104', 4, '65000000-0000-4000-8000-000000000003', 'WaitingPayment', -12, 'Net30', 30, 0, 840000000, 0, 'EmailSent'),
  ('65000000-0000-4000-8000-000000000105', 5, '65000000-0000-4000-8000-000000000002', 'Sent', -5, 'Net30', 30, 96000, 450000000, 43200000, 'EmailSent'),
  ('65000000-0000-4000-8000-000000000106', 6, '65000000-0000-4000-8000-000000000001', 'Sent', 0, 'Net30', 30, 0, 648000000, 0, 'NeedToSend')
) v(id, n, customer, status, dated, term, days, rate, subtotal, tax, email)
on conflict (id) do nothing;

insert into public.invoice_lines (organization_id, invoice_id, position, title, product_id, price_micros,
  quantity_thousandths, amount_micros, taxable, customer_state)
select '10000000-0000-4000-8000-000000000002', v.invoice::uuid, v.pos, v.title, v.product::uuid, v.price, v.qty,
  v.price::bigint * v.qty / 1000, v.taxable, c.state
from (values
  ('65000000-0000-4000-8000-000000000101', 0, 'Sourdough loaf (wholesale)', '65000000-0000-4000-8000-000000000011', 54000000, 30000, false),
  ('65000000-0000-4000-8000-000000000102', 0, 'Sourdough loaf (wholesale)', '65000000-0000-4000-8000-000000000011', 54000000, 10000, false),
  ('65000000-0000-4000-8000-000000000103', 0, 'Croissants (dozen)', '65000000-0000-4000-8000-000000000012', 30000000, 10000, false),
  ('65000000-0000-4000-8000-000000000104', 0, 'Croissants (dozen)', '65000000-0000-4000-8000-000000000012', 30000000, 28000, false),
  ('65000000-0000-4000-8000-000000000105', 0, 'Catering setup', '65000000-0000-4000-8000-000000000013', 150000000, 3000, true),
  ('65000000-0000-4000-8000-000000000106', 0, 'Sourdough loaf (wholesale)', '65000000-0000-4000-8000-000000000011', 54000000, 12000, false)
) v(invoice, pos, title, product, price, qty, taxable)
join public.invoices i on i.id = v.invoice::uuid
join public.invoice_customers c on c.id = i.customer_id
on conflict (invoice_id, position) do nothing;

/** Section: Northside Cafe's bread, every month from this month's first, issued by the hourly run */
insert into public.invoice_schedules (id, organization_id, source_invoice_id, frequency, start_date, last_run_index, last_run)
values ('65000000-0000-4000-8000-000000000201', '10000000-0000-4000-8000-000000000002',
  '65000000-0000-4000-8000-000000000106', 'Monthly', current_date, 0, current_date)
on conflict (id) do nothing;

-- the invoice waiting to be emailed goes out with its public link as soon as the worker runs
select private.enqueue_job('invoicing.send', '{}'::jsonb, 'invoicing.send')
where exists (select 1 from public.invoices where id = '65000000-0000-4000-8000-000000000106' and email_status = 'NeedToSend');

/**
 * Section: a credit, a copy to print, a customer who opened the page, a paused schedule. Elm Street Deli returned a
 * case of the late invoice (credit note CN-00001 lowers its balance due to $486.00); the catering invoice is to be
 * printed and posted too; Harbor Grocers' weekly croissants are paused, so resuming shows the weeks it would catch up.
 */
insert into private.credit_note_counters (organization_id, last_number) values ('10000000-0000-4000-8000-000000000002', 1)
on conflict (organization_id) do nothing;
with note as (
  insert into public.invoice_credit_notes (id, organization_id, invoice_id, number, credit_number, credit_date, reason,
    amount_micros, tax_micros, created_by)
  values ('65000000-0000-4000-8000-000000000301', '10000000-0000-4000-8000-000000000002',
    '65000000-0000-4000-8000-000000000102', 1, 'CN-00001', current_date - 60, 'One case returned: stale on arrival',
    54000000, 0, '00000000-0000-4000-8000-000000000002')
  on conflict (id) do nothing
  returning invoice_id, amount_micros
)
update public.invoices i set credited_micros = i.credited_micros + note.amount_micros,
  viewed_at = now() - interval '70 days'
from note where i.id = note.invoice_id;

update public.invoices set print_status = 'NeedToPrint'
where id = '65000000-0000-4000-8000-000000000105' and print_status = 'NotSet';

insert into public.invoice_schedules (id, organization_id, source_invoice_id, frequency, start_date, last_run_index,
  last_run, status, paused_at)
values ('65000000-0000-4000-8000-000000000202', '10000000-0000-4000-8000-000000000002',
  '65000000-0000-4000-8000-000000000105', 'Weekly', current_date - 15, 0, current_date - 15, 'Paused',
  now() - interval '12 days')
on conflict (id) do nothing;
