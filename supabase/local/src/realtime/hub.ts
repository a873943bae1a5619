/**
 * Who is joined to which topic, and fan-out of broadcasts and presence to them. A private and a public channel with
 * the same name are separate rooms, as on hosted Realtime: a message sent with private=true never reaches a public
 * subscriber, and private subscribers only receive what their cached read permission allows. A private broadcast on
 * an organization's topic also reaches the members of the private staff topic whose scope holds that organization.
 */
import { randomUUID } from 'node:crypto'
import { ORG_TOPIC_PREFIX, type Permissions, STAFF_TOPIC } from './authorize.ts'
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
  /** on the private staff topic: the organizations whose `org:<id>` broadcasts this member receives */
  scope?: Set<string>
  /** on the private staff topic: whose channel it is, and how to read their scope again (as them) */
  userId?: string
  readScope?(): Promise<Set<string>>
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

  /**
   * These people's access changed ('all': anyone's): their staff channels read the scope again, once per person
   * however many tabs they hold. Until the answer comes the old scope stands, as a private channel's permissions
   * stand from its join.
   */
  staffAccessChanged(userIds: readonly string[] | 'all', onError: (e: Error) => void) {
    const room = this.room({ private: true, subTopic: STAFF_TOPIC })
    const byPerson = new Map<string, Member[]>()
    for (const m of room?.members ?? []) {
      if (!m.userId || !m.readScope || (userIds !== 'all' && !userIds.includes(m.userId))) continue
      byPerson.set(m.userId, [...(byPerson.get(m.userId) ?? []), m])
    }
    for (const members of byPerson.values())
      members[0].readScope!()
        .then((scope) => {
          for (const m of members) if (room?.members.has(m)) m.scope = scope
        })
        .catch(onError)
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
    let n = 0
    if (isPrivate && subTopic.startsWith(ORG_TOPIC_PREFIX)) {
      const org = subTopic.slice(ORG_TOPIC_PREFIX.length).toLowerCase()
      // `topic` names the organization's topic, so a screen listening on the staff topic knows whose change it was
      n += this.send(
        this.room({ private: true, subTopic: STAFF_TOPIC }),
        { type: 'broadcast', event, payload, topic: subTopic },
        (m) => m.scope?.has(org) === true,
        except,
      )
    }
    return (
      n +
      this.send(this.room({ private: isPrivate, subTopic }), { type: 'broadcast', event, payload }, () => true, except)
    )
  }

  /**
   * Sends a broadcast body to the room's members that may read broadcasts (public members always may) and that `may`
   * receive this one, encoding each frame once per spelling.
   */
  private send(r: Room | undefined, body: object, may: (m: Member) => boolean, except?: Member): number {
    if (!r) return 0
    const frames = new Map<string, Buffer>()
    let n = 0
    for (const m of r.members) {
      if (m === except || !m.perms.readBroadcast || !may(m)) continue
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
