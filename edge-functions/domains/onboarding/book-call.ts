/**
 * Records the onboarding call booked on the organization's scheduling page: the booking the page handed back is
 * checked against Calendly (the invitee's active event at that start time) and stored as the spec's scheduling
 * booked flag, event id and onboarding call date, which the book-call completion rule and the clients list read.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { ZBookCallRequestSchema } from '../../../shared/schemas/onboarding.ts'
import type { z } from 'zod'
import { eventId, findBookedEvent } from '../calendly/calendly-api.ts'
import { lockProgress } from './progress.ts'
import { emitProductEvent } from '../events/emit-event.ts'

export async function bookCall({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: z.infer<typeof ZBookCallRequestSchema>
}) {
  await lockProgress({ tx, organizationId })
  const event = await findBookedEvent({ inviteeEmail: input.inviteeEmail, startTime: input.eventStartTime })
  if (!event) throw new AppError('unprocessable', 'Calendly has no booking at that time: book the call again')
  await tx`update public.organizations set additional_data = additional_data || ${tx.json({
    calendly_booked: true,
    calendly_event_id: eventId(event),
    calendly_invitee_id: input.inviteeUuid,
    onboarding_call_date: new Date(event.start_time).toISOString(),
    ...(input.timeZone ? { onboarding_call_time_zone: input.timeZone } : {}),
  })}::jsonb where id = ${organizationId}`
  // the spine's calendly-event-upsert: the client's bookkeepers hear of the call (onboarding.call-booked)
  await emitProductEvent(tx, {
    eventType: 'calendly-event-upsert',
    organizationId,
    payload: { organizationId, eventId: eventId(event), startTime: new Date(event.start_time).toISOString() },
    dedupeKey: `calendly-event-upsert:${organizationId}:${eventId(event)}:${event.start_time}`,
  })
  await tx`update public.onboarding_progress set last_activity_at = now(), last_activity_by = (select auth.uid())
           where organization_id = ${organizationId}`
}
