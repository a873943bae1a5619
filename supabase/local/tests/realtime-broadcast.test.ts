/** Realtime contract: public broadcast (self, ack, REST) and presence between real supabase-js clients. */
import { afterEach, describe, expect, it } from 'vitest'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { cfg, client, newOrg, newUser, signedIn } from './helpers.ts'

const open: SupabaseClient[] = []
afterEach(async () => {
  for (const c of open.splice(0)) await c.removeAllChannels()
})

function track(c: SupabaseClient) {
  open.push(c)
  return c
}

/** Resolves with the first terminal subscribe status (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT, CLOSED). */
function subscribe(ch: RealtimeChannel): Promise<{ status: string; err?: Error }> {
  return new Promise((resolve) => ch.subscribe((status, err) => resolve({ status, err })))
}

function nextBroadcast(ch: RealtimeChannel, event: string, timeoutMs = 3000): Promise<any> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no "${event}" broadcast within ${timeoutMs} ms`)), timeoutMs)
    ch.on('broadcast', { event }, (msg) => {
      clearTimeout(t)
      resolve(msg)
    })
  })
}

/** Polls until cond holds; the failure message shows the last observed state. */
async function until(cond: () => boolean, show: () => string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last state ${show()}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const room = () => `room-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

describe('public broadcast', () => {
  it('delivers a message from one client to another, and not back to the sender by default', async () => {
    const name = room()
    const a = track(client()).channel(name)
    const b = track(client()).channel(name)
    const gotByB = nextBroadcast(b, 'cursor')
    let echoed = false
    a.on('broadcast', { event: 'cursor' }, () => {
      echoed = true
    })
    expect((await subscribe(a)).status).toBe('SUBSCRIBED')
    expect((await subscribe(b)).status).toBe('SUBSCRIBED')

    expect(await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 3, label: 'é✓' } })).toBe('ok')
    const msg = await gotByB
    expect(msg).toMatchObject({ type: 'broadcast', event: 'cursor', payload: { x: 3, label: 'é✓' } })
    await new Promise((r) => setTimeout(r, 200))
    expect(echoed).toBe(false)
  })

  it('echoes to the sender with broadcast.self and acknowledges with broadcast.ack', async () => {
    const ch = track(client()).channel(room(), { config: { broadcast: { self: true, ack: true } } })
    const own = nextBroadcast(ch, 'ping')
    expect((await subscribe(ch)).status).toBe('SUBSCRIBED')
    expect(await ch.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok')
    expect((await own).payload).toEqual({ n: 1 })
  })

  it('keeps public and private rooms with the same name apart', async () => {
    const user = await newUser()
    const topic = `org:${await newOrg({ members: [user.id] })}`
    const { client: member } = await signedIn(user.email)
    track(member)
    const pub = track(client()).channel(topic)
    const priv = member.channel(topic, { config: { private: true } })
    let leaked = false
    priv.on('broadcast', { event: 'hello' }, () => {
      leaked = true
    })
    const gotPublic = nextBroadcast(pub, 'hello')
    expect((await subscribe(pub)).status).toBe('SUBSCRIBED')
    expect((await subscribe(priv)).status).toBe('SUBSCRIBED')
    const sender = track(client()).channel(topic)
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED')
    await sender.send({ type: 'broadcast', event: 'hello', payload: {} })
    await gotPublic
    await new Promise((r) => setTimeout(r, 200))
    expect(leaked).toBe(false)
  })

  it('accepts the REST broadcast API (202) and delivers to joined clients', async () => {
    const name = room()
    const ch = track(client()).channel(name)
    const got = nextBroadcast(ch, 'rest')
    expect((await subscribe(ch)).status).toBe('SUBSCRIBED')
    const res = await fetch(`${cfg.apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: cfg.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: name, event: 'rest', payload: { via: 'http' } }] }),
    })
    expect(res.status).toBe(202)
    expect((await got).payload).toEqual({ via: 'http' })

    const viaHttpSend = nextBroadcast(ch, 'single')
    const sender = track(client()).channel(name)
    expect(await sender.httpSend('single', { n: 2 })).toEqual({ success: true })
    expect((await viaHttpSend).payload).toEqual({ n: 2 })
  })

  it('rejects REST broadcasts with a bad apikey or a malformed body, naming the problem', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${cfg.apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const bad = await post({ apikey: 'not-a-jwt' }, { messages: [{ topic: 't', event: 'e', payload: {} }] })
    expect(bad.status).toBe(401)
    const malformed = await post({ apikey: cfg.anonKey }, { messages: [{ topic: '', event: 'e' }] })
    expect(malformed.status).toBe(422)
    expect((await malformed.json()).message).toBe('messages[0].topic must be a non-empty string')
  })
})

describe('presence', () => {
  it('syncs tracked state between two clients and removes it on untrack', async () => {
    const name = room()
    const a = track(client()).channel(name, { config: { presence: { key: 'alice' } } })
    const b = track(client()).channel(name, { config: { presence: { key: 'bob' } } })
    const leaves: string[] = []
    b.on('presence', { event: 'sync' }, () => {})
    b.on('presence', { event: 'leave' }, ({ key }) => {
      leaves.push(key)
    })
    a.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(a)).status).toBe('SUBSCRIBED')
    expect((await subscribe(b)).status).toBe('SUBSCRIBED')
    expect(await a.track({ online_at: 'now', name: 'Alice' })).toBe('ok')
    expect(await b.track({ name: 'Bob' })).toBe('ok')
    await until(
      () => 'alice' in b.presenceState() && 'bob' in b.presenceState() && 'bob' in a.presenceState(),
      () => JSON.stringify(b.presenceState()),
    )
    const alice = b.presenceState<{ name: string; online_at: string }>().alice[0]
    expect(alice).toMatchObject({ name: 'Alice', online_at: 'now' })
    expect(typeof alice.presence_ref).toBe('string')

    expect(await a.untrack()).toBe('ok')
    await until(
      () => leaves.includes('alice'),
      () => JSON.stringify(leaves),
    )
    expect(Object.keys(b.presenceState())).toEqual(['bob'])
  })

  it('drops a client from presence when its socket goes away', async () => {
    const name = room()
    const leaver = client()
    const a = leaver.channel(name, { config: { presence: { key: 'leaver' } } })
    const b = track(client()).channel(name, { config: { presence: { key: 'stayer' } } })
    const joined = new Promise<void>((r) =>
      b.on('presence', { event: 'join' }, ({ key }) => {
        if (key === 'leaver') r()
      }),
    )
    const left = new Promise<void>((r) =>
      b.on('presence', { event: 'leave' }, ({ key }) => {
        if (key === 'leaver') r()
      }),
    )
    expect((await subscribe(b)).status).toBe('SUBSCRIBED')
    expect((await subscribe(a)).status).toBe('SUBSCRIBED')
    await a.track({})
    await joined
    leaver.realtime.disconnect()
    await left
  })
})
