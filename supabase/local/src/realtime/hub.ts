/**
 * Who is joined to which topic, and fan-out of broadcasts and presence to them. A private and a public channel with
 * the same name are separate rooms, as on hosted Realtime: a message sent with private=true never reaches a public
 * subscriber, and private subscribers only receive what their cached read permission allows. A message reaches the
 * subscribers of exactly its topic: staff hear their clients' changes on their own user topic because the database
 * sends them there too (private.broadcast_org), which is all hosted Realtime can do.
 */
import { randomUUID } from 'node:crypto'
import type { Permissions } from './authorize.ts'
import { encodeBinaryBroadcast, encodeFrame, type Vsn } from './protocol.ts'

/** What the hub needs from a joined channel (the socket layer owns the rest). */
export type Member = {
  topic: string
  subTopic: string
  private: boolean
  self: boolean
  presenceKey: string
  presenceEnabled: boolean
  perms: Permissions
  vsn: Vsn
  /** binary defaults to `typeof data !== 'string'`; pass false to send pre-encoded UTF-8 as a text frame */
  send(data: string | Buffer, binary?: boolean): void
}

type Meta = Record<string, unknown> & { phx_ref: string }
type Room = { members: Set<Member>; presence: Map<Member, { key: string; meta: Meta }> }

const roomKey = (isPrivate: boolean, subTopic: string) => `${isPrivate ? 'private' : 'public'}:${subTopic}`

export class Hub {
  private rooms = new Map<string, Room>()

  private room(m: { private: boolean; subTopic: string }, create: true): Room
  private room(m: { private: boolean; subTopic: string }, create?: false): Room | undefined
  private room(m: { private: boolean; subTopic: string }, create = false) {
    const k = roomKey(m.private, m.subTopic)
    let r = this.rooms.get(k)
    if (!r && create) {
      r = { members: new Set(), presence: new Map() }
      this.rooms.set(k, r)
    }
    return r
  }

  join(m: Member) {
    this.room(m, true).members.add(m)
  }

  leave(m: Member) {
    const r = this.room(m)
    if (!r) return
    this.untrack(m)
    r.members.delete(m)
    if (r.members.size === 0) this.rooms.delete(roomKey(m.private, m.subTopic))
  }

  /** Number of joined channels, for logs and tests. */
  get size() {
    let n = 0
    for (const r of this.rooms.values()) n += r.members.size
    return n
  }

  /**
   * Sends a broadcast event to every member of the room allowed to receive it. Frames are encoded once per
   * (vsn, topic spelling), since a topic with thousands of members would otherwise stringify the payload each time.
   */
  broadcast(isPrivate: boolean, subTopic: string, event: string, payload: unknown, except?: Member): number {
    const r = this.room({ private: isPrivate, subTopic })
    if (!r) return 0
    const frames = new Map<string, Buffer>()
    const body = { type: 'broadcast', event, payload }
    let n = 0
    for (const m of r.members) {
      if (m === except || (isPrivate && !m.perms.readBroadcast)) continue
      const k = `${m.vsn} ${m.topic}`
      let f = frames.get(k)
      if (f === undefined) {
        f = Buffer.from(encodeFrame(m.vsn, null, null, m.topic, 'broadcast', body))
        frames.set(k, f)
      }
      m.send(f, false)
      n++
    }
    return n
  }

  /** A binary user payload can only travel in vsn 2.0.0 kind 4 frames; vsn 1.0.0 members cannot receive it. */
  broadcastBinary(isPrivate: boolean, subTopic: string, event: string, body: Buffer, except?: Member): number {
    const r = this.room({ private: isPrivate, subTopic })
    if (!r) return 0
    let n = 0
    for (const m of r.members) {
      if (m === except || m.vsn !== '2.0.0' || (isPrivate && !m.perms.readBroadcast)) continue
      m.send(encodeBinaryBroadcast(m.topic, event, body))
      n++
    }
    return n
  }

  /** Full presence state of a member's room, in Phoenix's `{key: {metas: [...]}}` shape. */
  presenceState(m: Member): Record<string, { metas: Meta[] }> {
    const state: Record<string, { metas: Meta[] }> = {}
    for (const { key, meta } of this.room(m)?.presence.values() ?? []) {
      state[key] ??= { metas: [] }
      state[key].metas.push(meta)
    }
    return state
  }

  /** Tracks (or re-tracks, replacing) the member's presence and tells the room. */
  track(m: Member, payload: Record<string, unknown>) {
    const r = this.room(m, true)
    m.presenceKey ||= randomUUID()
    const key = m.presenceKey
    const prev = r.presence.get(m)
    const meta: Meta = { ...payload, phx_ref: newRef() }
    if (prev) meta.phx_ref_prev = prev.meta.phx_ref
    r.presence.set(m, { key, meta })
    this.presenceDiff(r, { [key]: { metas: [meta] } }, prev ? { [prev.key]: { metas: [prev.meta] } } : {})
  }

  untrack(m: Member) {
    const r = this.room(m)
    const prev = r?.presence.get(m)
    if (!r || !prev) return
    r.presence.delete(m)
    this.presenceDiff(r, {}, { [prev.key]: { metas: [prev.meta] } })
  }

  private presenceDiff(r: Room, joins: object, leaves: object) {
    const payload = { joins, leaves }
    for (const m of r.members) {
      if (!m.presenceEnabled || (m.private && !m.perms.readPresence)) continue
      m.send(encodeFrame(m.vsn, null, null, m.topic, 'presence_diff', payload))
    }
  }
}

let refCounter = 0
/** Phoenix presence refs only need to be unique per server; a base-36 time prefix keeps them unique across restarts. */
function newRef() {
  return `${Date.now().toString(36)}${(refCounter++).toString(36)}`
}
