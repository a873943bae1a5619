/**
 * Feed health of each bank account: is the feed complete, and do its transactions explain the bank's own figures?
 * One function computes it for the bank feed screens (one client, or every client the caller may see), so the rule
 * lives in one place: the thresholds (how long a silence is a gap, how old a feed is stale) come from the caller,
 * who takes them from shared/rules/feed-health.ts so the web explains the flags with the same numbers.
 *
 * security invoker: it reads bank_accounts, provider_transactions, bank_statements and bank_balances through the
 * caller's RLS, so an account the caller was not granted is simply absent, and no figure of it leaks into another.
 */

/**
 * Section: the health of each readable bank account
 *
 * - Coverage: first and last transaction day (UTC calendar days of transaction_effective_time, removed rows left out,
 *   pending ones counted: they are data the feed delivered), the days between, and the transaction count.
 * - Gaps: stretches between two consecutive days with transactions longer than p_gap_days; and the days since the
 *   last transaction. A feed silent for more than p_stale_days (open accounts only; none at all counts) is stale.
 * - Balance continuity, to the cent, over posted (not pending) transactions, which is what statements and the
 *   bank's current balance contain: for consecutive statements, previous ending balance + the transactions dated
 *   after its period end up to the next period end = the next ending balance; and the latest realtime balance =
 *   the last statement's ending balance + the transactions since. Credit and loan accounts hold what is owed, so
 *   their transactions (signed from the organization's side: money out negative) count the other way. Statement
 *   pairs from before the feed's first transaction (beyond the gap threshold) are not checked: the feed does not
 *   claim to cover them. Statements not yet extracted (no period end or ending balance) are skipped.
 * - The flag: mismatch (a check is off by any cent) before gap before stale, else ok; `flags` lists every one that
 *   applies and `difference_cents` is the most recent failing check's actual minus expected.
 */
