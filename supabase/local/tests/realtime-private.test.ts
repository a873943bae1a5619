/**
 * Realtime contract: private channels authorised by RLS on realtime.messages (org:<uuid> topics), database-triggered
 * broadcasts (realtime.send, realtime.broadcast_changes) and re-authorisation when the token changes or expires.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { signJwt } from '../src/jwt.ts'
import { adminSql, cfg, client, newTenants, signedIn } from './helpers.ts'

// Organization A with its client and bookkeeper, and B's client as the outsider (made before the tests run).
let tenants: Awaited<ReturnType<typeof newTenants>>
let ORG_A = ''
let TOPIC = ''
beforeAll(async () => {
  tenants = await newTenants()
  ORG_A = tenants.orgA
  TOPIC = `org:${ORG_A}`
})

const open: SupabaseClient[] = []
afterEach(async () => {
  for (const c of open.splice(0)) await c.removeAllChannels()
})
afterAll(async () => {
  await adminSql().end()
})

async function as(who: 'client' | 'bookkeeper' | 'outsider') {
  const s = await signedIn(tenants[who].email)
  open.push(s.client)
  return s
}

function subscribe(ch: RealtimeChannel): Promise<{ status: string; err?: Error }> {
  return new Promise((resolve) => ch.subscribe((status, err) => resolve({ status, err })))
}

/** Collects every broadcast of one event on a channel (register before subscribing). */
function collect(ch: RealtimeChannel, event: string) {
  const got: any[] = []
  ch.on('broadcast', { event }, (m) => {
    got.push(m)
  })
  return got
}

