-- Bill pay demo (docs/bill-pay.md): Birch Bakery's bills in every status. Sam Saver (saver@demo.test) emailed and
-- uploaded them; Robin Baker (client2@demo.test), the Owners layer's approver, is asked to approve the dairy bill (in
-- the app, notification bill-pay-review) and is told of the bill that came by email (bill-pay-created-email). The
-- inbox holds a bill read from its PDF (fields with the lines they came from) and a duplicate of it, and a photographed
-- bill read by OCR whose amount waits for a person to confirm it; the electricity
-- bill was scheduled, the rent paid through the banking core (its payment below), the catering bill declined with a
-- comment; the rent is written to the books by `bills.book`. The documents themselves are not in Storage (a seed
-- cannot upload): the text read from each is. Idempotent.

/** Section: the bills */
insert into public.banking_bills (id, organization_id, vendor_name, amount_micros, invoice_number, invoice_date, due_date,
  gl_code, account_number, routing_number, service_period_from, service_period_to, status, payment_method,
  payment_scheduled_date, approved_at, counterparty_id, account_id, extraction_status, extraction, typed_fields, source,
  source_key, created_by, scheduled_by, created_at)
select v.id::uuid, '10000000-0000-4000-8000-000000000002', v.vendor, v.micros, v.inv, v.inv_date::date, v.due::date,
  v.gl, v.acct, v.rtn, v.sp_from::date, v.sp_to::date, v.status, v.method, v.sched::date, v.approved::timestamptz,
  v.payee::uuid, v.account::uuid, 'Completed',
  jsonb_build_object(
    'vendorNames', jsonb_build_array(jsonb_build_object('value', v.vendor, 'source', 'From: ' || v.vendor, 'confidence', 0.95)),
    'invoiceNumber', jsonb_build_object('value', v.inv, 'source', 'Invoice Number: ' || v.inv, 'confidence', 0.95),
    'invoiceDate', jsonb_build_object('value', v.inv_date, 'source', 'Invoice Date: ' || v.inv_date, 'confidence', 0.95),
    'amountMicros', jsonb_build_object('value', v.micros::text, 'source', 'Amount Due: $' || to_char(v.micros / 1000000.0, 'FM999,999,990.00'), 'confidence', 0.95),
    'dueDate', jsonb_build_object('value', v.due, 'source', 'Due Date: ' || v.due, 'confidence', 0.95),
    'accountNumber', case when v.acct is null then null else jsonb_build_object('value', v.acct, 'source', 'Account Number: ' || v.acct, 'confidence', 0.9) end,
    'routingNumber', case when v.rtn is null then null else jsonb_build_object('value', v.rtn, 'source', 'Routing Number: ' || v.rtn, 'confidence', 0.95) end,
    'servicePeriodFrom', case when v.sp_from is null then null else jsonb_build_object('value', v.sp_from, 'source', 'Service Period: ' || v.sp_from || ' to ' || v.sp_to, 'confidence', 0.9) end,
    'servicePeriodTo', case when v.sp_to is null then null else jsonb_build_object('value', v.sp_to, 'source', 'Service Period: ' || v.sp_from || ' to ' || v.sp_to, 'confidence', 0.9) end,
    'glCode', case when v.gl is null then null else jsonb_build_object('value', v.gl, 'source', 'GL Code: ' || v.gl, 'confidence', 0.85) end,
    'text', concat_ws(E'\n', 'From: ' || v.vendor, 'Invoice Number: ' || v.inv, 'Invoice Date: ' || v.inv_date,
      'Due Date: ' || v.due, 'Bill To: Birch Bakery', case when v.sp_from is not null then 'Service Period: ' || v.sp_from || ' to ' || v.sp_to end,
      'Amount Due: $' || to_char(v.micros / 1000000.0, 'FM999,999,990.00'), case when v.gl is not null then 'GL Code: ' || v.gl end,
      case when v.rtn is not null then 'Routing Number: ' || v.rtn end, case when v.acct is not null then 'Account Number: ' || v.acct end)),
  '{}', v.source, v.source_key, '00000000-0000-4000-8000-000000000060', v.scheduled_by::uuid, now() - v.age::interval
