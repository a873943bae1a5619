/**
 * The local runner itself (serve.ts, as the stack starts it) holds a request to its budget: started with a CPU
 * budget of 1 ms, generating the API's OpenAPI document is answered as hosted answers a request over its limits.
 */
import assert from 'node:assert/strict'
import { WORKER_LIMIT_BODY, WORKER_LIMIT_STATUS } from '../shared/rules/hosted-limits.ts'

Deno.test(
  { name: 'serve.ts answers 546 WORKER_LIMIT for a request over its CPU budget', sanitizeResources: false },
  async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const child = new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', '--no-prompt', '--no-check', new URL('./serve.ts', import.meta.url).pathname],
      env: { PORT: String(port), FUNCTIONS_CPU_MS: '1' },
      stdout: 'piped',
      stderr: 'piped',
    }).spawn()
    try {
      const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader()
      let out = ''
      while (!out.includes('edge functions on')) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`serve.ts exited: ${out}`)
        out += value
      }
      assert.match(out, /1 ms CPU/, 'the budget is taken from the environment')
      reader.releaseLock()
      const res = await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
      assert.equal(res.status, WORKER_LIMIT_STATUS)
      assert.deepEqual(await res.json(), WORKER_LIMIT_BODY)
    } finally {
      child.kill('SIGTERM')
      await child.status
      await child.stderr.cancel().catch(() => {})
      await child.stdout.cancel().catch(() => {})
    }
  },
)
