-- Expense categorisation's database rules (16_categorisation.sql): a split's percentages are each 0 to 100 and add up to 100
-- whoever writes the rule; prediction_correct follows the predicted and actual accounts; a confirmed line carries its
-- confirmation time and a posted one its ledger entry; new feed lines queue one categorisation run for an organization
-- that categorises, and none for one that does not; a change is announced on the organization's topic only.
begin;
select plan(12);

insert into public.organizations (id, legal_name) values ('c5500000-0000-4000-8000-00000000000a', 'Cat Org'),
  ('c5500000-0000-4000-8000-00000000000b', 'Quiet Org');

select throws_ok($$insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, splits)
  values ('c5500000-0000-4000-8000-00000000000a', 'vendor-split', 'WeWork', 'wework',
    '[{"accountId": "1", "accountName": "Rent", "percentage": 120}, {"accountId": "2", "accountName": "Office", "percentage": -20}]')$$,
  'P0001', 'Split category percentage is between 0 and 100', 'a split percentage outside 0-100 is refused in the spec''s words');
select throws_ok($$insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, splits)
  values ('c5500000-0000-4000-8000-00000000000a', 'vendor-split', 'WeWork', 'wework',
    '[{"accountId": "1", "accountName": "Rent", "percentage": 60}, {"accountId": "2", "accountName": "Office", "percentage": 30}]')$$,
  'P0001', 'The split percentages add up to 90%: they must add up to 100%', 'a split not adding up to 100 is refused');
select lives_ok($$insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, splits)
  values ('c5500000-0000-4000-8000-00000000000a', 'vendor-split', 'WeWork', 'wework',
    '[{"accountId": "1", "accountName": "Rent", "percentage": 33.33}, {"accountId": "2", "accountName": "Office", "percentage": 66.67}]')$$,
  'a split of 33.33 and 66.67 is kept');
select throws_ok($$insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key)
  values ('c5500000-0000-4000-8000-00000000000a', 'vendor', 'Figma', 'figma')$$,
  '23514', null, 'a vendor rule needs its account');

insert into public.expense_categorizations (id, organization_id, source, transaction_id, transaction_date, amount_cents,
  predicted_category, predicted_account_id, confidence, layer, explanation)
values ('c5500000-0000-4000-8000-000000000001', 'c5500000-0000-4000-8000-00000000000a', 'ramp', 'r-1', '2026-10-01', -1500,
  'Software', '61', 0.9, 'history', 'All 5 past lines from “Figma” went to Software.');
select is((select prediction_correct from public.expense_categorizations where id = 'c5500000-0000-4000-8000-000000000001'),
  null, 'not judged before the bookkeeper decides');
update public.expense_categorizations set actual_account_id = '62', actual_category = 'Travel', status = 'confirmed', confirmed_at = now()
where id = 'c5500000-0000-4000-8000-000000000001';
select is((select prediction_correct from public.expense_categorizations where id = 'c5500000-0000-4000-8000-000000000001'),
  false, 'a correction marks the prediction wrong');
select throws_ok($$update public.expense_categorizations set status = 'posted' where id = 'c5500000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a confirmed line keeps its status while it has a confirmation time');
select throws_ok($$insert into public.expense_categorizations (organization_id, source, transaction_id, transaction_date, amount_cents,
  predicted_category, predicted_account_id, confidence, layer, explanation)
  values ('c5500000-0000-4000-8000-00000000000a', 'bank', 'b-1', '2026-10-01', -100, 'Software', '61', 0.4, 'none', 'x')$$,
  '23514', null, 'no guess means no predicted account');

insert into public.expense_categorization_settings (organization_id) values ('c5500000-0000-4000-8000-00000000000a');
insert into public.provider_transactions (organization_id, provider, transaction_id, transaction_effective_time, total_amount_cents, raw)
values ('c5500000-0000-4000-8000-00000000000a', 'ramp', 'c55-ramp-1', now(), -100, '{}'),
  ('c5500000-0000-4000-8000-00000000000a', 'ramp', 'c55-ramp-2', now(), -200, '{}'),
  ('c5500000-0000-4000-8000-00000000000b', 'ramp', 'c55-ramp-3', now(), -300, '{}');
select is((select count(*)::int from public.jobs where job_type = 'categorisation.run'
    and organization_id = 'c5500000-0000-4000-8000-00000000000a' and status in ('Pending', 'Scheduled')),
  1, 'new lines of an organization that categorises queue one run');
select is((select count(*)::int from public.jobs where job_type = 'categorisation.run'
    and organization_id = 'c5500000-0000-4000-8000-00000000000b'),
  0, 'an organization without categorisation settings queues none');

select ok(exists (select 1 from realtime.messages where topic = 'org:c5500000-0000-4000-8000-00000000000a'
    and event = 'categorisation_changed' and payload ->> 'table' = 'expense_categorizations'),
  'a categorised line is announced on its organization''s topic (staff hear it on theirs)');
select ok(not exists (select 1 from realtime.messages where topic = 'org:c5500000-0000-4000-8000-00000000000b'
    and event = 'categorisation_changed'),
  'another organization hears nothing');

select * from finish();
rollback;
