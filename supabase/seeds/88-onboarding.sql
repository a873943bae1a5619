-- Client onboarding demo data (docs/onboarding.md): three new clients at different places in the fourteen-step flow,
-- each with its own client user (demo-password-1) and Blake Keeper as bookkeeper, so the client pages show onboarding
-- from "just started" to "waiting for QuickBooks"; a general form waiting for review. Idempotent: runs on every start.
--   Cedar Dental PLLC     cedar@demo.test   on Services (only the name given)
--   Dune Logistics LLC    dune@demo.test    on Business profile, with what they typed kept as a draft; a form InReview
--   Elm Street Studio LLC elm@demo.test     on QuickBooks: answers, terms, officers, documents and the call done

/** Section: users and organizations */
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
select v.id::uuid, 'authenticated', 'authenticated', v.email, extensions.crypt('demo-password-1', extensions.gen_salt('bf', 10)), now(),
  '{"provider":"email","providers":["email"]}', jsonb_build_object('first_name', v.first_name, 'last_name', v.last_name)
from (values ('00000000-0000-4000-8000-000000000171', 'cedar@demo.test', 'Carmen', 'Cedar'),
             ('00000000-0000-4000-8000-000000000172', 'dune@demo.test', 'Dmitri', 'Dune'),
             ('00000000-0000-4000-8000-000000000173', 'elm@demo.test', 'Elena', 'Elm')) v(id, email, first_name, last_name)
on conflict (id) do nothing;
insert into auth.identities (provider_id, user_id, identity_data, provider)
select v.id, v.id::uuid, jsonb_build_object('sub', v.id, 'email', v.email), 'email'
from (values ('00000000-0000-4000-8000-000000000171', 'cedar@demo.test'), ('00000000-0000-4000-8000-000000000172', 'dune@demo.test'),
             ('00000000-0000-4000-8000-000000000173', 'elm@demo.test')) v(id, email)
on conflict (provider_id, provider) do nothing;

insert into public.organizations (id, legal_name, config) values
  ('10000000-0000-4000-8000-000000000171', 'Cedar Dental PLLC', '{"onboardingCalendlySlug": "onboarding/intro-call"}'),
  ('10000000-0000-4000-8000-000000000172', 'Dune Logistics LLC', '{"onboardingCalendlySlug": "onboarding/intro-call"}'),
  ('10000000-0000-4000-8000-000000000173', 'Elm Street Studio LLC', '{"onboardingCalendlySlug": "onboarding/intro-call"}')
on conflict (id) do nothing;
insert into public.organization_members (organization_id, user_id, org_role) values
  ('10000000-0000-4000-8000-000000000171', '00000000-0000-4000-8000-000000000171', 'admin'),
  ('10000000-0000-4000-8000-000000000172', '00000000-0000-4000-8000-000000000172', 'admin'),
  ('10000000-0000-4000-8000-000000000173', '00000000-0000-4000-8000-000000000173', 'admin')
on conflict do nothing;
insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('10000000-0000-4000-8000-000000000171', '00000000-0000-4000-8000-000000000003', true),
  ('10000000-0000-4000-8000-000000000172', '00000000-0000-4000-8000-000000000003', true),
  ('10000000-0000-4000-8000-000000000173', '00000000-0000-4000-8000-000000000003', true)
on conflict do nothing;

/** Section: what each has answered (the shapes the API writes: shared/schemas/onboarding.ts) */
update public.organizations set accounting_services = '{bookkeeping}',
  additional_data = '{"business_entity_type": "llc", "legal_business_name": "Dune Logistics LLC", "ein": "47-1234567",
    "date_of_incorporation": "2019-06-12", "business_taxation": "partnership", "street_address": "800 Harbor Way", "city": "Oakland",
    "state": "CA", "zip_code": "94607", "country": "US", "phone_number": "(510) 555-0142"}',
  onboarding_draft = '{"general": {"business-information.legal_name": "Dune Logistics LLC", "ownership.owners": "Dmitri Dune 60%, Ana Dune 40%"},
    "rnd": {}, "flow": {"business_activities": "Regional freight brokerage for", "banks": "Wells Fargo"}}'
where id = '10000000-0000-4000-8000-000000000172' and accounting_services = '{}';

