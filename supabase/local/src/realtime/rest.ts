/**
 * Realtime's HTTP API: POST /api/broadcast (batch, used by channel.send before joining) and
 * POST /api/broadcast/{topic}/events/{event} (channel.httpSend). Private messages need the caller's INSERT policy
 * on realtime.messages for the topic, the same check a socket's private channel gets.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { readBody, sendJson } from '../http.ts'
import { bearer } from '../jwt.ts'
import { checkApiKey, checkToken, checkTopicPermissions } from './authorize.ts'
import type { Hub } from './hub.ts'

type Message = { topic: string; event: string; payload: unknown; private: boolean; binary?: Buffer }

class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message)
  }
}

function parseBatch(body: unknown): Message[] {
  const messages = (body as { messages?: unknown } | null)?.messages
  if (!Array.isArray(messages) || messages.length === 0) throw new HttpError(422, 'messages must be a non-empty array')
  return messages.map((m, i) => {
    if (m === null || typeof m !== 'object') throw new HttpError(422, `messages[${i}] must be an object`)
    const { topic, event, payload } = m as Record<string, unknown>
    if (typeof topic !== 'string' || topic === '')
      throw new HttpError(422, `messages[${i}].topic must be a non-empty string`)
    if (typeof event !== 'string' || event === '')
      throw new HttpError(422, `messages[${i}].event must be a non-empty string`)
    const priv = (m as Record<string, unknown>).private
    if (priv !== undefined && typeof priv !== 'boolean')
      throw new HttpError(422, `messages[${i}].private must be a boolean`)
    return { topic, event, payload: payload ?? {}, private: priv === true }
  })
}

async function parseSingle(req: IncomingMessage, topic: string, event: string, isPrivate: boolean): Promise<Message[]> {
  const raw = await readBody(req, 3 * 1024 * 1024)
  if (/octet-stream/i.test(req.headers['content-type'] ?? ''))
    return [{ topic, event, payload: null, private: isPrivate, binary: raw }]
  let payload: unknown
  try {
    payload = JSON.parse(raw.toString('utf8'))
  } catch {
    throw new HttpError(400, 'request body must be JSON (or application/octet-stream)')
  }
  return [{ topic, event, payload, private: isPrivate }]
}

export function createRestHandler(ctx: PlatformContext, hub: Hub) {
  return async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const url = new URL(path, 'http://localhost')
    try {
      if (url.pathname === '/api/ping' || url.pathname === '/api/health')
        return sendJson(res, 200, { message: 'Success' })
      const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname)
      if (url.pathname !== '/api/broadcast' && !single) return sendJson(res, 404, { message: 'Not found' })
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method not allowed' })

      const key = await checkApiKey(req.headers.apikey ?? url.searchParams.get('apikey'), ctx.cfg.jwtSecret)
      if (!key.ok) throw new HttpError(401, key.reason)
      const token =
        bearer(req.headers.authorization) ??
        (req.headers.apikey as string | undefined) ??
        url.searchParams.get('apikey')
      const who = await checkToken(token, ctx.cfg.jwtSecret)
      if (!who.ok) throw new HttpError(401, who.reason)

      let messages: Message[]
      if (single) {
        messages = await parseSingle(
          req,
          decodeURIComponent(single[1]),
          decodeURIComponent(single[2]),
          url.searchParams.get('private') === 'true',
        )
      } else {
        let body: unknown
        try {
          body = JSON.parse((await readBody(req, 3 * 1024 * 1024)).toString('utf8'))
        } catch {
          throw new HttpError(400, 'request body must be JSON')
        }
        messages = parseBatch(body)
      }
      // Check every private topic first so a batch is delivered whole or not at all.
      const privateTopics = [...new Set(messages.filter((m) => m.private).map((m) => m.topic))]
      for (const topic of privateTopics) {
        const perms = await checkTopicPermissions(ctx.sql, who.claims, topic)
        if (!perms.writeBroadcast)
          throw new HttpError(403, `Unauthorized: You do not have permissions to write to this Channel topic: ${topic}`)
      }
      for (const m of messages) {
        if (m.binary) hub.broadcastBinary(m.private, m.topic, m.event, m.binary)
        else hub.broadcast(m.private, m.topic, m.event, m.payload)
      }
      res.writeHead(202, { 'access-control-allow-origin': '*' })
      res.end()
    } catch (e) {
      const status = e instanceof HttpError ? e.status : ((e as { status?: number }).status ?? 500)
      if (status >= 500) ctx.log('realtime', `broadcast API failed: ${(e as Error).stack}`)
      sendJson(res, status, {
        error: status >= 500 ? 'Internal Server Error' : (e as Error).message,
        message: status >= 500 ? 'Internal Server Error' : (e as Error).message,
      })
    }
  }
}
