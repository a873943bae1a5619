/**
 * /functions/v1/<name>/… → the local Deno edge runtime, keeping the caller's method, headers and body, after the
 * function's `verify_jwt` gate (verify-jwt.ts). Like hosted Supabase's gateway it tells the function who is calling:
 * `x-real-ip` is the address the connection came from (whatever the caller sent under that name is replaced), and that
 * address is appended to X-Forwarded-For, whose earlier values the caller could have written.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import http from 'node:http'
import type { PlatformContext } from '../context.ts'
import { CORS_HEADERS, sendJson } from '../http.ts'
import { gate, projectVerifyJwt } from './verify-jwt.ts'

/** `verifyJwt` overrides supabase/config.toml's settings (a test gates a function config.toml leaves open). */
export function createFunctionsProxy(ctx: PlatformContext, opts: { verifyJwt?: Map<string, boolean> } = {}) {
  const port = ctx.cfg.ports.functions
  const verifyJwt = opts.verifyJwt ?? projectVerifyJwt()
  return async (req: IncomingMessage, res: ServerResponse, subPath: string) => {
    // Hosted Supabase hands a function the path starting at its name: /api/..., /webhooks/...
    const name = subPath.split(/[/?]/)[1] ?? ''
    const refused = await gate(verifyJwt.get(name) ?? true, req.headers.authorization, ctx.cfg.jwtSecret)
    if (refused) {
      req.resume()
      return sendJson(res, refused.status, refused.body)
    }
    const peer = req.socket.remoteAddress ?? ''
    const forwarded = req.headers['x-forwarded-for']
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: subPath,
        headers: {
          ...req.headers,
          host: `127.0.0.1:${port}`,
          'x-real-ip': peer,
          'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer,
        },
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