-- Elm: the owner's SSN is stored as the API stores it (ciphertext under the local CONNECTIONS_SECRET_KEY is not
-- reproducible in SQL, so the demo owner has the last four only: the screen shows ***-**-4321 either way)
update public.organizations set accounting_services = '{bookkeeping,taxes}',
  terms_accepted = '[{"acceptedText": "I authorize the firm to charge the payment method on file for the services chosen in this onboarding, monthly in advance, until the engagement ends. I confirm that I may bind the organization to this authorization and to the engagement terms, and that the information given in this onboarding is true and complete.", "acceptedDate": "2026-11-20T16:04:00.000Z", "acceptedByHavenUserId": "00000000-0000-4000-8000-000000000173", "acceptedByName": "Elena Elm", "acceptedByEmail": "elm@demo.test"}]',
  additional_data = '{"business_entity_type": "s_corp", "legal_business_name": "Elm Street Studio LLC", "ein": "83-7654321",
    "date_of_incorporation": "2022-01-03", "business_taxation": "s_corp", "street_address": "12 Elm St", "city": "Portland",
    "state": "OR", "zip_code": "97205", "country": "US", "phone_number": "(503) 555-0177", "business_activities": "Architecture and interior design",
    "banks": "Chase", "credit_cards": "Amex Business", "majority_ownership_other_businesses": "no", "foreign_entities": "no",
    "acquired_business": "no", "tax_year": "2025", "standard_fiscal_year": "yes", "cryptocurrency": "no", "government_grants": "no",
    "payment_authorization_accepted": true, "payment_authorization_accepted_at": "2026-11-20T16:04:00.000Z",
    "payment_authorization_accepted_by": "00000000-0000-4000-8000-000000000173", "payment_authorization_agreement_version": "2026-11",
    "officers": [{"names": "Elena Elm", "title": "President"}],
    "owners": [{"id": "40000000-0000-4000-8000-000000000173", "full_name": "Elena Elm", "address": "12 Elm St, Portland OR", "percentage": 100, "ssn_encrypted": null, "ssn_last4": "4321"}],
    "articles_of_incorporation_file_id": "40000000-0000-4000-8000-000000000174", "proof_of_ein_file_id": "40000000-0000-4000-8000-000000000175",
    "bylaws_file_id": "40000000-0000-4000-8000-000000000176", "onboarding_confirmed": true, "calendly_booked": true,
    "calendly_event_id": "DEMOEVENT0000173", "onboarding_call_date": "2026-12-02T15:00:00.000Z"}'
where id = '10000000-0000-4000-8000-000000000173' and accounting_services = '{}';
insert into public.files (id, title, path, extension, organization_id, user_id) values
  ('40000000-0000-4000-8000-000000000174', 'Articles of incorporation.pdf', '10000000-0000-4000-8000-000000000173/onboarding/articles.pdf', 'pdf', '10000000-0000-4000-8000-000000000173', '00000000-0000-4000-8000-000000000173'),
  ('40000000-0000-4000-8000-000000000175', 'IRS CP 575.pdf', '10000000-0000-4000-8000-000000000173/onboarding/cp575.pdf', 'pdf', '10000000-0000-4000-8000-000000000173', '00000000-0000-4000-8000-000000000173'),
  ('40000000-0000-4000-8000-000000000176', 'Operating agreement.pdf', '10000000-0000-4000-8000-000000000173/onboarding/bylaws.pdf', 'pdf', '10000000-0000-4000-8000-000000000173', '00000000-0000-4000-8000-000000000173')
on conflict (id) do nothing;

/** Section: the checklists their services bring (shared/rules/onboarding-tasks.ts) and where each is in the flow */
insert into public.organization_tasks (organization_id, task_id)
select o.id, d.id from (values ('10000000-0000-4000-8000-000000000172'::uuid, array['ledger-access', 'bank-accounts-access',
    'credit-cards-access', 'payroll-access', 'bill-pay-access', 'invoicing-platform-access']),
  ('10000000-0000-4000-8000-000000000173'::uuid, array['ledger-access', 'bank-accounts-access', 'credit-cards-access', 'payroll-access',
    'bill-pay-access', 'invoicing-platform-access', 'articles-of-incorporation', 'entity-bylaws', 'prior-year-tax-return',
    'year-end-mortgage-statement', 'ss-4', 'depreciation-schedule'])) o(id, slugs)
join public.task_definitions d on d.slug = any(o.slugs)
on conflict (organization_id, task_id) do nothing;

insert into public.onboarding_progress (organization_id, last_step, reached_step, version, started_by, last_activity_at, last_activity_by) values
  ('10000000-0000-4000-8000-000000000171', 'services', 'services', 0, '00000000-0000-4000-8000-000000000171', now() - interval '2 days', '00000000-0000-4000-8000-000000000171'),
  ('10000000-0000-4000-8000-000000000172', 'business-profile', 'business-profile', 4, '00000000-0000-4000-8000-000000000172', now() - interval '3 hours', '00000000-0000-4000-8000-000000000172'),
  ('10000000-0000-4000-8000-000000000173', 'quickbooks', 'quickbooks', 9, '00000000-0000-4000-8000-000000000173', now() - interval '20 minutes', '00000000-0000-4000-8000-000000000173')
on conflict (organization_id) do nothing;

insert into public.onboarding_form_submissions (id, organization_id, form_slug, amendments, submitted_by, submitted_at) values
  ('40000000-0000-4000-8000-000000000177', '10000000-0000-4000-8000-000000000172', 'general',
   '{"business-information.legal_name": "Dune Logistics LLC", "business-operations.activities": "Freight brokerage", "business-operations.employees": 14, "business-operations.contractors": true, "ownership.owners": "Dmitri Dune 60%, Ana Dune 40%"}',
   '00000000-0000-4000-8000-000000000172', now() - interval '1 day')
on conflict (id) do nothing;
