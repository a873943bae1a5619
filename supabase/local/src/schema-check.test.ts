/**
 * The schema check fails when it should: a drifted pair of builds (a column's type, a reference row), a function
 * declared twice, a schema file config.toml does not list. And it passes an identical pair, so its normalising
 * leaves no noise that would make every run fail.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compareBuilds, duplicateFunctions, functionSignatures, schemaFiles } from './schema-check.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'schema-check-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
/** The servers of this check's throwaway clusters that are running (their data directories are named schema-<label>-…). */
const runningClusters = () =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => /postgres -D \S*-schema-(declared|migrated)-/.test(l))
    .sort()
const file = (name: string, text: string) => {
  const f = path.join(dir, name)
  writeFileSync(f, text)
  return f
}

describe('schema check', () => {
  it('reads the schema files in the order config.toml lists them', () => {
    const toml =
      '[db]\nport = 1\n\n[db.migrations]\nschema_paths = [\n  "./schemas/01_b.sql",\n  "./schemas/00_a.sql",\n]\n\n[db.seed]\nsql_paths = ["./seed.sql"]\n'
    expect(schemaFiles(toml).map((f) => path.basename(f))).toEqual(['01_b.sql', '00_a.sql'])
  })

  it('names a function by schema, name and argument types only', () => {
    expect(
      functionSignatures(`create or replace function private.f(p_org uuid, in p_n int default 3, out x text)
        returns int language sql as $$ select 1 $$;
        CREATE FUNCTION g("p" double precision, variadic q text[]) returns void language sql as $$ $$;`),
    ).toEqual(['private.f(uuid,integer)', 'public.g(double precision,text[])'])
  })

  it('finds a function declared twice across schema files, and only that', () => {
    const a = `create function private.f(a uuid) returns int language sql as $$ select 1 $$;
      create function private.f(a text) returns int language sql as $$ select 1 $$;
      -- create function private.g() in a comment is not a declaration
      create function private.h() returns void language plpgsql as $$
      begin execute 'create function private.f(x uuid) returns int'; end $$;`
    const b = 'create or replace function private.f(org_id uuid) returns int language sql as $$ select 2 $$;'
    expect(duplicateFunctions([{ name: 'a.sql', text: a }])).toEqual([])
    expect(
      duplicateFunctions([
        { name: 'a.sql', text: a },
        { name: 'b.sql', text: b },
      ]),
    ).toEqual(['private.f(uuid) in a.sql and b.sql'])
  })

  it('fails a drifted pair and passes an identical one', { timeout: 120_000 }, async () => {
    const table = (type: string, flag: boolean) =>
      `create extension if not exists pg_cron with schema pg_catalog;
       create table public.flags (name text primary key, size ${type}, created_at timestamptz not null default now());
       insert into public.flags (name, size) values ('x', 1), ('y', ${flag ? 2 : 3});
       select cron.schedule('purge', '0 3 * * *', 'select 1');`
    const declared = file('declared.sql', table('integer', true))
    const drifted = await compareBuilds(
      { label: 'declared', files: [declared] },
      { label: 'migrated', files: [file('migrated.sql', table('bigint', false))] },
    )
    expect(drifted).toHaveLength(2)
    expect(drifted[0]).toMatch(/^schema dumps differ:[\s\S]*size integer[\s\S]*size bigint/)
    expect(drifted[1]).toMatch(/^reference rows differ:[\s\S]*"size": 2[\s\S]*"size": 3/)
    const same = await compareBuilds(
      { label: 'declared', files: [declared] },
      { label: 'migrated', files: [file('same.sql', table('integer', true))] },
    )
    expect(same).toEqual([])
  })

  it('reports a file that does not apply, and leaves no server behind', { timeout: 120_000 }, async () => {
    const before = runningClusters()
    const broken = await compareBuilds(
      { label: 'declared', files: [file('broken.sql', 'create table public.t (a no_such_type);')] },
      { label: 'migrated', files: [file('fine.sql', 'create table public.t (a integer);')] },
    )
    expect(broken).toHaveLength(1)
    expect(broken[0]).toMatch(/^declared: .*broken\.sql failed: type "no_such_type" does not exist/)
    expect(runningClusters()).toEqual(before)
  })
})
