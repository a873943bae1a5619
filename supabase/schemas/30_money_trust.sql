/**
 * Trust in the money and the numbers (issue 30): a payment never waits forever for an approval.
 *
 * Section: waiting payments expire
 * A payment over its requester's limit waits for the approval layers (11_banking.sql). If no approver acts within
 * PAYMENT_APPROVAL_DAYS (shared/rules/banking.ts) it expires: nothing was sent, nothing is counted, and the message
 * says so. The job `banking.expire-payments` (edge-functions/domains/banking/expire-payments.ts) passes the cut-off
 * and the words, so the window and the message have one owner; it tells each requester. The row lock and the status
 * check make an expiry and a late approval exclusive: whichever comes first wins, the other finds it not waiting.
 */
create function private.expire_banking_payments(p_created_before timestamptz, p_message text)
returns table (payment_id uuid, organization_id uuid, requested_by uuid, amount_micros bigint, description text)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  with due as (
    select p.id from public.banking_payments p
    where p.status = 'awaiting_approval' and p.created_at < p_created_before
    order by p.id
    for update skip locked
  )
  update public.banking_payments p set status = 'expired', message = p_message, decided_at = now(), updated_at = now()
  from due where p.id = due.id and p.status = 'awaiting_approval'
  returning p.id, p.organization_id, p.requested_by, p.amount_micros, p.description;
end $$;
revoke execute on function private.expire_banking_payments(timestamptz, text) from public, authenticated;
grant execute on function private.expire_banking_payments(timestamptz, text) to service_role;

select private.schedule_job('banking-expire-payments', '*/5 * * * *', 'banking.expire-payments');

/**
 * Section: uncategorised money reaches the queue
 * Every line the books still hold in Uncategorized Income or Expense is a question to the client or an item in the
 * bookkeeper's queue (issue 30, item 6). Feed lines queue a categorisation run when they arrive (16_categorisation.sql),
 * but a line booked to an uncategorised account in the books themselves (a QuickBooks entry, an import) arrives by no
 * feed, and an organization without categorisation settings never ran at all: its uncategorised money was nobody's.
 * So every hour each organization with books (the built-in ledger, a live QuickBooks connection, or the product's
 * bank) queues a run over its books' lines only (`ledgerOnly`), or over its feed lines too when it categorises them
 * (settings) or banks with the product (the banking sync's settled lines wait for their category like any feed line,
 * and without settings nothing else would queue them). Lines already recorded are skipped by the run, and the job key
 * keeps one run per organization queued at a time. `p_org` limits it to one organization (tests, a bookkeeper's
 * button later).
 */
create function private.enqueue_uncategorised_ledger_runs(p_org uuid default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
  v_count integer := 0;
begin
  for v_org in
    select o.id from public.organizations o
    where o.deleted_at is null and (p_org is null or o.id = p_org)
      and (exists (select 1 from public.ledger_accounts a where a.organization_id = o.id)
        or exists (select 1 from public.provider_connections c
                   where c.organization_id = o.id and c.provider in ('quickbooks', 'banking') and c.status = 'active'))
  loop
    -- a full run wherever feed lines are categorised too (settings), or wait (banking): one key per organization, so
    -- a queued run of either kind stands for the other and never leaves new feed lines out
    perform private.enqueue_job('categorisation.run', jsonb_build_object('organizationId', v_org, 'ledgerOnly',
        not exists (select 1 from public.expense_categorization_settings s where s.organization_id = v_org)
        and not exists (select 1 from public.provider_connections c
                        where c.organization_id = v_org and c.provider = 'banking' and c.status = 'active')),
      'categorisation.run:' || v_org, v_org, null, '{"description": "put the books'' uncategorised lines in the queue"}'::jsonb);
    v_count := v_count + 1;
  end loop;
  return v_count;
end $$;
revoke execute on function private.enqueue_uncategorised_ledger_runs(uuid) from public, anon, authenticated;

select cron.schedule('categorisation-uncategorised-ledger-hourly', '37 * * * *',
  'select private.enqueue_uncategorised_ledger_runs()');

/**
 * Section: the bank's own accounts in the books (item 3: "the banking accounts appear as bank accounts in the books")
 * Each open business banking account is an account of the organization's chart (a Bank account for deposit accounts,
 * a Credit Card account for a card), created once through the ledger interface by the banking sync
 * (edge-functions/domains/banking/book-accounts.ts, the mapping in shared/rules/banking-books.ts). A banking line
 * categorised later is posted from that account, as a feed line is from its mapped statement account. Written only
 * by the sync (service role); staff and reviewers read it.
 */
create table public.banking_account_books (
  banking_account_id uuid primary key references public.banking_accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_chart_id text not null check (length(account_chart_id) between 1 and 100),
  account_chart_name text not null check (length(btrim(account_chart_name)) between 1 and 300),
  created_at timestamptz not null default now(),
  unique (organization_id, account_chart_id)
);
alter table public.banking_account_books enable row level security;
create policy "Staff and reviewers of an organization read where its banking accounts are in the books"
  on public.banking_account_books
  for select to authenticated using ((select private.can_read_reconciliation(organization_id)));
revoke insert, update, delete on public.banking_account_books from authenticated, anon;
select private.require_second_factor('public.banking_account_books');
