/**
 * The books tracker's facts in one definer read (docs/close.md). Read through RLS, every table's policy asked its
 * helper once per row: for 2,000 clients some ten thousand helper calls, most of the 260 ms the tracker took. This
 * function decides the caller's clients once — the organizations whose close they may read (private.can_read_close:
 * admins and owners all, bookkeepers and reviewers their assigned ones), and nothing without the second factor the
 * tables' restrictive policy asks for — and reads each table filtered by that set. The columns are the API's.
 * The derived state is not computed here: the ten rules are shared/rules/books-tracker.ts, one owner.
 */
create function public.books_tracker_facts(p_month date)
returns table ("organizationId" uuid, "organizationName" text, priority integer, pending integer, unanswered integer,
  "analysisId" uuid, "submittedAt" timestamptz, "lastSentAt" timestamptz, "newestAdminNoteAt" timestamptz, reconciled boolean,
  "booksSentAt" timestamptz, "stateOverride" text, "overrideReason" text, "overrideBy" text, "overrideAt" timestamptz,
  "businessDays" integer, bookkeepers json)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_orgs uuid[];
begin
  if (select auth.uid()) is null or not private.meets_second_factor() then return; end if;
  if private.is_admin() then
    select array_agg(o.id) into v_orgs from public.organizations o where o.deleted_at is null;
  else
    select array_agg(x.organization_id) into v_orgs from (
      select b.organization_id from public.bookkeeper_assignments b where b.user_id = (select auth.uid())
      union select r.organization_id from public.reviewer_assignments r where r.user_id = (select auth.uid())) x;
  end if;
  return query
    with orgs as (
      select o.id, o.legal_name, o.books_priority from public.organizations o
      where o.id = any (v_orgs) and o.deleted_at is null
    ),
    q as (
      select a.organization_id, count(*) filter (where a.status = 'pending')::int as pending,
             count(*) filter (where a.status = 'not_responded')::int as unanswered
      from public.amc_questions a
      where a.organization_id = any (v_orgs) and a.deleted_at is null and a.status in ('pending', 'not_responded')
      group by a.organization_id
    ),
    va as (
      select a.organization_id, a.id, a.submitted_at, a.last_sent_at, n.newest
      from public.variance_analyses a
      left join lateral (select max(n.created_at) as newest from public.variance_notes n
        where n.variance_analysis_id = a.id and n.author_role in ('admin', 'owner')) n on true
      where a.start_date = v_month and a.organization_id = any (v_orgs)
    ),
    -- the month's reconciled state from its one owner (read here as the definer: the set above decides)
    rec as (select m.organization_id, m.reconciled from public.reconciliation_month_status(v_month) m),
    bk as (
      select b.organization_id, json_agg(json_build_object('id', u.id,
               'name', coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email), 'isPrimary', b.is_primary)
               order by b.is_primary desc, u.first_name) as bookkeepers
      from public.bookkeeper_assignments b join public.users u on u.id = b.user_id
      where b.organization_id = any (v_orgs)
      group by b.organization_id
    )
    select o.id, o.legal_name, o.books_priority::int, coalesce(q.pending, 0), coalesce(q.unanswered, 0),
      va.id, va.submitted_at, va.last_sent_at, va.newest,
      coalesce(rec.reconciled, false),
      t.books_sent_at, t.state_override, t.override_reason, nullif(btrim(ou.first_name || ' ' || ou.last_name), ''),
      t.override_at, t.business_days, bk.bookkeepers
    from orgs o
    left join q on q.organization_id = o.id
    left join va on va.organization_id = o.id
    left join rec on rec.organization_id = o.id
    left join public.books_trackings t on t.organization_id = o.id and t.month = v_month
    left join public.users ou on ou.id = t.override_by
    left join bk on bk.organization_id = o.id
    order by o.legal_name, o.id;
end $$;
revoke execute on function public.books_tracker_facts(date) from public, anon;
grant execute on function public.books_tracker_facts(date) to authenticated, service_role;
