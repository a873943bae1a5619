/**
 * Section: staff hear when a client answers.
 *
 * Why: the bookkeeper's bell said nothing when a client answered Ask My Client questions; they found out only by
 * opening the questions page. One notification per assigned bookkeeper and statement (a group answer moves several
 * questions at once and reads as one notification: "answered 3 questions"), with a link to that client's questions.
 * Statement-level with transition tables, so a bulk answer costs one insert per bookkeeper, not one per question.
 */
create function private.notify_staff_of_amc_answers()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (type, user_id, organization_id, metadata)
  select 'amc', b.user_id, a.organization_id,
         jsonb_build_object(
           'kind', 'amc-answered',
           'message', o.legal_name || ' answered ' || case when a.n = 1 then 'a question' else a.n || ' questions' end
             || coalesce(' about ' || a.vendor, ''),
           'questionIds', a.ids,
           'link', '/bookkeeper/client/' || a.organization_id || '/amc')
  from (
    select n.organization_id, count(*) as n, jsonb_agg(n.id) as ids,
           case when count(*) = 1 then max(n.vendor_name) end as vendor
    from new_rows n join old_rows o on o.id = n.id
    where n.status = 'responded' and o.status is distinct from 'responded' and n.deleted_at is null
    group by n.organization_id
  ) a
  join public.organizations o on o.id = a.organization_id
  join public.bookkeeper_assignments b on b.organization_id = a.organization_id;
  return null;
end $$;
revoke execute on function private.notify_staff_of_amc_answers() from public, anon, authenticated;

create trigger amc_questions_notify_staff_of_answers
  after update on public.amc_questions
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.notify_staff_of_amc_answers();
