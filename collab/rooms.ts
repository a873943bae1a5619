/** Live rooms by document id: loaded on the first connection, stored and dropped from memory after the last one leaves. */
import { Room } from './room.ts'
import { type Log, type Sql, UpdateStore } from './store.ts'

type Entry = { room: Promise<Room>; refs: number }

export class Rooms {
  private rooms = new Map<string, Entry>()
  private store: UpdateStore

  constructor(
    sql: Sql,
    private log: Log,
  ) {
    this.store = new UpdateStore(sql, log)
  }

  /** Counts the caller in before loading, so a concurrent last leave cannot drop the room under it. */
  acquire(id: string): Promise<Room> {
    let entry = this.rooms.get(id)
    if (!entry) {
      const created: Entry = { room: Room.load(id, this.store, this.log), refs: 0 }
      created.room.catch(() => {
        if (this.rooms.get(id) === created) this.rooms.delete(id)
      })
      this.rooms.set(id, created)
      entry = created
    }
    entry.refs++
    return entry.room
  }

  async release(id: string) {
    const entry = this.rooms.get(id)
    if (!entry) return
    entry.refs--
    if (entry.refs > 0) return
    const room = await entry.room.catch(() => undefined)
    await room?.flush()
    if (entry.refs === 0 && this.rooms.get(id) === entry) {
      this.rooms.delete(id)
      room?.destroy()
    }
  }

  /** Documents open now, for the health check. */
  get size() {
    return this.rooms.size
  }

  async flushAll() {
    for (const e of this.rooms.values()) await (await e.room.catch(() => undefined))?.flush()
  }
}
