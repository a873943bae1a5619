/**
 * The local runner's request budget: a request over its wall clock or its CPU time is answered as hosted answers
 * (546 WORKER_LIMIT) and its signal aborts, while a request within budget is untouched.
 */
import assert from 'node:assert/strict'
import process from 'node:process'
import { budgetFromEnv, withRequestBudget } from './serve-budget.ts'
import { WORKER_LIMIT_STATUS } from '../shared/rules/hosted-limits.ts'

// Burns CPU time, not wall time: on a busy machine the two differ, and the budget counts CPU.
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const burnCpu = (ms: number) => {
  const until = cpuMs() + ms
  let x = 0
  while (cpuMs() < until) for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + i)
  return x
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

Deno.test('a request within budget gets its own answer', async () => {
  const serve = withRequestBudget(
    async () => {
      await sleep(50)
      return new Response('fine', { status: 201 })
    },
    { wallClockMs: 2_000, cpuMs: 500 },
  )
  const res = await serve(new Request('http://x/api/health'))
  assert.equal(res.status, 201)
  assert.equal(await res.text(), 'fine')
})

Deno.test('a request past its wall clock is answered 546 WORKER_LIMIT and its signal aborts', async () => {
  let aborted = false
  let finished: () => void = () => {}
  const done = new Promise<void>((r) => {
    finished = r
  })
  const serve = withRequestBudget(
    async (req) => {
      req.signal.addEventListener('abort', () => {
        aborted = true
        finished()
      })
      await done
      return new Response('too late')
    },
    { wallClockMs: 300, cpuMs: 10_000 },
  )
  const started = Date.now()
  const res = await serve(new Request('http://x/jobs/run', { method: 'POST' }))
  assert.equal(res.status, WORKER_LIMIT_STATUS)
  assert.equal((await res.json()).code, 'WORKER_LIMIT')
  assert.ok(aborted, 'the handler was told to stop')
  assert.ok(Date.now() - started < 2_000, 'answered at the wall clock, not when the handler gave up')
})

Deno.test('a request that spends more CPU than its budget is answered 546, even in slices between awaits', async () => {
  const serve = withRequestBudget(
    async (req) => {
      for (let i = 0; i < 30 && !req.signal.aborted; i++) {
        burnCpu(50)
        await sleep(1)
      }
      return new Response('computed')
    },
    { wallClockMs: 10_000, cpuMs: 400 },
  )
  const res = await serve(new Request('http://x/api/categorisation'))
  assert.equal(res.status, WORKER_LIMIT_STATUS)
})

Deno.test('a synchronous burst over the CPU budget is caught when the request answers', async () => {
  const serve = withRequestBudget(
    () => {
      burnCpu(600)
      return new Response('done')
    },
    { wallClockMs: 10_000, cpuMs: 300 },
  )
  assert.equal((await serve(new Request('http://x/api/heavy'))).status, WORKER_LIMIT_STATUS)
})

Deno.test('the budget defaults to hosted Free and is configurable', () => {
  assert.deepEqual(
    budgetFromEnv(() => undefined),
    { wallClockMs: 150_000, cpuMs: 2_000 },
  )
  const env: Record<string, string> = { FUNCTIONS_WALL_CLOCK_SECONDS: '400', FUNCTIONS_CPU_MS: '500' }
  assert.deepEqual(
    budgetFromEnv((n) => env[n]),
    { wallClockMs: 400_000, cpuMs: 500 },
  )
  assert.throws(() => budgetFromEnv((n) => (n === 'FUNCTIONS_CPU_MS' ? 'lots' : undefined)), /positive numbers/)
})
