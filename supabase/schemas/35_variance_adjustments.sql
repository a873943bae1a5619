/**
 * Variance-analysis adjustments (spec accounting §3.1, journal entry type `variance_analysis`): while reviewing a
 * month's variance analysis, a reviewer or the bookkeeper proposes on a line to reclassify an amount found in the
 * wrong account (a line that jumped because a cost was booked to the wrong place); staff post it, a journal entry
 * between the two accounts on the month's last day, and may reverse it (the opposite entry, same day). The entry
 * is posted through the ledger interface and recorded twice, each pointing at the other: here, with the analysis
 * that made it and who posted it, and in public.journal_entries (type variance_analysis, source_ref
 * `variance_analysis_adjustments:<id>`) with every entry the product posts. Never into a month whose books were sent
 * (edge-functions/domains/close/book-variance-adjustment.ts).
 */
create table public.variance_analysis_adjustments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  variance_analysis_id uuid not null references public.variance_analyses (id),
  -- the analysis line it was proposed on (`pnl:<account id>`, `bs:<account id>`), so the line lists its adjustments
  line_path text check (length(line_path) between 1 and 1000),
  -- proposed (nothing in the ledger yet), posted (the entry is in the ledger) or reversed (the opposite entry too)
  status text not null default 'posted' check (status in ('proposed', 'posted', 'reversed')),
  ledger_transaction_id text check (length(ledger_transaction_id) between 1 and 100),
  amount_cents bigint not null check (amount_cents > 0),
  -- the amount moves out of this account (credited) into that one (debited)
  from_account_id text not null check (length(from_account_id) between 1 and 100),
  to_account_id text not null check (length(to_account_id) between 1 and 100),
  memo text not null check (length(btrim(memo)) between 1 and 1000),
  proposed_by uuid not null default auth.uid() references public.users (id) on delete restrict,
  posted_by uuid references public.users (id) on delete restrict,
  posted_at timestamptz,
  reversal_ledger_transaction_id text check (length(reversal_ledger_transaction_id) between 1 and 100),
  reversed_by uuid references public.users (id) on delete restrict,
  reversed_at timestamptz,
  created_at timestamptz not null default now(),
  check (from_account_id <> to_account_id),
  -- each status has exactly the ledger facts it says
  constraint variance_analysis_adjustments_status_facts check (case status
    when 'proposed' then ledger_transaction_id is null and posted_by is null and reversed_by is null
    when 'posted' then ledger_transaction_id is not null and posted_by is not null and posted_at is not null
      and reversal_ledger_transaction_id is null and reversed_by is null
    else ledger_transaction_id is not null and posted_by is not null and reversal_ledger_transaction_id is not null
      and reversed_by is not null and reversed_at is not null end)
);
create index variance_analysis_adjustments_analysis_idx on public.variance_analysis_adjustments (variance_analysis_id);
create index variance_analysis_adjustments_organization_id_idx on public.variance_analysis_adjustments (organization_id);
create index variance_analysis_adjustments_posted_by_idx on public.variance_analysis_adjustments (posted_by);

alter table public.variance_analysis_adjustments enable row level security;
create policy "Staff and reviewers of an organization read its variance adjustments" on public.variance_analysis_adjustments
  for select to authenticated using ((select private.can_read_close(organization_id)));
create policy "Staff and reviewers propose adjustments, staff record the ones they posted" on public.variance_analysis_adjustments
  for insert to authenticated
  with check (proposed_by = (select auth.uid()) and case status
    when 'proposed' then (select private.can_read_close(organization_id))
    when 'posted' then (select private.is_org_staff(organization_id)) and posted_by = (select auth.uid())
    else false end);
create policy "Staff post and reverse their clients' adjustments" on public.variance_analysis_adjustments
  for update to authenticated
  using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.variance_analysis_adjustments');
-- a posted entry's record is history: only the steps below change a row, and nobody removes one
revoke update, delete, truncate on public.variance_analysis_adjustments from anon, authenticated;
grant update (status, ledger_transaction_id, posted_by, posted_at, reversal_ledger_transaction_id, reversed_by,
  reversed_at) on public.variance_analysis_adjustments to authenticated;

/**
 * The only steps: proposed -> posted (by the person posting, with the ledger's id) and posted -> reversed (by the
 * person reversing, with the opposite entry's id). What was proposed (accounts, amount, memo, line) never changes.
 */
create function private.guard_variance_adjustment_step() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not ((old.status = 'proposed' and new.status = 'posted'
        and ((select auth.uid()) is null or new.posted_by = (select auth.uid())))
      or (old.status = 'posted' and new.status = 'reversed'
        and ((select auth.uid()) is null or new.reversed_by = (select auth.uid())))) then
    raise exception 'An adjustment goes from proposed to posted to reversed, by the person taking the step'
      using errcode = '42501';
  end if;
  if old.ledger_transaction_id is not null and new.ledger_transaction_id is distinct from old.ledger_transaction_id
  then
    raise exception 'A posted entry keeps its ledger id' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger guard_variance_adjustment_step before update on public.variance_analysis_adjustments
  for each row execute function private.guard_variance_adjustment_step();

create trigger write_audit_log after insert on public.variance_analysis_adjustments
  for each row execute function private.write_audit_log();

-- an open analysis shows a proposal, a posting or a reversal as it happens (close_changed, 14_close.sql "live updates")
create trigger variance_analysis_adjustments_broadcast_insert after insert on public.variance_analysis_adjustments
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
create trigger variance_analysis_adjustments_broadcast_update after update on public.variance_analysis_adjustments
  referencing new table as changed for each statement execute function private.broadcast_org_change('close_changed');
