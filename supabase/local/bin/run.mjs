#!/usr/bin/env node
// Entry for `npm start`, `npm test`, `npm run bench`, `npm run eval`, `npm run ledger`, `npm run api-types`, `npm run schema`, `npm run nexus` and `npm run clean`: installs npm dependencies when they are
// missing or stale, then hands over to the TypeScript command. Plain JS so it runs before anything is installed.
import { existsSync, statSync } from 'node:fs'
import { spawnSync, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const lock = path.join(root, 'package-lock.json')
const installed = path.join(root, 'node_modules/.package-lock.json')
const launchedAt = Date.now()
const stale =
  !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000)
if (stale) {
  console.log('Installing npm dependencies…')
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
// `npm start` counts the whole wait in its banner, install included
process.env.PLATFORM_LAUNCHED_AT = String(launchedAt)
process.env.PLATFORM_INSTALL_MS = String(stale ? Date.now() - launchedAt : 0)

const [command, ...args] = process.argv.slice(2)
const scripts = {
  start: 'start.ts',
  test: 'test.ts',
  bench: 'bench.ts',
  ledger: 'ledger.ts',
  eval: 'eval.ts',
  'api-types': 'api-types.ts',
  schema: 'schema.ts',
  nexus: 'nexus.ts',
  clean: 'clean.ts',
}
if (!scripts[command]) {
  console.error(`usage: run.mjs ${Object.keys(scripts).join('|')} [args]`)
  process.exit(2)
}
// the ledger command line runs in Deno (the API's domain code); the rest are Node TypeScript through tsx
const [runner, ...runnerArgs] =
  command === 'ledger'
    ? [path.join(root, 'node_modules/.bin/deno'), 'run', '-A', '--no-prompt']
    : [path.join(root, 'node_modules/.bin/tsx')]
const child = spawn(runner, [...runnerArgs, path.join(root, 'supabase/local/bin', scripts[command]), ...args], {
  cwd: root,
  stdio: 'inherit',
})
// Ctrl-C reaches the child through the terminal's process group; we only wait for it to finish cleaning up.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
