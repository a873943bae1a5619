-- Access matrix, Stripe revenue recognition: the tables of supabase/schemas/34_stripe_revenue.sql. Same callers, rules
-- and control as 09 (payment providers): an invoice's lines are read by the organization's staff and by clients the
-- organization granted Stripe data (its admins always), never by another organization's people, and so are its
-- status transitions; nobody but the service role (the ingest, the webhook handler, the posting) writes them. A payout
-- matched to a bank deposit is read the same way, confirmed and undone by staff, and only against a deposit of the
-- organization's own feeds.
--   an = anon, oa = client org admin of A, ou = client org user of A (no Stripe permission), oc = client (org admin)
--   of organization B, bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A,
--   ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a9340000-0000-4000-8000-000000000001', 'oa@matrix34.test'), ('a9340000-0000-4000-8000-000000000002', 'ou@matrix34.test'),
  ('a9340000-0000-4000-8000-000000000003', 'oc@matrix34.test'), ('a9340000-0000-4000-8000-000000000004', 'bk@matrix34.test'),
  ('a9340000-0000-4000-8000-000000000005', 'bu@matrix34.test'), ('a9340000-0000-4000-8000-000000000006', 'rv@matrix34.test'),
  ('a9340000-0000-4000-8000-000000000007', 'ad@matrix34.test'), ('a9340000-0000-4000-8000-000000000008', 'ow@matrix34.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a9340000-0000-4000-8000-000000000004', 'a9340000-0000-4000-8000-000000000005', 'a9340000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a9340000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a9340000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b9340000-0000-4000-8000-00000000000a', 'Org A'),
  ('b9340000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b9340000-0000-4000-8000-00000000000a', 'a9340000-0000-4000-8000-000000000001', 'admin'),
  ('b9340000-0000-4000-8000-00000000000a', 'a9340000-0000-4000-8000-000000000002', 'user'), ('b9340000-0000-4000-8000-00000000000b', 'a9340000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b9340000-0000-4000-8000-00000000000a', 'a9340000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b9340000-0000-4000-8000-00000000000a', 'a9340000-0000-4000-8000-000000000006');

insert into public.stripe_invoice_lines (id, organization_id, invoice_id, line_id, position, currency, amount_cents,
  description, period_start, period_end) values
  ('d9340000-0000-4000-8000-000000000001', 'b9340000-0000-4000-8000-00000000000a', 'in_matrix34a', 'il_matrix34a', 0, 'USD',
   12000, 'Annual plan', '2026-09-03', '2027-09-03'),
  ('d9340000-0000-4000-8000-000000000002', 'b9340000-0000-4000-8000-00000000000b', 'in_matrix34b', 'il_matrix34b', 0, 'USD',
   5000, 'Monthly plan', '2026-09-03', '2026-10-03');
insert into public.stripe_invoice_transitions (id, organization_id, invoice_id, transition, occurred_at, currency, total_cents,
  tax_cents) values
  ('d9340000-0000-4000-8000-000000000003', 'b9340000-0000-4000-8000-00000000000a', 'in_matrix34a', 'finalized', '2026-09-03', 'USD', 12960, 960),
  ('d9340000-0000-4000-8000-000000000004', 'b9340000-0000-4000-8000-00000000000b', 'in_matrix34b', 'finalized', '2026-09-03', 'USD', 5400, 400);
insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d9340000-0000-4000-8000-000000000010', 'b9340000-0000-4000-8000-00000000000a', 'teller', 'enr_matrix34a'),
  ('d9340000-0000-4000-8000-000000000011', 'b9340000-0000-4000-8000-00000000000b', 'teller', 'enr_matrix34b');
insert into public.teller_enrollments (id, connection_id, organization_id, teller_enrollment_id) values
  ('d9340000-0000-4000-8000-000000000016', 'd9340000-0000-4000-8000-000000000010', 'b9340000-0000-4000-8000-00000000000a', 'enr_matrix34a'),
  ('d9340000-0000-4000-8000-000000000017', 'd9340000-0000-4000-8000-000000000011', 'b9340000-0000-4000-8000-00000000000b', 'enr_matrix34b');
