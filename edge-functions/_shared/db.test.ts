/** Which database URLs get prepared statements: none through a transaction pooler, where they would go missing. */
import assert from 'node:assert/strict'
import { preparesStatements } from './db.ts'

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
