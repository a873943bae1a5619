/**
 * One live document: a Y.Doc plus awareness shared by every connection to the same room, speaking the
 * y-websocket wire protocol (sync step 1/2 and updates, awareness, query-awareness).
 */
import * as Y from 'yjs'
import * as syncProtocol from 'y-protocols/sync'
import * as awarenessProtocol from 'y-protocols/awareness'
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'
import type { WebSocket } from 'ws'
import { COMPACT_AFTER, type Log, type UpdateStore } from './store.ts'
import { type Identity, stampAwarenessUpdate } from './presence.ts'

const MESSAGE_SYNC = 0
const MESSAGE_AWARENESS = 1
const MESSAGE_QUERY_AWARENESS = 3
/** Origin of updates applied from the database, so they are not written back. */
const FROM_STORE = Symbol('store')

export class Room {
  readonly doc = new Y.Doc()
  readonly awareness = new awarenessProtocol.Awareness(this.doc)
  /** each connection and the awareness client ids it controls */
  private conns = new Map<WebSocket, Set<number>>()
  /** connections that read the document and never change it */
  private readers = new WeakSet<WebSocket>()
  /** who each connection is, from its token: the name its presence shows */
  private people = new WeakMap<WebSocket, Identity>()
  private writes: Promise<void> = Promise.resolve()
  private storedRows = 0

  private constructor(
    readonly id: string,
    private store: UpdateStore,
    private log: Log,
  ) {
    this.awareness.setLocalState(null)
    this.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      const ids = this.conns.get(origin as WebSocket)
      if (ids) {
        for (const c of added) ids.add(c)
        for (const c of removed) ids.delete(c)
      }
      const changed = [...added, ...updated, ...removed]
      const msg = encoding.createEncoder()
      encoding.writeVarUint(msg, MESSAGE_AWARENESS)
      encoding.writeVarUint8Array(msg, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed))
      this.broadcast(encoding.toUint8Array(msg))
    })
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== FROM_STORE) this.persist(update)
      const msg = encoding.createEncoder()
      encoding.writeVarUint(msg, MESSAGE_SYNC)
      syncProtocol.writeUpdate(msg, update)
      this.broadcast(encoding.toUint8Array(msg))
    })
  }

  /** Creates the room with every stored update merged in. */
  static async load(id: string, store: UpdateStore, log: Log): Promise<Room> {
    const room = new Room(id, store, log)
    const updates = await store.load(id)
    if (updates.length) Y.applyUpdate(room.doc, Y.mergeUpdates(updates), FROM_STORE)
    room.storedRows = updates.length
    return room
  }

  join(conn: WebSocket, writable = true, who?: Identity) {
    this.conns.set(conn, new Set())
    if (who) this.people.set(conn, who)
    if (!writable) this.readers.add(conn)
    const step1 = encoding.createEncoder()
    encoding.writeVarUint(step1, MESSAGE_SYNC)
    syncProtocol.writeSyncStep1(step1, this.doc)
    this.send(conn, encoding.toUint8Array(step1))
    const states = this.awareness.getStates()
    if (states.size > 0) {
      const msg = encoding.createEncoder()
      encoding.writeVarUint(msg, MESSAGE_AWARENESS)
      encoding.writeVarUint8Array(msg, awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...states.keys()]))
      this.send(conn, encoding.toUint8Array(msg))
    }
  }

  leave(conn: WebSocket) {
    const ids = this.conns.get(conn)
    this.conns.delete(conn)
    if (ids?.size) awarenessProtocol.removeAwarenessStates(this.awareness, [...ids], null)
  }

  get size() {
    return this.conns.size
  }

  onMessage(conn: WebSocket, data: Uint8Array) {
    try {
      const decoder = decoding.createDecoder(data)
      const reply = encoding.createEncoder()
      const type = decoding.readVarUint(decoder)
      if (type === MESSAGE_SYNC) {
        encoding.writeVarUint(reply, MESSAGE_SYNC)
        if (!this.readers.has(conn)) syncProtocol.readSyncMessage(decoder, reply, this.doc, conn)
        // a reader may ask for the document (step 1); its step 2 and updates are dropped
        else if (decoding.readVarUint(decoder) === syncProtocol.messageYjsSyncStep1)
          syncProtocol.readSyncStep1(decoder, reply, this.doc)
        // a reply holds more than the type byte only for sync step 1 (the answer is step 2)
        if (encoding.length(reply) > 1) this.send(conn, encoding.toUint8Array(reply))
      } else if (type === MESSAGE_AWARENESS) {
        let update = decoding.readVarUint8Array(decoder)
        const who = this.people.get(conn)
        if (who)
          update = stampAwarenessUpdate(update, who, (id) =>
            [...this.conns].some(([other, ids]) => other !== conn && ids.has(id)),
          )
        awarenessProtocol.applyAwarenessUpdate(this.awareness, update, conn)
      } else if (type === MESSAGE_QUERY_AWARENESS) {
        encoding.writeVarUint(reply, MESSAGE_AWARENESS)
        encoding.writeVarUint8Array(
          reply,
          awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...this.awareness.getStates().keys()]),
        )
        this.send(conn, encoding.toUint8Array(reply))
      }
    } catch (e) {
      this.log('collab', `bad message in ${this.id}: ${(e as Error).message}`)
      conn.close(1003, 'malformed message')
    }
  }

  /** Resolves once every update received so far is stored. */
  flush(): Promise<void> {
    return this.writes
  }

  destroy() {
    this.awareness.destroy()
    this.doc.destroy()
  }

  private persist(update: Uint8Array) {
    this.writes = this.writes
      .then(async () => {
        await this.store.append(this.id, update)
        if (++this.storedRows > COMPACT_AFTER) {
          await this.store.compact(this.id)
          this.storedRows = 1
        }
      })
      .catch((e) => this.log('collab', `could not store an update of ${this.id}: ${(e as Error).message}`))
  }

  private broadcast(msg: Uint8Array) {
    for (const c of this.conns.keys()) this.send(c, msg)
  }

  private send(conn: WebSocket, msg: Uint8Array) {
    if (conn.readyState !== conn.OPEN) return
    conn.send(msg, (err) => {
      if (err) conn.terminate()
    })
  }
}
