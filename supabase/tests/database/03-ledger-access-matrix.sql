-- Access matrix, everything after tenancy: the built-in ledger and its search index, reports, monthly metrics,
-- account mappings, consolidation, QuickBooks copies, jobs and the event bus, Ask My Client and collaborative
-- documents, plus the private tables and the functions that hand out the same data. Same callers, rules and control
-- as 01:
-- allowed = exactly one row; refused = SQLSTATE 42501 or no row; anything else fails with its SQLSTATE and message.
-- The last assertion fails for any table in public created after public.audit_log and before
-- public.provider_connections (04 covers those from there on), and any private table a client role holds a privilege
-- on, without a row per operation, so a new table cannot skip the matrix.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role),
--   ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
-- Organizations A and C form group G; nobody below is related to C except through the group.
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a3000000-0000-4000-8000-000000000001', 'oa@matrix3.test'), ('a3000000-0000-4000-8000-000000000002', 'ou@matrix3.test'),
  ('a3000000-0000-4000-8000-000000000003', 'oc@matrix3.test'), ('a3000000-0000-4000-8000-000000000004', 'bk@matrix3.test'),
  ('a3000000-0000-4000-8000-000000000005', 'bu@matrix3.test'), ('a3000000-0000-4000-8000-000000000006', 'rv@matrix3.test'),
  ('a3000000-0000-4000-8000-000000000007', 'ad@matrix3.test'), ('a3000000-0000-4000-8000-000000000008', 'ow@matrix3.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a3000000-0000-4000-8000-000000000004', 'a3000000-0000-4000-8000-000000000005', 'a3000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a3000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a3000000-0000-4000-8000-000000000008';
insert into public.organization_groups (id, name) values ('c3000000-0000-4000-8000-000000000001', 'Matrix group');
insert into public.organizations (id, legal_name, organization_group_id) values ('b3000000-0000-4000-8000-00000000000a', 'Org A', 'c3000000-0000-4000-8000-000000000001'),
  ('b3000000-0000-4000-8000-00000000000b', 'Org B', null), ('b3000000-0000-4000-8000-00000000000c', 'Org C', 'c3000000-0000-4000-8000-000000000001');
insert into public.organization_members values ('b3000000-0000-4000-8000-00000000000a', 'a3000000-0000-4000-8000-000000000001', 'admin'),
  ('b3000000-0000-4000-8000-00000000000a', 'a3000000-0000-4000-8000-000000000002', 'user'), ('b3000000-0000-4000-8000-00000000000b', 'a3000000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b3000000-0000-4000-8000-00000000000a', 'a3000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b3000000-0000-4000-8000-00000000000a', 'a3000000-0000-4000-8000-000000000006');

insert into public.ledger_accounts (id, organization_id, name, account_type) overriding system value values
  (930001, 'b3000000-0000-4000-8000-00000000000a', 'Checking', 'Bank'), (930002, 'b3000000-0000-4000-8000-00000000000a', 'Rent', 'Expense'),
  (930003, 'b3000000-0000-4000-8000-00000000000a', 'Unused', 'Expense');
insert into public.ledger_names (id, organization_id, kind, display_name) overriding system value values (930001, 'b3000000-0000-4000-8000-00000000000a', 'vendor', 'Acme Supplies');
insert into public.ledger_classes (id, organization_id, name) overriding system value values (930001, 'b3000000-0000-4000-8000-00000000000a', 'Retail');
insert into public.ledger_departments (id, organization_id, name) overriding system value values (930001, 'b3000000-0000-4000-8000-00000000000a', 'West');
insert into public.ledger_items (id, organization_id, name, type) overriding system value values (930001, 'b3000000-0000-4000-8000-00000000000a', 'Widget', 'Service');
insert into public.ledger_terms (id, organization_id, name) overriding system value values (930001, 'b3000000-0000-4000-8000-00000000000a', 'Net 30');
insert into public.ledger_transactions (id, organization_id, kind, txn_date, total_cents) overriding system value values
  (930001, 'b3000000-0000-4000-8000-00000000000a', 'Purchase', '2026-01-05', 10000);
insert into public.ledger_postings (id, organization_id, transaction_id, line_id, account_id, amount_cents, txn_date) overriding system value values
  (930001, 'b3000000-0000-4000-8000-00000000000a', 930001, 'H', 930001, -10000, '2026-01-05'), (930002, 'b3000000-0000-4000-8000-00000000000a', 930001, '1', 930002, 10000, '2026-01-05');
insert into public.ledger_transaction_history (id, organization_id, transaction_id, sync_token, operation, body, txn_date, total_cents) overriding system value values
  (930001, 'b3000000-0000-4000-8000-00000000000a', 930001, 0, 'update', '{}', '2026-01-05', 10000);

insert into public.reports (id, organization_id, name, raw, published_at) values
  ('d3000000-0000-4000-8000-000000000001', 'b3000000-0000-4000-8000-00000000000a', 'ProfitAndLoss', '{}', now()),
  ('d3000000-0000-4000-8000-000000000002', 'b3000000-0000-4000-8000-00000000000a', 'BalanceSheet', '{}', null),
  ('d3000000-0000-4000-8000-000000000003', 'b3000000-0000-4000-8000-00000000000a', 'ConsolidatedBalanceSheet', '{}', now()),
  ('d3000000-0000-4000-8000-000000000004', 'b3000000-0000-4000-8000-00000000000c', 'ProfitAndLoss', '{}', now()),
  ('d3000000-0000-4000-8000-0000000000ff', 'b3000000-0000-4000-8000-00000000000c', 'BalanceSheet', '{}', null);
insert into public.consolidated_report_links values ('d3000000-0000-4000-8000-000000000003', 'd3000000-0000-4000-8000-000000000001'),
  ('d3000000-0000-4000-8000-000000000003', 'd3000000-0000-4000-8000-000000000004');
insert into public.monthly_metrics (organization_id, month, cash_on_hand_cents, burn_cents, income_cents, expenses_cents, net_income_cents) values
  ('b3000000-0000-4000-8000-00000000000a', '2026-01-01', 0, 0, 0, 0, 0);
insert into public.coa_mappings (id, organization_id, client_account_name, haven_account_number, haven_account_name) values
  ('d3000000-0000-4000-8000-000000000005', 'b3000000-0000-4000-8000-00000000000a', 'Checking', '1000', 'Cash');
insert into public.coa_translations (id, origin_organization_id, origin_account_name, destination_organization_id, destination_account_name) values
  ('d3000000-0000-4000-8000-000000000006', 'b3000000-0000-4000-8000-00000000000a', 'Checking', 'b3000000-0000-4000-8000-00000000000b', 'Bank');
insert into public.consolidation_mappings (id, organization_group_id, account_name, report_type, mapping_type) values
  ('d3000000-0000-4000-8000-000000000007', 'c3000000-0000-4000-8000-000000000001', 'Intercompany', 'BalanceSheet', 'Eliminate');
insert into public.consolidated_charts (id, organization_group_id, type) values ('d3000000-0000-4000-8000-000000000008', 'c3000000-0000-4000-8000-000000000001', 'BalanceSheet');
insert into public.consolidated_accounts (id, chart_id, organization_group_id, name, type) values
  ('d3000000-0000-4000-8000-000000000009', 'd3000000-0000-4000-8000-000000000008', 'c3000000-0000-4000-8000-000000000001', 'Cash', 'Bank');
insert into public.consolidated_account_mappings (id, consolidated_account_id, organization_group_id, organization_id, provider, provider_account_id, name) values
  ('d3000000-0000-4000-8000-00000000000a', 'd3000000-0000-4000-8000-000000000009', 'c3000000-0000-4000-8000-000000000001', 'b3000000-0000-4000-8000-00000000000c', 'Builtin', '77', 'Cash at C');

insert into public.provider_connections (organization_id, provider, external_id) values ('b3000000-0000-4000-8000-00000000000a', 'quickbooks', '4242');
insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, raw_data) values ('b3000000-0000-4000-8000-00000000000a', '1', '2026-01-05', 100, '{}');
insert into public.quickbooks_invoices (organization_id, qb_invoice_id, tx_date, amount_cents, raw_data) values ('b3000000-0000-4000-8000-00000000000a', '1', '2026-01-05', 100, '{}');
insert into public.quickbooks_deposits (organization_id, qb_deposit_id, tx_date, amount_cents, raw_data) values ('b3000000-0000-4000-8000-00000000000a', '1', '2026-01-05', 100, '{}');
insert into public.quickbooks_payments (organization_id, qb_transaction_id, tx_date, amount_cents, raw_data) values ('b3000000-0000-4000-8000-00000000000a', '1', '2026-01-05', 100, '{}');
insert into public.quickbooks_payment_invoices (organization_id, qb_payment_id, qb_invoice_id, amount_cents) values ('b3000000-0000-4000-8000-00000000000a', '1', '1', 100);
insert into public.quickbooks_journal_entries (organization_id, qb_journal_entry_id, tx_date, amount_cents, raw_data) values ('b3000000-0000-4000-8000-00000000000a', '1', '2026-01-05', 100, '{}');
insert into public.quickbooks_accounts (organization_id, qb_account_id, name, fully_qualified_name, account_type, raw_data) values ('b3000000-0000-4000-8000-00000000000a', '1', 'Checking', 'Checking', 'Bank', '{}');
insert into public.quickbooks_names (organization_id, kind, qb_id, display_name, raw_data) values ('b3000000-0000-4000-8000-00000000000a', 'Vendor', '1', 'Acme', '{}');
insert into public.quickbooks_ingestion_cursors (organization_id, realm_id, quickbooks_method, cursor_name, last_cursor) values ('b3000000-0000-4000-8000-00000000000a', '4242', 'cdc', 'ledger-copies', '2026-01-01');
insert into public.quickbooks_syncs (organization_id, realm_id, state, cause) values ('b3000000-0000-4000-8000-00000000000a', '4242', 'done', 'connected');

