/**
 * Statement reconciliation (docs/reconciliation.md, spec banking-payments-tax §3 Statement accounts and reconciliation,
 * §4 supporting document types, §9 reconciliation methods). A bookkeeper closes a month of a bank or card account only
 * when the statement's balances, the feed's and the ledger's agree to the cent, or each difference is booked (an entry
 * they approved) or explained. Amounts are bigint cents.
 *
 * Who: the organization's staff (assigned bookkeepers, admins) map accounts, confirm statements, accept matches and
 * reconcile; its reviewers read. Clients do not see this area. Reconciling never writes the ledger: an adjusting
 * entry is booked through the ledger interface by a separate, approved request (reconciliation_adjustments records it).
 */

/**
 * Section: who may read and work on reconciliations
 * PL/pgSQL, planned once per session, as the access helpers of 01_tenancy.sql are (every reconciliation policy calls it).
 */
create function private.can_read_reconciliation(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select private.is_org_staff(org_id) or private.is_org_reviewer(org_id)
  );
end
$$;
revoke execute on function private.can_read_reconciliation(uuid) from public;
grant execute on function private.can_read_reconciliation(uuid) to authenticated, service_role;

/**
 * Section: statement accounts
 * One per ledger bank or card account (the spec's accountChartId and accountChartName: the ledger's account id and
 * name, built-in or QuickBooks), mapped to the feed account that brings its lines (plaidBankAccountId =
 * public.bank_accounts.id, Plaid or Teller). Inactive accounts are kept for their history and expected no more.
 */
create table public.statement_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_chart_id text not null check (length(account_chart_id) between 1 and 100),
  account_chart_name text not null check (length(btrim(account_chart_name)) between 1 and 300),
  plaid_bank_account_id uuid references public.bank_accounts (id) on delete set null,
  inactive boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, account_chart_id)
);
create index statement_accounts_organization_id_idx on public.statement_accounts (organization_id);
-- one ledger account per feed account: two mappings of one feed would reconcile its lines twice
create unique index statement_accounts_one_per_feed on public.statement_accounts (plaid_bank_account_id)
  where plaid_bank_account_id is not null;

/**
 * Section: supporting documents (spec §4: uploaded, plaid-statement, plaid-asset-report)
 * What the statement says: the period and the start and end balances (delta = end - start), read from the uploaded
 * PDF or CSV, the Plaid statement, or the asset report, and `extracted` until a bookkeeper confirms the figures
 * (`confirmed`); only confirmed figures count. Uploaded files are public.files rows (bucket 'files'), Plaid statements
 * their public.bank_statements row.
 */
create table public.reconciliation_documents (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  statement_account_id uuid not null references public.statement_accounts (id) on delete cascade,
  type text not null check (type in ('uploaded', 'plaid-statement', 'plaid-asset-report')),
  file_id uuid references public.files (id) on delete restrict,
  bank_statement_id uuid references public.bank_statements (id) on delete restrict,
  plaid_asset_report_id uuid references public.plaid_asset_reports (id) on delete restrict,
  file_name text not null check (length(btrim(file_name)) between 1 and 300),
  period_start date not null,
  period_end date not null,
  start_balance_cents bigint not null,
  end_balance_cents bigint not null,
  delta_cents bigint generated always as (end_balance_cents - start_balance_cents) stored,
  status text not null default 'extracted' check (status in ('extracted', 'confirmed')),
  uploaded_by uuid references public.users (id) on delete set null,
  confirmed_by uuid references public.users (id) on delete set null,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (period_end >= period_start and period_end - period_start <= 62),
  check (abs(start_balance_cents) <= 9999999999999 and abs(end_balance_cents) <= 9999999999999),
  check ((status = 'confirmed') = (confirmed_at is not null)),
  check ((type = 'uploaded') = (file_id is not null)),
  check ((type = 'plaid-statement') = (bank_statement_id is not null)),
  check ((type = 'plaid-asset-report') = (plaid_asset_report_id is not null))
);
create index reconciliation_documents_account_idx on public.reconciliation_documents (statement_account_id, period_end);
create index reconciliation_documents_organization_id_idx on public.reconciliation_documents (organization_id);
create index reconciliation_documents_file_id_idx on public.reconciliation_documents (file_id);
create index reconciliation_documents_bank_statement_id_idx on public.reconciliation_documents (bank_statement_id);
create index reconciliation_documents_plaid_asset_report_id_idx on public.reconciliation_documents (plaid_asset_report_id);

