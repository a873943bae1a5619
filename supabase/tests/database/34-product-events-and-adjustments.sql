-- Issue 31: the product's own events are emitted only for an organization the caller may act on (a ledger update by
-- its staff, a booking by anyone with access), only of the two product types, once per key, and not at all for a
-- write-back to the built-in ledger; variance-analysis adjustments are read by the client's staff and reviewers, not
-- its client nor another organization's staff; proposed by staff and reviewers, posted only by staff as themselves,
-- stepped only from proposed to posted to reversed, what was proposed never changed, never removed;
-- the books tracker reads config.catchUp.
begin;
select plan(24);

insert into auth.users (id, email) values
  ('34000000-0000-4000-8000-000000000001', 'pe-bk-a@example.test'),
  ('34000000-0000-4000-8000-000000000002', 'pe-client-a@example.test'),
  ('34000000-0000-4000-8000-000000000003', 'pe-bk-b@example.test'),
  ('34000000-0000-4000-8000-000000000004', 'pe-reviewer-a@example.test');
update public.users set role = 'bookkeeper' where id in ('34000000-0000-4000-8000-000000000001',
  '34000000-0000-4000-8000-000000000003', '34000000-0000-4000-8000-000000000004');
insert into public.organizations (id, legal_name) values
  ('34100000-0000-4000-8000-00000000000a', 'Events A'), ('34100000-0000-4000-8000-00000000000b', 'Events B');
insert into public.organization_members (organization_id, user_id) values
  ('34100000-0000-4000-8000-00000000000a', '34000000-0000-4000-8000-000000000002');
insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('34100000-0000-4000-8000-00000000000a', '34000000-0000-4000-8000-000000000001', true),
  ('34100000-0000-4000-8000-00000000000b', '34000000-0000-4000-8000-000000000003', true);
insert into public.reviewer_assignments (organization_id, user_id) values
  ('34100000-0000-4000-8000-00000000000a', '34000000-0000-4000-8000-000000000004');
update public.organizations set config = config || '{"catchUp": true}', catch_up_data = '{"catchUpDeadline": "2027-01-15"}'
  where id = '34100000-0000-4000-8000-00000000000a';
insert into public.provider_connections (organization_id, provider, external_id, status) values
  ('34100000-0000-4000-8000-00000000000a', 'quickbooks', 'realm-pe-a', 'active');
insert into public.variance_analyses (id, organization_id, start_date, end_date, threshold_percentage, threshold_amount_cents)
  values ('34200000-0000-4000-8000-000000000001', '34100000-0000-4000-8000-00000000000a', '2026-10-01', '2026-10-31', 10, 10000);
insert into public.variance_analysis_adjustments (id, organization_id, variance_analysis_id, ledger_transaction_id,
    amount_cents, from_account_id, to_account_id, memo, proposed_by, posted_by, posted_at)
  values ('34300000-0000-4000-8000-000000000001', '34100000-0000-4000-8000-00000000000a',
    '34200000-0000-4000-8000-000000000001', '101', 48000, '7', '8', 'Chairs are equipment',
    '34000000-0000-4000-8000-000000000001', '34000000-0000-4000-8000-000000000001', now());

set local role authenticated;
-- the client's bookkeeper
set local request.jwt.claims = '{"sub":"34000000-0000-4000-8000-000000000001","role":"authenticated"}';
select isnt(private.emit_product_event('34100000-0000-4000-8000-00000000000a', 'update-qb-entity', '{"entityType":"purchase"}',
  'pgtap-upd-1'), null, 'staff announce a QuickBooks update of their client');
select is((select count(*)::int from public.variance_analysis_adjustments), 1, 'staff read their client''s adjustments');
select is((select row("catchUp", "catchUpDeadline")::text from public.books_tracker_facts('2026-10-01')
  where "organizationId" = '34100000-0000-4000-8000-00000000000a'), '(t,2027-01-15)',
  'the books tracker reads a client''s catch-up (config.catchUp) and its deadline');
select lives_ok($$insert into public.variance_analysis_adjustments (organization_id, variance_analysis_id,
    ledger_transaction_id, amount_cents, from_account_id, to_account_id, memo, posted_by, posted_at)
  values ('34100000-0000-4000-8000-00000000000a', '34200000-0000-4000-8000-000000000001', '102', 100, '7', '8', 'x',
    '34000000-0000-4000-8000-000000000001', now())$$, 'and record the adjustments they posted');
select throws_ok($$insert into public.variance_analysis_adjustments (organization_id, variance_analysis_id,
    ledger_transaction_id, amount_cents, from_account_id, to_account_id, memo, posted_by, posted_at)
  values ('34100000-0000-4000-8000-00000000000a', '34200000-0000-4000-8000-000000000001', '103', 100, '7', '8', 'x',
    '34000000-0000-4000-8000-000000000004', now())$$, '42501', null, 'but not in someone else''s name');
select throws_ok($$update public.variance_analysis_adjustments set amount_cents = 1$$, '42501', null,
  'what was proposed is never changed');
