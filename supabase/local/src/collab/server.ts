/**
 * The collaboration server: Yjs documents over the y-websocket protocol on ctx.cfg.ports.collab.
 * Clients connect to ws://host:port/<document id>?token=<user JWT> (WebsocketProvider with params {token}).
 * A connection is accepted only if the token is a valid user JWT and the user can SELECT the document from
 * public.collab_documents as themselves (RLS); otherwise it is closed with 4401 (bad token) or 4403 (no access).
 * Someone who may open a document but not write it (a client reading a variance note shared with them,
 * private.can_write_collab_document) joins read-only: their changes are dropped.
 */
import http from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { asUser, type PlatformContext } from '../context.ts'
import { verifyJwt, type Claims } from '../jwt.ts'
import { Rooms } from './rooms.ts'

const ROOM_NAME = /^[A-Za-z0-9._:-]{1,200}$/
const PING_MS = 30_000

type Verdict = { ok: true; room: string; writable: boolean } | { ok: false; code: number; reason: string }

export async function startCollabServer(ctx: PlatformContext) {
  const rooms = new Rooms(ctx.sql, ctx.log)
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()

  async function authorise(req: http.IncomingMessage): Promise<Verdict> {
    const url = new URL(req.url ?? '/', 'http://collab.local')
    // the room is the last path segment, so a server URL with a path prefix works too
    let room = ''
    try {
      room = decodeURIComponent(url.pathname.split('/').pop() ?? '')
    } catch {
      /* stays empty */
    }
    if (!ROOM_NAME.test(room)) return { ok: false, code: 4403, reason: 'unknown document' }
    let claims: Claims
    try {
      claims = await verifyJwt(url.searchParams.get('token') ?? '', ctx.cfg.jwtSecret)
    } catch (e) {
      return { ok: false, code: 4401, reason: (e as Error).message }
    }
    if (claims.role !== 'authenticated' || !claims.sub)
      return { ok: false, code: 4401, reason: 'a signed-in user token is required' }
    const rows = await asUser(
      ctx.sql,
      claims,
      (tx) => tx`select id, private.can_write_collab_document(id) as writable from public.collab_documents
        where id = ${room}`,
    )
    if (!rows.length) return { ok: false, code: 4403, reason: 'document not found or access denied' }
    return { ok: true, room, writable: rows[0].writable === true }
  }

  function serve(ws: WebSocket, roomId: string, writable: boolean) {
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    const room = rooms.acquire(roomId)
    room.then(
      (r) => r.join(ws, writable),
      (e) => {
        ctx.log('collab', `could not load ${roomId}: ${(e as Error).message}`)
        ws.close(1011, 'could not load the document')
      },
    )
    // handlers chain on the same promise, so messages are applied in arrival order once the room is loaded
    ws.on('message', (data: Buffer) => {
      room.then(
        (r) => r.onMessage(ws, new Uint8Array(data)),
        () => {},
      )
    })
    ws.on('close', () => {
      room
        .then(
          (r) => r.leave(ws),
          () => {},
        )
        .finally(() => rooms.release(roomId).catch((e) => ctx.log('collab', `release ${roomId}: ${e.message}`)))
    })
    ws.on('error', (e) => ctx.log('collab', `socket error in ${roomId}: ${e.message}`))
  }

  const server = http.createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' })
    res.end('Upgrade to a websocket: ws://host:port/<document id>?token=<jwt>')
  })
  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', () => socket.destroy())
    authorise(req)
      .then((verdict) => {
        wss.handleUpgrade(req, socket, head, (ws) => {
          // the upgrade completes even when refused, so the browser sees the close code and reason
          if (!verdict.ok) {
            ws.close(verdict.code, verdict.reason)
            return
          }
          serve(ws, verdict.room, verdict.writable)
        })
      })
      .catch((e) => {
        ctx.log('collab', `authorisation failed: ${(e as Error).stack}`)
        socket.write('HTTP/1.1 500 Internal Server Error\r\n\r\n')
        socket.destroy()
      })
  })

  const ping = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, PING_MS)
  ping.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(ctx.cfg.ports.collab, '127.0.0.1', () => resolve())
  })

  return {
    server,
    async close() {
      clearInterval(ping)
      for (const ws of wss.clients) ws.close(1001, 'server shutting down')
      // give clients a moment to finish the close handshake, then cut the rest
      for (let i = 0; i < 20 && wss.clients.size > 0; i++) await new Promise((r) => setTimeout(r, 50))
      for (const ws of wss.clients) ws.terminate()
      await rooms.flushAll()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      wss.close()
    },
  }
}
