-- Banking onboarding rules held by the database (supabase/schemas/11_banking.sql): the application's
-- state machine, what a signed-in client may still change once it is submitted or approved, the owners' states and
-- their finished part, the constraints behind the spec's values, and an audit log free of tokens and personal details.
begin;
select plan(27);

/** Section: fixtures */
insert into auth.users (id, email) values ('a6200000-0000-4000-8000-000000000001', 'oa@rules62.test');
update public.users set products = '{accounting,banking}' where id = 'a6200000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values ('b6200000-0000-4000-8000-00000000000a', 'Rules A'),
  ('b6200000-0000-4000-8000-00000000000b', 'Rules B');
insert into public.organization_members values ('b6200000-0000-4000-8000-00000000000a', 'a6200000-0000-4000-8000-000000000001', 'admin');
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values ('b6200000-0000-4000-8000-00000000000a', 'banking', true);
insert into public.banking_applications (id, organization_id, legal_name) values
  ('d6200000-0000-4000-8000-000000000001', 'b6200000-0000-4000-8000-00000000000a', 'Rules A LLC');

create function pg_temp.as_client(stmt text) returns text language plpgsql as $$
begin
  perform set_config('request.jwt.claims', '{"sub": "a6200000-0000-4000-8000-000000000001", "role": "authenticated"}', true);
  set local role authenticated;
  execute stmt;
  reset role;
  return 'done';
exception when others then
  reset role;
  return sqlstate || ': ' || sqlerrm;
end $$;

/** Section: the application's states */
select throws_ok($$update public.banking_applications set status = 'approved', core_customer_id = 'c', submitted_at = now()
  where id = 'd6200000-0000-4000-8000-000000000001'$$, 'P0001', 'A banking application cannot go from draft to approved',
  'a draft cannot skip the owners and the bank');
select lives_ok($$update public.banking_applications set status = 'owners_pending', submitted_at = now()
  where id = 'd6200000-0000-4000-8000-000000000001'$$, 'draft → owners_pending');
select throws_ok($$update public.banking_applications set status = 'draft' where id = 'd6200000-0000-4000-8000-000000000001'$$,
  'P0001', 'A banking application cannot go from owners_pending to draft', 'a submission is not taken back');
select lives_ok($$update public.banking_applications set status = 'submitted' where id = 'd6200000-0000-4000-8000-000000000001'$$,
  'owners_pending → submitted');
select throws_ok($$update public.banking_applications set status = 'in_review' where id = 'd6200000-0000-4000-8000-000000000001'$$,
  '23514', null, 'the bank reviews only a customer it knows');
select lives_ok($$update public.banking_applications set status = 'in_review', core_customer_id = 'cust-62'
  where id = 'd6200000-0000-4000-8000-000000000001'$$, 'submitted → in_review');
select throws_ok($$update public.banking_applications set status = 'refused' where id = 'd6200000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a refusal carries its reason');
select lives_ok($$update public.banking_applications set status = 'approved', decided_at = now()
  where id = 'd6200000-0000-4000-8000-000000000001'$$, 'in_review → approved');
select throws_ok($$update public.banking_applications set status = 'refused', refusal_reason = 'late'
  where id = 'd6200000-0000-4000-8000-000000000001'$$, 'P0001', 'A banking application cannot go from approved to refused',
  'an approval is final');

/** Section: what a signed-in client may change */
select is(pg_temp.as_client($$update public.banking_applications set phone = '5035550100', address_city = 'Salem'
  where id = 'd6200000-0000-4000-8000-000000000001'$$), 'done', 'approved: the admin changes the contact details');
select is(pg_temp.as_client($$update public.banking_applications set legal_name = 'Renamed LLC'
  where id = 'd6200000-0000-4000-8000-000000000001'$$),
  '42501: This application was submitted and can no longer be changed', 'approved: not what the bank verified');
select is(pg_temp.as_client($$insert into public.banking_applications (organization_id, legal_name)
  values ('b6200000-0000-4000-8000-00000000000a', 'Second')$$)::text ~ '^23505', true, 'one application per organization');
insert into public.organization_members values ('b6200000-0000-4000-8000-00000000000b', 'a6200000-0000-4000-8000-000000000001', 'admin');
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values ('b6200000-0000-4000-8000-00000000000b', 'banking', true);
select is(pg_temp.as_client($$insert into public.banking_applications (organization_id, legal_name, terms_accepted_at)
  values ('b6200000-0000-4000-8000-00000000000b', 'Rules B LLC', now())$$), 'done', 'the admin starts a draft');
