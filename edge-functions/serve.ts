/**
 * Local edge runtime: one Deno server hosting every function, dispatched by the first path segment as hosted Supabase
 * does, each request within hosted's wall-clock and CPU budget (serve-budget.ts).
 */
import { app as api } from './api/app.ts'
import { app as webhooks } from './webhooks/app.ts'
import { app as jobs } from './jobs/app.ts'
import { budgetFromEnv, withRequestBudget } from './serve-budget.ts'

const apps: Record<string, { fetch: (req: Request) => Response | Promise<Response> }> = { api, webhooks, jobs }
const port = Number(Deno.env.get('PORT') ?? 24323)
const budget = budgetFromEnv()

const dispatch = withRequestBudget((req) => {
  const name = new URL(req.url).pathname.split('/')[1]
  const target = apps[name]
  if (!target) return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 })
  return target.fetch(req)
}, budget)

Deno.serve(
  {
    port,
    hostname: '127.0.0.1',
    onListen: () =>
      console.log(
        `edge functions on :${port} (per request: ${budget.wallClockMs / 1000} s wall clock, ${budget.cpuMs} ms CPU)`,
      ),
  },
  dispatch,
)
