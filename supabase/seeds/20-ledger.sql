-- Built-in ledger demo books: Acme Robotics, twelve months ending this month. Idempotent: the chart uses
-- on conflict do nothing and the transactions are written once (skipped when seed transactions already exist).

/** Section: chart of accounts (master-chart numbers) */
insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type)
select '10000000-0000-4000-8000-000000000001', v.name, v.num, v.type, v.sub
from (values
  ('1010 Operating Checking', '1010', 'Bank', 'Checking'), ('1020 Brokerage', '1020', 'Bank', 'MoneyMarket'),
  ('1100 Accounts Receivable', '1100', 'Accounts Receivable', 'AccountsReceivable'), ('1200 Prepaid Expenses', '1200', 'Other Current Asset', 'PrepaidExpenses'),
  ('1250 Undeposited Funds', '1250', 'Other Current Asset', 'UndepositedFunds'), ('1500 Computer Equipment', '1500', 'Fixed Asset', 'MachineryAndEquipment'),
  ('2000 Accounts Payable', '2000', 'Accounts Payable', 'AccountsPayable'), ('2100 Company Card', '2100', 'Credit Card', 'CreditCard'),
  ('2200 Accrued Liabilities', '2200', 'Other Current Liability', 'AccruedLiabilities'), ('2300 Venture Debt', '2300', 'Long Term Liability', 'NotesPayable'),
  ('3100 Common Stock', '3100', 'Equity', 'CommonStock'), ('3300 SAFE Notes', '3300', 'Equity', 'PaidInCapitalOrSurplus'),
  ('3900 Retained Earnings', '3900', 'Equity', 'RetainedEarnings'), ('4000 Sales', '4000', 'Income', 'SalesOfProductIncome'),
  ('5000 Cost of Goods Sold', '5000', 'Cost of Goods Sold', 'SuppliesMaterialsCogs'), ('6010 Salaries and Wages', '6010', 'Expense', 'PayrollExpenses'),
  ('6110 Legal Fees', '6110', 'Expense', 'LegalProfessionalFees'), ('6200 Marketing', '6200', 'Expense', 'AdvertisingPromotional'),
  ('6400 Rent', '6400', 'Expense', 'RentOrLeaseOfBuildings'), ('6500 Software and Hosting', '6500', 'Expense', 'DuesSubscriptions'),
  ('6800 Travel', '6800', 'Expense', 'Travel'), ('7010 Interest Earned', '7010', 'Other Income', 'InterestEarned'),
  ('7020 Interest Expense', '7020', 'Other Expense', 'OtherMiscellaneousExpense'), ('9000 Ask My Client', '9000', 'Expense', 'OtherMiscellaneousServiceCost')
) as v(name, num, type, sub)
on conflict do nothing;

insert into public.ledger_names (organization_id, kind, display_name)
select '10000000-0000-4000-8000-000000000001', v.kind::public.ledger_name_kind, v.name
from (values ('vendor', 'WeWork'), ('vendor', 'Amazon Web Services'), ('vendor', 'Gusto'), ('vendor', 'Cooley LLP'), ('vendor', 'Google Ads'),
  ('vendor', 'Delta Air Lines'), ('vendor', 'Digi-Key Electronics'), ('vendor', 'Uber'), ('customer', 'Northwind Logistics'),
  ('customer', 'Contoso Manufacturing'), ('customer', 'Globex Warehousing'), ('employee', 'Jordan Lee')) as v(kind, name)
on conflict do nothing;

insert into public.ledger_classes (organization_id, name)
select '10000000-0000-4000-8000-000000000001', v.name from (values ('Hardware'), ('Services')) as v(name)
on conflict do nothing;

/** Section: a transaction writer for the seed (QuickBooks-shaped body built from its postings) */
create function pg_temp.seed_txn(p_kind public.ledger_txn_kind, p_date date, p_doc text, p_name text, p_note text, p_legs jsonb, p_link bigint default null)
returns bigint language plpgsql as $$
declare
  org uuid := '10000000-0000-4000-8000-000000000001';
  t_id bigint; n_id bigint; total bigint; head jsonb; body jsonb; leg jsonb; lines jsonb := '[]'::jsonb; i int := 0;
  acct_ids bigint[]; acct_names text[];