insert into public.jobs (id, organization_id, job_type, job_key, status, next_attempt_at) values
  ('d3000000-0000-4000-8000-00000000000b', 'b3000000-0000-4000-8000-00000000000a', 'matrix.probe', 'matrix-job', 'Scheduled', now() + interval '1 hour');
insert into public.events (id, organization_id, source, event_type) values ('d3000000-0000-4000-8000-00000000000c', 'b3000000-0000-4000-8000-00000000000a', 'quickbooks', 'webhook');
insert into public.event_subscriptions (handler_name, source, event_type) values ('matrix.handler', 'quickbooks', 'webhook');
insert into public.event_dispatches (id, event_id, handler_name) values ('d3000000-0000-4000-8000-00000000000d', 'd3000000-0000-4000-8000-00000000000c', 'matrix.handler');
insert into public.webhook_deliveries (id, provider, route, delivery_key, organization_id, payload) values
  ('d3000000-0000-4000-8000-00000000000e', 'quickbooks', '/quickbooks', 'matrix-key', 'b3000000-0000-4000-8000-00000000000a', '{}');
insert into private.operations_broadcasts (channel, last_sent_at) values ('matrix', now());
insert into private.rate_limits (key) values ('matrix');

insert into public.amc_expense_groups (id, organization_id, vendor_name) values ('d3000000-0000-4000-8000-00000000000f', 'b3000000-0000-4000-8000-00000000000a', 'Figma');
insert into public.amc_questions (id, organization_id, transaction_id, account_name, amount, group_id) values
  ('d3000000-0000-4000-8000-000000000010', 'b3000000-0000-4000-8000-00000000000a', 'purchase:930001', 'Ask My Client', 4250, 'd3000000-0000-4000-8000-00000000000f');
