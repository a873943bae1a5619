/**
 * Proves the declared schema (`supabase/schemas/`) and the migrations (`supabase/migrations/`) build the same
 * database: each is applied to its own throwaway cluster on top of the local bootstrap, then their `pg_dump
 * --schema-only` and their reference rows (cron jobs, buckets, flags, every row the SQL inserts) are compared. Also
 * finds a function declared twice in the schema files, which would make the later one silently win.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { dataDir, initCluster, startPostgres, stopPostgres, waitForPostgres } from './cluster.ts'
import { ROOT, type PlatformConfig, loadConfig } from './config.ts'
import { applyBootstrap } from './migrate.ts'
import { PG_BIN } from './prerequisites.ts'

export const SCHEMAS = path.join(ROOT, 'supabase/schemas')
export const MIGRATIONS = path.join(ROOT, 'supabase/migrations')

/** The schema files in the order `supabase/config.toml` lists them (`[db.migrations] schema_paths`). */
export function schemaFiles(configToml = readFileSync(path.join(ROOT, 'supabase/config.toml'), 'utf8')): string[] {
  const section = configToml.split(/^\[db\.migrations\]\s*$/m)[1]?.split(/^\[/m)[0] ?? ''
  const list = section.match(/schema_paths\s*=\s*\[([^\]]*)\]/)?.[1] ?? ''
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => path.join(ROOT, 'supabase', m[1]))
}

export const migrationFiles = (dir = MIGRATIONS) =>
  (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f))

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })

export type Built = { cfg: PlatformConfig; dump: string; rows: string }

/**
 * A throwaway cluster (pg_cron only works in the database `cron.database_name` names, so each build gets its own
 * cluster rather than its own database), the bootstrap, then `files` in order, each in one transaction like
 * `supabase db push` applies a migration. Returns the normalised dump and reference rows, then removes the cluster.
 */
