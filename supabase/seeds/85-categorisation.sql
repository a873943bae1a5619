-- Expense categorisation demo (docs/categorisation.md): Acme Robotics categorises its company card (Ramp) lines in
-- manual mode at 80%. Its history is a year of card lines from the vendors of the demo catalogue
-- (supabase/local/src/categorisation-demo-data.ts) plus its ledger's own vendors; Birch Bakery's lines teach the firm
-- model (master-chart numbers only, never shown to Acme). Two months of lines are already confirmed by the bookkeeper
-- (the AI report's figures), and this month's lines arrive as new card lines: the feed's insert queues the
-- `categorisation.run` job, which suggests each with its explanation when the worker starts: known vendors from the
-- history, vendors Acme never paid from the firm model, a split rule (WeWork) and a vendor rule (Staples), and the
-- vendors nobody knows left in the bookkeeper's queue. Idempotent: skipped once Acme has categorisation settings.

do $$
declare
  acme uuid := '10000000-0000-4000-8000-000000000001';
  birch uuid := '10000000-0000-4000-8000-000000000002';
begin
  if not exists (select 1 from public.ledger_accounts where organization_id = acme)
     or exists (select 1 from public.expense_categorization_settings where organization_id = acme) then
    return;
  end if;

  /** Section: the master accounts Acme's card lines go to, added to its chart */
  insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type)
  select acme, v.name, v.num, 'Expense', v.sub
  from (values ('6120 Accounting Fees', '6120', 'LegalProfessionalFees'), ('6410 Utilities', '6410', 'Utilities'),
    ('6600 Office Supplies', '6600', 'OfficeGeneralAdministrativeExpenses'), ('6610 Shipping and Postage', '6610', 'ShippingFreightDelivery'),
    ('6620 Bank Fees', '6620', 'BankCharges'), ('6630 Insurance', '6630', 'Insurance'), ('6810 Meals', '6810', 'EntertainmentMeals'),
    ('6820 Ground Transportation', '6820', 'Travel')) as v(name, num, sub)
  where not exists (select 1 from public.ledger_accounts a where a.organization_id = acme and a.acct_num = v.num);

  /** Section: the vendor catalogue (master account, vendor, bank description, typical dollars, who uses it) */
  create temp table demo_vendors (master text, vendor text, pattern text, dollars int, at_acme boolean) on commit drop;
  insert into demo_vendors values
    ('5000', 'Digi-Key Electronics', 'DIGIKEY ELECTRONICS THIEF RIVER MN', 640, true), ('5000', 'Mouser Electronics', 'MOUSER ELECTRONICS INC', 410, true),
    ('5000', 'McMaster-Carr', 'MCMASTER-CARR SUPPLY CO', 290, false), ('5000', 'Arrow Electronics', 'ARROW ELECTRONICS ORDER', 880, false),
    ('6110', 'LegalZoom', 'LEGALZOOM.COM', 299, false), ('6110', 'Clerky', 'CLERKY INC', 450, true),
    ('6120', 'Pilot', 'PILOT.COM BOOKKEEPING', 600, false), ('6120', 'Carta', 'CARTA INC CAP TABLE', 280, true),
    ('6200', 'LinkedIn Ads', 'LINKEDIN ADS MKTG', 950, true), ('6200', 'Mailchimp', 'MAILCHIMP *MONTHLY', 120, true),
    ('6200', 'Canva', 'CANVA* PRO SUBSCRIPTION', 30, false), ('6200', 'HubSpot', 'HUBSPOT INC MARKETING', 800, false),
    ('6410', 'Comcast Business', 'COMCAST BUSINESS 800-391-3000', 180, true), ('6410', 'Verizon', 'VERIZON WIRELESS PAYMENTS', 220, true),
    ('6410', 'PG&E', 'PGANDE WEB ONLINE', 240, false),
    ('6500', 'Slack', 'SLACK T01234567', 96, true), ('6500', 'Zoom', 'ZOOM.US 888-799-9666', 150, true), ('6500', 'GitHub', 'GITHUB.COM 8XK2P', 84, true),
    ('6500', 'Figma', 'FIGMA MONTHLY RENEWAL', 45, true), ('6500', 'Notion', 'NOTION LABS INC', 40, true), ('6500', 'Datadog', 'DATADOG INC', 600, true),
    ('6500', 'Atlassian', 'ATLASSIAN JIRA CONFLUENCE', 210, false), ('6500', 'Dropbox', 'DROPBOX*BUSINESS', 60, false),
    ('6500', 'Adobe', 'ADOBE *CREATIVE CLD', 55, false), ('6500', 'Salesforce', 'SALESFORCE.COM', 900, false),
    ('6600', 'Office Depot', 'OFFICE DEPOT #1234', 110, true), ('6600', 'Costco', 'COSTCO WHSE #0423', 230, false),
    ('6600', 'Best Buy', 'BESTBUY 00000412', 380, false),
    ('6610', 'FedEx', 'FEDEX 78234561', 65, true), ('6610', 'UPS', 'UPS*1Z999AA10123456784', 48, true), ('6610', 'USPS', 'USPS PO 0512340123', 22, false),
    ('6630', 'Vouch Insurance', 'VOUCH INSURANCE PREMIUM', 700, true), ('6630', 'Hiscox', 'HISCOX INC POLICY', 90, false),
    ('6800', 'United Airlines', 'UNITED 0162345678901', 460, true), ('6800', 'Marriott', 'MARRIOTT SAN FRANCISCO', 520, true),
    ('6800', 'Southwest Airlines', 'SOUTHWES 5262345678', 240, false), ('6800', 'Hilton', 'HILTON HOTELS NEW YORK', 480, false),
    ('6800', 'Airbnb', 'AIRBNB * HMQ4RT7YZ', 610, false), ('6800', 'JetBlue', 'JETBLUE 2792345678', 310, false),
    ('6810', 'Blue Bottle Coffee', 'SQ *BLUE BOTTLE COFFEE', 14, true), ('6810', 'Sweetgreen', 'SWEETGREEN SOMA', 18, true),
    ('6810', 'DoorDash', 'DOORDASH*ORDER', 62, true), ('6810', 'Starbucks', 'STARBUCKS STORE 05123', 11, false),
    ('6810', 'Grubhub', 'GRUBHUB*TEAMLUNCH', 140, false), ('6810', 'Philz Coffee', 'PHILZ COFFEE MISSION', 12, false),
    ('6820', 'Lyft', 'LYFT *RIDE THU 8PM', 24, true), ('6820', 'Curb', 'CURB SVC NYC TAXI', 31, false),
    ('6820', 'SP+ Parking', 'SP PLUS PARKING', 18, false);

  /** Section: Acme's history, a year of card lines from its vendors up to two months ago, and its ledger's own lines */
  insert into public.vendor_account_history (organization_id, transaction_id, transaction_date, account_number, account_id,
    account_name, vendor, description, amount_cents)
  select acme, 'demo-card-' || md5(v.vendor) || '-' || g, current_date - (62 + g * 29 + abs(hashtext(v.vendor || g)) % 20),
    a.acct_num::int, a.id::text, a.fully_qualified_name, v.vendor, v.pattern,
    -round(v.dollars * 100 * (0.7 + (abs(hashtext(v.vendor || g)) % 60) / 100.0))::bigint
  from demo_vendors v
  join public.ledger_accounts a on a.organization_id = acme and a.acct_num = v.master
  cross join generate_series(0, 9) g
  where v.at_acme;
  insert into public.vendor_account_history (organization_id, transaction_id, transaction_date, account_number, account_id,
    account_name, vendor, description, amount_cents)
  select acme, 'ledger:' || p.id, p.txn_date, nullif(regexp_replace(coalesce(a.acct_num, ''), '\D', '', 'g'), '')::int, a.id::text,
    a.fully_qualified_name, n.display_name, t.private_note, -p.amount_cents
  from public.ledger_postings p
  join public.ledger_transactions t on t.id = p.transaction_id
  join public.ledger_accounts a on a.id = p.account_id
  join public.ledger_names n on n.id = coalesce(p.name_id, t.name_id) and n.kind = 'vendor'
  where p.organization_id = acme and p.basis <> 2 and t.deleted_at is null and a.classification = 'Expense'
    and p.amount_cents > 0 and a.acct_num <> '9000'
  on conflict (organization_id, transaction_id) do nothing;

  /** Section: Birch's lines as the firm model sees them (master numbers; no ledger account of Acme's, never shown) */
  insert into public.vendor_account_history (organization_id, transaction_id, transaction_date, account_number,
    account_name, vendor, description, amount_cents)
  select birch, 'demo-firm-' || md5(v.vendor) || '-' || g, current_date - (10 + g * 31 + abs(hashtext(v.vendor || g)) % 25),
    v.master::int, v.master || ' (firm)', v.vendor, v.pattern,
    -round(v.dollars * 100 * (0.7 + (abs(hashtext(v.vendor || g || 'b')) % 60) / 100.0))::bigint
  from demo_vendors v
  cross join generate_series(0, 11) g
  on conflict (organization_id, transaction_id) do nothing;

  /** Section: settings, ingestion, and the client's permission for the firm to read its card lines */
  insert into public.expense_categorization_settings (organization_id, mode, threshold) values (acme, 'manual', 0.80);
  insert into public.expense_categorization_configs (organization_id, provider_id, ingest_starting_from, ingest_all)
  values (acme, 'plaid', current_date, false), (acme, 'ramp', null, true);
  update public.organizations
  set metadata = jsonb_set(metadata, '{userPermissions,ramp}', '{"permissionGiven": true}'::jsonb, true)
  where id = acme;
  insert into public.organization_feature_flags (organization_id, flag_name, enabled)
  values (acme, 'real-time-expenses', true) on conflict do nothing;

  /** Section: rules: WeWork split between rent and office supplies, Staples to office supplies */
  insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, split_group_id, splits)
  select acme, 'vendor-split', 'WeWork', 'wework', gen_random_uuid(), jsonb_build_array(
    jsonb_build_object('accountId', r.id::text, 'accountName', r.fully_qualified_name, 'percentage', 70),
    jsonb_build_object('accountId', o.id::text, 'accountName', o.fully_qualified_name, 'percentage', 30))
  from public.ledger_accounts r, public.ledger_accounts o
  where r.organization_id = acme and r.acct_num = '6400' and o.organization_id = acme and o.acct_num = '6600';
  insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, account_id, account_name, account_number)
  select acme, 'vendor', 'Staples', 'staples', a.id::text, a.fully_qualified_name, a.acct_num
  from public.ledger_accounts a where a.organization_id = acme and a.acct_num = '6600';

  /** Section: the last two months, categorised and confirmed by the bookkeeper (the AI report's figures) */
  create temp table demo_past on commit drop as
  select 'demo-ramp-past-' || md5(v.vendor) || '-' || g as txn, v.vendor, v.pattern, a.id::text as account_id,
    a.fully_qualified_name as account_name,
    current_date - (32 + g * 14 + abs(hashtext(v.vendor || g || 'p')) % 12) as day,
    -round(v.dollars * 100 * (0.7 + (abs(hashtext(v.vendor || g || 'p')) % 60) / 100.0))::bigint as cents,
    -- about one line in twelve was suggested to another account and corrected by the bookkeeper
    abs(hashtext(v.vendor || g || 'c')) % 12 = 0 as corrected
  from demo_vendors v
  join public.ledger_accounts a on a.organization_id = acme and a.acct_num = v.master
  cross join generate_series(0, 1) g
  where v.at_acme;
  insert into public.provider_transactions (organization_id, provider, transaction_id, transaction_effective_time,
    total_amount_cents, description, vendor, raw)
  select acme, 'ramp', p.txn, p.day::timestamp at time zone 'UTC', p.cents, p.pattern, p.vendor, '{}'::jsonb from demo_past p;
  insert into public.expense_categorizations (organization_id, source, provider_transaction_id, transaction_id, transaction_date,
    transaction_description, original_transaction_description, processed_description, payee, financial_account_name, amount_cents,
    predicted_category, predicted_account_id, actual_category, actual_account_id, confidence, layer, explanation, status,
    confirmed_at)
  select acme, 'ramp', pt.id, p.txn, p.day, p.pattern, p.pattern, lower(p.pattern), p.vendor, 'Ramp card', p.cents,
    case when p.corrected then m.fully_qualified_name else p.account_name end,
    case when p.corrected then m.id::text else p.account_id end,
    p.account_name, p.account_id, case when p.corrected then 0.84 else 0.97 end, 'history',
    format('%s of %s past lines from “%s” went to %s.', h.same, h.total, p.vendor,
      case when p.corrected then m.fully_qualified_name else p.account_name end),
    'confirmed', p.day + 2
  from demo_past p
  join public.provider_transactions pt on pt.transaction_id = p.txn and pt.provider = 'ramp'
  join public.ledger_accounts m on m.organization_id = acme and m.acct_num = '6600'
  cross join lateral (select count(*) filter (where account_id = p.account_id) as same, count(*) as total
    from public.vendor_account_history where organization_id = acme and vendor = p.vendor) h;

  /** Section: this month's card lines, categorised by the first run (the insert queues `categorisation.run`) */
  insert into public.provider_transactions (organization_id, provider, transaction_id, transaction_effective_time,
    total_amount_cents, description, vendor, raw)
  select acme, 'ramp', 'demo-ramp-' || md5(x.vendor || x.n), (current_date - x.days)::timestamp at time zone 'UTC', x.cents,
    x.description, x.vendor, '{}'::jsonb
  from (
    -- vendors Acme knows, one or two lines each
    select v.vendor, g::text as n, 1 + abs(hashtext(v.vendor || g)) % 24 as days, v.pattern as description,
      -round(v.dollars * 100 * (0.7 + (abs(hashtext(v.vendor || g || 'n')) % 60) / 100.0))::bigint as cents
    from demo_vendors v cross join generate_series(0, 1) g where v.at_acme and (g = 0 or v.dollars < 100)
    union all
    -- vendors only other clients of the firm paid: the firm model's turn
    select v.vendor, '0', 1 + abs(hashtext(v.vendor)) % 20, v.pattern, -round(v.dollars * 100 * 0.9)::bigint
    from demo_vendors v where not v.at_acme and v.master in ('6500', '6800', '6810', '6610')
    union all
    -- the rules' vendors and vendors nobody knows (the bookkeeper's queue)
    select * from (values ('WeWork', '0', 3, 'WEWORK MEMBERSHIP', -480000::bigint), ('Staples', '0', 5, 'STAPLES 00123 STORE', -8537::bigint),
      ('Qorvo Labs', '0', 2, 'QORVO LABS INV 2231', -45000::bigint), ('Zyx Holdings', '0', 4, 'ZYX HOLDINGS 4471', -8812::bigint),
      ('Blue Fern Studio', '0', 6, 'BLUE FERN STUDIO LLC', -125000::bigint), ('Northwind Logistics', '0', 7, 'NORTHWIND LOGISTICS REFUND', 23400::bigint),
      ('Kestrel Rentals', '0', 9, 'KESTREL RENTALS 0042', -61250::bigint)) v(vendor, n, days, description, cents)
  ) x
  on conflict (provider, transaction_id) do nothing;
end $$;