async function until(cond: () => boolean, what: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const settle = () => new Promise((r) => setTimeout(r, 300))

describe('private channels', () => {
  it('lets a member of the organization join its topic and refuses a user of another organization', async () => {
    const member = await as('client')
    const outsider = await as('outsider')
    const ok = await subscribe(member.client.channel(TOPIC, { config: { private: true } }))
    expect(ok.status).toBe('SUBSCRIBED')
    const refused = await subscribe(outsider.client.channel(TOPIC, { config: { private: true } }))
    expect(refused.status).toBe('CHANNEL_ERROR')
    expect(refused.err?.message).toContain(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${TOPIC}`,
    )
  })

  it('refuses an anonymous private join', async () => {
    const anon = client()
    open.push(anon)
    expect((await subscribe(anon.channel(TOPIC, { config: { private: true } }))).status).toBe('CHANNEL_ERROR')
  })

  it("refuses a member's broadcast on the organization's topic: only the server sends there", async () => {
    const a = await as('client')
    const b = await as('bookkeeper')
    const sender = a.client.channel(TOPIC, { config: { private: true, broadcast: { ack: true } } })
    const receiver = b.client.channel(TOPIC, { config: { private: true } })
    const got = collect(receiver, 'note')
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED')
    expect((await subscribe(receiver)).status).toBe('SUBSCRIBED')
    expect(await sender.send({ type: 'broadcast', event: 'note', payload: { text: 'forged' } })).not.toBe('ok')
    await settle()
    expect(got).toEqual([])
  })
})

describe('private presence and REST', () => {
  it('shares presence on a private topic between authorised members', async () => {
    const a = await as('client')
    const b = await as('bookkeeper')
    const chA = a.client.channel(TOPIC, { config: { private: true, presence: { key: 'casey' } } })
    const chB = b.client.channel(TOPIC, { config: { private: true, presence: { key: 'blake' } } })
    chB.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(chA)).status).toBe('SUBSCRIBED')
    expect((await subscribe(chB)).status).toBe('SUBSCRIBED')
    expect(await chA.track({ viewing: 'question-42' })).toBe('ok')
    await until(() => 'casey' in chB.presenceState(), 'the bookkeeper to see the client in presence')
    expect(chB.presenceState<{ viewing: string }>().casey[0].viewing).toBe('question-42')
  })

  it('refuses a private REST broadcast from a member and from another organization alike', async () => {
    const member = await as('client')
    const outsider = await as('outsider')
    const listener = member.client.channel(TOPIC, { config: { private: true } })
    const got = collect(listener, 'via-rest')
    expect((await subscribe(listener)).status).toBe('SUBSCRIBED')
    for (const who of [outsider, member])
      await expect(
        who.client.channel(TOPIC, { config: { private: true } }).httpSend('via-rest', { from: 'someone' }),
      ).rejects.toThrow(`Unauthorized: You do not have permissions to write to this Channel topic: ${TOPIC}`)
    await settle()
    expect(got).toEqual([])
  })
})

describe('database-triggered broadcasts', () => {
  it('delivers realtime.send to an authorised subscriber and to nobody else', async () => {
    const member = await as('client')
    const outsider = await as('outsider')
    const memberCh = member.client.channel(TOPIC, { config: { private: true } })
    const outsiderCh = outsider.client.channel(TOPIC, { config: { private: true } })
    const anon = client()
    open.push(anon)
    const publicCh = anon.channel(TOPIC)
    const toMember = collect(memberCh, 'answer_created')
    const toOutsider = collect(outsiderCh, 'answer_created')
    const toPublic = collect(publicCh, 'answer_created')
    expect((await subscribe(memberCh)).status).toBe('SUBSCRIBED')
    expect((await subscribe(outsiderCh)).status).toBe('CHANNEL_ERROR')
    expect((await subscribe(publicCh)).status).toBe('SUBSCRIBED')

    await adminSql()`select realtime.send(${adminSql().json({ question_id: 42, answer: 'Office supplies' })}, 'answer_created', ${TOPIC}, true)`
    await until(() => toMember.length === 1, 'the member to receive the database message')
    expect(toMember[0]).toMatchObject({
      type: 'broadcast',
      event: 'answer_created',
      payload: { question_id: 42, answer: 'Office supplies' },
    })
    await settle()
    expect(toOutsider).toEqual([])
    expect(toPublic).toEqual([])
  })

  it('delivers a message too large for a notification, in commit order with the small ones around it', async () => {
    const member = await as('client')
    const ch = member.client.channel(TOPIC, { config: { private: true } })
    const got = collect(ch, 'bulk')
    expect((await subscribe(ch)).status).toBe('SUBSCRIBED')
    const sql = adminSql()
    const big = 'x'.repeat(20_000)
    await sql.begin(async (tx) => {
      await tx`select realtime.send(${tx.json({ n: 1 })}, 'bulk', ${TOPIC}, true)`
      await tx`select realtime.send(${tx.json({ n: 2, big })}, 'bulk', ${TOPIC}, true)`
      await tx`select realtime.send(${tx.json({ n: 3 })}, 'bulk', ${TOPIC}, true)`
    })
    await until(() => got.length === 3, 'three bulk messages')
    expect(got.map((m) => m.payload.n)).toEqual([1, 2, 3])
    expect(got[1].payload.big).toHaveLength(20_000)
  })

  it('delivers a row change published by a trigger with realtime.broadcast_changes', async () => {
    const member = await as('client')
    const outsider = await as('outsider')
    const memberCh = member.client.channel(TOPIC, { config: { private: true } })
    const outsiderCh = outsider.client.channel(`org:${tenants.orgB}`, {
      config: { private: true },
    })
    const toMember = collect(memberCh, 'INSERT')
    const toOutsider = collect(outsiderCh, 'INSERT')
    expect((await subscribe(memberCh)).status).toBe('SUBSCRIBED')
    expect((await subscribe(outsiderCh)).status).toBe('SUBSCRIBED')

    // A temporary table and trigger in one committed transaction: the message outlives the table.
    await adminSql().begin(async (tx) => {
      await tx`create temp table rt_answers (id int primary key, organization_id uuid not null, answer text) on commit drop`
      await tx.unsafe(`create function pg_temp.rt_publish() returns trigger language plpgsql as $$
        begin
          perform realtime.broadcast_changes('org:' || new.organization_id, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
          return new;
        end $$`)
      await tx`create trigger rt_publish after insert on rt_answers for each row execute function pg_temp.rt_publish()`
      await tx`insert into rt_answers values (1, ${ORG_A}, 'Meals with a client')`
    })
    await until(() => toMember.length === 1, 'the member to receive the row change')
    expect(toMember[0].payload).toMatchObject({
      operation: 'INSERT',
      table: 'rt_answers',
      record: { id: 1, organization_id: ORG_A, answer: 'Meals with a client' },
      old_record: null,
    })
    await settle()
    expect(toOutsider).toEqual([])
  })
})

describe('token changes', () => {
  it('closes a private channel when the token is replaced by one that may not read the topic', async () => {
    const member = await as('client')
    const statuses: string[] = []
    const system: any[] = []
    const ch = member.client.channel(TOPIC, { config: { private: true } })
    ch.on('system', {}, (m) => {
      system.push(m)
    })
    const joined = new Promise<void>((r) =>
      ch.subscribe((s) => {
        statuses.push(s)
        if (s === 'SUBSCRIBED') r()
      }),
    )
    await joined
    await member.client.realtime.setAuth(cfg.anonKey)
    await until(() => statuses.includes('CLOSED'), 'the channel to close after the token change')
    expect(system.map((m) => m.message)).toContain(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${TOPIC}`,
    )
  })

  it('closes a private channel when its token expires', async () => {
    const member = await as('client')
    const shortLived = await signJwt(
      { sub: member.user.id, role: 'authenticated', aud: 'authenticated', email: member.user.email },
      cfg.signingKey,
      2,
    )
    await member.client.realtime.setAuth(shortLived)
    const system: any[] = []
    const statuses: string[] = []
    const ch = member.client.channel(TOPIC, { config: { private: true } })
    ch.on('system', {}, (m) => {
      system.push(m)
    })
    await new Promise<void>((r) =>
      ch.subscribe((s) => {
        statuses.push(s)
        if (s === 'SUBSCRIBED') r()
      }),
    )
    await until(() => statuses.includes('CLOSED'), 'the channel to close at token expiry', 5000)
    expect(system.some((m) => /Token has expired/.test(m.message))).toBe(true)
  })

  it('refuses to join with an expired token', async () => {
    const member = await as('client')
    const expired = await signJwt({ sub: member.user.id, role: 'authenticated' }, cfg.signingKey, -10)
    await member.client.realtime.setAuth(expired)
    const r = await subscribe(member.client.channel(TOPIC, { config: { private: true } }))
    expect(r.status).toBe('CHANNEL_ERROR')
    expect(r.err?.message).toMatch(/Token has expired \d+ seconds ago/)
  })
})
