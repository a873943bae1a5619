-- Access matrix, payment providers: the tables of supabase/schemas/17_payment_providers.sql. Same callers, rules and
-- control as 01, 03 and 09 (categorisation). Stripe's records are read by the organization's staff and by clients
-- the organization granted Stripe data (its admins always); the revenue mapping is read by everyone with access and
-- changed by staff only; nobody but the service role writes Stripe records, the ingest cursor or a posted month.
--   an = anon, oa = client org admin of A, ou = client org user of A (no Stripe permission), oc = client (org admin)
--   of organization B, bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A,
--   ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a9100000-0000-4000-8000-000000000001', 'oa@matrix17.test'), ('a9100000-0000-4000-8000-000000000002', 'ou@matrix17.test'),
  ('a9100000-0000-4000-8000-000000000003', 'oc@matrix17.test'), ('a9100000-0000-4000-8000-000000000004', 'bk@matrix17.test'),
  ('a9100000-0000-4000-8000-000000000005', 'bu@matrix17.test'), ('a9100000-0000-4000-8000-000000000006', 'rv@matrix17.test'),
  ('a9100000-0000-4000-8000-000000000007', 'ad@matrix17.test'), ('a9100000-0000-4000-8000-000000000008', 'ow@matrix17.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a9100000-0000-4000-8000-000000000004', 'a9100000-0000-4000-8000-000000000005', 'a9100000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a9100000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a9100000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b9100000-0000-4000-8000-00000000000a', 'Org A'),
  ('b9100000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b9100000-0000-4000-8000-00000000000a', 'a9100000-0000-4000-8000-000000000001', 'admin'),
  ('b9100000-0000-4000-8000-00000000000a', 'a9100000-0000-4000-8000-000000000002', 'user'), ('b9100000-0000-4000-8000-00000000000b', 'a9100000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b9100000-0000-4000-8000-00000000000a', 'a9100000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b9100000-0000-4000-8000-00000000000a', 'a9100000-0000-4000-8000-000000000006');

insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d9100000-0000-4000-8000-000000000001', 'b9100000-0000-4000-8000-00000000000a', 'stripe', 'acct_matrix17a'),
  ('d9100000-0000-4000-8000-000000000007', 'b9100000-0000-4000-8000-00000000000a', 'stripe', 'acct_matrix17b');
insert into public.ledger_accounts (organization_id, name, account_type) values
  ('b9100000-0000-4000-8000-00000000000a', 'Stripe Sales', 'Income'), ('b9100000-0000-4000-8000-00000000000a', 'Stripe Fees', 'Expense'),
  ('b9100000-0000-4000-8000-00000000000b', 'B Fees', 'Expense');
insert into public.stripe_balance_transactions (id, organization_id, connection_id, external_id, type, currency, amount_cents,
  fee_cents, net_cents, created_at_provider, raw) values
  ('d9100000-0000-4000-8000-000000000002', 'b9100000-0000-4000-8000-00000000000a', 'd9100000-0000-4000-8000-000000000001',
   'txn_matrix1', 'charge', 'USD', 1000, 59, 941, '2026-09-03', '{}'),
  ('d9100000-0000-4000-8000-000000000003', 'b9100000-0000-4000-8000-00000000000b', null,
   'txn_matrix2', 'charge', 'USD', 2000, 88, 1912, '2026-09-03', '{}');
insert into public.stripe_objects (id, organization_id, kind, external_id, status, provider_created_at, version, raw) values
  ('d9100000-0000-4000-8000-000000000004', 'b9100000-0000-4000-8000-00000000000a', 'invoice', 'in_matrix1', 'paid', '2026-09-03', 1, '{}');
insert into public.stripe_ingest_cursors (connection_id, organization_id, created_through) values
  ('d9100000-0000-4000-8000-000000000001', 'b9100000-0000-4000-8000-00000000000a', 1790000000);
insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
  select organization_id, 'revenue', id, 'Credit' from public.ledger_accounts where organization_id = 'b9100000-0000-4000-8000-00000000000a' and name = 'Stripe Sales';
insert into public.journal_entries (id, organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw, source_ref) values
  ('d9100000-0000-4000-8000-000000000005', 'b9100000-0000-4000-8000-00000000000a', 'stripe', 'builtin', 'matrix-17', '2026-08-31', 941, '{}', 'stripe:2026-08-01');
