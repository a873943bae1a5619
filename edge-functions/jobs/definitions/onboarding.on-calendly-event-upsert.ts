/** `onboarding.on-calendly-event-upsert`: a booked onboarding call is told to its bookkeepers (announce-call-booked.ts). */
import { z } from 'zod'
import { announceCallBooked } from '../../domains/onboarding/announce-call-booked.ts'
import { PermanentJobError, onEvent } from '../registry.ts'

const ZPayload = z.object({ organizationId: z.uuid(), eventId: z.string().min(1), startTime: z.iso.datetime() })

onEvent({
  name: 'onboarding.on-calendly-event-upsert',
  source: 'haven',
  eventType: 'calendly-event-upsert',
  handle: async ({ tx, event }) => {
    const parsed = ZPayload.safeParse(event.payload)
    if (!parsed.success) throw new PermanentJobError(`Not a booking: ${parsed.error.issues[0]?.message}`)
    return await announceCallBooked({ tx, ...parsed.data })
  },
})
