-- Demo: the month-end close (docs/close.md). Acme Robotics' variance analysis for last month, prepared by Blake
-- (bookkeeper) with Riley as reviewer and sent for review two days ago: Blake's note on marketing with
-- Riley's reply, a note shared with the client on sales, and Alex's (admin) note on travel a day later, so the derived
-- status is reviewed-with-comments. Birch Bakery (QuickBooks) has last month's analysis pending and its books for the
-- month before sent. The figures come from the report engine: 90-first-runs.sql queues `close.refresh-analysis` for
-- every analysis never refreshed. Each note's body is its Yjs document's first update (the text below, encoded once
-- with yjs: Y.Text 'body'). Every demo client is on the books tracker, in the state its live facts derive; all but
-- Acme are due a few business days after the day the demo starts.
-- Idempotent: fixed ids, rows inserted once (dates are those of the first start).
do $$
declare
  acme constant uuid := '10000000-0000-4000-8000-000000000001';
  birch constant uuid := '10000000-0000-4000-8000-000000000002';
  blake constant uuid := '00000000-0000-4000-8000-000000000003';
  riley constant uuid := '00000000-0000-4000-8000-000000000004';
  alex constant uuid := '00000000-0000-4000-8000-000000000005';
  acme_va constant uuid := '10000000-0000-4000-8000-0000000f0001';
  birch_va constant uuid := '10000000-0000-4000-8000-0000000f0002';
  last_month date := (date_trunc('month', current_date) - interval '1 month')::date;
  marketing bigint;
  travel bigint;
  sales bigint;
begin
  if exists (select 1 from public.variance_analyses where id = acme_va) then return; end if;
  select id into marketing from public.ledger_accounts where organization_id = acme and acct_num = '6200';
  select id into travel from public.ledger_accounts where organization_id = acme and acct_num = '6800';
  select id into sales from public.ledger_accounts where organization_id = acme and acct_num = '4000';
  if marketing is null then return; end if;

  insert into public.variance_analyses (id, organization_id, start_date, end_date, reviewer_id, accounting_method,
    threshold_percentage, threshold_amount_cents, last_sent_at, created_by, created_at)
  values (acme_va, acme, last_month, (last_month + interval '1 month' - interval '1 day')::date, riley, 'accrual', 20, 100000,
    now() - interval '2 days', blake, now() - interval '3 days');

  insert into public.collab_documents (id, organization_id, kind, created_by) values
    ('variance-note.demo-acme-1', acme, 'variance_note', blake), ('variance-note.demo-acme-2', acme, 'variance_note', riley),
    ('variance-note.demo-acme-3', acme, 'variance_note', alex), ('variance-note.demo-acme-4', acme, 'variance_note', blake);
  insert into public.collab_document_updates (document_id, update) values
    ('variance-note.demo-acme-1', '\x0101940a00040104626f64795f476f6f676c65204164732072616e2074686520617574756d6e2063616d706169676e2074686973206d6f6e74683a20746865207269736520696e206d61726b6574696e672077617320706c616e6e656420696e20746865206275646765742e00'::bytea),
    ('variance-note.demo-acme-2', '\x0101950a00040104626f64793c57696c6c207468652063616d706169676e20636f6e74696e756520696e204e6f76656d6265722c206f72207761732069742061206f6e652d6f66663f00'::bytea),
    ('variance-note.demo-acme-3', '\x0101960a00040104626f64796254726176656c2066656c6c20746f206e6f7468696e672061667465722053657074656d6265723a2077657265207468652044656c746120666c696768747320626f6f6b6564206f6e2074686520636172642061667465722074686520636c6f73653f00'::bytea),
    ('variance-note.demo-acme-4', '\x0101970a00040104626f64796453616c657320726f7365206f6e206c617374206d6f6e74683a20636f756c6420796f7520636f6e6669726d207768657468657220616e7920696e766f6963657320666f7220746865206d6f6e746820617265207374696c6c20746f2062652073656e743f00'::bytea);
  insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, path_v2, path_v3, answer_to,
    content, collab_document_id, user_id, created_at) values
    ('10000000-0000-4000-8000-0000000f0011', acme, acme_va, 'internal', 'pnl:' || marketing, 'Expenses > 6200 Marketing',
     marketing::text, null, 'Google Ads ran the autumn campaign this month: the rise in marketing was planned in the budget.',
     'variance-note.demo-acme-1', blake, now() - interval '2 days 1 hour'),
    ('10000000-0000-4000-8000-0000000f0012', acme, acme_va, 'internal', 'pnl:' || marketing, 'Expenses > 6200 Marketing',
     marketing::text, '10000000-0000-4000-8000-0000000f0011',
     'Will the campaign continue in November, or was it a one-off?', 'variance-note.demo-acme-2', riley,
     now() - interval '1 day 3 hours'),
    ('10000000-0000-4000-8000-0000000f0013', acme, acme_va, 'internal', 'pnl:' || travel, 'Expenses > 6800 Travel', travel::text,
     null, 'Travel fell to nothing after September: were the Delta flights booked on the card after the close?',
     'variance-note.demo-acme-3', alex, now() - interval '1 day'),
    ('10000000-0000-4000-8000-0000000f0014', acme, acme_va, 'client', 'pnl:' || sales, 'Income > 4000 Sales', sales::text, null,
     'Sales rose on last month: could you confirm whether any invoices for the month are still to be sent?',
     'variance-note.demo-acme-4', blake, now() - interval '2 days 2 hours');

  insert into public.variance_analyses (id, organization_id, start_date, end_date, accounting_method, threshold_percentage,
    threshold_amount_cents, created_by)
  values (birch_va, birch, last_month, (last_month + interval '1 month' - interval '1 day')::date, 'cash', 10, 100000, alex);
  insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
  values (birch, (last_month - interval '1 month')::date, now() - interval '20 days', alex)
  on conflict (organization_id, month) do nothing;

  -- The tracker is a live demo whatever day it starts on: Acme, in review with comments, is past its due date, and the
  -- other clients' books for last month are due a few business days from today (their tracker's own business days),
  -- so the screen shows work due soon beside work overdue rather than every row overdue.
  insert into public.books_trackings (organization_id, month, business_days)
  select o.id, last_month, least(30, (select count(*)::int from generate_series(date_trunc('month', current_date)::date,
      current_date + 4, interval '1 day') d where extract(isodow from d) < 6))
  from public.organizations o
  where o.id <> acme and o.deleted_at is null
  on conflict (organization_id, month) do update set business_days = excluded.business_days
    where books_trackings.books_sent_at is null;
end $$;