insert into public.collab_documents (id, organization_id, kind) values ('matrix-doc', 'b3000000-0000-4000-8000-00000000000a', 'test_note');
insert into public.collab_document_updates (document_id, update) values ('matrix-doc', '\x00');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b3000000-0000-4000-8000-00000000000a'), ('B', 'b3000000-0000-4000-8000-00000000000b'), ('C', 'b3000000-0000-4000-8000-00000000000c'),
  ('G', 'c3000000-0000-4000-8000-000000000001'), ('REPORT', 'd3000000-0000-4000-8000-000000000001'), ('DRAFT', 'd3000000-0000-4000-8000-000000000002'),
  ('CONSOLIDATED', 'd3000000-0000-4000-8000-000000000003'), ('REPORT_OF_C', 'd3000000-0000-4000-8000-000000000004'), ('DRAFT_OF_C', 'd3000000-0000-4000-8000-0000000000ff'),
  ('MAPPING', 'd3000000-0000-4000-8000-000000000005'), ('TRANSLATION', 'd3000000-0000-4000-8000-000000000006'),
  ('GROUP_MAPPING', 'd3000000-0000-4000-8000-000000000007'), ('CHART', 'd3000000-0000-4000-8000-000000000008'),
  ('GROUP_ACCOUNT', 'd3000000-0000-4000-8000-000000000009'), ('ACCOUNT_MAPPING_OF_C', 'd3000000-0000-4000-8000-00000000000a'),
  ('JOB', 'd3000000-0000-4000-8000-00000000000b'), ('EVENT', 'd3000000-0000-4000-8000-00000000000c'),
  ('DISPATCH', 'd3000000-0000-4000-8000-00000000000d'), ('DELIVERY', 'd3000000-0000-4000-8000-00000000000e'),
  ('EXPENSE_GROUP', 'd3000000-0000-4000-8000-00000000000f'), ('QUESTION', 'd3000000-0000-4000-8000-000000000010')) v(name, id);
insert into placeholders values ('ACCOUNT', '930001'), ('UNUSED_ACCOUNT', '930003'), ('NAME', '930001'), ('CLASS', '930001'),
  ('DEPARTMENT', '930001'), ('ITEM', '930001'), ('TERM', '930001'), ('TXN', '930001'), ('POSTING', '930002'), ('HISTORY', '930001');

