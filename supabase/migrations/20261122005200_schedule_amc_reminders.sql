/**
 * Ask My Client reminders. A daily pg_cron entry enqueues `amc.send-reminders` (edge-functions/jobs/definitions/
 * amc.send-reminders.ts): clients with questions waiting for them, and bookkeepers with answers they have not reviewed,
 * get a notification (type amc) and an email through the outbox. Staff can ask for one organization's reminder now.
 */
select private.schedule_job('amc-send-reminders', '0 14 * * *', 'amc.send-reminders', '{}'::jsonb);

/** Staff of an organization request an immediate reminder; the job does the sending. */
create function public.amc_request_reminder(p_organization_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_org_staff(p_organization_id) then
    raise exception 'Only the organization''s bookkeepers and admins can send reminders' using errcode = '42501';
  end if;
  return private.enqueue_job('amc.send-reminders', jsonb_build_object('organizationId', p_organization_id, 'force', true),
    'amc.send-reminders:' || p_organization_id, p_organization_id);
end $$;
revoke execute on function public.amc_request_reminder(uuid) from public, anon;
grant execute on function public.amc_request_reminder(uuid) to authenticated;
