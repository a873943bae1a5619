/**
 * AI-assisted expense categorisation (docs/categorisation.md; spec accounting §3.5, §4, §5, §9). Bank, card and ledger
 * lines get an account suggested by four layers in order (the organization's rules, its own history, the firm model
 * over the master chart, and below a confidence threshold no guess), each suggestion with its explanation. The
 * suggesting runs in the API and the jobs worker (shared/rules/categorisation.ts); these tables keep the rules, the
 * history it learns from, what it suggested and what the bookkeeper decided. Amounts are bigint cents.
 *
 * Who: the organization's staff (assigned bookkeepers, admins) run, confirm and correct suggestions and keep the rules;
 * its reviewers read; its client members read their categorised lines, rules and figures (the /accounting screens),
 * never the history, logs or another organization's anything.
 */

/** Section: who may read and work on categorisation */
create function private.can_read_categorisation(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_org_staff(org_id) or private.is_org_reviewer(org_id);
end $$;
revoke execute on function private.can_read_categorisation(uuid) from public;
grant execute on function private.can_read_categorisation(uuid) to authenticated, service_role;

/** The client's own view: staff, reviewers, or a member of the organization. */
create function private.can_see_categorised_lines(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_org_staff(org_id) or private.is_org_reviewer(org_id) or private.is_org_member(org_id);
end $$;
revoke execute on function private.can_see_categorised_lines(uuid) from public;
grant execute on function private.can_see_categorised_lines(uuid) to authenticated, service_role;

/**
 * Section: settings per organization (spec §4 categorisation mode)
 * auto posts a suggestion at or above the threshold to the ledger; manual only suggests. Below the threshold no guess
 * is made: in auto mode the line goes to the client as an Ask My Client question, in manual mode to the bookkeeper.
 */
create table public.expense_categorization_settings (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  mode text not null default 'manual' check (mode in ('auto', 'manual')),
  threshold numeric(3, 2) not null default 0.80 check (threshold between 0.50 and 0.99),
  updated_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index expense_categorization_settings_updated_by_idx on public.expense_categorization_settings (updated_by);

/** Section: ingestion per organization and provider (spec §3.5 categorisation config) */
create table public.expense_categorization_configs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider_id text not null check (provider_id in ('stripe', 'ramp', 'plaid')),
  ingest_starting_from date,
  ingest_all boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, provider_id)
);

/**
 * Section: rules (layer one)
 * A vendor rule sends a vendor's lines to one account (account_id: the ledger's id, so a deleted account is noticed);
 * a vendor-split rule divides them by percentages summing to 100 (splits: [{accountId, accountName, percentage}]).
 * vendor_key is the vendor as the matcher normalises it (shared/rules/categorisation-text.ts), one rule per vendor.
 * A rule made from a client's answer keeps the question it came from.
 */
create table public.expense_categorization_rules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  rule_type text not null check (rule_type in ('vendor', 'vendor-split')),
  vendor text not null check (length(btrim(vendor)) between 1 and 200),
  vendor_key text not null check (length(vendor_key) between 1 and 200),
  account_id text check (length(account_id) between 1 and 100),
  account_name text check (length(account_name) <= 300),
  account_number text check (length(account_number) <= 20),
  split_group_id uuid,
  splits jsonb not null default '[]'::jsonb check (jsonb_typeof(splits) = 'array'),
  all_vendors boolean not null default false,
  source_amc_question_id uuid references public.amc_questions (id) on delete set null,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, vendor_key),
  check ((rule_type = 'vendor') = (account_id is not null)),
  check (rule_type = 'vendor' or jsonb_array_length(splits) >= 2)
);
create index expense_categorization_rules_amc_idx on public.expense_categorization_rules (source_amc_question_id);
create index expense_categorization_rules_created_by_idx on public.expense_categorization_rules (created_by);

/** A split's percentages are each 0 to 100 (spec §5) and add up to 100, whoever writes the rule. */
create function private.expense_categorization_rules_guard() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_total numeric := 0;
  v_line jsonb;
