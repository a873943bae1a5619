/**
 * One client WebSocket speaking Phoenix: joins, leaves, heartbeats, token updates, broadcast and presence pushes.
 * Frames for the same topic are handled in order; different topics proceed independently, so a slow private-channel
 * authorisation never delays another channel's heartbeat or broadcast. No frame, however malformed, throws out of here.
 */
import type WebSocket from 'ws'
import type { PlatformContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { ALL_ALLOWED, checkToken, checkTopicPermissions, type Permissions } from './authorize.ts'
import type { Hub, Member } from './hub.ts'
import { decodeFrame, encodeFrame, FrameError, type Frame, type Vsn } from './protocol.ts'

type Channel = Member & { joinRef: string | null; ack: boolean; claims: Claims; expiry?: NodeJS.Timeout }

const MAX_TIMER_MS = 2 ** 31 - 1
/**
 * Hosted Realtime's channels per connection on every plan (max_channels_per_client). A join beyond it is refused
 * before its token is looked at, with hosted's reason word for word (supabase/realtime `limit_channels`).
 */
export const MAX_CHANNELS_PER_CONNECTION = 100
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels'
const POSTGRES_CHANGES_UNSUPPORTED =
  'postgres_changes is not available on the local platform: publish changes from triggers with realtime.send or realtime.broadcast_changes and listen for broadcast events'

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

export class Connection {
  private channels = new Map<string, Channel>()
  private queues = new Map<string, Promise<void>>()
  /** topics whose join is being authorised */
  private joining = new Set<string>()
  private disposed = false
  lastSeen = Date.now()

  constructor(
    private ws: WebSocket,
    readonly vsn: Vsn,
    private apiKey: string,
    private ctx: PlatformContext,
    private hub: Hub,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary))
    ws.on('close', () => this.dispose())
    ws.on('error', (e) => ctx.log('realtime', `socket error: ${e.message}`))
  }

  private send(data: string | Buffer, binary = typeof data !== 'string') {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(data, { binary })
  }

  private reply(f: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}) {
    this.send(encodeFrame(this.vsn, f.joinRef, f.ref, f.topic, 'phx_reply', { status, response }))
  }

  private receive(data: Buffer, isBinary: boolean) {
    this.lastSeen = Date.now()
    let frame: Frame
    try {
      frame = decodeFrame(data, isBinary, this.vsn)
    } catch (e) {
      const reason = e instanceof FrameError ? e.message : 'unreadable frame'
      this.ctx.log('realtime', `malformed frame, closing socket: ${reason}`, {
        preview: data.subarray(0, 120).toString('utf8'),
      })
      this.ws.close(1007, `malformed message: ${reason}`.slice(0, 120))
      return
    }
    // Per-topic queue: keeps a join, its pushes and its leave in order without blocking other topics.
    const prev = this.queues.get(frame.topic) ?? Promise.resolve()
    const next = prev
      .then(() => this.dispatch(frame))
      .catch((e) => {
        this.ctx.log('realtime', `failed handling ${frame.event} on ${frame.topic}: ${(e as Error).stack ?? e}`)
        if (frame.ref) this.reply(frame, 'error', { reason: 'Internal error while handling the message' })
      })
    this.queues.set(frame.topic, next)
    void next.then(() => {
      if (this.queues.get(frame.topic) === next) this.queues.delete(frame.topic)
    })
  }

  private async dispatch(f: Frame) {
    if (f.topic === 'phoenix') {
      if (f.event === 'heartbeat') return this.reply(f, 'ok')
      return this.reply(f, 'error', { reason: `unknown event ${f.event} on topic phoenix` })
    }
    if (f.event === 'phx_join') return await this.join(f)
    const ch = this.channels.get(f.topic)
    if (!ch) return this.reply(f, 'error', { reason: 'unmatched topic' })
    switch (f.event) {
      case 'phx_leave':
        this.leave(ch)
        return this.reply(f, 'ok')
      case 'access_token':
        return await this.updateToken(ch, f)
      case 'broadcast':
        return this.broadcast(ch, f)
      case 'presence':
        return this.presence(ch, f)
      default:
        return this.reply(f, 'error', { reason: `unsupported event ${f.event}` })
    }
  }

  private async join(f: Frame) {
    const config = f.payload.config ?? {}
    if (!isObject(config)) return this.reply(f, 'error', { reason: 'config must be an object' })
    const broadcast = isObject(config.broadcast) ? config.broadcast : {}
    const presence = isObject(config.presence) ? config.presence : {}
    if (Array.isArray(config.postgres_changes) && config.postgres_changes.length > 0) {
      return this.reply(f, 'error', { reason: POSTGRES_CHANGES_UNSUPPORTED })
    }
    // joins still being authorised count too (hosted counts a join as it starts); joining a topic again replaces it
    const held = new Set([...this.channels.keys(), ...this.joining])
    held.delete(f.topic)
    if (held.size >= MAX_CHANNELS_PER_CONNECTION) {
      this.ctx.log('realtime', `refused join of ${f.topic}: ${MAX_CHANNELS_PER_CONNECTION} channels on this socket`)
      return this.reply(f, 'error', { reason: TOO_MANY_CHANNELS })
    }
    this.joining.add(f.topic)
    try {
      await this.authoriseAndJoin(f, config, broadcast, presence)
    } finally {
      this.joining.delete(f.topic)
    }
  }

  private async authoriseAndJoin(
    f: Frame,
    config: Record<string, unknown>,
    broadcast: Record<string, unknown>,
    presence: Record<string, unknown>,
  ) {
    const token = f.payload.access_token ?? this.apiKey
    const t = await checkToken(token, this.ctx.cfg.jwtSecret)
    if (!t.ok) return this.reply(f, 'error', { reason: t.reason })

    const old = this.channels.get(f.topic)
    if (old) this.leave(old)
    const subTopic = f.topic.replace(/^realtime:/i, '')
    const isPrivate = config.private === true
    const perms = isPrivate ? await checkTopicPermissions(this.ctx.sql, t.claims, subTopic) : ALL_ALLOWED
    if (this.disposed) return // the socket closed while we were checking
    if (!perms.readBroadcast && !perms.readPresence) {
      this.ctx.log('realtime', `refused private join of ${subTopic}`, { sub: t.claims.sub, role: t.claims.role })
      return this.reply(f, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
      })
    }
    const ch: Channel = {
      topic: f.topic,
      subTopic,
      joinRef: f.joinRef,
      private: isPrivate,
      vsn: this.vsn,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' ? presence.key : '',
      presenceEnabled: presence.enabled === true,
      claims: t.claims,
      perms,
      send: (d, binary) => this.send(d, binary),
    }
    this.channels.set(f.topic, ch)
    this.hub.join(ch)
    this.armExpiry(ch)
    this.reply(f, 'ok', { postgres_changes: [] })
    if (ch.presenceEnabled && (!isPrivate || perms.readPresence)) {
      this.send(encodeFrame(this.vsn, null, null, ch.topic, 'presence_state', this.hub.presenceState(ch)))
    }
  }

  private leave(ch: Channel) {
    clearTimeout(ch.expiry)
    this.hub.leave(ch)
    if (this.channels.get(ch.topic) === ch) this.channels.delete(ch.topic)
  }

  /** Server-side close of a channel, told to the client the way hosted Realtime does: a system event, then phx_close. */
  private closeChannel(ch: Channel, message: string) {
    this.leave(ch)
    this.send(
      encodeFrame(this.vsn, ch.joinRef, null, ch.topic, 'system', {
        extension: 'system',
        status: 'error',
        message,
        channel: ch.subTopic,
      }),
    )
    this.send(encodeFrame(this.vsn, ch.joinRef, ch.joinRef, ch.topic, 'phx_close', {}))
  }

  private armExpiry(ch: Channel) {
    clearTimeout(ch.expiry)
    if (typeof ch.claims.exp !== 'number') return
    const ms = ch.claims.exp * 1000 - Date.now()
    if (ms > MAX_TIMER_MS) return
    ch.expiry = setTimeout(
      () => {
        this.ctx.log('realtime', `token expired on ${ch.subTopic}, closing channel`, { sub: ch.claims.sub })
        this.closeChannel(ch, 'Token has expired 0 seconds ago')
      },
      Math.max(0, ms),
    )
  }

  /** A new token re-runs authorisation; a channel the new token may no longer read is closed. */
  private async updateToken(ch: Channel, f: Frame) {
    const t = await checkToken(f.payload.access_token, this.ctx.cfg.jwtSecret)
    if (!t.ok) return this.closeChannel(ch, t.reason)
    let perms: Permissions = ALL_ALLOWED
    if (ch.private) perms = await checkTopicPermissions(this.ctx.sql, t.claims, ch.subTopic)
    if (this.channels.get(ch.topic) !== ch) return // left while we were checking
    if (!perms.readBroadcast && !perms.readPresence) {
      return this.closeChannel(
        ch,
        `Unauthorized: You do not have permissions to read from this Channel topic: ${ch.subTopic}`,
      )
    }
    ch.claims = t.claims
    ch.perms = perms
    this.armExpiry(ch)
    if (f.ref) this.reply(f, 'ok')
  }

  private broadcast(ch: Channel, f: Frame) {
    const { event, payload } = f.payload
    if (typeof event !== 'string' || event === '')
      return this.reply(f, 'error', { reason: 'broadcast event must be a non-empty string' })
    if (ch.private && !ch.perms.writeBroadcast) {
      this.ctx.log('realtime', `dropped broadcast without write permission on ${ch.subTopic}`, { sub: ch.claims.sub })
      if (ch.ack)
        this.reply(f, 'error', {
          reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${ch.subTopic}`,
        })
      return
    }
    const except = ch.self ? undefined : ch
    if (f.binaryPayload) this.hub.broadcastBinary(ch.private, ch.subTopic, event, f.binaryPayload, except)
    else this.hub.broadcast(ch.private, ch.subTopic, event, payload ?? {}, except)
    if (ch.ack) this.reply(f, 'ok')
  }

  private presence(ch: Channel, f: Frame) {
    const { event, payload } = f.payload
    if (ch.private && !ch.perms.writePresence) {
      return this.reply(f, 'error', {
        reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${ch.subTopic}`,
      })
    }
    if (event === 'track') {
      if (payload !== undefined && !isObject(payload))
        return this.reply(f, 'error', { reason: 'presence payload must be an object' })
      this.hub.track(ch, (payload ?? {}) as Record<string, unknown>)
      return this.reply(f, 'ok')
    }
    if (event === 'untrack') {
      this.hub.untrack(ch)
      return this.reply(f, 'ok')
    }
    this.reply(f, 'error', { reason: 'presence event must be track or untrack' })
  }

  /** Drops every channel (presence leaves go to the rooms) once the socket is gone. */
  dispose() {
    this.disposed = true
    for (const ch of [...this.channels.values()]) this.leave(ch)
  }

  terminate() {
    this.ws.terminate()
    this.dispose()
  }
}
