/** One HTTP server on the gateway port, routing Supabase's base paths to the local services. */
import http from 'node:http'
import type { Duplex } from 'node:stream'
import type { PlatformContext } from './context.ts'
import { CORS_HEADERS, sendJson } from './http.ts'
import { createAuthHandler } from './auth/handler.ts'
import { createStorageHandler } from './storage/handler.ts'
import { createRealtimeServer } from './realtime/server.ts'
import { createFunctionsProxy } from './functions/proxy.ts'

export async function startGateway(ctx: PlatformContext) {
  const auth = createAuthHandler(ctx)
  const storage = createStorageHandler(ctx)
  const realtime = await createRealtimeServer(ctx)
  const functions = createFunctionsProxy(ctx)

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const p = url.pathname
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS)
        res.end()
        return
      }
      if (p === '/health') return sendJson(res, 200, { status: 'ok' })
      if (p.startsWith('/auth/v1/')) return await auth(req, res, p.slice('/auth/v1'.length) + url.search)
      if (p.startsWith('/storage/v1/')) return await storage(req, res, p.slice('/storage/v1'.length) + url.search)
      if (p.startsWith('/realtime/v1/'))
        return await realtime.handleHttp(req, res, p.slice('/realtime/v1'.length) + url.search)
      if (p.startsWith('/functions/v1/')) return await functions(req, res, p.slice('/functions/v1'.length) + url.search)
      sendJson(res, 404, { message: 'no Route matched with those values' })
    } catch (e) {
      ctx.log('gateway', `unhandled error on ${req.method} ${p}: ${(e as Error).stack}`)
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' })
      else res.end()
    }
  })
  server.on('upgrade', (req, socket: Duplex, head) => {
    const p = new URL(req.url ?? '/', 'http://localhost').pathname
    if (p === '/realtime/v1/websocket') return realtime.handleUpgrade(req, socket, head)
    socket.write('HTTP/1.1 404 Not Found\r\n\r\n')
    socket.destroy()
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(ctx.cfg.ports.gateway, '127.0.0.1', () => resolve())
  })
  return {
    server,
    async close() {
      await realtime.close()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    },
  }
}