from (values
  ('61000000-0000-4000-8000-000000000001', 'Golden Mill Flour Co', 1845500000, 'GM-20931', '2026-11-20', '2026-12-20', '5000', '4402918831', '021000021', null, null, 'Draft', null, null, null, null, null, 'upload', null, null, '3 hours'),
  ('61000000-0000-4000-8000-000000000002', 'Golden Mill Flour Co', 1845500000, 'GM-20931', '2026-11-20', '2026-12-20', '5000', '4402918831', '021000021', null, null, 'Draft', null, null, null, null, null, 'email', 'demo-email-1', null, '1 hour'),
  ('61000000-0000-4000-8000-000000000003', 'Valley Dairy Supply LLC', 642180000, 'VD-7781', '2026-11-18', '2026-12-03', '5000', null, null, null, null, 'Pending', 'Ach', null, null, '60000000-0000-4000-8000-000000000021', null, 'upload', null, null, '1 day'),
  ('61000000-0000-4000-8000-000000000004', 'Portland General Power', 389040000, 'PGE-55120', '2026-11-05', '2026-12-05', '6450', null, null, '2026-10-01', '2026-10-31', 'Scheduled', 'Ach', '2026-12-04', '2026-11-10', '60000000-0000-4000-8000-000000000021', '60000000-0000-4000-8000-000000000011', 'upload', null, '00000000-0000-4000-8000-000000000002', '18 days'),
  ('61000000-0000-4000-8000-000000000005', 'Oakwood Properties LLC', 4200000000, 'OAK-1101', '2026-10-25', '2026-11-01', '6100', '7730019921', '021000021', '2026-11-01', '2026-11-30', 'Pending', 'Ach', null, '2026-10-28', '60000000-0000-4000-8000-000000000021', '60000000-0000-4000-8000-000000000011', 'upload', null, null, '33 days'),
  ('61000000-0000-4000-8000-000000000006', 'Riverside Catering Group', 1250000000, 'RC-448', '2026-11-12', '2026-11-26', null, null, null, null, null, 'Denied', null, null, null, null, null, 'email', 'demo-email-2', null, '15 days')
) v(id, vendor, micros, inv, inv_date, due, gl, acct, rtn, sp_from, sp_to, status, method, sched, approved, payee, account, source, source_key, scheduled_by, age)
on conflict (id) do nothing;

/** Section: a photographed bill read by OCR: its fields with the engine's confidence, the amount too faint to trust */
insert into public.banking_bills (id, organization_id, vendor_name, amount_micros, invoice_number, invoice_date, due_date,
  account_number, routing_number, status, extraction_status, extraction, typed_fields, source, created_by, created_at)
values ('61000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000002', 'Cascade Packaging Co',
  318460000, 'CP-90417', '2026-11-21', '2026-12-21', '5520918804', '121000358', 'Draft', 'Completed',
  jsonb_build_object(
    'ocr', true,
    'vendorNames', jsonb_build_array(jsonb_build_object('value', 'Cascade Packaging Co', 'source', 'From: Cascade Packaging Co', 'confidence', 0.912)),
    'invoiceNumber', jsonb_build_object('value', 'CP-90417', 'source', 'Invoice No. CP-90417', 'confidence', 0.903),
    'invoiceDate', jsonb_build_object('value', '2026-11-21', 'source', 'Invoice Date: 11/21/2026', 'confidence', 0.907),
    'amountMicros', jsonb_build_object('value', '318460000', 'source', 'Amount Due: $318.46', 'confidence', 0.581),
    'dueDate', jsonb_build_object('value', '2026-12-21', 'source', 'Due by 12/21/2026', 'confidence', 0.899),
    'accountNumber', jsonb_build_object('value', '5520918804', 'source', 'Account Number: 5520918804', 'confidence', 0.861),
    'routingNumber', jsonb_build_object('value', '121000358', 'source', 'Routing Number: 121000358', 'confidence', 0.904),
    'servicePeriodFrom', null, 'servicePeriodTo', null, 'glCode', null,
    'text', concat_ws(E'\n', 'INVOICE', 'From: Cascade Packaging Co', '1200 Market Street, Suite 400', 'Invoice No. CP-90417',
      'Invoice Date: 11/21/2026', 'Due by 12/21/2026', 'Bill To: Birch Bakery', 'Subtotal $318.46', 'Amount Due: $318.46',
      'Remit by ACH:', 'Routing Number: 121000358', 'Account Number: 5520918804', 'Thank you for your business.')),
  '{}', 'upload', '00000000-0000-4000-8000-000000000060', now() - interval '20 minutes')
