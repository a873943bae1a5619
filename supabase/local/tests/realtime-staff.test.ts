/**
 * Realtime contract: staff hear a client organization's changes on their own `user:<uid>` topic, which the database
 * sends alongside the organization's topic (private.broadcast_org), as hosted Realtime can deliver it. The people with
 * access hear it; an unassigned bookkeeper and a client of another organization do not. There is no `staff` topic.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { adminSql, newOrg, newTenants, newUser, signedIn } from './helpers.ts'

let tenants: Awaited<ReturnType<typeof newTenants>>
beforeAll(async () => {
  tenants = await newTenants()
})
const open: SupabaseClient[] = []
afterEach(async () => {
  for (const c of open.splice(0)) await c.removeAllChannels()
})
afterAll(async () => {
  await adminSql().end()
})

type Heard = { event: string; payload: Record<string, unknown> }

/**
 * Signs the person in and joins `topic` (their own user topic unless named), collecting what it hears of `event`
 * (an admin's user topic also carries whatever the stack's own jobs change meanwhile).
 */
async function listen(person: { id: string; email: string }, topic = `user:${person.id}`, event = 'staff_test') {
  const s = await signedIn(person.email)
  open.push(s.client)
  await s.client.realtime.setAuth(s.session.access_token)
  const ch = s.client.channel(topic, { config: { private: true } })
  const got: Heard[] = []
  ch.on('broadcast', { event }, (m) => {
    got.push(m as never)
  })
  const status = await new Promise<{ status: string; err?: Error }>((resolve) =>
    ch.subscribe((st, err) => resolve({ status: st, err })),
  )
  return { got, status }
}

const send = (org: string, note: string) =>
  adminSql()`select private.broadcast_org(${org}::uuid, 'staff_test', ${adminSql().json({ note })})`

async function until(cond: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe("a client's change reaches its staff on their user topics", () => {
  it('is heard by the assigned bookkeeper, a reviewer and an admin, naming the organization', async () => {
    const reviewer = await newUser({ role: 'bookkeeper', firstName: 'Rowan' })
    const admin = await newUser({ role: 'admin', firstName: 'Avery' })
    await adminSql()`insert into public.reviewer_assignments (organization_id, user_id) values (${tenants.orgA}, ${reviewer.id})`
    const heard = [await listen(tenants.bookkeeper), await listen(reviewer), await listen(admin)]
    for (const h of heard) expect(h.status.status).toBe('SUBSCRIBED')

    await send(tenants.orgA, 'for A')
    for (const h of heard) await until(() => h.got.length > 0, 'the change on the user topic')
    for (const h of heard)
      expect(h.got).toEqual([
        { type: 'broadcast', event: 'staff_test', payload: { note: 'for A', organizationId: tenants.orgA } },
      ])
  })

  it('is not heard by an unassigned bookkeeper or by a client of another organization', async () => {
    const unassigned = await newUser({ role: 'bookkeeper', firstName: 'Quinn' })
    const stranger = await listen(unassigned)
    const otherClient = await listen(tenants.outsider)
    const assigned = await listen(tenants.bookkeeper)
    expect([stranger.status.status, otherClient.status.status, assigned.status.status]).toEqual([
      'SUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
    ])

    await send(tenants.orgA, 'for A only')
    await send(tenants.orgB, "for B's people")
    // the assigned bookkeeper's copy arrives after both were sent; the others' would have arrived by then
    await until(() => assigned.got.length > 0, "the assigned bookkeeper's copy")
    await new Promise((r) => setTimeout(r, 200))
    expect(assigned.got.map((m) => m.payload.note)).toEqual(['for A only'])
    expect(stranger.got).toEqual([])
    // a client hears their own organization on its topic, never on their user topic
    expect(otherClient.got).toEqual([])
  })

  it("carries a real trigger's change (an AMC question) to the bookkeeper as to the organization's topic", async () => {
    const onUser = await listen(tenants.bookkeeper, undefined, 'amc_question_changed')
    const onOrg = await listen(tenants.client, `org:${tenants.orgA}`, 'amc_question_changed')
    expect([onUser.status.status, onOrg.status.status]).toEqual(['SUBSCRIBED', 'SUBSCRIBED'])
    const [{ id }] =
      await adminSql()`insert into public.amc_questions (organization_id, account_name, transaction_id, amount)
      values (${tenants.orgA}, 'Ask My Client', ${`rt-${Date.now()}`}, 1250) returning id::text`
    await until(() => onUser.got.length > 0 && onOrg.got.length > 0, 'the question on both topics')
    expect(onUser.got[0]).toMatchObject({
      event: 'amc_question_changed',
      payload: { id, organizationId: tenants.orgA },
    })
    expect(onOrg.got[0]).toMatchObject({ event: 'amc_question_changed', payload: { id, op: 'INSERT' } })
  })

  it('follows an assignment made or removed, with no join again', async () => {
    const bookkeeper = await newUser({ role: 'bookkeeper', firstName: 'Morgan' })
    const org = await newOrg({})
    const { got } = await listen(bookkeeper)
    await send(org, 'before')
    await adminSql()`insert into public.bookkeeper_assignments (organization_id, user_id) values (${org}, ${bookkeeper.id})`
    await send(org, 'assigned')
    await until(() => got.length > 0, 'the change after the assignment')
    await adminSql()`delete from public.bookkeeper_assignments where organization_id = ${org} and user_id = ${bookkeeper.id}`
    await send(org, 'removed')
    await send(tenants.orgA, 'marker') // not theirs either: nothing after 'assigned' may arrive
    await new Promise((r) => setTimeout(r, 300))
    expect(got.map((m) => m.payload.note)).toEqual(['assigned'])
  })

  it('has no staff topic to join, for staff or clients', async () => {
    const staff = await listen(tenants.bookkeeper, 'staff')
    const client = await listen(tenants.client, 'staff')
    expect([staff.status.status, client.status.status]).toEqual(['CHANNEL_ERROR', 'CHANNEL_ERROR'])
    expect(staff.status.err?.message).toContain('You do not have permissions to read from this Channel topic: staff')
  })
})
