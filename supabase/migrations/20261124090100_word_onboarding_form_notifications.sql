/**
 * The onboarding-form notifications of 20261124090000 say what happened and where to look: the notifications menu
 * shows metadata.message and opens metadata.link. A submission tells its bookkeepers "<client> submitted the General
 * information form" with a link to the client page (the admins' for admins); an approval tells the client theirs was
 * approved, with a link to the form. Same recipients and metadata keys as before.
 */
create or replace function private.notify_onboarding_form() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_name text := (select legal_name from public.organizations where id = new.organization_id);
  v_form text := case new.form_slug when 'general' then 'General information' else 'R&D tax credits' end;
  v_meta jsonb := jsonb_build_object('submissionId', new.id, 'formSlug', new.form_slug, 'status', new.status,
    'organizationName', v_name);
begin
  if tg_op = 'INSERT' then
    insert into public.notifications (type, user_id, organization_id, metadata)
    select 'onboarding-form', r.user_id, new.organization_id, v_meta || jsonb_build_object('event', 'submitted',
      'message', format('%s submitted the %s form%s for review', v_name, v_form,
        case when new.type = 'amendment' then ' (an amendment)' else '' end),
      'link', format('/%s/client/%s', r.area, new.organization_id))
    from (select b.user_id, 'bookkeeper' as area from public.bookkeeper_assignments b where b.organization_id = new.organization_id
          union
          select u.id, 'admin' from public.users u where u.role in ('admin', 'owner')
            and not exists (select 1 from public.bookkeeper_assignments b where b.organization_id = new.organization_id)) r;
  elsif new.status = 'Approved' and old.status <> 'Approved' and new.submitted_by is not null then
    insert into public.notifications (type, user_id, organization_id, metadata)
    values ('onboarding-form', new.submitted_by, new.organization_id, v_meta || jsonb_build_object('event', 'approved',
      'message', format('Your %s form was approved', v_form), 'link', format('/onboarding/form/%s', new.form_slug)));
  end if;
  return null;
end $$;
revoke execute on function private.notify_onboarding_form() from public, authenticated;
