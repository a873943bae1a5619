-- Demo: the month-end close (docs/close.md). Acme Robotics' variance analysis for last month, prepared by Blake
-- (bookkeeper) with Riley as reviewer and sent for review two days ago: Blake's note on software and hosting with
-- Riley's reply, a note shared with the client on sales, and Alex's (admin) note on travel a day later, so the derived
-- status is reviewed-with-comments. Birch Bakery (QuickBooks) has last month's analysis pending and its books for the
-- month before sent. The figures come from the report engine: 90-first-runs.sql queues `close.refresh-analysis` for
-- every analysis never refreshed. Each note's body is its Yjs document's first update (the text below, encoded once
-- with yjs: Y.Text 'body'). Every demo client is on the books tracker, in the state its live facts derive.
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
  software bigint;
  travel bigint;
  sales bigint;
begin
  if exists (select 1 from public.variance_analyses where id = acme_va) then return; end if;
  select id into software from public.ledger_accounts where organization_id = acme and acct_num = '6500';
  select id into travel from public.ledger_accounts where organization_id = acme and acct_num = '6800';
  select id into sales from public.ledger_accounts where organization_id = acme and acct_num = '4000';
  if software is null then return; end if;

  insert into public.variance_analyses (id, organization_id, start_date, end_date, reviewer_id, accounting_method,
    threshold_percentage, threshold_amount_cents, last_sent_at, created_by, created_at)
  values (acme_va, acme, last_month, (last_month + interval '1 month' - interval '1 day')::date, riley, 'accrual', 20, 100000,
    now() - interval '2 days', blake, now() - interval '3 days');

  insert into public.collab_documents (id, organization_id, kind, created_by) values
    ('variance-note.demo-acme-1', acme, 'variance_note', blake), ('variance-note.demo-acme-2', acme, 'variance_note', riley),
    ('variance-note.demo-acme-3', acme, 'variance_note', alex), ('variance-note.demo-acme-4', acme, 'variance_note', blake);
  insert into public.collab_document_updates (document_id, update) values
    ('variance-note.demo-acme-1', '\x0101940a00040104626f64795e415753206d6f76656420746f2074686520616e6e75616c20726573657276656420706c616e2074686973206d6f6e74683a20746865206a756d70206973206f6e6520696e766f6963652c206e6f742061206e65772072756e20726174652e00'::bytea),
    ('variance-note.demo-acme-2', '\x0101950a00040104626f64794853686f756c642070617274206f6620697420676f20746f207072657061696420657870656e73657320616e6420626520616d6f7274697a6564206f7665722074686520796561723f00'::bytea),
    ('variance-note.demo-acme-3', '\x0101960a00040104626f64796854726176656c2069732061626f766520746865207468726573686f6c643a20706c65617365206174746163682074686520726563656970747320666f72207468652044656c746120666c6967687473206265666f72652074686520626f6f6b7320676f206f75742e00'::bytea),
    ('variance-note.demo-acme-4', '\x0101970a00040104626f64796a53616c6573206d6f76656420616761696e7374206c617374206d6f6e74683a20636f756c6420796f7520636f6e6669726d207768657468657220616e7920696e766f6963657320666f7220746865206d6f6e746820617265207374696c6c20746f2062652073656e743f00'::bytea);
  insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, path_v2, path_v3, answer_to,
    content, collab_document_id, user_id, created_at) values
    ('10000000-0000-4000-8000-0000000f0011', acme, acme_va, 'internal', 'pnl:' || software, 'Expenses > 6500 Software and Hosting',
     software::text, null, 'AWS moved to the annual reserved plan this month: the jump is one invoice, not a new run rate.',
     'variance-note.demo-acme-1', blake, now() - interval '2 days 1 hour'),
    ('10000000-0000-4000-8000-0000000f0012', acme, acme_va, 'internal', 'pnl:' || software, 'Expenses > 6500 Software and Hosting',
     software::text, '10000000-0000-4000-8000-0000000f0011',
     'Should part of it go to prepaid expenses and be amortized over the year?', 'variance-note.demo-acme-2', riley,
     now() - interval '1 day 3 hours'),
    ('10000000-0000-4000-8000-0000000f0013', acme, acme_va, 'internal', 'pnl:' || travel, 'Expenses > 6800 Travel', travel::text,
     null, 'Travel is above the threshold: please attach the receipts for the Delta flights before the books go out.',
     'variance-note.demo-acme-3', alex, now() - interval '1 day'),
    ('10000000-0000-4000-8000-0000000f0014', acme, acme_va, 'client', 'pnl:' || sales, 'Income > 4000 Sales', sales::text, null,
     'Sales moved against last month: could you confirm whether any invoices for the month are still to be sent?',
     'variance-note.demo-acme-4', blake, now() - interval '2 days 2 hours');

  insert into public.variance_analyses (id, organization_id, start_date, end_date, accounting_method, threshold_percentage,
    threshold_amount_cents, created_by)
  values (birch_va, birch, last_month, (last_month + interval '1 month' - interval '1 day')::date, 'cash', 10, 100000, alex);
  insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
  values (birch, (last_month - interval '1 month')::date, now() - interval '20 days', alex)
  on conflict (organization_id, month) do nothing;
end $$;
