-- Demo: variance-analysis adjustments (docs/close.md "Adjustments"). On Acme Robotics' analysis for last month, Blake
-- (bookkeeper) posted yesterday a reclassification of Figma's annual seats out of 6200 Marketing into 6500 Software
-- and Hosting: the built-in ledger's journal entry on the month's last day, its record among the product's entries
-- (type variance_analysis) and the adjustment, each naming the other. Riley (reviewer) has proposed moving the trade
-- show flights out of marketing into 6800 Travel, waiting for Blake to post it. 90-first-runs.sql refreshes the
-- analysis after, so its figures include the posted entry.
-- Idempotent: fixed ids, rows inserted once.
do $$
declare
  acme constant uuid := '10000000-0000-4000-8000-000000000001';
  blake constant uuid := '00000000-0000-4000-8000-000000000003';
  riley constant uuid := '00000000-0000-4000-8000-000000000004';
  acme_va constant uuid := '10000000-0000-4000-8000-0000000f0001';
  posted constant uuid := '10000000-0000-4000-8000-0000000f0021';
  proposed constant uuid := '10000000-0000-4000-8000-0000000f0022';
  doc constant text := 'VA-' || left(replace(posted::text, '-', ''), 12);
  memo constant text := 'Figma annual seats were booked to marketing';
  marketing bigint;
  software bigint;
  travel bigint;
  month_end date;
  txn bigint;
  body jsonb;
begin
  if exists (select 1 from public.variance_analysis_adjustments where id = posted) then return; end if;
  select end_date into month_end from public.variance_analyses where id = acme_va;
  select id into marketing from public.ledger_accounts where organization_id = acme and acct_num = '6200';
  select id into software from public.ledger_accounts where organization_id = acme and acct_num = '6500';
  select id into travel from public.ledger_accounts where organization_id = acme and acct_num = '6800';
  if month_end is null or marketing is null or software is null or travel is null then return; end if;

  body := jsonb_build_object('TxnDate', month_end, 'DocNumber', doc,
    'PrivateNote', 'Variance analysis ' || to_char(month_end, 'FMMonth YYYY') || ' adjustment: ' || memo,
    'CurrencyRef', jsonb_build_object('value', 'USD'),
    'Line', jsonb_build_array(
      jsonb_build_object('Id', '1', 'Amount', 1250, 'Description', memo, 'DetailType', 'JournalEntryLineDetail',
        'JournalEntryLineDetail', jsonb_build_object('PostingType', 'Debit',
          'AccountRef', jsonb_build_object('value', software::text, 'name', '6500 Software and Hosting'))),
      jsonb_build_object('Id', '2', 'Amount', 1250, 'Description', memo, 'DetailType', 'JournalEntryLineDetail',
        'JournalEntryLineDetail', jsonb_build_object('PostingType', 'Credit',
          'AccountRef', jsonb_build_object('value', marketing::text, 'name', '6200 Marketing')))));
  insert into public.ledger_transactions (organization_id, kind, txn_date, doc_number, private_note, total_cents, body,
    source, created_by)
  values (acme, 'JournalEntry', month_end, doc, body ->> 'PrivateNote', 125000, body, 'seed', blake)
  returning id into txn;
  insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date,
    description)
  values (acme, txn, '1', software, 125000, 0, month_end, memo), (acme, txn, '2', marketing, -125000, 0, month_end, memo);

  insert into public.variance_analysis_adjustments (id, organization_id, variance_analysis_id, line_path, status,
    ledger_transaction_id, amount_cents, from_account_id, to_account_id, memo, proposed_by, posted_by, posted_at, created_at)
  values (posted, acme, acme_va, 'pnl:' || marketing, 'posted', txn::text, 125000, marketing::text, software::text, memo,
    blake, blake, now() - interval '1 day', now() - interval '1 day'),
    (proposed, acme, acme_va, 'pnl:' || marketing, 'proposed', null, 31000, marketing::text, travel::text,
    'Delta flights to the robotics trade show were booked to marketing', riley, null, null, now() - interval '5 hours');
  insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, sync_token, journal_entry_date,
    doc_number, amount_cents, raw, source_ref, created_at)
  values (acme, 'variance_analysis', 'builtin', txn::text, '0', month_end, doc, 125000,
    body || jsonb_build_object('Id', txn::text, 'SyncToken', '0'), 'variance_analysis_adjustments:' || posted,
    now() - interval '1 day');
end $$;
