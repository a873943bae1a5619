/**
 * Calendly, the scheduling provider of the onboarding call: the firm's scheduling pages (calendly.com/<slug>) and API
 * v2 (api.calendly.com) read with the firm's personal access token (CALENDLY_API_TOKEN). CALENDLY_API_BASE and
 * CALENDLY_APP_BASE override the hosts; outside production the project's sandbox (SANDBOX_URL/calendly) answers both.
 */
import type { z } from 'zod'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { ZCalendlyEventList, ZCalendlyUser, type TCalendlyScheduledEvent } from '../../../shared/schemas/calendly.ts'

/** The token the sandbox accepts; a real account's token comes from the environment. */
export const SANDBOX_CALENDLY_TOKEN = 'calendly-sandbox-personal-access-token'

function base(envName: string, production: string) {
  const v = Deno.env.get(envName)
  if (v) return v.replace(/\/$/, '')
  if (env.sandboxUrl && env.appEnv !== 'production') return `${env.sandboxUrl.replace(/\/$/, '')}/calendly`
  return production
}
const apiBase = () => base('CALENDLY_API_BASE', 'https://api.calendly.com')
const appBase = () => base('CALENDLY_APP_BASE', 'https://calendly.com')
function token() {
  const v = Deno.env.get('CALENDLY_API_TOKEN')
  if (v) return v
  if (env.appEnv === 'production') throw new Error('Missing environment variable CALENDLY_API_TOKEN')
  return SANDBOX_CALENDLY_TOKEN
}

/** The scheduling page of an organization's onboarding call (config.onboardingCalendlySlug: "<user>/<event type>"). */
export const schedulingUrl = (slug: string) => `${appBase()}/${slug.replace(/^\/+/, '')}`

async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const res = await fetch(`${apiBase()}${path}`, { headers: { authorization: `Bearer ${token()}` } })
  const body = await res.json().catch(() => null)
  if (!res.ok) {
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${res.status}`
    throw new AppError('unprocessable', `Calendly could not confirm the booking: ${message}`)
  }
  return schema.parse(body)
}

/**
 * The active scheduled event an invitee booked at `startTime`, found through the firm's organization
 * (GET /users/me, then GET /scheduled_events filtered by invitee email and that start time); null when there is none.
 */
export async function findBookedEvent({
  inviteeEmail,
  startTime,
}: {
  inviteeEmail: string
  startTime: string
}): Promise<TCalendlyScheduledEvent | null> {
  const me = await get('/users/me', ZCalendlyUser)
  const start = new Date(startTime)
  const q = new URLSearchParams({
    organization: me.resource.current_organization,
    invitee_email: inviteeEmail,
    status: 'active',
    min_start_time: start.toISOString(),
    max_start_time: new Date(start.getTime() + 1000).toISOString(),
    count: '10',
  })
  const list = await get(`/scheduled_events?${q}`, ZCalendlyEventList)
  return list.collection.find((e) => new Date(e.start_time).getTime() === start.getTime()) ?? null
}

/** The event's id: the last segment of its URI (https://api.calendly.com/scheduled_events/<uuid>). */
export const eventId = (e: TCalendlyScheduledEvent) => e.uri.split('/').at(-1) ?? e.uri
