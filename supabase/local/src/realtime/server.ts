/**
 * Supabase-Realtime-compatible service mounted by the gateway under /realtime/v1: Phoenix channels over WebSocket
 * (broadcast, presence, private-channel RLS authorisation), database-triggered broadcasts and the broadcast REST API.
 * See docs/local-realtime.md for what is and is not supported.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { PlatformContext } from '../context.ts'
import { checkApiKey } from './authorize.ts'
import { Connection } from './connection.ts'
import { listenForMessages } from './db-listener.ts'
import { Hub } from './hub.ts'
import type { Vsn } from './protocol.ts'
import { createRestHandler } from './rest.ts'

/** realtime-js sends a heartbeat every 25 s; a socket silent for three intervals is a dead peer. */
const IDLE_LIMIT_MS = 75_000
/** Hosted Realtime keeps messages a few days (daily partitions); locally the table is pruned on the same horizon. */
const MESSAGE_RETENTION = '3 days'

function refuse(socket: Duplex, status: number, text: string, message: string) {
  const body = JSON.stringify({ message })
  socket.write(
    `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
  socket.destroy()
}

export async function createRealtimeServer(ctx: PlatformContext) {
  const hub = new Hub()
  const connections = new Set<Connection>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: 3 * 1024 * 1024, perMessageDeflate: false })
  const rest = createRestHandler(ctx, hub)

  const listener = await listenForMessages(ctx, (m) => {
    if (m.extension !== 'broadcast') return
    hub.broadcast(m.private, m.topic, m.event ?? '', m.payload)
  })

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS
    for (const c of connections)
      if (c.lastSeen < cutoff) {
        ctx.log('realtime', 'closing a socket that stopped sending heartbeats')
        c.terminate()
      }
    ctx.sql`delete from realtime.messages where inserted_at < now() - ${MESSAGE_RETENTION}::interval`.catch((e) =>
      ctx.log('realtime', `pruning realtime.messages failed: ${e.message}`),
    )
  }, 30_000)
  sweep.unref()

  return {
    handleHttp: rest,

    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn
      if (vsn !== '1.0.0' && vsn !== '2.0.0')
        return refuse(socket, 400, 'Bad Request', `unsupported vsn ${vsn}; use 1.0.0 or 2.0.0`)
      const apiKey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined)
      socket.on('error', () => {}) // a peer resetting mid-handshake must not surface as an unhandled error
      checkApiKey(apiKey, ctx.cfg.jwtSecret)
        .then((key) => {
          if (!key.ok) {
            ctx.log('realtime', `refused socket: ${key.reason}`)
            return refuse(socket, 403, 'Forbidden', key.reason)
          }
          if (socket.destroyed) return
          wss.handleUpgrade(req, socket, head, (ws) => {
            const conn = new Connection(ws, vsn, apiKey!, ctx, hub)
            connections.add(conn)
            ws.on('close', () => connections.delete(conn))
          })
        })
        .catch((e) => {
          ctx.log('realtime', `upgrade failed: ${(e as Error).stack}`)
          socket.destroy()
        })
    },

    async close() {
      clearInterval(sweep)
      await listener.close()
      for (const c of connections) c.terminate()
      connections.clear()
      await new Promise((r) => wss.close(r))
    },
  }
}
