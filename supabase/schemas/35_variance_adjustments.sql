/**
 * Variance-analysis adjustments (spec accounting §3.1, journal entry type `variance_analysis`): while reviewing a
 * month's variance analysis, staff reclassify an amount found in the wrong account (a line that jumped because a
 * cost was booked to the wrong place) with a journal entry between two accounts on the month's last day. The entry
 * is posted through the ledger interface and recorded twice, each pointing at the other: here, with the analysis
 * that made it and who posted it, and in public.journal_entries (type variance_analysis, source_ref
 * `variance_analysis_adjustments:<id>`) with every entry the product posts. Never into a month whose books were sent
 * (edge-functions/domains/close/book-variance-adjustment.ts).
 */
create table public.variance_analysis_adjustments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  variance_analysis_id uuid not null references public.variance_analyses (id),
  ledger_transaction_id text not null check (length(ledger_transaction_id) between 1 and 100),
  amount_cents bigint not null check (amount_cents > 0),
  -- the amount moves out of this account (credited) into that one (debited)
  from_account_id text not null check (length(from_account_id) between 1 and 100),
  to_account_id text not null check (length(to_account_id) between 1 and 100),
  memo text not null check (length(btrim(memo)) between 1 and 1000),
  posted_by uuid not null references public.users (id) on delete restrict,
  created_at timestamptz not null default now(),
  check (from_account_id <> to_account_id)
);
create index variance_analysis_adjustments_analysis_idx on public.variance_analysis_adjustments (variance_analysis_id);
create index variance_analysis_adjustments_organization_id_idx on public.variance_analysis_adjustments (organization_id);
create index variance_analysis_adjustments_posted_by_idx on public.variance_analysis_adjustments (posted_by);

alter table public.variance_analysis_adjustments enable row level security;
create policy "Staff and reviewers of an organization read its variance adjustments" on public.variance_analysis_adjustments
  for select to authenticated using ((select private.can_read_close(organization_id)));
create policy "Staff of an organization record the adjustments they posted" on public.variance_analysis_adjustments
  for insert to authenticated
  with check ((select private.is_org_staff(organization_id)) and posted_by = (select auth.uid()));
select private.require_second_factor('public.variance_analysis_adjustments');
-- the record of a posted entry is history
revoke update, delete, truncate on public.variance_analysis_adjustments from anon, authenticated;

create trigger write_audit_log after insert on public.variance_analysis_adjustments
  for each row execute function private.write_audit_log();
