/**
 * `npm test`: typecheck, the schema check, unit tests, pgTAP on a throwaway cluster built from the migrations
 * (PostgreSQL 15, and 17 in a cluster of its own), then the started stack for edge-function, contract and browser
 * tests, with the fault suite beside the Deno tests on a stack of its own (Postgres restarted, the worker killed).
 * Ends with one line
 * `N passed, N failed`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { dataDir, freePort, initCluster, startPostgres, stopPostgres, waitForPostgres } from '../src/cluster.ts'
import { ROOT, loadConfig, type PlatformConfig } from '../src/config.ts'
import { countDenoJUnit } from '../src/deno-junit.ts'
import { applyBootstrap, applyMigrations, applySeed } from '../src/migrate.ts'
import { ensurePostgres17 } from '../src/postgres-17.ts'
import { ensurePackages } from '../src/prerequisites.ts'
import { checkSchema } from '../src/schema-check.ts'
import { startStack, functionEnv } from '../src/stack.ts'
import { startFaultControl } from '../src/fault-control.ts'
import { describeStartupFailure } from '../src/startup-error.ts'

type Tally = { passed: number; failed: number }
const total: Tally = { passed: 0, failed: 0 }
const stages: string[] = []
const STAGES = ['typecheck', 'schema', 'unit', 'pg17', 'pgtap', 'deno', 'contract', 'e2e', 'faults']
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const only = args.filter((a) => STAGES.includes(a))
/** Anything else narrows the Deno tests and Playwright specs to the files whose paths contain it (while developing). */
const fileFilters = args.filter((a) => !STAGES.includes(a))
const want = (stage: string) => only.length === 0 || only.includes(stage)

/**
 * Output of the checks that run beside the stack's start is held and printed whole when each command ends, so the
 * two streams do not interleave line by line.
 */
let holdOutput = false