on conflict (id) do nothing;

/** Section: the rent, paid through the banking core: its payment, then the bill Paid with its Payment activity */
insert into public.banking_payments (id, organization_id, idempotency_key, rail, transaction_type, from_account_id,
  counterparty_id, amount_micros, description, status, core_transfer_id, requested_by, submitted_at, settled_at, created_at)
values ('61000000-0000-4000-8000-000000000051', '10000000-0000-4000-8000-000000000002',
  'bill:61000000-0000-4000-8000-000000000005:0', 'ach', 'ach_push', '60000000-0000-4000-8000-000000000011',
  '60000000-0000-4000-8000-000000000021', 4200000000, 'Bill OAK-1101 Oakwood Properties LLC', 'settled',
  'demo-bill-transfer-oak-1101', '00000000-0000-4000-8000-000000000002', now() - interval '30 days',
  now() - interval '29 days', now() - interval '30 days')
on conflict (organization_id, idempotency_key) do nothing;
update public.banking_bills set status = 'Paid', transaction_id = '61000000-0000-4000-8000-000000000051'
where id = '61000000-0000-4000-8000-000000000005' and status = 'Pending';

insert into public.banking_bill_approvals (bill_id, user_id, organization_id) values
  ('61000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002'),
  ('61000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002')
on conflict do nothing;

insert into public.banking_bill_activities (id, bill_id, organization_id, type, metadata, user_id, created_at) values
  ('61000000-0000-4000-8000-000000000061', '61000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000002',
   'Schedule', '{"date": "2026-12-04"}', '00000000-0000-4000-8000-000000000002', now() - interval '17 days'),
  ('61000000-0000-4000-8000-000000000062', '61000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000002',
   'Payment', '{"paymentId": "61000000-0000-4000-8000-000000000051", "amountMicros": "4200000000", "method": "Ach", "accountId": "60000000-0000-4000-8000-000000000011", "paymentStatus": "settled"}',
   '00000000-0000-4000-8000-000000000002', now() - interval '30 days'),
  ('61000000-0000-4000-8000-000000000063', '61000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000002',
   'Denial', '{"comment": "We cancelled this event: ask Riverside for a credit note"}', '00000000-0000-4000-8000-000000000002',
   now() - interval '14 days')
on conflict (id) do nothing;

insert into public.banking_bill_comments (id, bill_id, organization_id, user_id, comment, created_at) values
  ('61000000-0000-4000-8000-000000000071', '61000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000002',
   '00000000-0000-4000-8000-000000000002', 'We cancelled this event: ask Riverside for a credit note', now() - interval '14 days'),
  ('61000000-0000-4000-8000-000000000072', '61000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000002',
   '00000000-0000-4000-8000-000000000060', 'Matches the delivery notes for November', now() - interval '20 hours')
on conflict (id) do nothing;

/** Section: what Robin is told */
insert into public.notifications (id, user_id, organization_id, type, metadata) values
  ('61000000-0000-4000-8000-000000000081', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
   'bill-pay-review', '{"title": "A bill from Valley Dairy Supply LLC waits for your approval", "billId": "61000000-0000-4000-8000-000000000003", "link": "/cash/bill-payments?status=Pending&bill=61000000-0000-4000-8000-000000000003"}'),
  ('61000000-0000-4000-8000-000000000082', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
   'bill-pay-created-email', '{"title": "A bill from Golden Mill Flour Co came by email", "billId": "61000000-0000-4000-8000-000000000002", "link": "/cash/bill-payments?bill=61000000-0000-4000-8000-000000000002"}'),
  ('61000000-0000-4000-8000-000000000083', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
   'bill-pay-created-comment', '{"title": "New comment on the bill from Valley Dairy Supply LLC", "billId": "61000000-0000-4000-8000-000000000003", "link": "/cash/bill-payments?status=Pending&bill=61000000-0000-4000-8000-000000000003"}')
on conflict (id) do nothing;

/** Section: the rent's Bill and BillPayment in Birch Bakery's books (QuickBooks sandbox), written by the worker once */
select private.enqueue_job('bills.book', '{"billId": "61000000-0000-4000-8000-000000000005"}'::jsonb,
  'bills.book:61000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000002')
from public.banking_bills where id = '61000000-0000-4000-8000-000000000005' and qb_bill_payment_id is null;