begin
  new.updated_at := now();
  if new.rule_type = 'vendor-split' then
    for v_line in select * from jsonb_array_elements(new.splits) loop
      if jsonb_typeof(v_line -> 'percentage') <> 'number' or (v_line ->> 'percentage')::numeric not between 0 and 100 then
        raise exception 'Split category percentage is between 0 and 100' using errcode = 'P0001';
      end if;
      if coalesce(v_line ->> 'accountId', '') = '' then
        raise exception 'Each split line needs an account' using errcode = 'P0001';
      end if;
      v_total := v_total + (v_line ->> 'percentage')::numeric;
    end loop;
    if v_total <> 100 then
      raise exception using errcode = 'P0001',
        message = format('The split percentages add up to %s%%: they must add up to 100%%', v_total);
    end if;
  end if;
  return new;
end $$;
revoke execute on function private.expense_categorization_rules_guard() from public, authenticated;
create trigger expense_categorization_rules_guard before insert or update on public.expense_categorization_rules
  for each row execute function private.expense_categorization_rules_guard();

/**
 * Section: the organization's history (layer two; spec §3.5 vendor-account history record)
 * One row per categorised line the organization's books hold: its account, vendor and description, and their 256-long
 * embeddings as JSON text, normal and lower-case (spec §5). Filled from the ledger and from every confirmation or
 * correction, at once. Only staff and reviewers read it; the firm model reads it through the service role.
 */
create table public.vendor_account_history (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  transaction_id text not null check (length(transaction_id) between 1 and 200),
  transaction_date date,
  account_number integer,
  account_id text check (length(account_id) <= 100),
  account_name text check (length(account_name) <= 300),
  vendor text check (length(vendor) <= 300),
  description text check (length(description) <= 2000),
  amount_cents bigint,
  purchase jsonb,
  account_name_embedding text,
  account_name_embedding_lower text,
  vendor_embedding text,
  vendor_embedding_lower text,
  description_embedding text,
  description_embedding_lower text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, transaction_id)
);
create index vendor_account_history_org_vendor_idx on public.vendor_account_history (organization_id, lower(vendor));

/**
 * Section: categorisation records (spec §3.5)
 * One per line and source. predicted_* is what the layers suggested (null when no guess, layer 'none'); actual_* what
 * the bookkeeper confirmed or chose, prediction_correct whether they agree. multi holds a split's allocations
 * [{ruleId, accountName, percentage, allocatedAmountCents}] adding up to amount_cents. ledger_ref is the ledger entry
 * the line was posted as, once (write-back is idempotent on it).
 */
create table public.expense_categorizations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  source text not null check (source in ('quickbooks', 'ledger', 'ramp', 'plaid', 'bank')),
  provider_transaction_id uuid references public.provider_transactions (id) on delete set null,
  transaction_id text not null check (length(transaction_id) between 1 and 200),
  qb_transaction_id text check (length(qb_transaction_id) <= 100),
  transaction_date date not null,
  transaction_description text,
  original_transaction_description text,
  processed_description text,
  payee text,
  financial_account_name text,
  amount_cents bigint not null,
  predicted_category text,
  predicted_account_id text,
  actual_category text,
  actual_account_id text,
  prediction_correct boolean,
  confidence numeric(4, 3) not null check (confidence between 0 and 1),
  layer text not null check (layer in ('rule', 'history', 'model', 'none')),
  explanation text not null check (length(explanation) between 1 and 4000),
  explanation_details jsonb not null default '{}'::jsonb,
  multi jsonb check (multi is null or jsonb_typeof(multi) = 'array'),
  rule_id uuid references public.expense_categorization_rules (id) on delete set null,
  show_in_ui boolean not null default true,
  bookkeeper_review boolean not null default false,
  status text not null default 'suggested' check (status in ('suggested', 'posted', 'confirmed', 'asked')),
  amc_question_id uuid references public.amc_questions (id) on delete set null,
  ledger_ref text check (length(ledger_ref) <= 200),
  posted_at timestamptz,
  confirmed_by uuid references public.users (id) on delete set null,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, source, transaction_id),
  check ((layer = 'none') = (predicted_account_id is null)),
  check ((status = 'confirmed') = (confirmed_at is not null)),
  check ((ledger_ref is null) = (posted_at is null))
);
create index expense_categorizations_org_date_idx on public.expense_categorizations (organization_id, transaction_date desc);
create index expense_categorizations_org_queue_idx on public.expense_categorizations (organization_id, confidence)
  where confirmed_at is null;