function run(
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  cwd = ROOT,
): Promise<{ code: number; out: string }> {
  const held = holdOutput
  return new Promise((resolve) => {
    // Deno reads FORCE_COLOR=0 as "force colour", so ask every tool for no colour with NO_COLOR and strip what is left.
    const { FORCE_COLOR: _, ...inherited } = process.env
    const p = spawn(cmd, args, { cwd, env: { ...inherited, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    p.stdout.on('data', (d) => {
      out += d
      if (!held) process.stdout.write(d)
    })
    p.stderr.on('data', (d) => {
      out += d
      if (!held) process.stderr.write(d)
    })
    if (held) p.on('close', () => process.stdout.write(out))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes, which start with ESC (\x1b)
    p.on('close', (code) => resolve({ code: code ?? 1, out: out.replace(/\x1b\[[0-9;]*m/g, '') }))
  })
}

/** When each stage began, so the summary shows where the suite's time goes. */
const started = new Map<string, number>()

function record(stage: string, t: Tally) {
  total.passed += t.passed
  total.failed += t.failed
  const since = started.get(stage)
  const took = since === undefined ? '' : ` (${((Date.now() - since) / 1000).toFixed(0)} s)`
  stages.push(`${stage}: ${t.passed} passed, ${t.failed} failed${took}`)
}

const bin = (n: string) => path.join(ROOT, 'node_modules/.bin', n)
const cfg = loadConfig('test')
const out = path.join(cfg.stateDir, 'results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

function files(dir: string, re: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => re.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f))
}

async function vitest(project: string, env: Record<string, string> = {}) {
  started.set(`vitest ${project}`, Date.now())
  const json = path.join(out, `vitest-${project}.json`)
  const r = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
      '--passWithNoTests',
    ],
    env,
  )
  if (!existsSync(json)) return record(`vitest ${project}`, { passed: 0, failed: 1 })
  const j = JSON.parse(readFileSync(json, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    testResults?: { status: string; assertionResults?: unknown[] }[]
  }
  // a file that fails to load has no tests but still fails the run
  const broken = (j.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length
  record(`vitest ${project}`, {
    passed: j.numPassedTests,
    failed: j.numFailedTests + broken + (r.code !== 0 && j.numFailedTests + broken === 0 ? 1 : 0),
  })
}

async function typecheck() {
  for (const [name, cmd, args] of [
    // formatting and lint of the whole tree (biome.json): one tool, so `npm run format` fixes what this reports
    ['biome format and lint', bin('biome'), ['ci', '--error-on-warnings', '--reporter=summary', '.']],
    // the web's API types (web/src/lib/api-schema.ts) regenerated and compared: stale means `npm run api-types`
    ['api types up to date', bin('tsx'), ['supabase/local/bin/api-types.ts', '--check']],
    ['tsc local platform', bin('tsc'), ['-p', 'supabase/local']],
    ['tsc web', bin('tsc'), ['-p', 'web']],
    ['deno check edge-functions', bin('deno'), ['check', '--quiet', 'edge-functions/']],
  ] as const) {
    started.set(name, Date.now())
    const r = await run(cmd, [...args])
    record(name, r.code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
  }
}

/**
 * The declared schema (supabase/schemas/) and the migrations build the same database, each on a throwaway cluster of
 * its own, and no function is declared twice (docs/database.md). A few seconds; needs no stack.
 */
async function schemaCheck() {
  const name = 'schema check (schemas = migrations)'
  started.set(name, Date.now())
  const problems = await checkSchema().catch((e: Error) => [e.message])
  for (const p of problems) console.error(p)
  record(name, problems.length === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
}

async function pgtap(db: PlatformConfig = cfg, stage = 'pgTAP') {
  const tests = files(path.join(ROOT, 'supabase/tests/database'), /\.sql$/).sort()
  if (tests.length === 0) return
  if (!started.has(stage)) started.set(stage, Date.now())
  // pgTAP lives only in the throwaway test cluster, in `extensions` (on the database's search_path) like hosted Supabase.
  const sql = postgres(db.dbUrl, { max: 1, onnotice: () => {} })
  await sql`create extension if not exists pgtap with schema extensions`
  await sql.end()
  const r = await run('pg_prove', [
    '--verbose',
    '-h',
    '127.0.0.1',
    '-p',
    String(db.ports.postgres),
    '-U',
    'postgres',
    '-d',
    'postgres',
    ...tests,
  ])
  const ok = (r.out.match(/^\s*ok \d+/gm) ?? []).length
  const notOk = (r.out.match(/^\s*not ok \d+/gm) ?? []).length
  record(stage, { passed: ok, failed: notOk + (r.code !== 0 && notOk === 0 ? 1 : 0) })
}

/**
 * The bootstrap, the migrations and the pgTAP suite on PostgreSQL 17, the version of new hosted projects, in a
 * throwaway cluster on a free port, then the demo data with VACUUM ANALYZE and REINDEX (docs/postgres-versions.md).
 * Its server is fetched on first use.
 */
async function postgres17() {
  let step = 'pgTAP on PostgreSQL 17'
  started.set(step, Date.now())
  const port = await freePort()
  const db = {
    ...cfg,
    stateDir: `${cfg.stateDir}-pg17`,
    ports: { ...cfg.ports, postgres: port },
    dbUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  }
  let server: ChildProcess | undefined
  const sql = postgres(db.dbUrl, { max: 1, onnotice: () => {} })
  try {
    const pg17 = ensurePostgres17()
    initCluster(db, { fresh: true, server: pg17 })
    server = startPostgres(db, pg17)
    await waitForPostgres(db, server)
    const [{ version }] = await sql`select current_setting('server_version') as version`
    // a wrong server would pass the suite and prove nothing about 17
    if (!String(version).startsWith('17.')) throw new Error(`the cluster runs PostgreSQL ${version}, not 17`)
    console.log(`PostgreSQL ${version}: applying the bootstrap and the migrations`)
    await applyBootstrap(db)
    await applyMigrations(db, () => {})
    await pgtap(db, step)
    // PostgreSQL 17 runs VACUUM, ANALYZE and REINDEX with search_path = pg_catalog, pg_temp: an index or statistic
    // whose function finds its objects through the search path fails then, but only on rows, which pgTAP's tables
    // do not keep. So the demo data goes in and the whole database is analysed and reindexed.
    step = 'PostgreSQL 17: seed, VACUUM ANALYZE, REINDEX'
    started.set(step, Date.now())
    await applySeed(db)
    await sql`vacuum analyze`
    await sql`reindex database postgres`
    record(step, { passed: 1, failed: 0 })
  } catch (e) {
    console.error(describeStartupFailure(e, db.stateDir))
    record(step, { passed: 0, failed: 1 })
  } finally {
    await sql.end({ timeout: 1 })
    await stopPostgres(server)
    rmSync(dataDir(db), { recursive: true, force: true })
  }
}

async function denoTests(env: Record<string, string>) {
  if (files(path.join(ROOT, 'edge-functions'), /\.test\.ts$/).length === 0) return
  started.set('deno test', Date.now())
  const junit = path.join(out, 'deno.xml')
  // Types were checked by the typecheck stage (`deno check edge-functions/` covers the tests); files run two at a
  // time, each creating its own organizations and users, so they do not see each other's data.
  const r = await run(
    bin('deno'),
    [
      'test',
      '-A',
      '--no-prompt',
      '--no-check',
      '--parallel',
      `--junit-path=${junit}`,
      ...(fileFilters.length
        ? files(path.join(ROOT, 'edge-functions'), /\.test\.ts$/).filter((f) => fileFilters.some((x) => f.includes(x)))
        : ['edge-functions/']),
    ],
    env,
  )
  if (!existsSync(junit)) return record('deno test', { passed: 0, failed: 1 })
  const t = countDenoJUnit(readFileSync(junit, 'utf8'))
  record('deno test', { passed: t.passed, failed: t.failed + (r.code !== 0 && t.failed === 0 ? 1 : 0) })
}

async function playwright(env: Record<string, string>) {
  if (files(path.join(ROOT, 'web/e2e'), /\.spec\.ts$/).length === 0) return
  started.set('playwright', Date.now())
  const json = path.join(out, 'playwright.json')
  const r = await run(
    bin('playwright'),
    ['test', '-c', 'web/e2e/playwright.config.ts', '--reporter=list,json', ...fileFilters],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    },
  )
  if (!existsSync(json)) return record('playwright', { passed: 0, failed: 1 })
  const s = JSON.parse(readFileSync(json, 'utf8')).stats
  record('playwright', {
    passed: s.expected,
    failed: s.unexpected + s.flaky + (r.code !== 0 && s.unexpected === 0 ? 1 : 0),
  })
}

/**
 * The fault suite (edge-functions/_testing/faults/): a stack of its own on its own ports (the test profile's base + 300, so it
 * never shares a database with the main run's tests), which the suite breaks through the fault control: Postgres
 * restarted under a stream of payments, the job worker SIGKILLed mid-sync. About a minute.
 */
async function faultSuite() {
  const stage = 'faults (own stack)'
  started.set(stage, Date.now())
  const saved = process.env.PLATFORM_PORT_BASE
  process.env.PLATFORM_PORT_BASE = String((Number(saved) || cfg.ports.gateway - 1) + 300)
  const faultCfg = loadConfig('test')
  if (saved === undefined) delete process.env.PLATFORM_PORT_BASE
  else process.env.PLATFORM_PORT_BASE = saved
  let faultStack: Awaited<ReturnType<typeof startStack>> | undefined
  let controlServer: Awaited<ReturnType<typeof startFaultControl>> | undefined
  try {
    faultStack = await startStack(faultCfg, { fresh: true, quiet: true, web: false, seed: false })
    controlServer = await startFaultControl(faultStack)
    const junit = path.join(out, 'faults.xml')
    const r = await run(
      bin('deno'),
      [
        'test',
        '-A',
        '--no-prompt',
        '--no-check',
        `--junit-path=${junit}`,
        'edge-functions/_testing/faults/supervision.fault.ts',
      ],
      {
        ...functionEnv(faultCfg),
        PLATFORM_PROFILE: 'test',
        PLATFORM_PORT_BASE: process.env.PLATFORM_PORT_BASE ?? '',
        FAULT_CONTROL_URL: controlServer.url,
      },
    )
    if (!existsSync(junit)) return record(stage, { passed: 0, failed: 1 })
    const t = countDenoJUnit(readFileSync(junit, 'utf8'))
    record(stage, { passed: t.passed, failed: t.failed + (r.code !== 0 && t.failed === 0 ? 1 : 0) })
  } catch (e) {
    console.error(`\n${describeStartupFailure(e, faultCfg.stateDir)}`)
    record(stage, { passed: 0, failed: 1 })
  } finally {
    await controlServer?.close()
    await faultStack?.stop()
  }
}

const t0 = Date.now()
try {
  ensurePackages(['postgres', 'pg_cron', 'pgtap', 'chromium', 'hledger'])
} catch (e) {
  console.error(describeStartupFailure(e, cfg.stateDir))
  process.exit(1)
}
// The checks (lint, types, unit tests) need no stack, so they run while the stack starts and pgTAP runs: on two cores
// the single-threaded compilers and the database's start overlap instead of queueing.
async function checks() {
  if (want('typecheck')) await typecheck()
  if (want('schema')) await schemaCheck()
  if (want('unit')) await vitest('unit')
  if (want('pg17')) await postgres17()
}

let stack: Awaited<ReturnType<typeof startStack>> | undefined
let faultsRan = false
try {
  const needsStack = ['pgtap', 'deno', 'contract', 'e2e'].some(want)
  holdOutput = needsStack
  const [ready] = await Promise.all([
    needsStack
      ? startStack(cfg, {
          fresh: true,
          quiet: true,
          web: want('e2e') ? 'preview' : false,
          beforeSeed: want('pgtap') ? () => pgtap() : undefined,
        }).then((s) => {
          stack = s
          return s
        })
      : undefined,
    checks().finally(() => {
      holdOutput = false
    }),
  ])
  if (ready) {
    const env = {
      ...functionEnv(cfg),
      COLLAB_URL: `ws://127.0.0.1:${cfg.ports.collab}`,
      PLATFORM_PROFILE: 'test',
    }
    // The Deno tests and the contract tests run side by side: the contract files go one at a time and mostly wait on
    // the stack, so together they take about the longer one's time (61 s, against 95 s one after the other). The
    // fault suite breaks a stack of its own and mostly waits on what it broke (a restart, a lease running out, a
    // stalled core), so it runs beside them too: the Deno tests leave a fifth of the two cores idle while their lease
    // and token tests wait, and the browser tests after them leave none (the whole suite measured 1,130 CPU-seconds,
    // the browser tests two thirds of it). Each suite's output is printed whole when it ends.
    holdOutput = true
    await Promise.all([
      want('deno') && denoTests(env),
      want('contract') && vitest('contract', env),
      want('faults') && faultSuite().then(() => (faultsRan = true)),
    ])
    await (want('e2e') && playwright(env))
    holdOutput = false
  }
} catch (e) {
  console.error(`\n${describeStartupFailure(e, cfg.stateDir)}`)
  record('stack', { passed: 0, failed: 1 })
} finally {
  await stack?.stop()
}
if (want('faults') && !faultsRan) await faultSuite()

console.log(`\n${stages.join('\n')}\nTook ${((Date.now() - t0) / 1000).toFixed(0)} s.`)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1)