export async function buildAndDump(files: string[], label: string): Promise<Built> {
  const port = await freePort()
  const base = loadConfig('test')
  const stateDir = mkdtempSync(path.join(os.tmpdir(), `schema-${label}-`))
  const cfg: PlatformConfig = {
    ...base,
    stateDir,
    ports: { ...base.ports, postgres: port },
    dbUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  }
  initCluster(cfg, { fresh: true })
  const server = startPostgres(cfg)
  try {
    await waitForPostgres(cfg, server)
    await applyBootstrap(cfg)
    const sql = postgres(cfg.dbUrl, { max: 1, onnotice: () => {} })
    try {
      for (const f of files) {
        await sql
          .begin((tx) => tx.unsafe(readFileSync(f, 'utf8')))
          .catch((e) => {
            throw new Error(`${label}: ${path.relative(ROOT, f)} failed: ${e.message}`)
          })
      }
      const dump = normaliseDump(
        execFileSync(
          `${PG_BIN}/pg_dump`,
          ['--schema-only', '--no-owner', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'postgres'],
          { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
        ),
      )
      return { cfg, dump, rows: await referenceRows(sql) }
    } finally {
      await sql.end()
    }
  } finally {
    await stopPostgres(server)
    rmSync(dataDir(cfg), { recursive: true, force: true })
    rmSync(stateDir, { recursive: true, force: true })
  }
}

/** Only noise goes: pg_dump's header and blank-line runs. Everything the two builds could disagree on stays. */
export function normaliseDump(dump: string): string {
  return dump
    .split('\n')
    .filter((l) => !/^-- Dumped (from|by) /.test(l) && !/^\\(un)?restrict /.test(l))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
}

/**
 * Every row the SQL itself put in a table (a database built without seeds holds nothing else): feature flags, event
 * sources, cron jobs, buckets, deletion reasons. Columns filled by a volatile default (ids from gen_random_uuid,
 * now(), serial ids) differ between two builds by nature, so they are left out, as are cron.job's port (the throwaway
 * cluster's) and the audit log (a history of the build's own statements, not reference data).
 */
async function referenceRows(sql: postgres.Sql): Promise<string> {
  const tables = await sql<{ schema: string; name: string; cols: string[] }[]>`
    select n.nspname as schema, c.relname as name,
      array_agg(a.attname::text order by a.attnum) filter (where coalesce(pg_get_expr(d.adbin, d.adrelid), '') !~ 'gen_random_uuid|now\\(\\)|clock_timestamp|nextval') as cols
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where c.relkind in ('r', 'p') and n.nspname in ('public', 'private', 'storage', 'cron', 'realtime', 'vault')
      and not (n.nspname = 'cron' and c.relname = 'job_run_details')
      and not (n.nspname = 'public' and c.relname = 'audit_log')
      and not (n.nspname = 'cron' and a.attname = 'nodeport')
    group by n.nspname, c.relname order by 1, 2`
  const out: string[] = []
  for (const t of tables) {
    const cols = (t.cols ?? []).map((c) => `'${c}', t."${c.replace(/"/g, '""')}"`)
    if (cols.length === 0) continue
    const rows = await sql.unsafe(
      `select jsonb_build_object(${cols.join(', ')})::text as r from "${t.schema}"."${t.name}" t order by 1`,
    )
    for (const r of rows) out.push(`${t.schema}.${t.name} ${r.r}`)
  }
  return out.join('\n')
}

/** Functions (schema.name and argument types) declared more than once across the schema files. */
export function duplicateFunctions(files: { name: string; text: string }[]): string[] {
  const seen = new Map<string, string>()
  const twice: string[] = []
  for (const f of files) {
    for (const sig of functionSignatures(stripComments(f.text))) {
      const where = seen.get(sig)
      if (where) twice.push(`${sig} in ${where} and ${f.name}`)
      else seen.set(sig, f.name)
    }
  }
  return twice
}

/** Drops comments and the bodies of dollar-quoted strings, so text inside a function body is never read as DDL. */
function stripComments(text: string): string {
  return text
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
}

/** `create [or replace] function a.b(x type, …)` → `a.b(type,…)`, with names and defaults of parameters dropped. */
export function functionSignatures(text: string): string[] {
  const sigs: string[] = []
  const re = /create\s+(?:or\s+replace\s+)?(?:function|procedure)\s+([\w".]+)\s*\(/gi
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let depth = 1
    let i = re.lastIndex
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++
      else if (text[i] === ')') depth--
    }
    const args = text.slice(re.lastIndex, i - 1)
    const name = m[1].replace(/"/g, '').toLowerCase()
    sigs.push(`${name.includes('.') ? name : `public.${name}`}(${argTypes(args).join(',')})`)
  }
  return sigs
}

const MODES = new Set(['in', 'out', 'inout', 'variadic'])
/** Short names Postgres reads as the same type, so `f(int)` and `f(integer)` are one function. */
const ALIASES: Record<string, string> = {
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  bool: 'boolean',
  timestamptz: 'timestamp with time zone',
}
function argTypes(args: string): string[] {
  const parts: string[] = []
  let depth = 0
  let cur = ''
  for (const ch of args) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      parts.push(cur)
      cur = ''
    } else cur += ch
  }
  if (cur.trim()) parts.push(cur)
  return parts
    .map((p) =>
      p
        .replace(/\s+(default\s+|=\s*)[\s\S]*$/i, '')
        .trim()
        .toLowerCase()
        .split(/\s+/),
    )
    .filter((w) => w[0] !== 'out')
    .map((w) => {
      const words = MODES.has(w[0]) ? w.slice(1) : w
      // `name type` or just `type`: a parameter name is one word followed by the type
      const type =
        words.length > 1 && !/^(double|character|bit|timestamp|time)$/.test(words[0]) ? words.slice(1) : words
      const name = type.join(' ').replace(/"/g, '')
      const base = name.replace(/(\[\])+$/, '')
      return (ALIASES[base] ?? base) + name.slice(base.length)
    })
}

/** A unified-ish report of the first lines where two texts differ (enough to find the drift, not a full diff). */
export function firstDifferences(a: string, b: string, labels: [string, string], max = 40): string[] {
  const al = a.split('\n')
  const bl = b.split('\n')
  const inB = new Set(bl)
  const inA = new Set(al)
  const onlyA = al.filter((l) => !inB.has(l)).map((l) => `${labels[0]} only: ${l}`)
  const onlyB = bl.filter((l) => !inA.has(l)).map((l) => `${labels[1]} only: ${l}`)
  const diff = [...onlyA, ...onlyB]
  if (diff.length === 0 && a !== b) diff.push('same lines in a different order')
  return diff.slice(0, max)
}

export type CheckResult = { problems: string[] }

/** Builds both sides side by side and lists every way they disagree; an empty list means they agree. */
export async function compareBuilds(
  a: { label: string; files: string[] },
  b: { label: string; files: string[] },
): Promise<string[]> {
  // Both builds finish (and remove their clusters) before a failure of either is reported: with Promise.all the
  // caller could exit while the other cluster still runs, leaving its server behind.
  const settled = await Promise.allSettled([buildAndDump(a.files, a.label), buildAndDump(b.files, b.label)])
  const failed = settled.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []))
  if (failed.length > 0) return failed
  const [x, y] = settled.map((r) => (r as PromiseFulfilledResult<Built>).value)
  const problems: string[] = []
  if (x.dump !== y.dump)
    problems.push(`schema dumps differ:\n  ${firstDifferences(x.dump, y.dump, [a.label, b.label]).join('\n  ')}`)
  if (x.rows !== y.rows)
    problems.push(`reference rows differ:\n  ${firstDifferences(x.rows, y.rows, [a.label, b.label]).join('\n  ')}`)
  return problems
}

/**
 * The whole check: every schema file listed in config.toml, no function declared twice, and the schema files and
 * the migrations building the same database. Returns what is wrong, nothing when they agree.
 */
export async function checkSchema(): Promise<string[]> {
  const files = schemaFiles()
  const listed = new Set(files.map((f) => path.basename(f)))
  const problems = readdirSync(SCHEMAS)
    .filter((f) => f.endsWith('.sql') && !listed.has(f))
    .map((f) => `supabase/schemas/${f} is not listed in supabase/config.toml [db.migrations] schema_paths`)
  problems.push(
    ...duplicateFunctions(files.map((f) => ({ name: path.basename(f), text: readFileSync(f, 'utf8') }))).map(
      (d) => `function declared twice: ${d}`,
    ),
  )
  problems.push(...(await compareBuilds({ label: 'schemas', files }, { label: 'migrations', files: migrationFiles() })))
  return problems
}