begin
  select id into n_id from public.ledger_names where organization_id = org and display_name = p_name;
  select array_agg(a.id order by o), array_agg(a.fully_qualified_name order by o) into acct_ids, acct_names
  from jsonb_array_elements(p_legs) with ordinality as l(v, o) join public.ledger_accounts a on a.organization_id = org and a.acct_num = l.v->>'a';
  head := p_legs->0;
  total := abs((head->>'c')::bigint);
  for leg in select v from jsonb_array_elements(p_legs) with ordinality as l(v, o) where o > 1 and coalesce((v->>'b')::int, 0) <> 2 loop
    i := i + 1;
    lines := lines || jsonb_build_object('Id', i::text, 'Amount', abs((leg->>'c')::bigint) / 100.0, 'Description', coalesce(p_note, p_name),
      'DetailType', case p_kind when 'JournalEntry' then 'JournalEntryLineDetail' when 'Deposit' then 'DepositLineDetail'
        when 'Invoice' then 'SalesItemLineDetail' else 'AccountBasedExpenseLineDetail' end,
      case p_kind when 'JournalEntry' then 'JournalEntryLineDetail' when 'Deposit' then 'DepositLineDetail'
        when 'Invoice' then 'SalesItemLineDetail' else 'AccountBasedExpenseLineDetail' end,
      jsonb_build_object('AccountRef', jsonb_build_object('value', acct_ids[i + 1]::text, 'name', acct_names[i + 1]))
        || case when p_kind = 'JournalEntry' then jsonb_build_object('PostingType', case when (leg->>'c')::bigint > 0 then 'Debit' else 'Credit' end) else '{}' end)
      || case when p_link is not null then jsonb_build_object('LinkedTxn', jsonb_build_array(jsonb_build_object('TxnId', p_link::text,
           'TxnType', case p_kind when 'Payment' then 'Invoice' else 'Bill' end))) else '{}' end;
  end loop;
  if p_kind = 'JournalEntry' then
    lines := jsonb_build_object('Id', '0', 'Amount', total / 100.0, 'DetailType', 'JournalEntryLineDetail', 'JournalEntryLineDetail',
      jsonb_build_object('PostingType', case when (head->>'c')::bigint > 0 then 'Debit' else 'Credit' end,
        'AccountRef', jsonb_build_object('value', acct_ids[1]::text, 'name', acct_names[1]))) || lines;
  end if;
  body := jsonb_build_object('TxnDate', p_date, 'Line', lines, 'CurrencyRef', jsonb_build_object('value', 'USD'))
    || case when p_doc is not null then jsonb_build_object('DocNumber', p_doc) else '{}' end
    || case when p_note is not null then jsonb_build_object('PrivateNote', p_note) else '{}' end
    || case p_kind
      when 'Purchase' then jsonb_build_object('PaymentType', case when head->>'a' = '2100' then 'CreditCard' else 'Check' end,
        'AccountRef', jsonb_build_object('value', acct_ids[1]::text, 'name', acct_names[1]), 'EntityRef', jsonb_build_object('value', n_id::text, 'name', p_name, 'type', 'Vendor'))
      when 'Deposit' then jsonb_build_object('DepositToAccountRef', jsonb_build_object('value', acct_ids[1]::text, 'name', acct_names[1]))
      when 'Bill' then jsonb_build_object('VendorRef', jsonb_build_object('value', n_id::text, 'name', p_name), 'APAccountRef', jsonb_build_object('value', acct_ids[1]::text), 'Balance', 0)
      when 'BillPayment' then jsonb_build_object('VendorRef', jsonb_build_object('value', n_id::text, 'name', p_name), 'PayType', 'Check',
        'CheckPayment', jsonb_build_object('BankAccountRef', jsonb_build_object('value', acct_ids[1]::text, 'name', acct_names[1])))
      when 'Invoice' then jsonb_build_object('CustomerRef', jsonb_build_object('value', n_id::text, 'name', p_name), 'Balance', 0)
      when 'Payment' then jsonb_build_object('CustomerRef', jsonb_build_object('value', n_id::text, 'name', p_name),
        'DepositToAccountRef', jsonb_build_object('value', acct_ids[1]::text, 'name', acct_names[1]))
      else '{}'::jsonb end;
  insert into public.ledger_transactions (organization_id, kind, txn_date, doc_number, name_id, private_note, total_cents, body, source)
  values (org, p_kind, p_date, p_doc, n_id, p_note, total, body, 'seed') returning id into t_id;
  insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date, name_id, description)
  select org, t_id, case when o = 1 then 'H' else coalesce(l.v->>'line', (o - 1)::text) end, acct_ids[o], (l.v->>'c')::bigint,
         coalesce((l.v->>'b')::smallint, 0), p_date, n_id, coalesce(p_note, p_name)
  from jsonb_array_elements(p_legs) with ordinality as l(v, o);
  return t_id;
