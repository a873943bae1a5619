/**
 * The collaboration server: Yjs documents over the y-websocket protocol, deployed on its own (collab/main.ts) or
 * started by the local platform. Clients connect to ws://host:port/<document id> with the user's access token as the
 * WebSocket subprotocol `token.<jwt>` beside `collab` (kept out of URLs, which proxies log), or as `?token=<jwt>`.
 * A connection is accepted only if the token is a valid user JWT and the user can SELECT the document from
 * public.collab_documents as themselves (RLS); otherwise it is closed with 4401 (bad token) or 4403 (no access).
 * Someone who may open a document but not write it (a client reading a variance note shared with them,
 * private.can_write_collab_document) joins read-only: their changes are dropped. GET /health answers 200 while the
 * database answers.
 */
import http from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { type Claims, TokenError, type VerifyToken } from './auth.ts'
import type { Identity } from './presence.ts'
import { Rooms } from './rooms.ts'
import type { Log, Sql } from './store.ts'

const ROOM_NAME = /^[A-Za-z0-9._:-]{1,200}$/
const PING_MS = 30_000
/** The subprotocol the server answers with, and the prefix of the one that carries the token. */
export const COLLAB_PROTOCOL = 'collab'
export const TOKEN_PROTOCOL_PREFIX = 'token.'

type Verdict =
  | { ok: true; room: string; writable: boolean; who: Identity }
  | { ok: false; code: number; reason: string }

export type CollabServerOptions = {
  /** the database owner's pool: a direct or session-mode connection (the server holds transactions and locks) */
  sql: Sql
  log: Log
  host: string
  port: number
  verify: VerifyToken
}

/** The token a client sent: its `token.<jwt>` subprotocol, else the `token` query parameter. */
function tokenOf(req: http.IncomingMessage, url: URL): string {
  const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',')
  const carried = offered.map((p) => p.trim()).find((p) => p.startsWith(TOKEN_PROTOCOL_PREFIX))
  return carried ? carried.slice(TOKEN_PROTOCOL_PREFIX.length) : (url.searchParams.get('token') ?? '')
}

export async function startCollabServer(opts: CollabServerOptions) {
  const { sql, log } = opts
  const rooms = new Rooms(sql, log)
  // a browser that offered subprotocols needs one chosen; the token's own is never echoed back
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 16 * 1024 * 1024,
    handleProtocols: (offered) => (offered.has(COLLAB_PROTOCOL) ? COLLAB_PROTOCOL : false),
  })
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
      claims = await opts.verify(tokenOf(req, url))
    } catch (e) {
      if (e instanceof TokenError) return { ok: false, code: 4401, reason: e.message }
      throw e
    }
    if (claims.role !== 'authenticated' || !claims.sub)
      return { ok: false, code: 4401, reason: 'a signed-in user token is required' }
    // as the person: their role and claims for this transaction only, so RLS decides what they may open
    const rows = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`
      return await tx`select id, private.can_write_collab_document(id) as writable from public.collab_documents
        where id = ${room}`
    })
    if (!rows.length) return { ok: false, code: 4403, reason: 'document not found or access denied' }
    // the name others see beside this person's cursor, from the account the token names (presence.ts)
    const [person] = await sql`select coalesce(nullif(btrim(first_name || ' ' || last_name), ''), email) as name
      from public.users where id = ${claims.sub}`
    const who = { id: claims.sub, name: String(person?.name ?? 'Someone') }
    return { ok: true, room, writable: rows[0].writable === true, who }
  }

  function serve(ws: WebSocket, roomId: string, writable: boolean, who: Identity) {
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    const room = rooms.acquire(roomId)
    room.then(
      (r) => r.join(ws, writable, who),
      (e) => {
        log('collab', `could not load ${roomId}: ${(e as Error).message}`)
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
        .finally(() => rooms.release(roomId).catch((e) => log('collab', `release ${roomId}: ${e.message}`)))
    })
    ws.on('error', (e) => log('collab', `socket error in ${roomId}: ${e.message}`))
  }

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      // the host's health check: up means the database answers too
      sql`select 1`.then(
        () => {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ status: 'ok', rooms: rooms.size }))
        },
        (e) => {
          log('collab', `health check: the database did not answer: ${(e as Error).message}`)
          res.writeHead(503, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ status: 'database unavailable' }))
        },
      )
      return
    }
    res.writeHead(426, { 'content-type': 'text/plain' })
    res.end('Upgrade to a websocket: ws(s)://host/<document id> with the subprotocols collab and token.<jwt>')
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
          serve(ws, verdict.room, verdict.writable, verdict.who)
        })
      })
      .catch((e) => {
        // the error only: the request's URL may hold a token
        log('collab', `authorisation failed: ${(e as Error).stack}`)
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
    server.listen(opts.port, opts.host, () => resolve())
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