/**
 * Section: who may do what. Every statement aims at exactly one row. Rows named "x()" call a function instead
 * (op 'call', counted like a read); rows named "table (case)" add a case to a table's four.
 */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  -- the built-in ledger: people with access read, the organization's staff write; transactions are voided, never deleted
  ('ledger_accounts', 'select', 'select count(*) from public.ledger_accounts where id = :ACCOUNT', 'oa ou bk rv ad ow'),
  ('ledger_accounts', 'insert', 'insert into public.ledger_accounts (organization_id, name, account_type) values (:A, ''Savings'', ''Bank'')', 'bk ad ow'),
  ('ledger_accounts', 'update', 'update public.ledger_accounts set name = ''Operating'' where id = :ACCOUNT', 'bk ad ow'),
  ('ledger_accounts', 'delete', 'delete from public.ledger_accounts where id = :UNUSED_ACCOUNT', 'bk ad ow'),
  ('ledger_names', 'select', 'select count(*) from public.ledger_names where id = :NAME', 'oa ou bk rv ad ow'),
  ('ledger_names', 'insert', 'insert into public.ledger_names (organization_id, kind, display_name) values (:A, ''vendor'', ''Globex'')', 'bk ad ow'),
  ('ledger_names', 'update', 'update public.ledger_names set display_name = ''Acme Supply Co'' where id = :NAME', 'bk ad ow'),
  ('ledger_names', 'delete', 'delete from public.ledger_names where id = :NAME', 'bk ad ow'),
  ('ledger_classes', 'select', 'select count(*) from public.ledger_classes where id = :CLASS', 'oa ou bk rv ad ow'),
  ('ledger_classes', 'insert', 'insert into public.ledger_classes (organization_id, name) values (:A, ''Wholesale'')', 'bk ad ow'),
  ('ledger_classes', 'update', 'update public.ledger_classes set name = ''Online'' where id = :CLASS', 'bk ad ow'),
  ('ledger_classes', 'delete', 'delete from public.ledger_classes where id = :CLASS', 'bk ad ow'),
  ('ledger_departments', 'select', 'select count(*) from public.ledger_departments where id = :DEPARTMENT', 'oa ou bk rv ad ow'),
  ('ledger_departments', 'insert', 'insert into public.ledger_departments (organization_id, name) values (:A, ''East'')', 'bk ad ow'),
  ('ledger_departments', 'update', 'update public.ledger_departments set name = ''North'' where id = :DEPARTMENT', 'bk ad ow'),
  ('ledger_departments', 'delete', 'delete from public.ledger_departments where id = :DEPARTMENT', 'bk ad ow'),
  ('ledger_items', 'select', 'select count(*) from public.ledger_items where id = :ITEM', 'oa ou bk rv ad ow'),
  ('ledger_items', 'insert', 'insert into public.ledger_items (organization_id, name, type) values (:A, ''Gadget'', ''Service'')', 'bk ad ow'),
  ('ledger_items', 'update', 'update public.ledger_items set sku = ''W-1'' where id = :ITEM', 'bk ad ow'),
  ('ledger_items', 'delete', 'delete from public.ledger_items where id = :ITEM', 'bk ad ow'),
  ('ledger_terms', 'select', 'select count(*) from public.ledger_terms where id = :TERM', 'oa ou bk rv ad ow'),
  ('ledger_terms', 'insert', 'insert into public.ledger_terms (organization_id, name) values (:A, ''Net 60'')', 'bk ad ow'),
  ('ledger_terms', 'update', 'update public.ledger_terms set due_days = 30 where id = :TERM', 'bk ad ow'),
  ('ledger_terms', 'delete', 'delete from public.ledger_terms where id = :TERM', 'bk ad ow'),
  ('ledger_transactions', 'select', 'select count(*) from public.ledger_transactions where id = :TXN', 'oa ou bk rv ad ow'),
  ('ledger_transactions', 'insert', 'insert into public.ledger_transactions (organization_id, kind, txn_date) values (:A, ''JournalEntry'', ''2026-02-01'')', 'bk ad ow'),
  ('ledger_transactions', 'update', 'update public.ledger_transactions set private_note = ''Checked'' where id = :TXN', 'bk ad ow'),
  ('ledger_transactions', 'delete', 'delete from public.ledger_transactions where id = :TXN', ''),
  ('ledger_postings', 'select', 'select count(*) from public.ledger_postings where id = :POSTING', 'oa ou bk rv ad ow'),
  ('ledger_postings', 'insert', 'insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date) values (:A, :TXN, ''2'', :ACCOUNT, 0, ''2026-01-05'')', 'bk ad ow'),
  ('ledger_postings', 'update', 'update public.ledger_postings set description = ''January rent'' where id = :POSTING', 'bk ad ow'),
  ('ledger_postings', 'delete', 'delete from public.ledger_postings where id = :POSTING', 'bk ad ow'),
  -- the monthly totals follow the postings (trigger); people read them as they read postings, and no one writes them
  ('ledger_posting_months', 'select', 'select count(*) from public.ledger_posting_months where organization_id = :A and account_id = 930001', 'oa ou bk rv ad ow'),
  ('ledger_posting_months', 'insert', 'insert into public.ledger_posting_months (organization_id, month, account_id, basis, amount_cents, postings) values (:A, ''2026-02-01'', 930001, 0, 1, 1)', ''),
  ('ledger_posting_months', 'update', 'update public.ledger_posting_months set amount_cents = 0 where organization_id = :A and account_id = 930001', ''),
  ('ledger_posting_months', 'delete', 'delete from public.ledger_posting_months where organization_id = :A and account_id = 930001', ''),
  ('ledger_transaction_history', 'select', 'select count(*) from public.ledger_transaction_history where id = :HISTORY', 'oa ou bk rv ad ow'),
  ('ledger_transaction_history', 'insert', 'insert into public.ledger_transaction_history (organization_id, transaction_id, sync_token, operation, body, txn_date, total_cents) values (:A, :TXN, 5, ''update'', ''{}'', ''2026-01-05'', 0)', ''),
  ('ledger_transaction_history', 'update', 'update public.ledger_transaction_history set body = ''{}'' where id = :HISTORY', ''),
  ('ledger_transaction_history', 'delete', 'delete from public.ledger_transaction_history where id = :HISTORY', ''),
  -- the search index over both ledgers: kept by triggers (the fixtures' transaction has its entry), never written directly
  ('transaction_search_entries', 'select', 'select count(*) from public.transaction_search_entries where source = ''ledger'' and record_id = ''930001''', 'oa ou bk rv ad ow'),
  ('transaction_search_entries', 'insert', 'insert into public.transaction_search_entries (organization_id, source, record_type, record_id, txn_date, amount_cents) values (:A, ''ledger'', ''JournalEntry'', ''930099'', ''2026-01-05'', 0)', ''),
  ('transaction_search_entries', 'update', 'update public.transaction_search_entries set memo = ''forged'' where source = ''ledger'' and record_id = ''930001''', ''),
  ('transaction_search_entries', 'delete', 'delete from public.transaction_search_entries where source = ''ledger'' and record_id = ''930001''', ''),
  -- reports: staff see drafts; people with access see published ones; a link shows to whoever sees both reports
  ('reports', 'select', 'select count(*) from public.reports where id = :REPORT', 'oa ou bk rv ad ow'),
  ('reports (draft)', 'select', 'select count(*) from public.reports where id = :DRAFT', 'bk ad ow'),
  ('reports', 'insert', 'insert into public.reports (organization_id, name, raw) values (:A, ''BalanceSheet'', ''{}'')', 'bk ad ow'),
  ('reports', 'update', 'update public.reports set raw = ''{"edited": true}'' where id = :REPORT', 'bk ad ow'),
  ('reports', 'delete', 'delete from public.reports where id = :REPORT', 'bk ad ow'),
  ('consolidated_report_links', 'select', 'select count(*) from public.consolidated_report_links where consolidated_report_id = :CONSOLIDATED and entity_report_id = :REPORT', 'oa ou bk rv ad ow'),
  ('consolidated_report_links (entity of C)', 'select', 'select count(*) from public.consolidated_report_links where consolidated_report_id = :CONSOLIDATED and entity_report_id = :REPORT_OF_C', 'ad ow'),
  ('consolidated_report_links', 'insert', 'insert into public.consolidated_report_links values (:CONSOLIDATED, :DRAFT)', 'bk ad ow'),
  ('consolidated_report_links (entity of C)', 'insert', 'insert into public.consolidated_report_links values (:CONSOLIDATED, :DRAFT_OF_C)', 'ad ow'),
  ('consolidated_report_links', 'update', 'update public.consolidated_report_links set entity_report_id = :DRAFT where consolidated_report_id = :CONSOLIDATED and entity_report_id = :REPORT', ''),
  ('consolidated_report_links', 'delete', 'delete from public.consolidated_report_links where consolidated_report_id = :CONSOLIDATED and entity_report_id = :REPORT', ''),
  ('monthly_metrics', 'select', 'select count(*) from public.monthly_metrics where organization_id = :A and month = ''2026-01-01''', 'oa ou bk rv ad ow'),
  ('monthly_metrics', 'insert', 'insert into public.monthly_metrics (organization_id, month, cash_on_hand_cents, burn_cents, income_cents, expenses_cents, net_income_cents) values (:A, ''2026-02-01'', 0, 0, 0, 0, 0)', ''),
  ('monthly_metrics', 'update', 'update public.monthly_metrics set burn_cents = 1 where organization_id = :A and month = ''2026-01-01''', ''),
  ('monthly_metrics', 'delete', 'delete from public.monthly_metrics where organization_id = :A and month = ''2026-01-01''', ''),
  -- chart-of-accounts mappings; a translation needs access to (or staff of) both organizations
  ('coa_mappings', 'select', 'select count(*) from public.coa_mappings where id = :MAPPING', 'oa ou bk rv ad ow'),
  ('coa_mappings', 'insert', 'insert into public.coa_mappings (organization_id, client_account_name, haven_account_number, haven_account_name) values (:A, ''Savings'', ''1010'', ''Cash'')', 'bk ad ow'),
  ('coa_mappings', 'update', 'update public.coa_mappings set haven_account_name = ''Cash and equivalents'' where id = :MAPPING', 'bk ad ow'),
  ('coa_mappings', 'delete', 'delete from public.coa_mappings where id = :MAPPING', 'bk ad ow'),
  ('coa_translations', 'select', 'select count(*) from public.coa_translations where id = :TRANSLATION', 'ad ow'),
  ('coa_translations', 'insert', 'insert into public.coa_translations (origin_organization_id, origin_account_name, destination_organization_id, destination_account_name) values (:A, ''Rent'', :B, ''Rent'')', 'ad ow'),
  ('coa_translations', 'update', 'update public.coa_translations set destination_account_name = ''Rent expense'' where id = :TRANSLATION', 'ad ow'),
  ('coa_translations', 'delete', 'delete from public.coa_translations where id = :TRANSLATION', 'ad ow'),
  -- consolidation of group G: read by anyone with access to one of its organizations, managed only with staff access
  -- to every member (A's bookkeeper is not C's, so only admins and owners manage G)
  ('consolidation_mappings', 'select', 'select count(*) from public.consolidation_mappings where id = :GROUP_MAPPING', 'oa ou bk rv ad ow'),
  ('consolidation_mappings', 'insert', 'insert into public.consolidation_mappings (organization_group_id, account_name, report_type, mapping_type) values (:G, ''Due from C'', ''BalanceSheet'', ''Eliminate'')', 'ad ow'),
  ('consolidation_mappings', 'update', 'update public.consolidation_mappings set mapping_type = ''Combine'' where id = :GROUP_MAPPING', 'ad ow'),
  ('consolidation_mappings', 'delete', 'delete from public.consolidation_mappings where id = :GROUP_MAPPING', 'ad ow'),
  ('consolidated_charts', 'select', 'select count(*) from public.consolidated_charts where id = :CHART', 'oa ou bk rv ad ow'),
  ('consolidated_charts', 'insert', 'insert into public.consolidated_charts (organization_group_id, type) values (:G, ''ProfitAndLoss'')', 'ad ow'),
  ('consolidated_charts', 'update', 'update public.consolidated_charts set created_at = now() where id = :CHART', 'ad ow'),
  ('consolidated_charts', 'delete', 'delete from public.consolidated_charts where id = :CHART', 'ad ow'),
  ('consolidated_accounts', 'select', 'select count(*) from public.consolidated_accounts where id = :GROUP_ACCOUNT', 'oa ou bk rv ad ow'),
  ('consolidated_accounts', 'insert', 'insert into public.consolidated_accounts (chart_id, organization_group_id, name, type) values (:CHART, :G, ''Rent'', ''Expense'')', 'ad ow'),
  ('consolidated_accounts', 'update', 'update public.consolidated_accounts set number = ''1000'' where id = :GROUP_ACCOUNT', 'ad ow'),
  ('consolidated_accounts', 'delete', 'delete from public.consolidated_accounts where id = :GROUP_ACCOUNT', 'ad ow'),
  -- a provider account mapping is C's data: read by those who see C, managed by those who manage the whole group
  ('consolidated_account_mappings', 'select', 'select count(*) from public.consolidated_account_mappings where id = :ACCOUNT_MAPPING_OF_C', 'ad ow'),
  ('consolidated_account_mappings', 'insert', 'insert into public.consolidated_account_mappings (consolidated_account_id, organization_group_id, organization_id, provider, provider_account_id, name) values (:GROUP_ACCOUNT, :G, :A, ''Builtin'', ''930001'', ''Checking'')', 'ad ow'),
  ('consolidated_account_mappings', 'update', 'update public.consolidated_account_mappings set name = ''Cash at C, renamed'' where id = :ACCOUNT_MAPPING_OF_C', 'ad ow'),
  ('consolidated_account_mappings', 'delete', 'delete from public.consolidated_account_mappings where id = :ACCOUNT_MAPPING_OF_C', 'ad ow'),
  -- QuickBooks copies: read with access, written only by the service role (privileges revoked: 42501)
  ('quickbooks_purchases', 'select', 'select count(*) from public.quickbooks_purchases where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_purchases', 'insert', 'insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, raw_data) values (:A, ''2'', ''2026-01-06'', 1, ''{}'')', ''),
  ('quickbooks_purchases', 'update', 'update public.quickbooks_purchases set amount_cents = 1 where organization_id = :A', ''),
  ('quickbooks_purchases', 'delete', 'delete from public.quickbooks_purchases where organization_id = :A', ''),
  ('quickbooks_invoices', 'select', 'select count(*) from public.quickbooks_invoices where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_invoices', 'insert', 'insert into public.quickbooks_invoices (organization_id, qb_invoice_id, tx_date, amount_cents, raw_data) values (:A, ''2'', ''2026-01-06'', 1, ''{}'')', ''),
  ('quickbooks_invoices', 'update', 'update public.quickbooks_invoices set balance_cents = 1 where organization_id = :A', ''),
  ('quickbooks_invoices', 'delete', 'delete from public.quickbooks_invoices where organization_id = :A', ''),
  ('quickbooks_deposits', 'select', 'select count(*) from public.quickbooks_deposits where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_deposits', 'insert', 'insert into public.quickbooks_deposits (organization_id, qb_deposit_id, tx_date, amount_cents, raw_data) values (:A, ''2'', ''2026-01-06'', 1, ''{}'')', ''),
  ('quickbooks_deposits', 'update', 'update public.quickbooks_deposits set amount_cents = 1 where organization_id = :A', ''),
  ('quickbooks_deposits', 'delete', 'delete from public.quickbooks_deposits where organization_id = :A', ''),
  ('quickbooks_payments', 'select', 'select count(*) from public.quickbooks_payments where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_payments', 'insert', 'insert into public.quickbooks_payments (organization_id, qb_transaction_id, tx_date, amount_cents, raw_data) values (:A, ''2'', ''2026-01-06'', 1, ''{}'')', ''),
  ('quickbooks_payments', 'update', 'update public.quickbooks_payments set amount_cents = 1 where organization_id = :A', ''),
  ('quickbooks_payments', 'delete', 'delete from public.quickbooks_payments where organization_id = :A', ''),
  ('quickbooks_payment_invoices', 'select', 'select count(*) from public.quickbooks_payment_invoices where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_payment_invoices', 'insert', 'insert into public.quickbooks_payment_invoices (organization_id, qb_payment_id, qb_invoice_id, amount_cents) values (:A, ''1'', ''2'', 1)', ''),
  ('quickbooks_payment_invoices', 'update', 'update public.quickbooks_payment_invoices set amount_cents = 1 where organization_id = :A', ''),
  ('quickbooks_payment_invoices', 'delete', 'delete from public.quickbooks_payment_invoices where organization_id = :A', ''),
  ('quickbooks_journal_entries', 'select', 'select count(*) from public.quickbooks_journal_entries where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_journal_entries', 'insert', 'insert into public.quickbooks_journal_entries (organization_id, qb_journal_entry_id, tx_date, amount_cents, raw_data) values (:A, ''2'', ''2026-01-06'', 1, ''{}'')', ''),
  ('quickbooks_journal_entries', 'update', 'update public.quickbooks_journal_entries set doc_number = ''7'' where organization_id = :A', ''),
  ('quickbooks_journal_entries', 'delete', 'delete from public.quickbooks_journal_entries where organization_id = :A', ''),
  ('quickbooks_accounts', 'select', 'select count(*) from public.quickbooks_accounts where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_accounts', 'insert', 'insert into public.quickbooks_accounts (organization_id, qb_account_id, name, fully_qualified_name, account_type, raw_data) values (:A, ''2'', ''Rent'', ''Rent'', ''Expense'', ''{}'')', ''),
  ('quickbooks_accounts', 'update', 'update public.quickbooks_accounts set active = false where organization_id = :A', ''),
  ('quickbooks_accounts', 'delete', 'delete from public.quickbooks_accounts where organization_id = :A', ''),
  ('quickbooks_names', 'select', 'select count(*) from public.quickbooks_names where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_names', 'insert', 'insert into public.quickbooks_names (organization_id, kind, qb_id, display_name, raw_data) values (:A, ''Vendor'', ''2'', ''Globex'', ''{}'')', ''),
  ('quickbooks_names', 'update', 'update public.quickbooks_names set active = false where organization_id = :A', ''),
  ('quickbooks_names', 'delete', 'delete from public.quickbooks_names where organization_id = :A', ''),
  ('quickbooks_ingestion_cursors', 'select', 'select count(*) from public.quickbooks_ingestion_cursors where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_ingestion_cursors', 'insert', 'insert into public.quickbooks_ingestion_cursors (organization_id, realm_id, quickbooks_method, cursor_name, last_cursor) values (:A, ''4242'', ''query'', ''ledger-copies'', ''x'')', ''),
  ('quickbooks_ingestion_cursors', 'update', 'update public.quickbooks_ingestion_cursors set last_cursor = ''rewound'' where organization_id = :A', ''),
  ('quickbooks_ingestion_cursors', 'delete', 'delete from public.quickbooks_ingestion_cursors where organization_id = :A', ''),
  ('quickbooks_syncs', 'select', 'select count(*) from public.quickbooks_syncs where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_syncs', 'insert', 'insert into public.quickbooks_syncs (organization_id, state, cause) values (:B, ''queued'', ''manual'')', ''),
  ('quickbooks_syncs', 'update', 'update public.quickbooks_syncs set state = ''failed'' where organization_id = :A', ''),
  ('quickbooks_syncs', 'delete', 'delete from public.quickbooks_syncs where organization_id = :A', ''),
  ('quickbooks_account_chart (view)', 'select', 'select count(*) from public.quickbooks_account_chart where organization_id = :A', 'oa ou bk rv ad ow'),
  ('quickbooks_connection_status()', 'call', 'select count(*) from public.quickbooks_connection_status(:A)', 'oa ou bk rv ad ow'),
  -- jobs and the event bus: admins read; workers (the owner) and the service role write; admins retry and cancel
  ('jobs', 'select', 'select count(*) from public.jobs where id = :JOB', 'ad ow'),
  ('jobs', 'insert', 'insert into public.jobs (job_type) values (''matrix.other'')', ''),
  ('jobs', 'update', 'update public.jobs set status = ''Pending'' where id = :JOB', ''),
  ('jobs', 'delete', 'delete from public.jobs where id = :JOB', ''),
  ('private.retry_job()', 'call', 'select count(*) from private.retry_job(:JOB)', 'ad ow'),
  ('private.cancel_job()', 'call', 'select count(*) from private.cancel_job(:JOB)', 'ad ow'),
  ('events', 'select', 'select count(*) from public.events where id = :EVENT', 'ad ow'),
  ('events', 'insert', 'insert into public.events (source, event_type) values (''quickbooks'', ''webhook'')', ''),
  ('events', 'update', 'update public.events set payload = ''{"forged": true}'' where id = :EVENT', ''),
  ('events', 'delete', 'delete from public.events where id = :EVENT', ''),
  ('event_subscriptions', 'select', 'select count(*) from public.event_subscriptions where handler_name = ''matrix.handler''', 'ad ow'),
  ('event_subscriptions', 'insert', 'insert into public.event_subscriptions (handler_name, source, event_type) values (''matrix.other'', ''quickbooks'', ''webhook'')', ''),
  ('event_subscriptions', 'update', 'update public.event_subscriptions set active = false where handler_name = ''matrix.handler''', ''),
  ('event_subscriptions', 'delete', 'delete from public.event_subscriptions where handler_name = ''matrix.handler''', ''),
  ('event_dispatches', 'select', 'select count(*) from public.event_dispatches where id = :DISPATCH', 'ad ow'),
  ('event_dispatches', 'insert', 'insert into public.event_dispatches (event_id, handler_name) values (:EVENT, ''matrix.other'')', ''),
  ('event_dispatches', 'update', 'update public.event_dispatches set state = ''completed'' where id = :DISPATCH', ''),
  ('event_dispatches', 'delete', 'delete from public.event_dispatches where id = :DISPATCH', ''),
  ('webhook_deliveries', 'select', 'select count(*) from public.webhook_deliveries where id = :DELIVERY', 'ad ow'),
  ('webhook_deliveries', 'insert', 'insert into public.webhook_deliveries (provider, route, delivery_key, payload) values (''quickbooks'', ''/quickbooks'', ''matrix-key-2'', ''{}'')', ''),
  ('webhook_deliveries', 'update', 'update public.webhook_deliveries set processed_at = now() where id = :DELIVERY', ''),
  ('webhook_deliveries', 'delete', 'delete from public.webhook_deliveries where id = :DELIVERY', ''),
  -- private tables: no client role holds a privilege (anon cannot even use the schema)
  ('private.operations_broadcasts', 'select', 'select count(*) from private.operations_broadcasts where channel = ''matrix''', ''),
  ('private.operations_broadcasts', 'insert', 'insert into private.operations_broadcasts (channel, last_sent_at) values (''matrix-2'', now())', ''),
  ('private.operations_broadcasts', 'update', 'update private.operations_broadcasts set last_sent_at = now() where channel = ''matrix''', ''),
  ('private.operations_broadcasts', 'delete', 'delete from private.operations_broadcasts where channel = ''matrix''', ''),
  ('private.rate_limits', 'select', 'select count(*) from private.rate_limits where key = ''matrix''', ''),
  ('private.rate_limits', 'insert', 'insert into private.rate_limits (key) values (''matrix-2'')', ''),
  ('private.rate_limits', 'update', 'update private.rate_limits set hits = 0 where key = ''matrix''', ''),
  ('private.rate_limits', 'delete', 'delete from private.rate_limits where key = ''matrix''', ''),
  ('private.hit_rate_limit()', 'call', 'select count(*) from private.hit_rate_limit(''matrix'', 5, interval ''1 minute'')', ''),
  -- Ask My Client: members answer (the guard refuses anything else with 42501), staff manage; groups are never edited
  ('amc_expense_groups', 'select', 'select count(*) from public.amc_expense_groups where id = :EXPENSE_GROUP', 'oa ou bk rv ad ow'),
  ('amc_expense_groups', 'insert', 'insert into public.amc_expense_groups (organization_id, vendor_name) values (:A, ''Notion'')', 'oa ou bk ad ow'),
  ('amc_expense_groups', 'update', 'update public.amc_expense_groups set vendor_name = ''Figma Inc'' where id = :EXPENSE_GROUP', ''),
  ('amc_expense_groups', 'delete', 'delete from public.amc_expense_groups where id = :EXPENSE_GROUP', ''),
  ('amc_questions', 'select', 'select count(*) from public.amc_questions where id = :QUESTION', 'oa ou bk rv ad ow'),
  ('amc_questions', 'insert', 'insert into public.amc_questions (organization_id, transaction_id, account_name, amount) values (:A, ''purchase:2'', ''Ask My Client'', 100)', 'bk ad ow'),
  ('amc_questions', 'update', 'update public.amc_questions set client_response = ''A design tool'' where id = :QUESTION', 'oa ou bk ad ow'),
  ('amc_questions (amount)', 'update', 'update public.amc_questions set amount = 1 where id = :QUESTION', 'bk ad ow'),
  ('amc_questions', 'delete', 'delete from public.amc_questions where id = :QUESTION', 'bk ad ow'),
  -- collaborative documents: opened and created with access (reviewers included); content only through the collab server
  ('collab_documents', 'select', 'select count(*) from public.collab_documents where id = ''matrix-doc''', 'oa ou bk rv ad ow'),
  ('collab_documents', 'insert', 'insert into public.collab_documents (id, organization_id, kind) values (''matrix-doc-2'', :A, ''test_note'')', 'oa ou bk rv ad ow'),
  ('collab_documents', 'update', 'update public.collab_documents set kind = ''memo'' where id = ''matrix-doc''', ''),
  ('collab_documents', 'delete', 'delete from public.collab_documents where id = ''matrix-doc''', ''),
  ('collab_document_updates', 'select', 'select count(*) from public.collab_document_updates where document_id = ''matrix-doc''', ''),
  ('collab_document_updates', 'insert', 'insert into public.collab_document_updates (document_id, update) values (''matrix-doc'', ''\x00'')', ''),
  ('collab_document_updates', 'update', 'update public.collab_document_updates set update = ''\x01'' where document_id = ''matrix-doc''', ''),
  ('collab_document_updates', 'delete', 'delete from public.collab_document_updates where document_id = ''matrix-doc''', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a3000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a3000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a3000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a3000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a3000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a3000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a3000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a3000000-0000-4000-8000-000000000008'), ('pg', null, 'a3000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p')
    and ((n.nspname = 'public' and c.oid > 'public.audit_log'::regclass::oid and c.oid < 'public.provider_connections'::regclass::oid)
      or (n.nspname = 'private' and (has_table_privilege('authenticated', c.oid, 'select, insert, update, delete')
                                     or has_table_privilege('anon', c.oid, 'select, insert, update, delete'))))
    and not exists (select 1 from matrix m where m.op = o.op
                    and split_part(m.tbl, ' ', 1) in (c.relname, n.nspname || '.' || c.relname))
$$, 'every table created after public.audit_log (up to public.provider_connections, which 04 covers), and every private table a client role may touch, has a row for each operation');

select * from finish();
rollback;