insert into public.stripe_period_postings (id, organization_id, period, journal_entry_id, totals, balance_transactions) values
  ('d9100000-0000-4000-8000-000000000006', 'b9100000-0000-4000-8000-00000000000a', '2026-08-01', 'd9100000-0000-4000-8000-000000000005', '{}', 1);

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b9100000-0000-4000-8000-00000000000a'), ('B', 'b9100000-0000-4000-8000-00000000000b'),
  ('CONN', 'd9100000-0000-4000-8000-000000000001'), ('BT', 'd9100000-0000-4000-8000-000000000002'),
  ('BTB', 'd9100000-0000-4000-8000-000000000003'), ('OBJ', 'd9100000-0000-4000-8000-000000000004'),
  ('JE', 'd9100000-0000-4000-8000-000000000005'), ('POSTED', 'd9100000-0000-4000-8000-000000000006'),
  ('CONN2', 'd9100000-0000-4000-8000-000000000007')) v(name, id);
insert into placeholders select 'FEES', id::text from public.ledger_accounts
  where organization_id = 'b9100000-0000-4000-8000-00000000000a' and name = 'Stripe Fees';
insert into placeholders select 'BFEES', id::text from public.ledger_accounts
  where organization_id = 'b9100000-0000-4000-8000-00000000000b' and name = 'B Fees';

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('stripe_balance_transactions', 'select', 'select count(*) from public.stripe_balance_transactions where id = :BT', 'oa bk ad ow'),
  ('stripe_balance_transactions (another organization''s)', 'select', 'select count(*) from public.stripe_balance_transactions where id = :BTB', 'oc ad ow'),
  ('stripe_balance_transactions', 'insert', 'insert into public.stripe_balance_transactions (organization_id, external_id, type, currency, amount_cents, fee_cents, net_cents, created_at_provider, raw) values (:A, ''txn_matrix3'', ''charge'', ''USD'', 1, 0, 1, now(), ''{}'')', ''),
  ('stripe_balance_transactions', 'update', 'update public.stripe_balance_transactions set booked_period = ''2026-09-01'' where id = :BT', ''),
  ('stripe_balance_transactions', 'delete', 'delete from public.stripe_balance_transactions where id = :BT', ''),
  ('stripe_objects', 'select', 'select count(*) from public.stripe_objects where id = :OBJ', 'oa bk ad ow'),
  ('stripe_objects', 'insert', 'insert into public.stripe_objects (organization_id, kind, external_id, provider_created_at, version, raw) values (:A, ''refund'', ''re_matrix'', now(), 1, ''{}'')', ''),
  ('stripe_objects', 'update', 'update public.stripe_objects set status = ''void'' where id = :OBJ', ''),
  ('stripe_objects', 'delete', 'delete from public.stripe_objects where id = :OBJ', ''),
  ('stripe_ingest_cursors', 'select', 'select count(*) from public.stripe_ingest_cursors where connection_id = :CONN', 'bk ad ow'),
  ('stripe_ingest_cursors', 'insert', 'insert into public.stripe_ingest_cursors (connection_id, organization_id) values (:CONN2, :A)', ''),
  ('stripe_ingest_cursors', 'update', 'update public.stripe_ingest_cursors set created_through = 0 where connection_id = :CONN', ''),
  ('stripe_ingest_cursors', 'delete', 'delete from public.stripe_ingest_cursors where connection_id = :CONN', ''),
  ('payment_provider_mappings', 'select', 'select count(*) from public.payment_provider_mappings where organization_id = :A and slot = ''revenue''', 'oa ou bk rv ad ow'),
  ('payment_provider_mappings', 'insert', 'insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction) values (:A, ''totalFees'', :FEES, ''Debit'')', 'bk ad ow'),
  ('payment_provider_mappings (another organization''s)', 'insert', 'insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction) values (:B, ''totalFees'', :BFEES, ''Debit'')', 'ad ow'),
  ('payment_provider_mappings', 'update', 'update public.payment_provider_mappings set transaction_direction = ''Debit'' where organization_id = :A and slot = ''revenue''', 'bk ad ow'),
  ('payment_provider_mappings', 'delete', 'delete from public.payment_provider_mappings where organization_id = :A and slot = ''revenue''', 'bk ad ow'),
  ('stripe_period_postings', 'select', 'select count(*) from public.stripe_period_postings where id = :POSTED', 'oa bk ad ow'),
  ('stripe_period_postings', 'insert', 'insert into public.stripe_period_postings (organization_id, period, journal_entry_id, totals, balance_transactions) values (:A, ''2026-07-01'', :JE, ''{}'', 0)', ''),
  ('stripe_period_postings', 'update', 'update public.stripe_period_postings set totals = ''{"x": 1}'' where id = :POSTED', ''),
  ('stripe_period_postings', 'delete', 'delete from public.stripe_period_postings where id = :POSTED', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a9100000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a9100000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a9100000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a9100000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a9100000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a9100000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a9100000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a9100000-0000-4000-8000-000000000008'), ('pg', null, 'a9100000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid >= 'public.stripe_balance_transactions'::regclass::oid and c.oid <= 'public.stripe_period_postings'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the payment providers migration has a row for each operation');

select * from finish();
rollback;
