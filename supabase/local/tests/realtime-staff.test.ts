/**
 * Realtime contract: the private `staff` topic carries every organization's broadcasts to the staff who may read that
 * organization's topic, and only to them; an assignment made or removed changes what a joined staff channel hears
 * without joining again. Clients may not join it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
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

async function staffChannel(email: string) {
  const s = await signedIn(email)
  open.push(s.client)
  const ch = s.client.channel('staff', { config: { private: true } })
  const got: { event: string; topic: string; payload: Record<string, unknown> }[] = []
  ch.on('broadcast', { event: '*' }, (m) => {
    got.push(m as never)
  })
  const status = await new Promise<{ status: string; err?: Error }>((resolve) =>
    ch.subscribe((st, err) => resolve({ status: st, err })),
  )
  return { ch: ch as RealtimeChannel, got, status }
}

const send = (org: string, note: string) =>
  adminSql()`select realtime.send(${adminSql().json({ note })}, 'staff_test', ${`org:${org}`}, true)`

async function until(cond: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('the staff topic', () => {
  it("brings a bookkeeper every assigned client's broadcasts, naming the topic, and no one else's", async () => {
    const { ch, got, status } = await staffChannel(tenants.bookkeeper.email)
    expect(status.status).toBe('SUBSCRIBED')
    await send(tenants.orgB, 'not assigned')
    await send(tenants.orgA, 'assigned')
    await until(() => got.length > 0, 'the assigned client’s broadcast')
    // the unassigned one was sent first: had it been delivered it would have arrived first
    expect(got.map((m) => m.payload.note)).toEqual(['assigned'])
    expect(got[0].topic).toBe(`org:${tenants.orgA}`)
    expect(got[0].event).toBe('staff_test')
    await ch.unsubscribe()
  })

  it('follows assignments made and removed while joined', async () => {
    const bookkeeper = await newUser({ role: 'bookkeeper', firstName: 'Morgan' })
    const org = await newOrg({})
    const { got } = await staffChannel(bookkeeper.email)
    await send(org, 'before')
    await adminSql()`insert into public.bookkeeper_assignments (organization_id, user_id) values (${org}, ${bookkeeper.id})`
    // the scope is read again after the assignment's announcement: keep sending until one arrives
    for (let i = 0; got.length === 0 && i < 100; i++) {
      await send(org, `after ${i}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(got.length).toBeGreaterThan(0)
    expect(got.some((m) => m.payload.note === 'before')).toBe(false)

    await adminSql()`delete from public.bookkeeper_assignments where organization_id = ${org} and user_id = ${bookkeeper.id}`
    await new Promise((r) => setTimeout(r, 500))
    const seen = got.length
    await send(org, 'removed')
    await new Promise((r) => setTimeout(r, 500))
    expect(got.slice(seen).map((m) => m.payload.note)).toEqual([])
  })

  it('is refused to a client', async () => {
    const { status } = await staffChannel(tenants.client.email)
    expect(status.status).toBe('CHANNEL_ERROR')
  })
})