insert into public.bank_accounts (id, organization_id, connection_id, provider, teller_enrollment_id, account_id, name, type) values
  ('d9340000-0000-4000-8000-000000000012', 'b9340000-0000-4000-8000-00000000000a', 'd9340000-0000-4000-8000-000000000010', 'teller', 'd9340000-0000-4000-8000-000000000016', 'acc_matrix34a', 'Checking', 'depository'),
  ('d9340000-0000-4000-8000-000000000013', 'b9340000-0000-4000-8000-00000000000b', 'd9340000-0000-4000-8000-000000000011', 'teller', 'd9340000-0000-4000-8000-000000000017', 'acc_matrix34b', 'Checking', 'depository');
-- two deposits of A and two of B, one of each confirmed against a payout
insert into public.provider_transactions (id, organization_id, provider, connection_id, bank_account_id, transaction_id,
  transaction_effective_time, total_amount_cents, description, raw) values
  ('d9340000-0000-4000-8000-000000000005', 'b9340000-0000-4000-8000-00000000000a', 'teller', 'd9340000-0000-4000-8000-000000000010', 'd9340000-0000-4000-8000-000000000012', 'txn_matrix34_dep1', '2026-09-05', 94100, 'STRIPE TRANSFER', '{}'),
  ('d9340000-0000-4000-8000-000000000006', 'b9340000-0000-4000-8000-00000000000a', 'teller', 'd9340000-0000-4000-8000-000000000010', 'd9340000-0000-4000-8000-000000000012', 'txn_matrix34_dep2', '2026-09-12', 50000, 'STRIPE TRANSFER', '{}'),
  ('d9340000-0000-4000-8000-000000000008', 'b9340000-0000-4000-8000-00000000000b', 'teller', 'd9340000-0000-4000-8000-000000000011', 'd9340000-0000-4000-8000-000000000013', 'txn_matrix34_dep3', '2026-09-05', 20000, 'STRIPE TRANSFER', '{}'),
  ('d9340000-0000-4000-8000-000000000015', 'b9340000-0000-4000-8000-00000000000b', 'teller', 'd9340000-0000-4000-8000-000000000011', 'd9340000-0000-4000-8000-000000000013', 'txn_matrix34_dep4', '2026-09-12', 30000, 'STRIPE TRANSFER', '{}');