create index expense_categorizations_provider_transaction_idx on public.expense_categorizations (provider_transaction_id);
create index expense_categorizations_rule_idx on public.expense_categorizations (rule_id);
create index expense_categorizations_amc_idx on public.expense_categorizations (amc_question_id);
create index expense_categorizations_confirmed_by_idx on public.expense_categorizations (confirmed_by);

create function private.expense_categorizations_touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  new.prediction_correct := case when new.actual_account_id is null or new.predicted_account_id is null then null
    else new.actual_account_id = new.predicted_account_id end;
  return new;
end $$;
revoke execute on function private.expense_categorizations_touch() from public, authenticated;
create trigger expense_categorizations_touch before insert or update on public.expense_categorizations
  for each row execute function private.expense_categorizations_touch();

/** Section: the log of every run over a line (spec §3.5 expense categorisation log); written once, read by staff. */
create table public.expense_categorization_logs (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  transaction_id text not null,
  transaction_date date,
  vendor text,
  description text,
  amount_cents bigint not null,
  inferred_vendor text,
  processed_description text,
  historical_match jsonb not null default '[]'::jsonb,
  selected_account_name text,
  purchase jsonb,
  layer text not null check (layer in ('rule', 'history', 'model', 'none')),
  notes text,
  source text not null check (source in ('quickbooks', 'ledger', 'ramp', 'plaid', 'bank')),
  created_at timestamptz not null default now()
);
create index expense_categorization_logs_org_idx on public.expense_categorization_logs (organization_id, created_at desc);

/** Section: accrued-expense values of a categorised line (spec §3.5): the month it belongs to when paid later. */
create table public.accrued_expense_values (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  expense_categorization_id uuid not null references public.expense_categorizations (id) on delete cascade,
  accrued_expense_date date not null,
  amount_cents bigint not null check (amount_cents <> 0),
  debit_account_name text not null check (length(btrim(debit_account_name)) between 1 and 300),
  txn_date date not null,
  -- the accrual posted in its month, and its reversal on the first day of the next (public.journal_entries)
  accrual_entry_id uuid references public.journal_entries (id) on delete set null,
  reversal_entry_id uuid references public.journal_entries (id) on delete set null,
  created_at timestamptz not null default now()
);
create index accrued_expense_values_accrual_entry_idx on public.accrued_expense_values (accrual_entry_id);
create index accrued_expense_values_reversal_entry_idx on public.accrued_expense_values (reversal_entry_id);
create index accrued_expense_values_categorization_idx on public.accrued_expense_values (expense_categorization_id);
create index accrued_expense_values_organization_idx on public.accrued_expense_values (organization_id);

/**
 * Section: deposit categorisation (spec §3.5): money in, by source, with who paid (payer Vendor for a refund, Customer
 * for a sale) and what kind of card movement it is (NotCard on a bank account).
 */
create table public.deposit_categorizations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  expense_categorization_id uuid not null unique references public.expense_categorizations (id) on delete cascade,
  source text not null check (source in ('quickbooks', 'ledger', 'bank', 'plaid')),
  txn_id text,
  payments jsonb,
  total_amount_cents bigint not null,
  private_note text,
  deposit_to_account_ref text,
  txn_date date not null,
  fund_lines jsonb not null default '[]'::jsonb,
  deposit_account text,
  origin_account text,
  payer text check (payer in ('Vendor', 'Customer')),
  credit_card_kind text not null default 'NotCard' check (credit_card_kind in ('NotCard', 'CreditCardCredit', 'CardPayment', 'Other')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((source in ('bank', 'plaid')) = (txn_id is not null))
);
create index deposit_categorizations_organization_idx on public.deposit_categorizations (organization_id);

/** Section: who reads and writes what */
alter table public.expense_categorization_settings enable row level security;
create policy "Members, staff and reviewers of an organization read its categorisation settings"
  on public.expense_categorization_settings for select to authenticated
  using ((select private.can_see_categorised_lines(organization_id)));
create policy "Staff of an organization choose its categorisation settings" on public.expense_categorization_settings
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization change its categorisation settings" on public.expense_categorization_settings
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.expense_categorization_settings');
revoke delete, truncate on public.expense_categorization_settings from anon, authenticated;

