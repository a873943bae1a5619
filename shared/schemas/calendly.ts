/**
 * Calendly API v2 shapes the onboarding call reads (developer.calendly.com): the current user (its organization), and
 * scheduled events listed by invitee email. Only the fields used are required; Calendly sends more.
 */
import { z } from 'zod'

export const ZCalendlyUser = z.object({
  resource: z.object({
    uri: z.string(),
    name: z.string(),
    slug: z.string(),
    email: z.string(),
    scheduling_url: z.string(),
    timezone: z.string(),
    current_organization: z.string(),
  }),
})

export const ZCalendlyScheduledEvent = z.object({
  uri: z.string(),
  name: z.string(),
  status: z.enum(['active', 'canceled']),
  start_time: z.string(),
  end_time: z.string(),
  event_type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TCalendlyScheduledEvent = z.infer<typeof ZCalendlyScheduledEvent>

export const ZCalendlyEventList = z.object({
  collection: z.array(ZCalendlyScheduledEvent),
  pagination: z.object({ count: z.number(), next_page: z.string().nullable() }),
})
