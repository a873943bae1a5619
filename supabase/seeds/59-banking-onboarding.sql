-- Banking onboarding demo data (docs/banking-onboarding.md). Idempotent: runs on every start.
--   Birch Bakery: approved, its two owners completed, the agreements accepted; 60-banking.sql connects it to the
--     sandbox core's demo customer (docs/banking-core.md: 16000000-0000-4000-8000-000000000001, EIN 88-1234567).
--   Acme Robotics: mid-onboarding — submitted, one owner completed and one still invited. The invited owner's page
--     is /beneficial-owner/acme-demo-owner-link (its expiry moves forward on every start, so the demo link works).

/** Section: Birch Bakery, approved */
insert into public.banking_applications (id, organization_id, status, legal_name, dba, ein, entity_type, industry,
  restricted_industries, business_description, website, phone, incorporation_date, incorporation_state, address_line1,
  address_city, address_state, address_postal_code, address_country, monthly_cash_flow, number_of_employees,
  applicant_first_name, applicant_last_name, applicant_email, applicant_title, terms_accepted_at, terms_accepted_by,
  core_customer_id, submitted_at, submitted_by, decided_at, created_by, created_at)
values ('59000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', 'approved', 'Birch Bakery LLC',
  'Birch Bakery', '881234567', 'llc', 'retail', '{}', 'Neighbourhood bakery: bread, pastries and wholesale to cafés.',
  'birchbakery.example', '+1 503 555 0142', date '2019-04-02', 'OR', '22 Elm Rd', 'Portland', 'OR', '97201', 'US',
  '50k_250k', 14, 'Robin', 'Baker', 'client2@demo.test', 'Operations manager', now() - interval '1 year',
  '00000000-0000-4000-8000-000000000002', '16000000-0000-4000-8000-000000000001', now() - interval '1 year',
  '00000000-0000-4000-8000-000000000002', now() - interval '1 year', '00000000-0000-4000-8000-000000000002',
  now() - interval '1 year' - interval '2 days')
on conflict (organization_id) do nothing;

insert into public.beneficial_owners (id, application_id, organization_id, first_name, last_name, email, ownership_percent,
  title, is_controller, status, token_hash, token_expires_at, invited_at, date_of_birth, ssn_last4, home_line1, home_city,
  home_state, home_postal_code, home_country, completed_at, created_at)
select v.id::uuid, '59000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', v.first, v.last, v.email,
  v.pct, v.title, v.controller, 'completed', encode(extensions.digest(gen_random_uuid()::text, 'sha256'), 'hex'),
  now() - interval '1 year' + interval '14 days', now() - interval '1 year', v.dob::date, v.last4, v.line1, 'Portland',
  'OR', v.zip, 'US', now() - interval '1 year' + interval '1 day', now() - interval '1 year' - interval '2 days'
from (values
  ('59000000-0000-4000-8000-000000000011', 'Maya', 'Birch', 'maya@birchbakery.example', 60, 'Managing member', true, '1984-06-11', '4417', '8 Alder St', '97202'),
  ('59000000-0000-4000-8000-000000000012', 'Theo', 'Birch', 'theo@birchbakery.example', 40, 'Member', false, '1986-01-23', '9032', '8 Alder St', '97202')
) v(id, first, last, email, pct, title, controller, dob, last4, line1, zip)
on conflict (id) do nothing;

insert into public.banking_agreement_acceptances (organization_id, agreement_key, version, accepted_by, accepted_by_name,
  accepted_by_email, accepted_at)
select '10000000-0000-4000-8000-000000000002', k, '2026-11-01', '00000000-0000-4000-8000-000000000002', 'Robin Baker',
  -- accepted when the version was published or later, never before it
  'client2@demo.test', greatest(timestamptz '2026-11-01 09:00Z', now() - interval '20 days')
from unnest(array['deposit_account', 'electronic_communications', 'privacy_notice']) k
on conflict (organization_id, agreement_key, version) do nothing;

/** Section: Acme Robotics, waiting for one owner (Casey, its admin, uses banking; the organization's banking is on) */
update public.users set products = array_append(products, 'banking')
where id = '00000000-0000-4000-8000-000000000001' and not 'banking' = any (products);
insert into public.organization_feature_flags (organization_id, flag_name, enabled)
values ('10000000-0000-4000-8000-000000000001', 'banking', true)
on conflict (organization_id, flag_name) do nothing;

insert into public.banking_applications (id, organization_id, status, legal_name, ein, entity_type, industry,
  restricted_industries, business_description, website, phone, incorporation_date, incorporation_state, address_line1,
  address_city, address_state, address_postal_code, address_country, monthly_cash_flow, number_of_employees,
  applicant_first_name, applicant_last_name, applicant_email, applicant_title, terms_accepted_at, terms_accepted_by,
  submitted_at, submitted_by, created_by, created_at)
values ('59000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001', 'owners_pending',
  'Acme Robotics Inc.', '123456789', 'c_corp', 'technology', '{}', 'Industrial robot arms and their integration.',
  'acme-robotics.example', '+1 415 555 0100', date '2016-09-14', 'DE', '1 Market St', 'San Francisco', 'CA', '94105', 'US',
  '250k_1m', 42, 'Casey', 'Client', 'client@demo.test', 'CEO', now() - interval '2 days',
  '00000000-0000-4000-8000-000000000001', now() - interval '2 days', '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000001', now() - interval '3 days')
on conflict (organization_id) do nothing;

insert into public.beneficial_owners (id, application_id, organization_id, first_name, last_name, email, ownership_percent,
  title, is_controller, status, token_hash, token_expires_at, invited_at, date_of_birth, ssn_last4, home_line1, home_city,
  home_state, home_postal_code, home_country, completed_at, created_at)
values ('59000000-0000-4000-8000-000000000021', '59000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001',
  'Casey', 'Client', 'client@demo.test', 55, 'CEO', true, 'completed', encode(extensions.digest(gen_random_uuid()::text, 'sha256'), 'hex'),
  now() + interval '12 days', now() - interval '2 days', date '1981-03-30', '2290', '410 Valencia St', 'San Francisco',
  'CA', '94103', 'US', now() - interval '1 day', now() - interval '3 days')
on conflict (id) do nothing;
insert into public.beneficial_owners (id, application_id, organization_id, first_name, last_name, email, ownership_percent,
  title, is_controller, status, token_hash, token_expires_at, invited_at, created_at)
values ('59000000-0000-4000-8000-000000000022', '59000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001',
  'Jordan', 'Reyes', 'jordan@acme-robotics.example', 30, 'Co-founder', false, 'invited',
  encode(extensions.digest('acme-demo-owner-link', 'sha256'), 'hex'), now() + interval '14 days', now() - interval '2 days',
  now() - interval '3 days')
on conflict (id) do update set token_expires_at = now() + interval '14 days' where beneficial_owners.status = 'invited';

insert into public.banking_agreement_acceptances (organization_id, agreement_key, version, accepted_by, accepted_by_name,
  accepted_by_email, accepted_at)
select '10000000-0000-4000-8000-000000000001', k, '2026-11-01', '00000000-0000-4000-8000-000000000001', 'Casey Client',
  'client@demo.test', now() - interval '2 days'
from unnest(array['deposit_account', 'electronic_communications', 'privacy_notice']) k
on conflict (organization_id, agreement_key, version) do nothing;
