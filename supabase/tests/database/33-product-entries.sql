-- The product's entries are recorded for a client by its staff (private.record_product_entry), once per ledger entry;
-- nobody else records one, and nobody signed in writes the table directly.
begin;
select plan(5);

insert into auth.users (id, email) values
  ('33000000-0000-4000-8000-000000000001', 'pe-keeper@example.test'),
  ('33000000-0000-4000-8000-000000000002', 'pe-client@example.test');
update public.users set role = 'bookkeeper' where id = '33000000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values ('33100000-0000-4000-8000-00000000000a', 'Entries Co');
insert into public.organization_members (organization_id, user_id) values
  ('33100000-0000-4000-8000-00000000000a', '33000000-0000-4000-8000-000000000002');
insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('33100000-0000-4000-8000-00000000000a', '33000000-0000-4000-8000-000000000001', true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"33000000-0000-4000-8000-000000000001","role":"authenticated"}';
create temporary table ids as select private.record_product_entry('33100000-0000-4000-8000-00000000000a', 'accrued_expense',
  'builtin', '777', '0', '2026-09-30', 'ACR-1', 12500, '{}', 'accrued_expense_values:x') as id;
select is((select count(*)::int from public.journal_entries where journal_entry_id = '777'), 1, 'a bookkeeper records an entry they posted');
select is(private.record_product_entry('33100000-0000-4000-8000-00000000000a', 'accrued_expense', 'builtin', '777', '0',
  '2026-09-30', 'ACR-1', 12500, '{}', 'accrued_expense_values:x'), (select id from ids), 'the same ledger entry is recorded once');
select throws_ok($$insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date,
  amount_cents, raw, source_ref) values ('33100000-0000-4000-8000-00000000000a', 'general', 'builtin', '778', '2026-09-30', 1, '{}', 'x:y')$$,
  '42501', null, 'nobody writes the table directly');

set local request.jwt.claims = '{"sub":"33000000-0000-4000-8000-000000000002","role":"authenticated"}';
select throws_ok($$select private.record_product_entry('33100000-0000-4000-8000-00000000000a', 'general', 'builtin', '779', null,
  '2026-09-30', null, 1, '{}', 'x:y')$$, '42501', null, 'a client does not record entries');
select is((select count(*)::int from public.journal_entries where journal_entry_id = '777'), 1, 'but reads them');
reset role;

select * from finish();
rollback;
