/**
 * A banking core on its own HTTP server in this process, on a folder of its own: what the unit tests (restart,
 * property, settlement by the clock) start and stop, the same routes the sandbox serves. Routing is the sandbox
 * server's: pattern with :params, first match wins.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PlatformContext } from '../../../context.ts'
import type { SandboxRouter } from '../../server.ts'
import { mountBankingCore } from '../banking-core.ts'

type Route = { method: string; re: RegExp; keys: string[]; handler: Parameters<SandboxRouter['add']>[2] }

export async function startCore(opts: {
  dir: string
  webhookUrl?: string | null
  clock?: () => number
  seed?: boolean
  profile?: 'test' | 'dev'
}) {
  const routes: Route[] = []
  const ctx = { cfg: { profile: opts.profile ?? 'test' }, log: () => {} } as unknown as PlatformContext
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
  const core = mountBankingCore(router, {
    dir: opts.dir,
    webhookUrl: opts.webhookUrl ?? null,
    clock: opts.clock,
    seed: opts.seed,
  })
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    for (const r of routes) {
      const m = r.method === req.method ? r.re.exec(url.pathname) : null
      if (m)
        return r.handler(req, res, url, Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])))
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    core,
    url: `http://127.0.0.1:${port}/banking-core/v1`,
    async stop() {
      core.close()
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}
