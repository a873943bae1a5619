/**
 * Provider sandbox: one HTTP server speaking the real API shapes of the providers the product integrates with
 * (QuickBooks, Stripe, Plaid, …). Each file in ./providers exports `mount(router)`; tests and the local demo use it.
 */
import http from 'node:http'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PlatformContext } from '../context.ts'
import { sendJson } from '../http.ts'

type SandboxHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  params: Record<string, string>,
) => Promise<void> | void
export type SandboxRouter = {
  add(method: string, pattern: string, handler: SandboxHandler): void
  ctx: PlatformContext
}

export async function startSandbox(ctx: PlatformContext) {
  const routes: { method: string; re: RegExp; keys: string[]; handler: SandboxHandler }[] = []
  const router: SandboxRouter = {
    ctx,
    add(method, pattern, handler) {
      const keys: string[] = []
      const re = new RegExp(
        `^${pattern.replace(/:(\w+)/g, (_, k) => {
          keys.push(k)
          return '([^/]+)'
        })}$`,
      )
      routes.push({ method, re, keys, handler })
    },
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'providers')
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()) {
    const mod = await import(path.join(dir, f))
    await mod.mount(router)
  }
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    for (const r of routes) {
      const m = r.method === req.method ? r.re.exec(url.pathname) : null
      if (!m) continue
      const params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]))
      try {
        return await r.handler(req, res, url, params)
      } catch (e) {
        ctx.log('sandbox', `${req.method} ${url.pathname} failed: ${(e as Error).stack}`)
        if (!res.headersSent) return sendJson(res, 500, { error: 'sandbox error' })
        return res.end()
      }
    }
    sendJson(res, 404, { error: `sandbox: no route for ${req.method} ${url.pathname}` })
  })
  await new Promise<void>((resolve) => server.listen(ctx.cfg.ports.sandbox, '127.0.0.1', () => resolve()))
  return {
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
