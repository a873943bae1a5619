/** `npm start [-- --reset]`: the whole product on this machine, stopped cleanly with Ctrl-C. */
import { loadConfig } from '../src/config.ts'
import { startStack } from '../src/stack.ts'
import { describeStartupFailure } from '../src/startup-error.ts'

const reset = process.argv.includes('--reset')
const cfg = loadConfig('dev')
const t0 = Date.now()
const stack = await startStack(cfg, { fresh: reset, web: 'dev' }).catch((e) => {
  console.error(`\n${describeStartupFailure(e, cfg.stateDir)}`)
  process.exit(1)
})

const web = `http://127.0.0.1:${cfg.ports.web}`
console.log(`
Ready in ${((Date.now() - t0) / 1000).toFixed(1)} s.

  Web app         ${web}
  Supabase API    ${cfg.apiUrl}   (auth, realtime, storage, functions)
  Postgres        ${cfg.dbUrl}
  Dev mail outbox ${web}/dev/outbox
  anon key        ${cfg.anonKey}
  service key     ${cfg.serviceRoleKey}
  JWT secret      ${cfg.jwtSecret}   (legacy HS256: the keys above)
  JWKS            ${cfg.apiUrl}/auth/v1/.well-known/jwks.json   (ES256: user tokens)

Demo logins (password demo-password-1):
  client@demo.test       client (org admin) of Acme Robotics
  client2@demo.test      client of a second organization (Birch Bakery)
  bookkeeper@demo.test   bookkeeper
  reviewer@demo.test     reviewer
  admin@demo.test        admin
  owner@demo.test        owner

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
