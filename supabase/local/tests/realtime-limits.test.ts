/**
 * Realtime contract: hosted Realtime's limit of 100 channels per connection, answered as hosted answers it
 * (`ChannelRateLimitReached: Too many channels`). A screen that joined one topic per client would stop at 100 clients.
 */
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { cfg } from './helpers.ts'

const sockets: WebSocket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.terminate()
})

/** A raw Phoenix socket: `join` answers the join's reply (status and response). */
async function connect() {
  const ws = new WebSocket(`${cfg.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${cfg.anonKey}&vsn=1.0.0`)
  sockets.push(ws)
  const waiting = new Map<string, (r: { status: string; response: Record<string, unknown> }) => void>()
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString())
    if (m.event === 'phx_reply') waiting.get(m.ref)?.(m.payload)
  })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let ref = 0
  const push = (topic: string, event: string, payload: object) => {
    const r = String(++ref)
    const reply = new Promise<{ status: string; response: Record<string, unknown> }>((resolve) =>
      waiting.set(r, resolve),
    )
    ws.send(JSON.stringify({ topic: `realtime:${topic}`, event, payload, ref: r, join_ref: r }))
    return reply
  }
  return {
    join: (topic: string) => push(topic, 'phx_join', { config: { broadcast: {}, presence: {}, private: false } }),
    leave: (topic: string) => push(topic, 'phx_leave', {}),
  }
}

describe('channels per connection', () => {
  it('allows 100 channels on a socket and refuses the 101st as hosted does, until one is left', async () => {
    const s = await connect()
    // sent together, as a page joining many topics at once would: joins being authorised count as well
    const replies = await Promise.all(Array.from({ length: 101 }, (_, i) => s.join(`limit-${i}`)))
    const refused = replies.filter((r) => r.status !== 'ok')
    expect(replies.filter((r) => r.status === 'ok')).toHaveLength(100)
    expect(refused).toEqual([{ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } }])

    // joining a topic already joined replaces that channel: not a 101st
    expect((await s.join('limit-0')).status).toBe('ok')
    expect((await s.join('one-more')).response.reason).toBe('ChannelRateLimitReached: Too many channels')
    expect((await s.leave('limit-1')).status).toBe('ok')
    expect((await s.join('one-more')).status).toBe('ok')

    // the limit is per connection: another socket starts at zero
    expect((await (await connect()).join('limit-0')).status).toBe('ok')
  })
})
