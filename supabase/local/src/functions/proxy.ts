/** /functions/v1/<name>/… → the local Deno edge runtime, keeping the caller's method, headers and body. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import http from 'node:http'
import type { PlatformContext } from '../context.ts'
import { CORS_HEADERS, sendJson } from '../http.ts'

export function createFunctionsProxy(ctx: PlatformContext) {
  const port = ctx.cfg.ports.functions
  return (req: IncomingMessage, res: ServerResponse, subPath: string) => {
    // Hosted Supabase hands a function the path starting at its name: /api/..., /webhooks/...
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: subPath,
        headers: { ...req.headers, host: `127.0.0.1:${port}` },
      },
      (up) => {
        const headers: Record<string, string | string[]> = { ...CORS_HEADERS }
        for (const [k, v] of Object.entries(up.headers))
          if (v !== undefined && !k.startsWith('access-control-')) headers[k] = v
        res.writeHead(up.statusCode ?? 502, headers)
        up.pipe(res)
      },
    )
    upstream.on('error', (e) => {
      ctx.log('functions', `edge runtime unreachable: ${e.message}`)
      if (!res.headersSent)
        sendJson(
          res,
          503,
          { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
          { 'x-relay-error': 'true' },
        )
      else res.end()
    })
    req.pipe(upstream)
  }
}
