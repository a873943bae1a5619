/**
 * The fault suite's handle on a stack it started (npm test's `faults` stage): a loopback HTTP server through which the
 * suite's Deno tests restart Postgres under the running stack and SIGKILL a supervised process, and read how often
 * the supervisor restarted each. Only ever started by test.ts beside its own throwaway stack.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Supervised } from './supervisor.ts'

type FaultStack = { processes: Map<string, Supervised>; restartPostgres: (downMs?: number) => Promise<void> }

export async function startFaultControl(stack: FaultStack) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://faults.local')
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const proc = /^\/processes\/([a-z-]+)(\/kill)?$/.exec(url.pathname)
    if (req.method === 'POST' && url.pathname === '/postgres/restart') {
      const downMs = Number(url.searchParams.get('downMs') ?? 0)
      stack.restartPostgres(downMs).then(
        () => answer(200, { restarted: true }),
        (e) => answer(500, { error: (e as Error).message }),
      )
      return
    }
    const p = proc ? stack.processes.get(proc[1]) : undefined
    if (!proc || !p) return answer(404, { error: 'no such process' })
    if (req.method === 'POST' && proc[2]) {
      const pid = p.current().pid
      // the whole process group: the deno launcher and the runtime it started
      if (pid) process.kill(-pid, 'SIGKILL')
      return answer(200, { killed: pid ?? null })
    }
    return answer(200, { pid: p.current().pid ?? null, restarts: p.restarts() })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
