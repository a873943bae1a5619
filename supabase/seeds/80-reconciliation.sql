-- Demo: statement reconciliation (docs/reconciliation.md). Acme Robotics' built-in ledger gets a bank feed for
-- "1010 Operating Checking" (a demo Plaid connection, no sandbox item behind it) whose lines are the ledger's own lines
-- on that account up to yesterday, plus one monthly service fee last month that nobody booked. Two months ago is
-- reconciled (statement, feed and ledger agree; every line matched); last month is open: its statement is confirmed,
-- and the ledger is 25.00 above it until someone books the fee. The statement tracker follows Acme's checking and
-- brokerage accounts and Birch Bakery's Plaid checking and card, so the tracker shows what is missing this month.
-- Idempotent: fixed ids, rows inserted once (dates are those of the first start).
do $$
declare
  acme constant uuid := '10000000-0000-4000-8000-000000000001';
  birch constant uuid := '10000000-0000-4000-8000-000000000002';
  conn constant uuid := '10000000-0000-4000-8000-0000000e0001';
  item constant uuid := '10000000-0000-4000-8000-0000000e0002';
  feed constant uuid := '10000000-0000-4000-8000-0000000e0003';
  account constant uuid := '10000000-0000-4000-8000-0000000e0004';
  bookkeeper constant uuid := '00000000-0000-4000-8000-000000000003';
  checking bigint;
  past_start date := (date_trunc('month', current_date) - interval '2 months')::date;
  past_end date := (date_trunc('month', current_date) - interval '1 month' - interval '1 day')::date;
  open_start date := (date_trunc('month', current_date) - interval '1 month')::date;
  open_end date := (date_trunc('month', current_date) - interval '1 day')::date;
  fee_day date := (date_trunc('month', current_date) - interval '1 month' + interval '27 days')::date;
  opening bigint;
  past_close bigint;
  open_close bigint;
  doc uuid;
  rec uuid;
