/**
 * Database-triggered delivery. realtime.send / realtime.broadcast_changes insert into realtime.messages; the
 * bootstrap trigger NOTIFYs 'realtime_messages' after commit with the whole row, or only its key when the row is
 * too large for a notification. Rows that must be fetched are fetched together in one query, and messages are
 * delivered strictly in notification order (one drain runs at a time).
 */
import type { PlatformContext } from '../context.ts'

type DbMessage = {
  id: string
  topic: string
  event: string | null
  payload: unknown
  private: boolean
  extension: string
}
type Deliver = (m: DbMessage) => void
type Pending = { id: string; row?: DbMessage }

export async function listenForMessages(ctx: PlatformContext, deliver: Deliver) {
  let queue: Pending[] = []
  let running = false
  let closed = false

  const send = (m: DbMessage) => {
    try {
      deliver(m)
    } catch (e) {
      ctx.log('realtime', `delivering message ${m.id} failed: ${(e as Error).stack}`)
    }
  }

  const drain = async () => {
    if (running) return
    running = true
    try {
      while (queue.length && !closed) {
        const batch = queue
        queue = []
        const missing = batch.filter((p) => !p.row).map((p) => p.id)
        const fetched = new Map<string, DbMessage>()
        if (missing.length) {
          const rows = await ctx.sql<DbMessage[]>`
            select id, topic, event, payload, coalesce(private, false) as private, extension
            from realtime.messages where id = any(${missing}::uuid[])`
          for (const r of rows) fetched.set(r.id, r)
        }
        for (const p of batch) {
          const m = p.row ?? fetched.get(p.id)
          if (m) send(m)
          else ctx.log('realtime', `notified message ${p.id} was not found`)
        }
      }
    } catch (e) {
      ctx.log('realtime', `fetching notified messages failed: ${(e as Error).message}`)
    } finally {
      running = false
    }
    if (queue.length && !closed) void drain()
  }

  const onNotify = (raw: string) => {
    let n: Partial<DbMessage> & { id?: unknown }
    try {
      n = JSON.parse(raw)
    } catch {
      n = {}
    }
    if (typeof n.id !== 'string') {
      ctx.log('realtime', 'ignored a realtime_messages notification without an id', { raw: raw.slice(0, 200) })
      return
    }
    const row =
      typeof n.topic === 'string' && typeof n.extension === 'string'
        ? {
            id: n.id,
            topic: n.topic,
            event: n.event ?? null,
            payload: n.payload,
            private: n.private === true,
            extension: n.extension,
          }
        : undefined
    // Fast path: nothing queued ahead, row inline, so deliver now without waiting for a drain turn.
    if (row && !running && queue.length === 0) return send(row)
    queue.push({ id: n.id, row })
    void drain()
  }

  const sub = await ctx.sql.listen('realtime_messages', onNotify, () =>
    ctx.log('realtime', 'listening on realtime_messages'),
  )
  return {
    async close() {
      closed = true
      await sub.unlisten().catch(() => {})
    },
  }
}