alter table public.expense_categorization_configs enable row level security;
create policy "Staff and reviewers of an organization read its ingestion configs" on public.expense_categorization_configs
  for select to authenticated using ((select private.can_read_categorisation(organization_id)));
create policy "Staff of an organization add ingestion configs" on public.expense_categorization_configs
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization change ingestion configs" on public.expense_categorization_configs
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization remove ingestion configs" on public.expense_categorization_configs
  for delete to authenticated using ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.expense_categorization_configs');

alter table public.expense_categorization_rules enable row level security;
create policy "Members, staff and reviewers of an organization read its vendor rules" on public.expense_categorization_rules
  for select to authenticated using ((select private.can_see_categorised_lines(organization_id)));
create policy "Staff of an organization add vendor rules" on public.expense_categorization_rules
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization change vendor rules" on public.expense_categorization_rules
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization remove vendor rules" on public.expense_categorization_rules
  for delete to authenticated using ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.expense_categorization_rules');

alter table public.vendor_account_history enable row level security;
create policy "Staff and reviewers of an organization read its categorisation history" on public.vendor_account_history
  for select to authenticated using ((select private.can_read_categorisation(organization_id)));
create policy "Staff of an organization add to its categorisation history" on public.vendor_account_history
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization correct its categorisation history" on public.vendor_account_history
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.vendor_account_history');
revoke delete, truncate on public.vendor_account_history from anon, authenticated;

alter table public.expense_categorizations enable row level security;
create policy "Staff and reviewers read every categorised line; members read the lines shown to them"
  on public.expense_categorizations for select to authenticated
  using ((select private.can_read_categorisation(organization_id))
    or (show_in_ui and (select private.is_org_member(organization_id))));
create policy "Staff of an organization record suggestions" on public.expense_categorizations
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization confirm and correct suggestions" on public.expense_categorizations
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.expense_categorizations');
-- a categorised line is corrected, never deleted: the AI report counts it
revoke delete, truncate on public.expense_categorizations from anon, authenticated;

alter table public.expense_categorization_logs enable row level security;
create policy "Staff and reviewers of an organization read its categorisation log" on public.expense_categorization_logs
  for select to authenticated using ((select private.can_read_categorisation(organization_id)));
create policy "Staff of an organization write its categorisation log" on public.expense_categorization_logs
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.expense_categorization_logs');
revoke update, delete, truncate on public.expense_categorization_logs from anon, authenticated;

alter table public.accrued_expense_values enable row level security;
create policy "Staff and reviewers of an organization read its accrued expenses" on public.accrued_expense_values
  for select to authenticated using ((select private.can_read_categorisation(organization_id)));
create policy "Staff of an organization record accrued expenses" on public.accrued_expense_values
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization remove accrued expenses" on public.accrued_expense_values
  for delete to authenticated using ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.accrued_expense_values');
revoke update, truncate on public.accrued_expense_values from anon, authenticated;

alter table public.deposit_categorizations enable row level security;
create policy "Staff and reviewers of an organization read its deposit categorisation" on public.deposit_categorizations
  for select to authenticated using ((select private.can_read_categorisation(organization_id)));
create policy "Staff of an organization record deposit categorisation" on public.deposit_categorizations
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization correct deposit categorisation" on public.deposit_categorizations
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.deposit_categorizations');
revoke delete, truncate on public.deposit_categorizations from anon, authenticated;

/** Section: audit (business data; the log and the history are records of the run themselves) */
create trigger write_audit_log after insert or update or delete on public.expense_categorization_settings
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.expense_categorization_configs
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.expense_categorization_rules
  for each row execute function private.write_audit_log();
create trigger write_audit_log after update on public.expense_categorizations
  for each row execute function private.write_audit_log('updated_at', 'prediction_correct');
create trigger write_audit_log after insert or delete on public.accrued_expense_values
  for each row execute function private.write_audit_log();
create trigger write_audit_log after update on public.deposit_categorizations
  for each row execute function private.write_audit_log();

/**
 * Section: live queue
 * A change to an organization's categorised lines or rules is announced on its topic (staff hear it on their one
 * `staff` topic); realtime carries a pointer, the screens refetch through RLS.
 */
create trigger expense_categorizations_broadcast_insert after insert on public.expense_categorizations
  referencing new table as changed for each statement execute function private.broadcast_org_change('categorisation_changed');