/**
 * Section: reconciliations
 * One per statement account and period. The statement's balances come from the confirmed document; the feed's and the
 * ledger's are what the API computed at the last refresh (kept, so a reconciled month shows what was agreed even after
 * later edits). Each delta is that source minus the statement, null while a side is unknown (an account without a
 * feed has no feed side). Reconciled = reconciled_at and method set; the guard below decides when that may be.
 */
create table public.reconciliations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  statement_account_id uuid not null references public.statement_accounts (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  document_id uuid references public.reconciliation_documents (id) on delete set null,
  statement_starting_balance_cents bigint,
  statement_ending_balance_cents bigint,
  feed_starting_balance_cents bigint,
  feed_ending_balance_cents bigint,
  ledger_starting_balance_cents bigint,
  ledger_ending_balance_cents bigint,
  feed_starting_delta_cents bigint generated always as (feed_starting_balance_cents - statement_starting_balance_cents) stored,
  feed_ending_delta_cents bigint generated always as (feed_ending_balance_cents - statement_ending_balance_cents) stored,
  ledger_starting_delta_cents bigint generated always as (ledger_starting_balance_cents - statement_starting_balance_cents) stored,
  ledger_ending_delta_cents bigint generated always as (ledger_ending_balance_cents - statement_ending_balance_cents) stored,
  unreconciled_feed_count integer not null default 0 check (unreconciled_feed_count >= 0),
  unreconciled_ledger_count integer not null default 0 check (unreconciled_ledger_count >= 0),
  -- why a remaining difference is right (a bank error the bank will reverse, a feed day the provider never sent)
  explanation text check (length(explanation) <= 2000),
  refreshed_at timestamptz,
  reconciled_at timestamptz,
  reconciled_by uuid references public.users (id) on delete set null,
  method text check (method in ('automatically', 'manually-in-haven-app', 'manually-in-quickbooks')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (statement_account_id, period_start),
  check (period_end >= period_start and period_end - period_start <= 62),
  check ((reconciled_at is null) = (method is null))
);
create index reconciliations_organization_period_idx on public.reconciliations (organization_id, period_end);
create index reconciliations_document_id_idx on public.reconciliations (document_id);

/**
 * The rule of a reconciled period, enforced where every writer passes: it needs the statement's confirmed balances
 * and the ledger's, and every difference (feed and ledger against the statement, start and end) is zero or
 * explained. A reconciled period keeps its figures until it is reopened (reconciled_at cleared).
 */
create function private.reconciliations_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' and old.reconciled_at is not null and new.reconciled_at is not null
     and (new.statement_starting_balance_cents, new.statement_ending_balance_cents, new.feed_starting_balance_cents,
          new.feed_ending_balance_cents, new.ledger_starting_balance_cents, new.ledger_ending_balance_cents,
          new.period_start, new.period_end, new.document_id, new.explanation)
         is distinct from
         (old.statement_starting_balance_cents, old.statement_ending_balance_cents, old.feed_starting_balance_cents,
          old.feed_ending_balance_cents, old.ledger_starting_balance_cents, old.ledger_ending_balance_cents,
          old.period_start, old.period_end, old.document_id, old.explanation) then
    raise exception 'This period is reconciled: reopen it before changing its figures' using errcode = 'P0001';
  end if;
  if new.reconciled_at is not null and (tg_op = 'INSERT' or old.reconciled_at is null) then
    if new.statement_starting_balance_cents is null or new.statement_ending_balance_cents is null then
      raise exception 'Confirm the statement''s balances before reconciling' using errcode = 'P0001';
    end if;
    if new.ledger_ending_balance_cents is null or new.ledger_starting_balance_cents is null then
      raise exception 'The ledger''s balances are not known yet: refresh before reconciling' using errcode = 'P0001';
    end if;
    -- the deltas from the balances themselves: generated columns are not computed yet in a BEFORE trigger
    if coalesce(btrim(new.explanation), '') = ''
        and (new.ledger_starting_balance_cents <> new.statement_starting_balance_cents
          or new.ledger_ending_balance_cents <> new.statement_ending_balance_cents
          or coalesce(new.feed_starting_balance_cents <> new.statement_starting_balance_cents, false)
          or coalesce(new.feed_ending_balance_cents <> new.statement_ending_balance_cents, false)) then
      raise exception 'The balances differ: book an adjusting entry or explain the difference' using errcode = 'P0001';
    end if;
  end if;
  return new;
end $$;
revoke execute on function private.reconciliations_guard() from public, authenticated;
create trigger reconciliations_guard before insert or update on public.reconciliations
  for each row execute function private.reconciliations_guard();

/**
 * Section: matches of feed lines to ledger lines
 * Suggested by the matching rule (shared/rules/reconciliation-matching.ts) at each refresh, accepted or rejected by a
 * bookkeeper (in bulk). Feed lines are provider_transactions ids; ledger lines are '<kind>/<txnId>/<lineId>' as the
 * ledger interface names a posting (built-in and QuickBooks alike).
 */
create table public.reconciliation_matches (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  reconciliation_id uuid not null references public.reconciliations (id) on delete cascade,
  kind text not null check (kind in ('one-to-one', 'many-to-one', 'one-to-many')),
  feed_line_ids uuid[] not null check (cardinality(feed_line_ids) >= 1),
  ledger_line_ids text[] not null check (cardinality(ledger_line_ids) >= 1),
  amount_cents bigint not null,
  score integer not null default 0,
  status text not null default 'suggested' check (status in ('suggested', 'accepted', 'rejected')),
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'one-to-one') = (cardinality(feed_line_ids) = 1 and cardinality(ledger_line_ids) = 1)),
  check (kind <> 'many-to-one' or (cardinality(feed_line_ids) > 1 and cardinality(ledger_line_ids) = 1)),
  check (kind <> 'one-to-many' or (cardinality(feed_line_ids) = 1 and cardinality(ledger_line_ids) > 1))
);
create index reconciliation_matches_reconciliation_idx on public.reconciliation_matches (reconciliation_id, status);
create index reconciliation_matches_organization_id_idx on public.reconciliation_matches (organization_id);