insert into public.stripe_payout_matches (id, organization_id, payout_id, provider_transaction_id, confirmed_by) values
  ('d9340000-0000-4000-8000-000000000009', 'b9340000-0000-4000-8000-00000000000a', 'po_matrix34a', 'd9340000-0000-4000-8000-000000000005', null),
  ('d9340000-0000-4000-8000-000000000014', 'b9340000-0000-4000-8000-00000000000b', 'po_matrix34b', 'd9340000-0000-4000-8000-000000000008', null);

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b9340000-0000-4000-8000-00000000000a'), ('B', 'b9340000-0000-4000-8000-00000000000b'),
  ('LINE', 'd9340000-0000-4000-8000-000000000001'), ('LINEB', 'd9340000-0000-4000-8000-000000000002'),
  ('TR', 'd9340000-0000-4000-8000-000000000003'), ('TRB', 'd9340000-0000-4000-8000-000000000004'),
  ('MATCH', 'd9340000-0000-4000-8000-000000000009'), ('MATCHB', 'd9340000-0000-4000-8000-000000000014'),
  ('DEP2', 'd9340000-0000-4000-8000-000000000006'), ('DEPB2', 'd9340000-0000-4000-8000-000000000015')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('stripe_invoice_lines', 'select', 'select count(*) from public.stripe_invoice_lines where id = :LINE', 'oa bk ad ow'),
  ('stripe_invoice_lines (another organization''s)', 'select', 'select count(*) from public.stripe_invoice_lines where id = :LINEB', 'oc ad ow'),
  ('stripe_invoice_lines', 'insert', 'insert into public.stripe_invoice_lines (organization_id, invoice_id, line_id, position, amount_cents) values (:A, ''in_matrix34a'', ''il_matrix34c'', 1, 100)', ''),
  ('stripe_invoice_lines (another organization''s)', 'insert', 'insert into public.stripe_invoice_lines (organization_id, invoice_id, line_id, position, amount_cents) values (:B, ''in_matrix34b'', ''il_matrix34d'', 1, 100)', ''),
  ('stripe_invoice_lines', 'update', 'update public.stripe_invoice_lines set amount_cents = 1 where id = :LINE', ''),
  ('stripe_invoice_lines', 'delete', 'delete from public.stripe_invoice_lines where id = :LINE', ''),
  ('stripe_invoice_transitions', 'select', 'select count(*) from public.stripe_invoice_transitions where id = :TR', 'oa bk ad ow'),
  ('stripe_invoice_transitions (another organization''s)', 'select', 'select count(*) from public.stripe_invoice_transitions where id = :TRB', 'oc ad ow'),
  ('stripe_invoice_transitions', 'insert', 'insert into public.stripe_invoice_transitions (organization_id, invoice_id, transition, occurred_at, currency, total_cents) values (:A, ''in_matrix34a'', ''paid'', now(), ''USD'', 1)', ''),
  ('stripe_invoice_transitions', 'update', 'update public.stripe_invoice_transitions set booked_period = ''2026-09-01'' where id = :TR', ''),
  ('stripe_invoice_transitions', 'delete', 'delete from public.stripe_invoice_transitions where id = :TR', ''),
  ('stripe_payout_matches', 'select', 'select count(*) from public.stripe_payout_matches where id = :MATCH', 'oa bk ad ow'),
  ('stripe_payout_matches (another organization''s)', 'select', 'select count(*) from public.stripe_payout_matches where id = :MATCHB', 'oc ad ow'),
  ('stripe_payout_matches', 'insert', 'insert into public.stripe_payout_matches (organization_id, payout_id, provider_transaction_id) values (:A, ''po_matrix34c'', :DEP2)', 'bk ad ow'),
  ('stripe_payout_matches (a deposit of another organization)', 'insert', 'insert into public.stripe_payout_matches (organization_id, payout_id, provider_transaction_id) values (:A, ''po_matrix34d'', :DEPB2)', ''),
  ('stripe_payout_matches', 'update', 'update public.stripe_payout_matches set payout_id = ''po_matrix34e'' where id = :MATCH', ''),
  ('stripe_payout_matches', 'delete', 'delete from public.stripe_payout_matches where id = :MATCH', 'bk ad ow');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a9340000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a9340000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a9340000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a9340000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a9340000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a9340000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a9340000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a9340000-0000-4000-8000-000000000008'), ('pg', null, 'a9340000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 4);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public' and c.relname in ('stripe_invoice_lines', 'stripe_invoice_transitions', 'stripe_payout_matches')
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the Stripe revenue migration has a row for each operation');

/** Section: a confirmed payout books its deposit (the entry link, once), and undoing it removes the link */
select results_eq($$select external_id, provider_transaction_id::text from public.entry_links
    where source = 'stripe' and organization_id = 'b9340000-0000-4000-8000-00000000000a'$$,
  $$values ('po_matrix34a', 'd9340000-0000-4000-8000-000000000005')$$,
  'the confirmed payout links its deposit once, under its own organization');
select throws_ok($$insert into public.stripe_payout_matches (organization_id, payout_id, provider_transaction_id)
    values ('b9340000-0000-4000-8000-00000000000a', 'po_matrix34a', 'd9340000-0000-4000-8000-000000000006')$$,
  '23505', null, 'a payout is confirmed once, so its deposit is booked once');
delete from public.stripe_payout_matches where id = 'd9340000-0000-4000-8000-000000000009';
select is((select count(*)::int from public.entry_links where source = 'stripe'
    and organization_id = 'b9340000-0000-4000-8000-00000000000a'), 0, 'undoing the match removes the link');

select * from finish();
rollback;
