/** `npm start [-- --reset]`: the whole product on this machine, stopped cleanly with Ctrl-C. */
import { loadConfig } from '../src/config.ts'
import { startStack } from '../src/stack.ts'
import { cleanCheckout } from '../src/clean.ts'
import { describeStartupFailure } from '../src/startup-error.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/demo-logins.ts'

const reset = process.argv.includes('--reset')
const cfg = loadConfig('dev')
// run.mjs stamps when `npm start` began and how long installing took, so the banner counts the whole wait
const launchedAt = Number(process.env.PLATFORM_LAUNCHED_AT) || Date.now()
const installMs = Number(process.env.PLATFORM_INSTALL_MS) || 0
const t0 = Date.now()
// a reset starts from nothing: this checkout's other clusters and state (old test and benchmark runs) go too
if (reset) for (const dir of cleanCheckout().removed) console.log(`Removed ${dir}`)
const stack = await startStack(cfg, { fresh: reset, web: 'dev', demo: true }).catch((e) => {
  console.error(`\n${describeStartupFailure(e, cfg.stateDir)}`)
  process.exit(1)
})

const web = `http://127.0.0.1:${cfg.ports.web}`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const took = [installMs && `installing npm dependencies ${seconds(installMs)}`, `the stack ${seconds(Date.now() - t0)}`]
  .filter(Boolean)
  .join(', ')
const logins = DEMO_LOGINS.map(([email, who]) => `  ${email.padEnd(22)} ${who}`).join('\n')
console.log(`
Ready in ${seconds(Date.now() - launchedAt)} (${took}).

  Web app         ${web}
  Supabase API    ${cfg.apiUrl}   (auth, realtime, storage, functions)
  Postgres        ${cfg.dbUrl}
  Dev mail outbox ${web}/dev/outbox
  anon key        ${cfg.anonKey}
  service key     ${cfg.serviceRoleKey}
  JWT secret      ${cfg.jwtSecret}   (legacy HS256: the keys above)
  JWKS            ${cfg.apiUrl}/auth/v1/.well-known/jwks.json   (ES256: user tokens)

Demo logins (password ${DEMO_PASSWORD}):
${logins}

Logs: ${stack.logDir}
Press Ctrl-C to stop.`)

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
