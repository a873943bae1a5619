/**
 * A database that ran migrations the checkout no longer has (one built before the migrations became a baseline) is
 * refused with what to do, as `supabase db push` refuses it, instead of failing half-way through the baseline; so is
 * one that ran an earlier version of a migration the checkout has.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { expect, it } from 'vitest'
import { dataDir, initCluster, startPostgres, stopPostgres, waitForPostgres } from './cluster.ts'
import { loadConfig, ROOT } from './config.ts'
import { applyMigrations } from './migrate.ts'
import { StartupError } from './startup-error.ts'

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })

it('refuses a database that ran migrations supabase/migrations no longer has', { timeout: 60_000 }, async () => {
  const port = await freePort()
  const base = loadConfig('test')
  const cfg = {
    ...base,
    stateDir: mkdtempSync(path.join(os.tmpdir(), 'migrate-test-')),
    ports: { ...base.ports, postgres: port },
    dbUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  }
  initCluster(cfg, { fresh: true })
  const server = startPostgres(cfg)
  try {
    await waitForPostgres(cfg, server)
    const sql = postgres(cfg.dbUrl, { max: 1, onnotice: () => {} })
    await sql.unsafe(`create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key, name text, statements text[], applied_at timestamptz default now());
      insert into supabase_migrations.schema_migrations (version, name) values ('20261122000100', 'create_tenancy_core')`)
    const refused = await applyMigrations(cfg, () => {}).catch((e) => e)
    expect(refused).toBeInstanceOf(StartupError)
    expect(refused.message).toMatch(/ran 1 migration\(s\) that supabase\/migrations no longer has \(20261122000100\)/)
    expect(refused.todo).toMatch(/npm start -- --reset/)
    // nothing was applied: the baseline's tables are not there
    expect((await sql`select to_regclass('public.organizations') as t`)[0].t).toBeNull()

    // a migration this checkout has, run in an earlier version (the baseline regenerated since): refused too
    const [baseline] = readdirSync(path.join(ROOT, 'supabase/migrations')).filter((f) => f.endsWith('.sql'))
    await sql.unsafe(`delete from supabase_migrations.schema_migrations;
      insert into supabase_migrations.schema_migrations (version, name, statements)
      values ('${baseline.split('_')[0]}', 'baseline', array['select 1'])`)
    const stale = await applyMigrations(cfg, () => {}).catch((e) => e)
    expect(stale).toBeInstanceOf(StartupError)
    expect(stale.message).toContain(`ran an earlier version of ${baseline}`)
    expect(stale.todo).toMatch(/npm start -- --reset/)
    await sql.end()
  } finally {
    await stopPostgres(server)
    rmSync(dataDir(cfg), { recursive: true, force: true })
    rmSync(cfg.stateDir, { recursive: true, force: true })
  }
})