create trigger expense_categorizations_broadcast_update after update on public.expense_categorizations
  referencing new table as changed for each statement execute function private.broadcast_org_change('categorisation_changed');
create trigger expense_categorization_rules_broadcast_insert after insert on public.expense_categorization_rules
  referencing new table as changed for each statement execute function private.broadcast_org_change('categorisation_changed');
create trigger expense_categorization_rules_broadcast_update after update on public.expense_categorization_rules
  referencing new table as changed for each statement execute function private.broadcast_org_change('categorisation_changed');
create trigger expense_categorization_settings_broadcast_insert after insert on public.expense_categorization_settings
  referencing new table as changed for each statement execute function private.broadcast_org_change('categorisation_changed');
create trigger expense_categorization_settings_broadcast_update after update on public.expense_categorization_settings
  referencing new table as changed for each statement execute function private.broadcast_org_change('categorisation_changed');

/**
 * Whether AI-assisted categorisation runs for an organization: the `autocat` feature flag is on for it and its config
 * has not turned `aiAutocatEnabled` off (absent means on: the firm has not switched it off for this client). Read by
 * the trigger below, the categorisation job and the API (domains/categorisation/autocat.ts), one rule in one place.
 */
-- invoker's rights: a caller learns this only of an organization it can read
create function private.autocat_enabled(org_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select private.flag_enabled(org_id, 'autocat')
    and coalesce((select (o.config ->> 'aiAutocatEnabled')::boolean from public.organizations o where o.id = org_id), true)
$$;
revoke execute on function private.autocat_enabled(uuid) from public, anon;
grant execute on function private.autocat_enabled(uuid) to authenticated, service_role;

/**
 * New feed lines of an organization that categorises (it has settings) queue one categorisation run for it: the
 * worker suggests, and the bookkeeper's queue hears the new lines. One queued run per organization at a time.
 */
create function private.enqueue_categorisation() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct c.organization_id from changed c
      join public.expense_categorization_settings s on s.organization_id = c.organization_id
      where private.autocat_enabled(c.organization_id) loop
    perform private.enqueue_job('categorisation.run', jsonb_build_object('organizationId', v_org),
      'categorisation.run:' || v_org, v_org, null, '{"description": "categorise new feed lines"}'::jsonb);
  end loop;
  return null;
end $$;
revoke execute on function private.enqueue_categorisation() from public, anon, authenticated;
create trigger provider_transactions_enqueue_categorisation after insert on public.provider_transactions
  referencing new table as changed for each statement execute function private.enqueue_categorisation();

/**
 * Section: the firm model, trained by a job and stored
 * Training the firm model (docs/categorisation.md, layer three) takes seconds of CPU on a real history: a hosted
 * function has 2 s per request, so it never trains in a request. The job `categorisation.train-firm-model` trains it
 * in steps of a few epochs, keeping the weights reached so far in its row ('training'); the last step fits the
 * calibrators and marks the row 'ready'. Requests and the categorisation job only load the newest ready row.
 * The weights are float32 little-endian, label by label (FirmModel.weightsArray); `labels` gives their order.
 * The model holds accounts and odds learned across organizations, never a line, and is read by the service role only.
 */
create table private.categorisation_firm_models (
  id bigint generated always as identity primary key,
  status text not null default 'training' check (status in ('training', 'ready')),
  -- the history the model learns from: lines recorded up to this time, so every step reads the same lines
  history_until timestamptz not null,
  history_lines integer not null check (history_lines >= 0),
  labels jsonb not null default '[]' check (jsonb_typeof(labels) = 'array'),
  weights bytea,
  -- phase 'early' trains on the older 85% for the calibrators, phase 'full' on every line
  phase text not null default 'early' check (phase in ('early', 'full')),
  epochs_done integer not null default 0 check (epochs_done >= 0),
  calibrators jsonb,
  created_at timestamptz not null default now(),
  trained_at timestamptz
);
alter table private.categorisation_firm_models enable row level security;
revoke all on private.categorisation_firm_models from public, anon, authenticated;
grant select, insert, update, delete on private.categorisation_firm_models to service_role;
create index categorisation_firm_models_ready on private.categorisation_firm_models (id desc) where status = 'ready';
