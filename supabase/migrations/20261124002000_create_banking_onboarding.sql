/**
 * Business-banking onboarding (docs/banking-onboarding.md): the business's KYC application (one per organization),
 * its beneficial owners, and the banking agreements the business accepted. The rules behind the checks live in
 * shared/rules/banking-onboarding.ts; the constraints here are the backstop for what reaches the database.
 *
 * Who: organization admins with the banking product create and edit the application and its owners while it is a
 * draft (and, once approved, the company's phone, website and address); other members with the banking product read
 * its status; the organization's staff read. All of it only while the organization's `banking` flag is on (the
 * helpers private.can_use_banking, can_manage_banking and can_read_banking of 20261124001100_create_banking.sql).
 * Status changes, invitations and the owners' own part are the service role's: the API moves the state after the
 * checks, and an owner reaches their row only through the public token route, never through RLS. An owner's date of
 * birth, SSN last four and home address are not readable by any client role (column privileges).
 */

/** Section: applications */
create table public.banking_applications (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null unique references public.organizations (id) on delete cascade,
  status text not null default 'draft'
    check (status in ('draft', 'submitted', 'owners_pending', 'in_review', 'approved', 'refused')),
  legal_name text check (legal_name = btrim(legal_name) and length(legal_name) between 1 and 255),
  dba text check (dba = btrim(dba) and length(dba) between 1 and 255),
  -- nine digits; the API shows 12-3456789
  ein text check (ein ~ '^\d{9}$'),
  entity_type text check (entity_type in ('sole_proprietorship', 'partnership', 'llc', 'c_corp', 's_corp', 'nonprofit')),
  industry text check (industry in ('technology', 'agriculture', 'construction', 'retail', 'service', 'manufacturing',
    'healthcare', 'education', 'finance', 'other')),
  -- null: not answered yet; '{}': none of the sixteen; any element refuses the application
  restricted_industries text[] check (restricted_industries <@ array['unlicensed_money_services', 'cannabis', 'firearms',
    'adult_entertainment', 'payday_lending', 'gambling', 'shell_banks', 'illicit_drugs', 'unregistered_securities',
    'abusive_debt_collection', 'stolen_property', 'phishing_or_malware', 'sanctioned_entities', 'endangered_species',
    'government_ids', 'illegal_lotteries']),
  business_description text check (length(business_description) between 1 and 2000),
  website text check (length(website) between 1 and 2000),
  phone text check (length(phone) between 1 and 50),
  incorporation_date date check (incorporation_date >= date '1800-01-01'),
  incorporation_state text check (incorporation_state ~ '^[A-Z]{2}$'),
  -- the registered address: a valid US address (§5) once submitted; a draft keeps what was typed
  address_line1 text check (address_line1 = btrim(address_line1) and length(address_line1) between 1 and 2000),
  address_line2 text check (address_line2 = btrim(address_line2) and length(address_line2) between 1 and 2000),
  address_city text check (address_city = btrim(address_city) and length(address_city) between 1 and 255),
  address_state text check (address_state ~ '^[A-Z]{2}$'),
  address_postal_code text check (address_postal_code ~ '^\d{5}(-\d{4})?$'),
  address_country text check (address_country = 'US'),
  monthly_cash_flow text check (monthly_cash_flow in ('under_10k', '10k_50k', '50k_250k', '250k_1m', 'over_1m')),
  number_of_employees integer check (number_of_employees > 0),
  applicant_first_name text check (applicant_first_name = btrim(applicant_first_name) and length(applicant_first_name) between 1 and 255),
  applicant_last_name text check (applicant_last_name = btrim(applicant_last_name) and length(applicant_last_name) between 1 and 255),
  applicant_email text check (applicant_email = lower(btrim(applicant_email)) and applicant_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  applicant_title text check (applicant_title = btrim(applicant_title) and length(applicant_title) between 1 and 255),
  terms_accepted_at timestamptz,
  terms_accepted_by uuid references public.users (id) on delete set null,
  core_customer_id text unique check (length(core_customer_id) between 1 and 200),
  refusal_reason text check (length(refusal_reason) between 1 and 2000),
  submitted_at timestamptz,
  -- who submitted (the status itself is moved by the API as the service role, so the audit log's actor is 'system')
  submitted_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- beneficial owners name (id, organization_id) so an owner can never sit under another organization's application
  unique (id, organization_id),
  check ((status = 'refused') = (refusal_reason is not null)),
  check (status not in ('in_review', 'approved') or core_customer_id is not null),
  check (status = 'draft' or submitted_at is not null)
);

/**
 * The state machine (shared/rules/banking-onboarding.ts APPLICATION_TRANSITIONS) and who changes what: status moves
 * only forward along it, for every role; a signed-in client (role authenticated) edits a draft, and once approved only
 * the contact details that may change (phone, website, address). Accepting the terms is stamped with the caller. Not
 * security definer, so current_user is the caller's role: the API's service role and the seeds are not clients.
 */
create function private.guard_banking_application() returns trigger
language plpgsql set search_path = '' as $$
declare
  client boolean := current_user = 'authenticated';
  contact text[] := array['phone', 'website', 'address_line1', 'address_line2', 'address_city', 'address_state',
    'address_postal_code', 'address_country', 'updated_at'];
begin
  if tg_op = 'INSERT' then
    if client and new.terms_accepted_at is not null then new.terms_accepted_by := (select auth.uid()); end if;
    return new;
  end if;
  if new.status is distinct from old.status and not (old.status, new.status) in (
      ('draft', 'submitted'), ('draft', 'owners_pending'), ('draft', 'refused'),
      ('owners_pending', 'submitted'), ('owners_pending', 'refused'),
      ('submitted', 'in_review'), ('submitted', 'approved'), ('submitted', 'refused'),
      ('in_review', 'approved'), ('in_review', 'refused')) then
    raise exception 'A banking application cannot go from % to %', old.status, new.status using errcode = 'P0001';
  end if;
  if client and old.status <> 'draft' then
    if old.status <> 'approved' or (to_jsonb(new) - contact) is distinct from (to_jsonb(old) - contact) then
      raise exception 'This application was submitted and can no longer be changed' using errcode = '42501';
    end if;
  end if;
  if client and new.terms_accepted_at is distinct from old.terms_accepted_at then
    new.terms_accepted_by := (select auth.uid());
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_banking_application before insert or update on public.banking_applications
  for each row execute function private.guard_banking_application();

/** Section: beneficial owners */
create table public.beneficial_owners (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null,
  organization_id uuid not null,
  first_name text not null check (first_name = btrim(first_name) and length(first_name) between 1 and 255),
  last_name text not null check (last_name = btrim(last_name) and length(last_name) between 1 and 255),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  ownership_percent numeric(5, 2) not null check (ownership_percent between 0 and 100),
  title text check (title = btrim(title) and length(title) between 1 and 255),
  is_controller boolean not null default false,
  status text not null default 'added' check (status in ('added', 'invited', 'completed')),
  -- the SHA-256 hex of the link's token (the token itself is only in the email); a resend replaces it
  token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
  token_expires_at timestamptz,
  invited_at timestamptz,
  -- the owner's own part: the full SSN goes to the core (which answers core_person_id) and only its last four stay
  -- here; owners onboarded before the core kept people (the demo's) have no person id
  date_of_birth date check (date_of_birth >= date '1900-01-01'),
  ssn_last4 text check (ssn_last4 ~ '^\d{4}$'),
  home_line1 text check (length(home_line1) between 1 and 2000),
  home_line2 text check (length(home_line2) between 1 and 2000),
  home_city text check (length(home_city) between 1 and 255),
  home_state text check (home_state ~ '^[A-Z]{2}$'),
  home_postal_code text check (home_postal_code ~ '^\d{5}(-\d{4})?$'),
  home_country text check (home_country = 'US'),
  core_person_id text check (length(core_person_id) between 1 and 200),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (application_id, organization_id) references public.banking_applications (id, organization_id) on delete cascade,
  check (status = 'added' or (token_hash is not null and token_expires_at is not null and invited_at is not null)),
  check ((status = 'completed') = (completed_at is not null)),
  check (status <> 'completed' or (date_of_birth is not null and ssn_last4 is not null and home_line1 is not null
    and home_city is not null and home_state is not null and home_postal_code is not null and home_country is not null))
);
create unique index beneficial_owners_one_per_email on public.beneficial_owners (application_id, email);
create index beneficial_owners_organization_id_idx on public.beneficial_owners (organization_id);

/** Owners move added → invited (→ invited again on a resend) → completed, and a completed owner is final. */
create function private.guard_beneficial_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.status = 'completed' and to_jsonb(new) - 'updated_at' is distinct from to_jsonb(old) - 'updated_at' then
    raise exception 'This owner has already completed their part' using errcode = 'P0001';
  end if;
  if new.status is distinct from old.status and not (old.status, new.status) in (('added', 'invited'), ('invited', 'completed')) then
    raise exception 'An owner cannot go from % to %', old.status, new.status using errcode = 'P0001';
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_beneficial_owner before update on public.beneficial_owners
  for each row execute function private.guard_beneficial_owner();

/** Owners are listed and changed while the application is a draft (submission invites them). */
create function private.banking_application_is_draft(app_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.banking_applications a where a.id = app_id and a.status = 'draft')
$$;

/** Section: accepted agreements (an immutable record: which version, by whom, when) */
create table public.banking_agreement_acceptances (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  agreement_key text not null check (agreement_key in ('deposit_account', 'electronic_communications', 'privacy_notice')),
  version text not null check (length(version) between 1 and 50),
  accepted_by uuid default auth.uid() references public.users (id) on delete set null,
  -- who accepted, as they were then: the record outlives a renamed or deleted user
  accepted_by_name text not null check (length(accepted_by_name) between 1 and 511),
  accepted_by_email text not null check (length(accepted_by_email) between 3 and 320),
  accepted_at timestamptz not null default now(),
  unique (organization_id, agreement_key, version)
);

/** Section: who reads and writes what */
alter table public.banking_applications enable row level security;
create policy "Banking members and assigned staff read the banking application" on public.banking_applications
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "Organization admins with banking start the application" on public.banking_applications
  for insert to authenticated with check ((select private.can_manage_banking(organization_id)) and created_by = (select auth.uid()));
create policy "Organization admins with banking edit the application" on public.banking_applications
  for update to authenticated using ((select private.can_manage_banking(organization_id)))
  with check ((select private.can_manage_banking(organization_id)));
select private.require_second_factor('public.banking_applications');

revoke insert, update, delete, truncate on public.banking_applications from authenticated;
grant insert (organization_id, legal_name, dba, ein, entity_type, industry, restricted_industries, business_description,
  website, phone, incorporation_date, incorporation_state, address_line1, address_line2, address_city, address_state,
  address_postal_code, address_country, monthly_cash_flow, number_of_employees, applicant_first_name, applicant_last_name,
  applicant_email, applicant_title, terms_accepted_at, created_by) on public.banking_applications to authenticated;
grant update (legal_name, dba, ein, entity_type, industry, restricted_industries, business_description, website, phone,
  incorporation_date, incorporation_state, address_line1, address_line2, address_city, address_state, address_postal_code,
  address_country, monthly_cash_flow, number_of_employees, applicant_first_name, applicant_last_name, applicant_email,
  applicant_title, terms_accepted_at) on public.banking_applications to authenticated;

alter table public.beneficial_owners enable row level security;
create policy "Organization admins with banking and assigned staff read the beneficial owners" on public.beneficial_owners
  for select to authenticated using ((select private.can_manage_banking(organization_id))
    or (select private.banking_enabled(organization_id) and private.is_org_staff(organization_id)));
create policy "Organization admins with banking list owners on a draft" on public.beneficial_owners
  for insert to authenticated with check ((select private.can_manage_banking(organization_id))
    and private.banking_application_is_draft(application_id));
create policy "Organization admins with banking change owners on a draft" on public.beneficial_owners
  for update to authenticated using ((select private.can_manage_banking(organization_id))
    and private.banking_application_is_draft(application_id))
  with check ((select private.can_manage_banking(organization_id)) and private.banking_application_is_draft(application_id));
create policy "Organization admins with banking remove owners from a draft" on public.beneficial_owners
  for delete to authenticated using ((select private.can_manage_banking(organization_id))
    and private.banking_application_is_draft(application_id));
select private.require_second_factor('public.beneficial_owners');

-- the token and the owner's own part are for no client role, not even the organization's admin
revoke select, insert, update, delete, truncate on public.beneficial_owners from authenticated;
grant select (id, application_id, organization_id, first_name, last_name, email, ownership_percent, title, is_controller,
  status, token_expires_at, invited_at, completed_at, created_at, updated_at) on public.beneficial_owners to authenticated;
grant insert (application_id, organization_id, first_name, last_name, email, ownership_percent, title, is_controller)
  on public.beneficial_owners to authenticated;
grant update (first_name, last_name, email, ownership_percent, title, is_controller) on public.beneficial_owners to authenticated;
grant delete on public.beneficial_owners to authenticated;

alter table public.banking_agreement_acceptances enable row level security;
create policy "Banking members and assigned staff read the accepted agreements" on public.banking_agreement_acceptances
  for select to authenticated using ((select private.can_read_banking(organization_id)));
create policy "Organization admins with banking accept agreements in their own name" on public.banking_agreement_acceptances
  for insert to authenticated with check ((select private.can_manage_banking(organization_id)) and accepted_by = (select auth.uid()));
select private.require_second_factor('public.banking_agreement_acceptances');
revoke update, delete, truncate on public.banking_agreement_acceptances from authenticated;

/** Section: audit (an owner's token and personal details stay out of the log; their status changes are in it) */
create trigger write_audit_log after insert or update or delete on public.banking_applications
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.beneficial_owners
  for each row execute function private.write_audit_log('token_hash', 'date_of_birth', 'ssn_last4', 'home_line1',
    'home_line2', 'home_city', 'home_state', 'home_postal_code', 'home_country');
create trigger write_audit_log after insert or update or delete on public.banking_agreement_acceptances
  for each row execute function private.write_audit_log();

revoke execute on function private.banking_application_is_draft(uuid), private.guard_banking_application(),
  private.guard_beneficial_owner() from public;
grant execute on function private.banking_application_is_draft(uuid) to authenticated, service_role;