/**
 * Section: adjusting entries
 * The record of each entry a bookkeeper approved to book a difference: what the ledger answered (its kind and id),
 * the amount and who approved it. Written once; the entry itself lives in the ledger.
 */
create table public.reconciliation_adjustments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  reconciliation_id uuid not null references public.reconciliations (id) on delete cascade,
  ledger_transaction_id text not null check (length(ledger_transaction_id) between 1 and 100),
  amount_cents bigint not null check (amount_cents <> 0),
  offset_account_id text not null check (length(offset_account_id) between 1 and 100),
  memo text not null check (length(btrim(memo)) between 1 and 1000),
  approved_by uuid not null references public.users (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index reconciliation_adjustments_reconciliation_idx on public.reconciliation_adjustments (reconciliation_id);
create index reconciliation_adjustments_organization_id_idx on public.reconciliation_adjustments (organization_id);
create index reconciliation_adjustments_approved_by_idx on public.reconciliation_adjustments (approved_by);

/**
 * Section: the bank statement tracker (spec §3 Bank statement tracker, §5 availability 1 to 31)
 * Per organization, each account whose statements the firm collects: who gets them (responsibility), the day of the
 * month the statement is available, and the statements per month with a completed flag and files. A statement
 * account's confirmed document completes its month (trigger below); staff also tick a month and attach files by hand.
 */
create table public.bank_statement_trackers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  statement_account_id uuid references public.statement_accounts (id) on delete set null,
  responsibility text not null check (responsibility in ('client', 'bookkeeper')),
  account_name text not null check (length(btrim(account_name)) between 1 and 300),
  availability integer not null check (availability between 1 and 31),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index bank_statement_trackers_organization_id_idx on public.bank_statement_trackers (organization_id)
  where deleted_at is null;
create index bank_statement_trackers_statement_account_id_idx on public.bank_statement_trackers (statement_account_id);

/** The statements of a tracker, one per month (`date` = the first day of the statement's month). */
create table public.bank_statement_tracker_statements (
  id uuid primary key default gen_random_uuid(),
  tracker_id uuid not null references public.bank_statement_trackers (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  date date not null check (extract(day from date) = 1),
  completed boolean not null default false,
  -- [{fileName, bucket, path, uploadedAt}]; the API signs fileUrl for the caller
  files jsonb not null default '[]'::jsonb check (jsonb_typeof(files) = 'array'),
  completed_by uuid references public.users (id) on delete set null,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tracker_id, date)
);
create index bank_statement_tracker_statements_organization_idx on public.bank_statement_tracker_statements (organization_id, date);

/** A confirmed statement completes its month on every tracker of its account, with the statement as a file. */
create function private.complete_tracked_statement() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_file jsonb;
begin
  if new.status <> 'confirmed' or (tg_op = 'UPDATE' and old.status = 'confirmed') then
    return null;
  end if;
  select jsonb_build_object('fileName', new.file_name, 'bucket', coalesce(f.bucket, 'bank-statements'),
      'path', coalesce(f.path, s.object_path), 'uploadedAt', new.created_at)
    into v_file
  from (select 1) one
  left join public.files f on f.id = new.file_id
  left join public.bank_statements s on s.id = new.bank_statement_id;
  insert into public.bank_statement_tracker_statements (tracker_id, organization_id, date, completed, files, completed_by, completed_at)
  select t.id, t.organization_id, date_trunc('month', new.period_end)::date, true,
    case when v_file ->> 'path' is null then '[]'::jsonb else jsonb_build_array(v_file) end, new.confirmed_by, now()
  from public.bank_statement_trackers t
  where t.statement_account_id = new.statement_account_id and t.deleted_at is null
  on conflict (tracker_id, date) do update set completed = true, completed_by = excluded.completed_by,
    completed_at = coalesce(bank_statement_tracker_statements.completed_at, excluded.completed_at),
    files = bank_statement_tracker_statements.files || (
      select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(excluded.files) e
      where not bank_statement_tracker_statements.files @> jsonb_build_array(e)),
    updated_at = now();
  return null;
end $$;
revoke execute on function private.complete_tracked_statement() from public, authenticated;
create trigger complete_tracked_statement after insert or update of status on public.reconciliation_documents
  for each row execute function private.complete_tracked_statement();

/** Section: who reads and writes what */
alter table public.statement_accounts enable row level security;
create policy "Staff and reviewers of an organization read its statement accounts" on public.statement_accounts
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization map its statement accounts" on public.statement_accounts
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization change its statement accounts" on public.statement_accounts
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.statement_accounts');
-- accounts are marked inactive, never deleted, so their reconciliations keep their account
revoke delete, truncate on public.statement_accounts from anon, authenticated;

alter table public.reconciliation_documents enable row level security;
create policy "Staff and reviewers of an organization read its supporting documents" on public.reconciliation_documents
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization add supporting documents" on public.reconciliation_documents
  for insert to authenticated with check ((select private.is_org_staff(organization_id)) and uploaded_by = (select auth.uid()));
create policy "Staff of an organization confirm supporting documents" on public.reconciliation_documents
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization discard unconfirmed supporting documents" on public.reconciliation_documents
  for delete to authenticated using ((select private.is_org_staff(organization_id)) and status = 'extracted');
select private.require_second_factor('public.reconciliation_documents');

alter table public.reconciliations enable row level security;
create policy "Staff and reviewers of an organization read its reconciliations" on public.reconciliations
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization open reconciliations" on public.reconciliations
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization work on its reconciliations" on public.reconciliations
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization remove reconciliations not reconciled" on public.reconciliations
  for delete to authenticated using ((select private.is_org_staff(organization_id)) and reconciled_at is null);
select private.require_second_factor('public.reconciliations');

alter table public.reconciliation_matches enable row level security;
create policy "Staff and reviewers of an organization read its matches" on public.reconciliation_matches
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization suggest matches" on public.reconciliation_matches
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization accept and reject matches" on public.reconciliation_matches
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization clear suggested matches" on public.reconciliation_matches
  for delete to authenticated using ((select private.is_org_staff(organization_id)) and status = 'suggested');
select private.require_second_factor('public.reconciliation_matches');

alter table public.reconciliation_adjustments enable row level security;
create policy "Staff and reviewers of an organization read its adjusting entries" on public.reconciliation_adjustments
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization record the entries they approved" on public.reconciliation_adjustments
  for insert to authenticated with check ((select private.is_org_staff(organization_id)) and approved_by = (select auth.uid()));
select private.require_second_factor('public.reconciliation_adjustments');
-- the record of a booked entry is history
revoke update, delete, truncate on public.reconciliation_adjustments from anon, authenticated;

alter table public.bank_statement_trackers enable row level security;
create policy "Staff and reviewers of an organization read its statement tracker" on public.bank_statement_trackers
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization track its statements" on public.bank_statement_trackers
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization change and remove tracked accounts" on public.bank_statement_trackers
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.bank_statement_trackers');
-- removed with deleted_at, so past months keep their record
revoke delete, truncate on public.bank_statement_trackers from anon, authenticated;

alter table public.bank_statement_tracker_statements enable row level security;
create policy "Staff and reviewers of an organization read its tracked statements" on public.bank_statement_tracker_statements
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
create policy "Staff of an organization record tracked statements" on public.bank_statement_tracker_statements
  for insert to authenticated with check ((select private.is_org_staff(organization_id)));
create policy "Staff of an organization complete tracked statements" on public.bank_statement_tracker_statements
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.bank_statement_tracker_statements');
revoke delete, truncate on public.bank_statement_tracker_statements from anon, authenticated;

/** Section: audit (business data; the refresh's computed figures are the feed's and ledger's record, not an act) */
create trigger write_audit_log after insert or update or delete on public.statement_accounts
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.reconciliation_documents
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.reconciliations
  for each row execute function private.write_audit_log('feed_starting_balance_cents', 'feed_ending_balance_cents',
    'ledger_starting_balance_cents', 'ledger_ending_balance_cents', 'feed_starting_delta_cents', 'feed_ending_delta_cents',
    'ledger_starting_delta_cents', 'ledger_ending_delta_cents', 'unreconciled_feed_count', 'unreconciled_ledger_count',
    'refreshed_at');
create trigger write_audit_log after update on public.reconciliation_matches
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert on public.reconciliation_adjustments
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.bank_statement_trackers
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.bank_statement_tracker_statements
  for each row execute function private.write_audit_log();

/**
 * The reconciled state of a month, read by every screen that needs it: the statements screen, the bank statement
 * tracker and the books tracker of the month-end close (spec overview §4: "reconciliation not done" gives
 * statements-reconciliation-os). One function, so no feature keeps a copy of the rule.
 *
 * A month of an organization is reconciled when every active statement account has a reconciled period ending in that
 * month. An organization without statement accounts has no row: having nothing mapped is not the same as having
 * reconciled. Security invoker: the caller's RLS on statement accounts and reconciliations decides which
 * organizations answer.
 */
create function public.reconciliation_month_status(p_month date, p_organization_id uuid default null)
returns table (organization_id uuid, month date, accounts integer, reconciled_accounts integer, reconciled boolean,
  last_reconciled_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select a.organization_id, date_trunc('month', p_month)::date,
    count(*)::integer,
    count(r.reconciled_at)::integer,
    count(r.reconciled_at) = count(*),
    max(r.reconciled_at)
  from public.statement_accounts a
  left join lateral (
    select max(x.reconciled_at) as reconciled_at from public.reconciliations x
    where x.statement_account_id = a.id and x.reconciled_at is not null
      and x.period_end >= date_trunc('month', p_month)::date
      and x.period_end < (date_trunc('month', p_month) + interval '1 month')::date
  ) r on true
  where not a.inactive and (p_organization_id is null or a.organization_id = p_organization_id)
  group by a.organization_id
$$;
revoke execute on function public.reconciliation_month_status(date, uuid) from public, anon;
grant execute on function public.reconciliation_month_status(date, uuid) to authenticated, service_role;

/**
 * Section: live updates
 * `reconciliation_changed` {organizationId, table} once per statement and organization, on the organization's topic
 * (its staff and reviewers) and on `admins` (the cross-client tracker of admins); screens refetch through RLS.
 */
create trigger statement_accounts_broadcast_insert after insert on public.statement_accounts
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger statement_accounts_broadcast_update after update on public.statement_accounts
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger statement_accounts_broadcast_delete after delete on public.statement_accounts
  referencing old table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliation_documents_broadcast_insert after insert on public.reconciliation_documents
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliation_documents_broadcast_update after update on public.reconciliation_documents
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliation_documents_broadcast_delete after delete on public.reconciliation_documents
  referencing old table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliations_broadcast_insert after insert on public.reconciliations
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliations_broadcast_update after update on public.reconciliations
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliations_broadcast_delete after delete on public.reconciliations
  referencing old table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliation_matches_broadcast_insert after insert on public.reconciliation_matches
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliation_matches_broadcast_update after update on public.reconciliation_matches
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger reconciliation_matches_broadcast_delete after delete on public.reconciliation_matches
  referencing old table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger bank_statement_trackers_broadcast_insert after insert on public.bank_statement_trackers
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger bank_statement_trackers_broadcast_update after update on public.bank_statement_trackers
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger bank_statement_trackers_broadcast_delete after delete on public.bank_statement_trackers
  referencing old table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger bank_statement_tracker_statements_broadcast_insert after insert on public.bank_statement_tracker_statements
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger bank_statement_tracker_statements_broadcast_update after update on public.bank_statement_tracker_statements
  referencing new table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');
create trigger bank_statement_tracker_statements_broadcast_delete after delete on public.bank_statement_tracker_statements
  referencing old table as changed for each statement execute function private.broadcast_org_change('reconciliation_changed');

/**
 * Section: uploaded statements read by a job
 * Reading a statement PDF (unpdf) takes more CPU than a hosted request's 2 s on a long statement, and the file can
 * be tens of MB. The API only records the upload here and queues `reconciliation.read-statement`; the job reads the
 * file (size capped), and either adds the supporting document or records why it refused the file, in the words the
 * request used to answer with. The screen waits on the row's status (GET …/documents/uploads/{id}).
 * Written and read through the service role only: the API checks the caller keeps the organization's books first.
 */
create table private.reconciliation_statement_uploads (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  statement_account_id uuid not null references public.statement_accounts (id) on delete cascade,
  path text not null check (length(path) between 1 and 1024),
  file_name text not null check (length(btrim(file_name)) between 1 and 300),
  uploaded_by uuid references public.users (id) on delete set null,
  status text not null default 'processing' check (status in ('processing', 'read', 'refused')),
  document_id uuid references public.reconciliation_documents (id) on delete set null,
  error_message text check (length(error_message) <= 2000),
  error_path text check (length(error_path) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'refused') = (error_message is not null))
);
alter table private.reconciliation_statement_uploads enable row level security;
revoke all on private.reconciliation_statement_uploads from public, anon, authenticated;
grant select, insert, update, delete on private.reconciliation_statement_uploads to service_role;
create index reconciliation_statement_uploads_organization_id_idx
  on private.reconciliation_statement_uploads (organization_id);
create index reconciliation_statement_uploads_statement_account_id_idx
  on private.reconciliation_statement_uploads (statement_account_id);
create index reconciliation_statement_uploads_document_id_idx
  on private.reconciliation_statement_uploads (document_id);
