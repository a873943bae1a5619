/**
 * Calendly sandbox, under /calendly: the scheduling page of an event type (calendly.com/<user>/<event type>) where a
 * person picks a time, and the API v2 reads the product makes with a personal access token (GET /users/me, GET
 * /scheduled_events filtered by organization, invitee_email, status and start-time range). Shapes as
 * developer.calendly.com documents them: `{resource}` and `{collection, pagination}`, errors `{title, message}`.
 *
 * After a booking the page redirects "to an external site with event details" (Calendly's event type setting;
 * here the `redirect_url` query parameter stands in for it), appending assigned_to, event_type_uuid,
 * event_type_name, event_start_time, event_end_time, invitee_uuid, invitee_full_name and invitee_email.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'
import { readParams } from '../oauth-grants.ts'

/** The token the product uses against the sandbox (edge-functions/domains/calendly/calendly-api.ts). */
const TOKEN = 'calendly-sandbox-personal-access-token'
const API = 'https://api.calendly.com'
const ORGANIZATION = `${API}/organizations/SANDBOXORG0000001`
const USER = `${API}/users/SANDBOXUSER000001`

type Booking = {
  uuid: string
  eventType: string
  name: string
  start: Date
  end: Date
  invitee: { uuid: string; name: string; email: string; createdAt: string }
  createdAt: string
}
const bookings: Booking[] = []

const calendlyError = (res: ServerResponse, status: number, title: string, message: string) =>
  sendJson(res, status, { title, message })
const authorized = (req: IncomingMessage) => req.headers.authorization === `Bearer ${TOKEN}`
const eventTypeName = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())

function eventResource(b: Booking) {
  return {
    uri: `${API}/scheduled_events/${b.uuid}`,
    name: b.name,
    meeting_notes_plain: null,
    meeting_notes_html: null,
    status: 'active',
    start_time: b.start.toISOString(),
    end_time: b.end.toISOString(),
    event_type: `${API}/event_types/${b.eventType}`,
    location: { type: 'google_conference', status: 'pushed', join_url: 'https://meet.example.com/sandbox' },
    invitees_counter: { total: 1, active: 1, limit: 1 },
    created_at: b.createdAt,
    updated_at: b.createdAt,
    event_memberships: [{ user: USER, user_email: 'onboarding@firm.example', user_name: 'Onboarding team' }],
    event_guests: [],
  }
}