select throws_ok($$update public.variance_analysis_adjustments set status = 'proposed', ledger_transaction_id = null,
    posted_by = null, posted_at = null where id = '34300000-0000-4000-8000-000000000001'$$, '42501', null,
  'a posted adjustment never goes back to proposed');
select throws_ok($$update public.variance_analysis_adjustments set status = 'reversed', reversal_ledger_transaction_id = '201',
    reversed_by = '34000000-0000-4000-8000-000000000004', reversed_at = now()
    where id = '34300000-0000-4000-8000-000000000001'$$, '42501', null, 'nor is reversed in someone else''s name');
select lives_ok($$update public.variance_analysis_adjustments set status = 'reversed', reversal_ledger_transaction_id = '201',
    reversed_by = '34000000-0000-4000-8000-000000000001', reversed_at = now()
    where id = '34300000-0000-4000-8000-000000000001'$$, 'staff reverse a posted adjustment as themselves');
select throws_ok($$delete from public.variance_analysis_adjustments$$, '42501', null, 'nor removed');
select throws_ok($$select private.emit_product_event('34100000-0000-4000-8000-00000000000a', 'webhook', '{}', 'x')$$,
  '22023', null, 'only the product''s two event types');

-- the client
set local request.jwt.claims = '{"sub":"34000000-0000-4000-8000-000000000002","role":"authenticated"}';
select isnt(private.emit_product_event('34100000-0000-4000-8000-00000000000a', 'calendly-event-upsert', '{}',
  'pgtap-cal-1'), null, 'a client announces its own booking');
select throws_ok($$select private.emit_product_event('34100000-0000-4000-8000-00000000000a', 'update-qb-entity', '{}', 'pgtap-upd-2')$$,
  '42501', null, 'but not a ledger update');
select is((select count(*)::int from public.variance_analysis_adjustments), 0, 'nor reads the adjustments');

select throws_ok($$insert into public.variance_analysis_adjustments (organization_id, variance_analysis_id, status,
    amount_cents, from_account_id, to_account_id, memo)
  values ('34100000-0000-4000-8000-00000000000a', '34200000-0000-4000-8000-000000000001', 'proposed', 100, '7', '8',
    'x')$$, '42501', null, 'nor proposes one');

-- the reviewer
set local request.jwt.claims = '{"sub":"34000000-0000-4000-8000-000000000004","role":"authenticated"}';
select is((select count(*)::int from public.variance_analysis_adjustments), 2, 'a reviewer reads them');
select lives_ok($$insert into public.variance_analysis_adjustments (id, organization_id, variance_analysis_id, status,
    line_path, amount_cents, from_account_id, to_account_id, memo)
  values ('34300000-0000-4000-8000-000000000002', '34100000-0000-4000-8000-00000000000a',
    '34200000-0000-4000-8000-000000000001', 'proposed', 'pnl:7', 100, '7', '8', 'Chairs')$$,
  'a reviewer proposes an adjustment on a line');
select throws_ok($$insert into public.variance_analysis_adjustments (organization_id, variance_analysis_id,
    ledger_transaction_id, amount_cents, from_account_id, to_account_id, memo, posted_by, posted_at)
  values ('34100000-0000-4000-8000-00000000000a', '34200000-0000-4000-8000-000000000001', '104', 100, '7', '8', 'x',
    '34000000-0000-4000-8000-000000000004', now())$$, '42501', null, 'but records no posted one');
with u as (update public.variance_analysis_adjustments set status = 'posted', ledger_transaction_id = '105',
    posted_by = '34000000-0000-4000-8000-000000000004', posted_at = now()
    where id = '34300000-0000-4000-8000-000000000002' returning 1)
select is((select count(*)::int from u), 0, 'nor posts a proposal');

-- another organization's bookkeeper
set local request.jwt.claims = '{"sub":"34000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.variance_analysis_adjustments), 0, 'another organization''s staff read none');
select throws_ok($$insert into public.variance_analysis_adjustments (organization_id, variance_analysis_id, status,
    amount_cents, from_account_id, to_account_id, memo)
  values ('34100000-0000-4000-8000-00000000000a', '34200000-0000-4000-8000-000000000001', 'proposed', 100, '7', '8',
    'x')$$, '42501', null, 'nor propose one');
select is((select row("catchUp", "catchUpDeadline")::text from public.books_tracker_facts('2026-10-01')), '(f,)',
  'a client not in catch-up has none');
select throws_ok($$select private.emit_product_event('34100000-0000-4000-8000-00000000000a', 'calendly-event-upsert', '{}', 'pgtap-cal-2')$$,
  '42501', null, 'nor announce anything of it');
select is(private.emit_product_event('34100000-0000-4000-8000-00000000000b', 'update-qb-entity', '{}', 'pgtap-upd-3'), null,
  'a write-back to the built-in ledger is no QuickBooks update');
reset role;

select * from finish();
rollback;
