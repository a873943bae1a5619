/** Which database URLs get prepared statements: none through a transaction pooler, where they would go missing. */
import assert from 'node:assert/strict'
import { preparesStatements, restarting } from './db.ts'

Deno.test('statements are prepared except through a transaction pooler (port 6543)', () => {
  const ref = 'abcdefghijklmnopqrst'
  // Supavisor, transaction mode
  assert.equal(
    preparesStatements(`postgres://postgres.${ref}:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres`),
    false,
  )
  // the dedicated PgBouncer, transaction mode
  assert.equal(preparesStatements(`postgres://postgres:pw@db.${ref}.supabase.co:6543/postgres`), false)
  // Supavisor, session mode: one server session per client connection
  assert.equal(
    preparesStatements(`postgres://postgres.${ref}:pw@aws-0-eu-central-1.pooler.supabase.com:5432/postgres`),
    true,
  )
  // direct connections, hosted and local
  assert.equal(preparesStatements(`postgresql://postgres:pw@db.${ref}.supabase.co:5432/postgres`), true)
  assert.equal(preparesStatements('postgres://postgres:postgres@127.0.0.1:24322/postgres'), true)
  // no port: PostgreSQL's default 5432
  assert.equal(preparesStatements(`postgres://postgres:pw@db.${ref}.supabase.co/postgres`), true)
})

Deno.test('a transaction is begun again only for a server restarting or a connection lost before it began', () => {
  // PostgreSQL's own codes for a server going away, and postgres.js's and the runtime's for a lost connection
  for (const code of ['57P01', '57P02', '57P03', 'CONNECTION_CLOSED', 'ECONNREFUSED']) {
    assert.equal(restarting({ code }), true, code)
  }
  assert.equal(restarting(new Deno.errors.ConnectionRefused('refused')), true)
  // a statement's own failure is the caller's: a unique violation, a serialization failure, a raised message
  for (const code of ['23505', '40001', 'P0001', undefined]) assert.equal(restarting({ code }), false, String(code))
  assert.equal(restarting(new Error('boom')), false)
  assert.equal(restarting(undefined), false)
})