/** The next three weekdays at 15:00 and 18:00 UTC. */
function slots(now = new Date()): Date[] {
  const out: Date[] = []
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  while (out.length < 6) {
    d.setUTCDate(d.getUTCDate() + 1)
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue
    for (const h of [15, 18]) out.push(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), h)))
  }
  return out
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(res: ServerResponse, user: string, eventType: string, q: URLSearchParams) {
  const times = slots()
    .map(
      (t, i) =>
        `<label><input type="radio" name="start_time" value="${t.toISOString()}" ${i === 0 ? 'checked' : ''}> ${esc(
          t.toUTCString().replace(':00 GMT', ' UTC'),
        )}</label><br>`,
    )
    .join('\n')
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><title>${esc(eventTypeName(eventType))} - Calendly sandbox</title></head>
<body><main><h1>${esc(eventTypeName(eventType))}</h1><p>with ${esc(user)}</p>
<form method="post"><fieldset><legend>Select a time</legend>${times}</fieldset>
<label>Name <input name="name" value="${esc(q.get('name') ?? '')}" required></label><br>
<label>Email <input name="email" type="email" value="${esc(q.get('email') ?? '')}" required></label><br>
<input type="hidden" name="redirect_url" value="${esc(q.get('redirect_url') ?? '')}">
<button type="submit">Schedule Event</button></form></main></body></html>`)
}

export function mount(r: SandboxRouter) {
  // API first: /calendly/users/me and /calendly/scheduled_events are not scheduling pages
  r.add('GET', '/calendly/users/me', (req, res) => {
    if (!authorized(req)) return calendlyError(res, 401, 'Unauthenticated', 'The access token is invalid')
    sendJson(res, 200, {
      resource: {
        uri: USER,
        name: 'Onboarding team',
        slug: 'onboarding',
        email: 'onboarding@firm.example',
        scheduling_url: 'https://calendly.com/onboarding',
        timezone: 'America/New_York',
        avatar_url: null,
        created_at: '2026-01-05T15:00:00.000000Z',
        updated_at: '2026-01-05T15:00:00.000000Z',
        current_organization: ORGANIZATION,
        resource_type: 'User',
        locale: 'en',
      },
    })
  })

  r.add('GET', '/calendly/scheduled_events', (req, res, url) => {
    if (!authorized(req)) return calendlyError(res, 401, 'Unauthenticated', 'The access token is invalid')
    const q = url.searchParams
    if (!q.get('organization') && !q.get('user'))
      return sendJson(res, 400, {
        title: 'Invalid Argument',
        message: 'The supplied parameters are invalid.',
        details: [{ parameter: 'organization', message: 'one of organization, user or group is required' }],
      })
    const min = q.get('min_start_time') ? new Date(q.get('min_start_time') as string) : null
    const max = q.get('max_start_time') ? new Date(q.get('max_start_time') as string) : null
    const email = q.get('invitee_email')?.toLowerCase()
    const count = Math.min(Number(q.get('count') ?? 20) || 20, 100)
    const found = bookings
      .filter((b) => (!email || b.invitee.email === email) && (!min || b.start >= min) && (!max || b.start < max))
      .filter(() => (q.get('status') ?? 'active') === 'active')
      .sort((a, b) => a.start.getTime() - b.start.getTime())
    sendJson(res, 200, {
      collection: found.slice(0, count).map(eventResource),
      pagination: {
        count: Math.min(found.length, count),
        next_page: null,
        previous_page: null,
        next_page_token: null,
        previous_page_token: null,
      },
    })
  })

  r.add('GET', '/calendly/scheduled_events/:uuid', (req, res, _url, p) => {
    if (!authorized(req)) return calendlyError(res, 401, 'Unauthenticated', 'The access token is invalid')
    const b = bookings.find((x) => x.uuid === p.uuid)
    if (!b) return calendlyError(res, 404, 'Resource Not Found', 'The server could not find the requested resource.')
    sendJson(res, 200, { resource: eventResource(b) })
  })

  r.add('GET', '/calendly/:user/:eventType', (_req, res, url, p) => page(res, p.user, p.eventType, url.searchParams))

  r.add('POST', '/calendly/:user/:eventType', async (req, res, _url, p) => {
    const f = await readParams(req)
    const start = new Date(f.start_time ?? '')
    if (Number.isNaN(start.getTime()) || !f.name?.trim() || !/^[^@\s]+@[^@\s]+$/.test(f.email ?? ''))
      return calendlyError(res, 400, 'Invalid Argument', 'Pick a time and enter your name and email.')
    const now = new Date().toISOString()
    const b: Booking = {
      uuid: randomUUID().replace(/-/g, '').toUpperCase().slice(0, 16),
      eventType: p.eventType,
      name: eventTypeName(p.eventType),
      start,
      end: new Date(start.getTime() + 30 * 60_000),
      invitee: {
        uuid: randomUUID().replace(/-/g, '').toUpperCase().slice(0, 16),
        name: f.name.trim(),
        email: f.email.toLowerCase(),
        createdAt: now,
      },
      createdAt: now,
    }
    bookings.push(b)
    if (!f.redirect_url) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><p>You are scheduled: ${esc(b.start.toUTCString())}</p>`)
      return
    }
    const back = new URL(f.redirect_url)
    for (const [k, v] of Object.entries({
      assigned_to: 'Onboarding team',
      event_type_uuid: p.eventType,
      event_type_name: b.name,
      event_start_time: b.start.toISOString(),
      event_end_time: b.end.toISOString(),
      invitee_uuid: b.invitee.uuid,
      invitee_full_name: b.invitee.name,
      invitee_email: b.invitee.email,
    }))
      back.searchParams.set(k, v)
    res.writeHead(303, { location: back.toString() })
    res.end()
  })
}