end $$;

/** Section: twelve months of books (skipped when already seeded) */
do $$
declare
  m date; k int; inv bigint; bill bigint; amt bigint; first_month date := (date_trunc('month', current_date) - interval '11 months')::date;
begin
  if exists (select 1 from public.ledger_transactions where organization_id = '10000000-0000-4000-8000-000000000001' and source = 'seed') then
    return;
  end if;
  perform pg_temp.seed_txn('JournalEntry', first_month, 'JE-1', null, 'Seed round: SAFE notes and founder stock',
    '[{"a":"1010","c":150000000},{"a":"3300","c":-149000000},{"a":"3100","c":-1000000}]');
  perform pg_temp.seed_txn('JournalEntry', first_month + 14, 'JE-2', null, 'Venture debt drawdown', '[{"a":"1010","c":50000000},{"a":"2300","c":-50000000}]');
  perform pg_temp.seed_txn('Purchase', first_month + 20, null, 'Digi-Key Electronics', 'Engineering workstations', '[{"a":"1010","c":-1845000},{"a":"1500","c":1845000}]');
  for k in 0..11 loop
    m := (first_month + make_interval(months => k))::date;
    exit when m > current_date;
    -- rent: bill on the 1st, paid on the 5th (cash basis recognises it when paid)
    bill := pg_temp.seed_txn('Bill', m, 'R-' || to_char(m, 'YYMM'), 'WeWork', 'Office rent ' || to_char(m, 'Mon YYYY'),
      '[{"a":"2000","c":-1200000,"b":1},{"a":"6400","c":1200000,"b":1}]');
    perform pg_temp.seed_txn('BillPayment', m + 4, null, 'WeWork', 'Rent payment', '[{"a":"1010","c":-1200000},{"a":"2000","c":1200000,"b":1,"line":"1"},{"a":"6400","c":1200000,"b":2,"line":"1"}]', bill);
    -- payroll twice a month
    perform pg_temp.seed_txn('JournalEntry', m + 14, 'PR-' || to_char(m, 'YYMM') || 'A', 'Gusto', 'Payroll', format('[{"a":"6010","c":%s},{"a":"1010","c":-%s}]', 6400000 + k * 50000, 6400000 + k * 50000)::jsonb);
    perform pg_temp.seed_txn('JournalEntry', (m + interval '1 month - 1 day')::date, 'PR-' || to_char(m, 'YYMM') || 'B', 'Gusto', 'Payroll', format('[{"a":"6010","c":%s},{"a":"1010","c":-%s}]', 6400000 + k * 50000, 6400000 + k * 50000)::jsonb);
    -- card spend, paid off at month end
    amt := 310000 + k * 12500;
    perform pg_temp.seed_txn('Purchase', m + 2, null, 'Amazon Web Services', 'AWS hosting', format('[{"a":"2100","c":-%s},{"a":"6500","c":%s}]', amt, amt)::jsonb);
    perform pg_temp.seed_txn('Purchase', m + 9, null, 'Google Ads', 'Search campaign', format('[{"a":"2100","c":-%s},{"a":"6200","c":%s}]', 250000 + (k % 3) * 75000, 250000 + (k % 3) * 75000)::jsonb);
    if k % 2 = 1 then
      perform pg_temp.seed_txn('Purchase', m + 17, null, 'Delta Air Lines', 'Customer visit', '[{"a":"2100","c":-148820},{"a":"6800","c":148820}]');
    end if;
    perform pg_temp.seed_txn('JournalEntry', (m + interval '1 month - 2 days')::date, 'CC-' || to_char(m, 'YYMM'), null, 'Card payment',
      format('[{"a":"2100","c":%s},{"a":"1010","c":-%s}]', amt + 250000 + (k % 3) * 75000 + case when k % 2 = 1 then 148820 else 0 end,
        amt + 250000 + (k % 3) * 75000 + case when k % 2 = 1 then 148820 else 0 end)::jsonb);
    -- sales: two invoices a month from month 2, paid the next month; cost of goods on shipment
    if k >= 1 then
      amt := 4500000 + k * 850000;
      inv := pg_temp.seed_txn('Invoice', m + 6, 'INV-' || to_char(m, 'YYMM') || '1', case when k % 2 = 0 then 'Northwind Logistics' else 'Contoso Manufacturing' end, 'Robot fleet subscription',
        format('[{"a":"1100","c":%s,"b":1},{"a":"4000","c":-%s,"b":1}]', amt, amt)::jsonb);
      if m + 36 <= current_date then
        perform pg_temp.seed_txn('Payment', m + 36, null, case when k % 2 = 0 then 'Northwind Logistics' else 'Contoso Manufacturing' end, 'Invoice payment',
          format('[{"a":"1010","c":%s},{"a":"1100","c":-%s,"b":1,"line":"1"},{"a":"4000","c":-%s,"b":2,"line":"1"}]', amt, amt, amt)::jsonb, inv);
      end if;
      perform pg_temp.seed_txn('Purchase', m + 8, null, 'Digi-Key Electronics', 'Components', format('[{"a":"1010","c":-%s},{"a":"5000","c":%s}]', amt * 35 / 100, amt * 35 / 100)::jsonb);
    end if;
    perform pg_temp.seed_txn('Deposit', (m + interval '1 month - 1 day')::date, null, null, 'Interest', format('[{"a":"1010","c":%s},{"a":"7010","c":-%s}]', 42000 + k * 1500, 42000 + k * 1500)::jsonb);
    perform pg_temp.seed_txn('JournalEntry', (m + interval '1 month - 1 day')::date, 'INT-' || to_char(m, 'YYMM'), null, 'Venture debt interest', '[{"a":"7020","c":416700},{"a":"1010","c":-416700}]');
  end loop;
  perform pg_temp.seed_txn('Purchase', first_month + 95, null, 'Cooley LLP', 'Financing legal work', '[{"a":"1010","c":-2250000},{"a":"6110","c":2250000}]');
  -- transactions the bookkeeper could not categorise (Ask My Client)
  perform pg_temp.seed_txn('Purchase', (date_trunc('month', current_date) - interval '1 month')::date + 11, null, 'Uber', null, '[{"a":"2100","c":-8742},{"a":"9000","c":8742}]');
  perform pg_temp.seed_txn('Purchase', (date_trunc('month', current_date) - interval '1 month')::date + 19, null, 'Amazon Web Services', 'AMZN Mktp US*2K4', '[{"a":"1010","c":-45999},{"a":"9000","c":45999}]');
  perform pg_temp.seed_txn('Purchase', date_trunc('month', current_date)::date + 2, null, 'Delta Air Lines', 'DELTA 0062341', '[{"a":"2100","c":-61240},{"a":"9000","c":61240}]');
  perform pg_temp.seed_txn('Deposit', date_trunc('month', current_date)::date + 3, null, null, 'Wire in - unknown', '[{"a":"1010","c":1250000},{"a":"9000","c":-1250000}]');
end $$;
