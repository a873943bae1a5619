/**
 * A booked onboarding call (`calendly-event-upsert`) tells the client's bookkeepers (the admins when it has none)
 * when it is, as an `onboarding-form` notification linking to the client page: the call is a step of onboarding and
 * they run it. Once per booking: the event is keyed by the Calendly event and its start, and a notification already
 * sent for that event is not sent again.
 */
import type { Tx } from '../../_shared/db.ts'

export async function announceCallBooked({
  tx,
  organizationId,
  eventId,
  startTime,
}: {
  tx: Tx
  organizationId: string
  eventId: string
  startTime: string
}) {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(startTime))
    .replace(/\s/g, ' ')
  const told = await tx`
    insert into public.notifications (type, user_id, organization_id, metadata)
    select 'onboarding-form', r.user_id, o.id, jsonb_build_object('event', 'call-booked', 'calendlyEventId', ${eventId}::text,
      'startTime', ${startTime}::text, 'organizationName', o.legal_name,
      'message', format('%s booked its onboarding call for %s UTC', o.legal_name, ${when}::text),
      'link', format('/%s/client/%s', r.area, o.id))
    from public.organizations o
    cross join lateral (
      select b.user_id, 'bookkeeper' as area from public.bookkeeper_assignments b where b.organization_id = o.id
      union
      select u.id, 'admin' from public.users u where u.role in ('admin', 'owner')
        and not exists (select 1 from public.bookkeeper_assignments b where b.organization_id = o.id)) r
    where o.id = ${organizationId}
      and not exists (select 1 from public.notifications n where n.organization_id = o.id and n.user_id = r.user_id
        and n.type = 'onboarding-form' and n.metadata ->> 'calendlyEventId' = ${eventId}::text
        and n.metadata ->> 'startTime' = ${startTime}::text)
    returning user_id`
  return { told: told.length }
}
