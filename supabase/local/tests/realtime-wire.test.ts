/**
 * Realtime contract at the wire: socket admission by apikey, malformed frames (the server closes that socket and
 * keeps serving others), vsn 1.0.0 JSON-object frames, and the documented refusal of postgres_changes bindings.
 */
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { SupabaseClient } from '@supabase/supabase-js'
import { cfg, client } from './helpers.ts'

const wsUrl = (query: string) => `${cfg.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`
const sockets: WebSocket[] = []
const clients: SupabaseClient[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate()
  for (const c of clients.splice(0)) await c.removeAllChannels()
})

/** A raw socket with an inbox of decoded text frames. */
async function connect(vsn = '2.0.0', apikey = cfg.anonKey) {
  const ws = new WebSocket(wsUrl(`apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`))
  sockets.push(ws)
  const inbox: any[] = []
  ws.on('message', (d, binary) => {
    if (!binary) inbox.push(JSON.parse(d.toString()))
  })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const next = async (pred: (m: any) => boolean, what: string) => {
    const deadline = Date.now() + 3000
    for (;;) {
      const i = inbox.findIndex(pred)
      if (i >= 0) return inbox.splice(i, 1)[0]
      if (Date.now() > deadline) throw new Error(`no frame matching ${what}; inbox ${JSON.stringify(inbox)}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }
  return { ws, inbox, next }
}

const closed = (ws: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )

function refusedStatus(query: string) {
  return new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(wsUrl(query))
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.once('open', () => {
      ws.terminate()
      reject(new Error('socket was accepted'))
    })
    ws.once('error', () => {})
  })
}

describe('socket admission', () => {
  it('refuses a socket without a valid project apikey', async () => {
    expect(await refusedStatus('vsn=2.0.0')).toBe(403)
    expect(await refusedStatus('apikey=not-a-jwt&vsn=2.0.0')).toBe(403)
    const forged = `${cfg.anonKey.slice(0, -4)}AAAA`
    expect(await refusedStatus(`apikey=${forged}&vsn=2.0.0`)).toBe(403)
    expect(await refusedStatus(`apikey=${cfg.anonKey}&vsn=3.0.0`)).toBe(400)
  })

  it('answers heartbeats and reports pushes to topics that were never joined', async () => {
    const { ws, next } = await connect()
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]))
    expect((await next((m) => m[1] === '1', 'heartbeat reply'))[4]).toEqual({ status: 'ok', response: {} })
    ws.send(JSON.stringify(['2', '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]))
    expect((await next((m) => m[1] === '2', 'unmatched reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    })
  })
})

describe('malformed frames', () => {
  it.each([
    ['text that is not JSON', '{"oops'],
    ['a JSON frame of the wrong shape', JSON.stringify({ not: 'an array' })],
    ['a truncated binary broadcast', Buffer.from([3, 5, 5, 5])],
  ])('closes the socket that sent %s and keeps serving everyone else', async (_name, frame) => {
    const bystander = await connect()
    bystander.ws.send(JSON.stringify(['1', '1', 'realtime:calm', 'phx_join', { config: {} }]))
    await bystander.next((m) => m[1] === '1' && m[4].status === 'ok', 'bystander join')

    const bad = await connect()
    const done = closed(bad.ws)
    bad.ws.send(frame)
    const { code, reason } = await done
    expect(code).toBe(1007)
    expect(reason).toMatch(/^malformed message: /)

    bystander.ws.send(JSON.stringify([null, '2', 'phoenix', 'heartbeat', {}]))
    await bystander.next((m) => m[1] === '2' && m[4].status === 'ok', 'bystander heartbeat after the bad frame')
    const fresh = await connect()
    fresh.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]))
    await fresh.next((m) => m[1] === '1', 'a new socket still gets answers')
  })

  it('answers a well-formed frame with an unsupported event with an error reply, without closing', async () => {
    const { ws, next } = await connect()
    ws.send(JSON.stringify(['1', '1', 'realtime:odd', 'phx_join', { config: 'nope' }]))
    expect((await next((m) => m[1] === '1', 'join reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'config must be an object' },
    })
    ws.send(JSON.stringify(['2', '2', 'realtime:odd', 'phx_join', {}]))
    await next((m) => m[1] === '2' && m[4].status === 'ok', 'join without config')
    ws.send(JSON.stringify(['2', '3', 'realtime:odd', 'dance', {}]))
    expect((await next((m) => m[1] === '3', 'dance reply'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unsupported event dance' },
    })
    expect(ws.readyState).toBe(WebSocket.OPEN)
  })
})

describe('protocol versions', () => {
  it('relays between a vsn 1.0.0 JSON-object socket and a vsn 2.0.0 supabase-js client', async () => {
    const v1 = await connect('1.0.0')
    v1.ws.send(
      JSON.stringify({
        topic: 'realtime:mixed',
        event: 'phx_join',
        payload: { config: { broadcast: { ack: true } } },
        ref: '1',
        join_ref: '1',
      }),
    )
    expect(await v1.next((m) => m.ref === '1', 'v1 join reply')).toMatchObject({
      event: 'phx_reply',
      payload: { status: 'ok' },
    })

    const js = client()
    clients.push(js)
    const ch = js.channel('mixed')
    const got: any[] = []
    ch.on('broadcast', { event: 'from-v1' }, (m) => {
      got.push(m)
    })
    await new Promise<void>((r) =>
      ch.subscribe((s) => {
        if (s === 'SUBSCRIBED') r()
      }),
    )

    v1.ws.send(
      JSON.stringify({
        topic: 'realtime:mixed',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'from-v1', payload: { a: 1 } },
        ref: '2',
        join_ref: '1',
      }),
    )
    expect(await v1.next((m) => m.ref === '2', 'v1 ack')).toMatchObject({ payload: { status: 'ok' } })
    await ch.send({ type: 'broadcast', event: 'from-js', payload: { b: 2 } })
    expect(await v1.next((m) => m.event === 'broadcast', 'broadcast from the js client')).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:mixed',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'from-js', payload: { b: 2 } },
    })
    const deadline = Date.now() + 3000
    while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    expect(got[0]?.payload).toEqual({ a: 1 })
  })
})

describe('postgres_changes', () => {
  it('refuses postgres_changes bindings with a reason pointing at broadcast', async () => {
    const js = client()
    clients.push(js)
    const ch = js
      .channel('pg')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'organizations' }, () => {})
    const r = await new Promise<{ status: string; err?: Error }>((resolve) =>
      ch.subscribe((status, err) => resolve({ status, err })),
    )
    expect(r.status).toBe('CHANNEL_ERROR')
    expect(r.err?.message).toContain('postgres_changes is not available on the local platform')
  })
})