select is((select terms_accepted_by from public.banking_applications where organization_id = 'b6200000-0000-4000-8000-00000000000b'),
  'a6200000-0000-4000-8000-000000000001'::uuid, 'accepting the terms is stamped with the caller');

/** Section: the spec's values */
select throws_ok($$update public.banking_applications set ein = '12-3456789' where organization_id = 'b6200000-0000-4000-8000-00000000000b'$$,
  '23514', null, 'the EIN is stored as nine digits');
select throws_ok($$update public.banking_applications set address_postal_code = '1234' where organization_id = 'b6200000-0000-4000-8000-00000000000b'$$,
  '23514', null, 'postal code 12345 or 12345-6789');
select throws_ok($$update public.banking_applications set address_country = 'CA' where organization_id = 'b6200000-0000-4000-8000-00000000000b'$$,
  '23514', null, 'country US');
select throws_ok($$update public.banking_applications set incorporation_state = 'Cal' where organization_id = 'b6200000-0000-4000-8000-00000000000b'$$,
  '23514', null, 'a 2-letter state code');
select throws_ok($$update public.banking_applications set number_of_employees = 0 where organization_id = 'b6200000-0000-4000-8000-00000000000b'$$,
  '23514', null, 'a positive number of employees');
select throws_ok($$update public.banking_applications set restricted_industries = '{casinos}' where organization_id = 'b6200000-0000-4000-8000-00000000000b'$$,
  '23514', null, 'restricted industries from the sixteen');

/** Section: owners */
insert into public.beneficial_owners (id, application_id, organization_id, first_name, last_name, email, ownership_percent, is_controller)
values ('d6200000-0000-4000-8000-000000000011', 'd6200000-0000-4000-8000-000000000001', 'b6200000-0000-4000-8000-00000000000a',
  'Ada', 'A', 'ada@rules.test', 60, true);
select throws_ok($$insert into public.beneficial_owners (application_id, organization_id, first_name, last_name, email, ownership_percent)
  values ('d6200000-0000-4000-8000-000000000001', 'b6200000-0000-4000-8000-00000000000b', 'Eve', 'E', 'eve@rules.test', 10)$$,
  '23503', null, 'an owner sits under an application of its own organization');
select throws_ok($$insert into public.beneficial_owners (application_id, organization_id, first_name, last_name, email, ownership_percent)
  values ('d6200000-0000-4000-8000-000000000001', 'b6200000-0000-4000-8000-00000000000a', 'Ada', 'Again', 'ada@rules.test', 10)$$,
  '23505', null, 'one person once per application');
select throws_ok($$update public.beneficial_owners set status = 'completed', completed_at = now()
  where id = 'd6200000-0000-4000-8000-000000000011'$$, 'P0001', 'An owner cannot go from added to completed',
  'an owner completes only through their link');
update public.beneficial_owners set status = 'invited', token_hash = repeat('e', 64), token_expires_at = now() + interval '14 days',
  invited_at = now() where id = 'd6200000-0000-4000-8000-000000000011';
select throws_ok($$update public.beneficial_owners set status = 'completed', completed_at = now()
  where id = 'd6200000-0000-4000-8000-000000000011'$$, '23514', null, 'a completed owner has given their details');
update public.beneficial_owners set status = 'completed', completed_at = now(), date_of_birth = '1980-02-29', ssn_last4 = '6789',
  home_line1 = '12 Ash Ct', home_city = 'Portland', home_state = 'OR', home_postal_code = '97210', home_country = 'US',
  core_person_id = 'person-62' where id = 'd6200000-0000-4000-8000-000000000011';
select throws_ok($$update public.beneficial_owners set ownership_percent = 70 where id = 'd6200000-0000-4000-8000-000000000011'$$,
  'P0001', 'This owner has already completed their part', 'a completed owner is final, for every role');
select throws_ok($$insert into public.beneficial_owners (application_id, organization_id, first_name, last_name, email,
  ownership_percent, ssn_last4) values ('d6200000-0000-4000-8000-000000000001', 'b6200000-0000-4000-8000-00000000000a', 'Sam',
  'S', 'sam@rules.test', 30, '123456789')$$, '23514', null, 'an SSN is never stored whole, only its last four');

/** Section: the audit log keeps the changes, not the token nor the owner's own details */
select is((select count(*)::int from public.audit_log
  where query_values::text like '%d6200000-0000-4000-8000-000000000011%'
    and (query_values::text ~ '(token_hash|date_of_birth|ssn_last4|home_line1|6789|12 Ash Ct|eeeeeeee)')), 0,
  'no token, date of birth, SSN digits or home address in the audit log');

select * from finish();
rollback;