begin
  if exists (select 1 from public.statement_accounts where id = account) then return; end if;
  select id into checking from public.ledger_accounts where organization_id = acme and acct_num = '1010';
  if checking is null then return; end if;

  insert into public.provider_connections (id, organization_id, provider, external_id, display_name, scopes, connected_by)
  values (conn, acme, 'plaid', 'DemoAcmeRoboticsFeed0000000000000001', 'First Platypus Bank', '{transactions,statements}',
    '00000000-0000-4000-8000-000000000001');
  insert into public.plaid_items (id, connection_id, organization_id, item_id, institution_id, institution_name, consented_products)
  values (item, conn, acme, 'DemoAcmeRoboticsFeed0000000000000001', 'ins_109508', 'First Platypus Bank', '{transactions,statements}');
  insert into public.bank_accounts (id, organization_id, connection_id, provider, plaid_item_id, account_id, institution, name,
    official_name, mask, type, subtype)
  values (feed, acme, conn, 'plaid', item, 'DemoAcmeOperatingChecking00000000001', 'First Platypus Bank', 'Operating Checking',
    'Platypus Business Checking', '0042', 'depository', 'checking');
  update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}',
    coalesce(metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
      'permissionGiven', true, 'plaidBankAccountId', feed, 'accountName', 'Operating Checking',
      'institutionName', 'First Platypus Bank')), true)
  where id = acme;

  -- the bank's lines: the ledger's lines on 1010 from two months back to yesterday, and the fee nobody booked
  insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
    transaction_effective_time, total_amount_cents, description, vendor, raw)
  select acme, 'plaid', conn, feed, 'demo-acme-' || p.id, p.txn_date::timestamp at time zone 'UTC', p.amount_cents,
    upper(coalesce(nullif(t.body ->> 'PrivateNote', ''), t.kind::text)), n.display_name, '{}'::jsonb
  from public.ledger_postings p
  join public.ledger_transactions t on t.id = p.transaction_id
  left join public.ledger_names n on n.id = coalesce(p.name_id, t.name_id)
  where p.organization_id = acme and p.account_id = checking and p.basis <> 2 and t.deleted_at is null
    and p.txn_date >= past_start and p.txn_date < current_date;
  insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
    transaction_effective_time, total_amount_cents, description, raw)
  values (acme, 'plaid', conn, feed, 'demo-acme-fee-' || to_char(fee_day, 'YYYYMM'), fee_day::timestamp at time zone 'UTC',
    -2500, 'MONTHLY SERVICE FEE', '{}'::jsonb);

  select coalesce(sum(amount_cents) filter (where txn_date < past_start), 0),
         coalesce(sum(amount_cents) filter (where txn_date <= past_end), 0),
         coalesce(sum(amount_cents) filter (where txn_date <= open_end), 0) - 2500
    into opening, past_close, open_close
  from public.ledger_postings where organization_id = acme and account_id = checking and basis <> 2;
  insert into public.bank_balances (bank_account_id, organization_id, current_micros, available_micros, is_verified, balance_date)
  select feed, acme, (sum(amount_cents) - 2500) * 10000, (sum(amount_cents) - 2500) * 10000, true,
    (current_date - 1)::timestamp at time zone 'UTC' + interval '12 hours'
  from public.ledger_postings where organization_id = acme and account_id = checking and basis <> 2 and txn_date < current_date;

  -- the bank's statements of both months
  insert into public.bank_statements (bank_account_id, organization_id, statement_id, month, year, day, period_start, period_end,
    starting_balance_cents, ending_balance_cents, extracted_at)
  values (feed, acme, 'demo-acme-' || to_char(past_start, 'YYYYMM'), extract(month from past_start), extract(year from past_start),
      1, past_start, past_end, opening, past_close, now()),
    (feed, acme, 'demo-acme-' || to_char(open_start, 'YYYYMM'), extract(month from open_start), extract(year from open_start),
      1, open_start, open_end, past_close, open_close, now());

  insert into public.statement_accounts (id, organization_id, account_chart_id, account_chart_name, plaid_bank_account_id)
  values (account, acme, checking::text, '1010 Operating Checking', feed);
  -- both use the statement tracker service, so its card shows in their statements section
  insert into public.organization_feature_flags (organization_id, flag_name, enabled)
  values (acme, 'statement-tracker', true), (birch, 'statement-tracker', true)
  on conflict (organization_id, flag_name) do update set enabled = true;
  insert into public.bank_statement_trackers (organization_id, statement_account_id, responsibility, account_name, availability)
  values (acme, account, 'bookkeeper', 'Operating Checking ****0042', 3),
    (acme, null, 'client', 'Brokerage (1020)', 5),
    (birch, null, 'client', 'Plaid Checking ****7847', 1),
    (birch, null, 'client', 'Plaid Credit Card ****4221', 12);

  -- two months ago: confirmed, every line matched one to one, reconciled
  insert into public.reconciliation_documents (organization_id, statement_account_id, type, bank_statement_id, file_name,
    period_start, period_end, start_balance_cents, end_balance_cents, status, uploaded_by, confirmed_by, confirmed_at)
  select acme, account, 'plaid-statement', s.id, 'Plaid statement ' || past_start || ' to ' || past_end, past_start, past_end,
    opening, past_close, 'confirmed', bookkeeper, bookkeeper, now()
  from public.bank_statements s where s.statement_id = 'demo-acme-' || to_char(past_start, 'YYYYMM')
  returning id into doc;
  insert into public.reconciliations (organization_id, statement_account_id, period_start, period_end, document_id,
    statement_starting_balance_cents, statement_ending_balance_cents, feed_starting_balance_cents, feed_ending_balance_cents,
    ledger_starting_balance_cents, ledger_ending_balance_cents, refreshed_at, reconciled_at, reconciled_by, method)
  values (acme, account, past_start, past_end, doc, opening, past_close, opening, past_close, opening, past_close, now(), now(),
    bookkeeper, 'automatically')
  returning id into rec;
  insert into public.reconciliation_matches (organization_id, reconciliation_id, kind, feed_line_ids, ledger_line_ids,
    amount_cents, score, status, decided_by, decided_at)
  select acme, rec, 'one-to-one', array[pt.id], array[t.kind || '/' || t.id || '/' || p.line_id], p.amount_cents, 100,
    'accepted', bookkeeper, now()
  from public.ledger_postings p
  join public.ledger_transactions t on t.id = p.transaction_id
  join public.provider_transactions pt on pt.transaction_id = 'demo-acme-' || p.id
  where p.organization_id = acme and p.account_id = checking and p.basis <> 2 and p.txn_date between past_start and past_end;

  -- last month: the statement confirmed, the period open (the fee is in the bank, not in the books)
  insert into public.reconciliation_documents (organization_id, statement_account_id, type, bank_statement_id, file_name,
    period_start, period_end, start_balance_cents, end_balance_cents, status, uploaded_by, confirmed_by, confirmed_at)
  select acme, account, 'plaid-statement', s.id, 'Plaid statement ' || open_start || ' to ' || open_end, open_start, open_end,
    past_close, open_close, 'confirmed', bookkeeper, bookkeeper, now()
  from public.bank_statements s where s.statement_id = 'demo-acme-' || to_char(open_start, 'YYYYMM')
  returning id into doc;
  insert into public.reconciliations (organization_id, statement_account_id, period_start, period_end, document_id,
    statement_starting_balance_cents, statement_ending_balance_cents, feed_starting_balance_cents, feed_ending_balance_cents,
    ledger_starting_balance_cents, ledger_ending_balance_cents, unreconciled_feed_count, unreconciled_ledger_count, refreshed_at)
  select acme, account, open_start, open_end, doc, past_close, open_close, past_close, open_close, past_close, open_close + 2500,
    count(*) filter (where true) + 1, count(*), now()
  from public.ledger_postings
  where organization_id = acme and account_id = checking and basis <> 2 and txn_date between open_start and open_end;
end $$;
