/** `npm run ledger -- …`: the built-in ledger's command line, run in Deno with the domain code the API uses. */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT, loadConfig } from '../src/config.ts'
import { functionEnv } from '../src/stack.ts'

const cfg = loadConfig((process.env.PLATFORM_PROFILE as 'dev' | 'test') ?? 'dev')
const deno = path.join(ROOT, 'node_modules/.bin/deno')
const p = spawn(deno, ['run', '-A', '--no-prompt', 'edge-functions/_cli/ledger.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...functionEnv(cfg) },
})
p.on('exit', (code) => process.exit(code ?? 1))