create function public.bank_feed_health(p_organization_id uuid, p_gap_days integer, p_stale_days integer, p_as_of date)
returns table (
  bank_account_id uuid,
  organization_id uuid,
  first_transaction_date date,
  last_transaction_date date,
  covered_days integer,
  transaction_count integer,
  gaps jsonb,
  gap_days integer,
  days_since_last_transaction integer,
  current_balance_cents bigint,
  available_balance_cents bigint,
  balance_as_of timestamptz,
  checks jsonb,
  mismatch_count integer,
  difference_cents bigint,
  flags text[],
  status text
)
language sql stable security invoker set search_path = '' as $$
  with accounts as (
    select a.id, a.organization_id, a.status, a.type in ('credit', 'loan') as liability, a.balance_data, a.updated_at
    from public.bank_accounts a
    where p_organization_id is null or a.organization_id = p_organization_id
  ),
  days as (
    select t.bank_account_id, (t.transaction_effective_time at time zone 'UTC')::date as day, count(*)::int as n,
           coalesce(sum(t.total_amount_cents) filter (where not t.pending), 0)::bigint as posted_cents
    from public.provider_transactions t
    where t.bank_account_id in (select id from accounts) and t.deleted_at is null
    group by 1, 2
  ),
  coverage as (
    select d.bank_account_id, min(d.day) as first_day, max(d.day) as last_day, sum(d.n)::int as n
    from days d group by 1
  ),
  gap_list as (
    select g.bank_account_id,
           jsonb_agg(jsonb_build_object('from', g.prev_day + 1, 'to', g.day - 1, 'days', g.day - g.prev_day - 1) order by g.day) as gaps,
           sum(g.day - g.prev_day - 1)::int as gap_days
    from (select d.bank_account_id, d.day, lag(d.day) over (partition by d.bank_account_id order by d.day) as prev_day
          from days d) g
    where g.day - g.prev_day - 1 > p_gap_days
    group by 1
  ),
  -- the latest realtime balance (micros → cents, rounded half away from zero), else what the account last reported
  latest_balance as (
    select a.id as bank_account_id, b.current_cents, b.available_cents, b.as_of
    from accounts a
    cross join lateral (
      select * from (
        select 1 as preference, round(x.current_micros / 10000.0)::bigint as current_cents,
               round(x.available_micros / 10000.0)::bigint as available_cents, x.balance_date as as_of
        from public.bank_balances x
        where x.bank_account_id = a.id and x.current_micros is not null
        order by x.balance_date desc limit 1) r
      union all
      select 2, round((a.balance_data ->> 'current')::numeric * 100)::bigint,
             case when jsonb_typeof(a.balance_data -> 'available') = 'number'
                  then round((a.balance_data ->> 'available')::numeric * 100)::bigint end, a.updated_at
      where jsonb_typeof(a.balance_data -> 'current') = 'number'
      order by 1 limit 1) b
  ),
  statements as (
    select s.bank_account_id, s.statement_id, s.period_end, s.ending_balance_cents,
           lag(s.statement_id) over w as prev_statement_id, lag(s.period_end) over w as prev_end,
           lag(s.ending_balance_cents) over w as prev_ending,
           row_number() over (partition by s.bank_account_id order by s.period_end desc) as recency
    from public.bank_statements s
    where s.bank_account_id in (select id from accounts) and s.period_end is not null and s.ending_balance_cents is not null
    window w as (partition by s.bank_account_id order by s.period_end)
  ),
  -- one row per check: from `opening` (a statement's ending balance) over (from_day - 1, to_day] to `actual`
  check_rows as (
    select s.bank_account_id, 'statement'::text as kind, s.prev_statement_id as from_statement,
           s.statement_id as to_statement, s.prev_end as opening_day, s.period_end as to_day,
           s.prev_ending as opening_cents, s.ending_balance_cents as actual_cents
    from statements s
    where s.prev_end is not null
    union all
    select s.bank_account_id, 'balance', s.statement_id, null, s.period_end, (b.as_of at time zone 'UTC')::date,
           s.ending_balance_cents, b.current_cents
    from statements s join latest_balance b on b.bank_account_id = s.bank_account_id
    where s.recency = 1 and b.current_cents is not null and (b.as_of at time zone 'UTC')::date > s.period_end
  ),
  checks as (
    select r.*, r.opening_cents + (case when a.liability then -1 else 1 end) * coalesce(
             (select sum(d.posted_cents) from days d
              where d.bank_account_id = r.bank_account_id and d.day > r.opening_day and d.day <= r.to_day), 0)::bigint
             as expected_cents
    from check_rows r
    join accounts a on a.id = r.bank_account_id
    join coverage c on c.bank_account_id = r.bank_account_id
    where c.first_day - (r.opening_day + 1) <= p_gap_days
  ),
  check_summary as (
    select k.bank_account_id,
           jsonb_agg(jsonb_build_object('kind', k.kind, 'fromStatementId', k.from_statement, 'toStatementId', k.to_statement,
             'from', k.opening_day + 1, 'to', k.to_day, 'openingCents', k.opening_cents, 'expectedCents', k.expected_cents,
             'actualCents', k.actual_cents, 'differenceCents', k.actual_cents - k.expected_cents)
             order by k.to_day, k.kind desc) as checks,
           count(*) filter (where k.actual_cents <> k.expected_cents)::int as mismatches,
           (array_agg(k.actual_cents - k.expected_cents order by k.to_day desc, k.kind)
              filter (where k.actual_cents <> k.expected_cents))[1] as difference
    from checks k group by 1
  )
  select a.id, a.organization_id, c.first_day, c.last_day, c.last_day - c.first_day + 1, coalesce(c.n, 0),
         coalesce(g.gaps, '[]'::jsonb), coalesce(g.gap_days, 0), p_as_of - c.last_day,
         b.current_cents, b.available_cents, b.as_of,
         coalesce(k.checks, '[]'::jsonb), coalesce(k.mismatches, 0), k.difference,
         f.flags, coalesce(f.flags[1], 'ok')
  from accounts a
  left join coverage c on c.bank_account_id = a.id
  left join gap_list g on g.bank_account_id = a.id
  left join latest_balance b on b.bank_account_id = a.id
  left join check_summary k on k.bank_account_id = a.id
  cross join lateral (select array_remove(array[
      case when coalesce(k.mismatches, 0) > 0 then 'mismatch' end,
      case when g.gaps is not null then 'gap' end,
      case when a.status = 'open' and (c.last_day is null or p_as_of - c.last_day > p_stale_days) then 'stale' end
    ]::text[], null) as flags) f
$$;
revoke execute on function public.bank_feed_health(uuid, integer, integer, date) from public, anon;
grant execute on function public.bank_feed_health(uuid, integer, integer, date) to authenticated, service_role;

/**
 * Section: who grants the bookkeeping team access
 * metadata.userPermissions is what the client lets the firm see (private.org_data_permission reads it for staff).
 * Staff may otherwise edit an organization's metadata, so without this guard a bookkeeper could grant themselves a
 * client's bank accounts. Only an organization admin changes it; the service role (auth.uid() is null) seeds it.
 */
create function private.guard_user_permissions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is not null
     and new.metadata -> 'userPermissions' is distinct from old.metadata -> 'userPermissions'
     and not private.is_org_admin(old.id) then
    raise exception 'Only an organization admin grants access to its bank accounts, payments, card and payroll data'
      using errcode = '42501';
  end if;
  return new;
end $$;
revoke execute on function private.guard_user_permissions() from public, authenticated;
create trigger guard_user_permissions before update of metadata on public.organizations
  for each row execute function private.guard_user_permissions();
