/**
 * Starts the whole product for a profile: database, gateway (auth/realtime/storage/functions), edge runtime, job worker,
 * collab, sandbox, web. The processes it starts are supervised (supervisor.ts): one that exits is started again.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, createWriteStream, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT, type PlatformConfig } from './config.ts'
import { ensurePackages } from './prerequisites.ts'
import {
  checkPortsFree,
  dataDir,
  initCluster,
  startPostgres,
  stopPostgres,
  pruneOrphanClusters,
  removeCluster,
  stopStaleServer,
  waitForPostgres,
} from './cluster.ts'
import { applyBootstrap, applyMigrations, applySeed } from './migrate.ts'
import { createContext, type Log } from './context.ts'
import { startGateway } from './gateway.ts'
import { tokenVerifier } from '../../../collab/auth.ts'
import { startCollabServer } from '../../../collab/server.ts'
import { startSandbox } from './sandbox/server.ts'
import { runDemoW9s } from './demo-w9s.ts'
import { functionEnv, refuseReservedSecrets } from './function-env.ts'
import { supervise, type Restart, type Supervised } from './supervisor.ts'

export { functionEnv }
import { StartupError } from './startup-error.ts'

type StackOptions = {
  fresh?: boolean
  seed?: boolean
  /** 'dev' runs Vite's dev server; 'preview' builds once and serves the build (tests); false skips the web */
  web?: 'dev' | 'preview' | false
  /** called after migrations and before seeding (npm test runs pgTAP here) */
  beforeSeed?: () => Promise<void>
  quiet?: boolean
  /**
   * Remove the cluster when the stack stops. Default: for the test profile (test and benchmark runs build theirs
   * fresh each time, so a kept one is only disk); `npm start`'s dev cluster is kept.
   */
  removeOnStop?: boolean
  /** run the demo's flows once the stack is up (`npm start`: the demo's W-9s, demo-w9s.ts) */
  demo?: boolean
}

const DENO = path.join(ROOT, 'node_modules/.bin/deno')

function child(
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string>,
  logDir: string,
  quiet: boolean,
): ChildProcess {
  const out = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' })
  const p = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  p.stdout!.pipe(out, { end: false })
  p.stderr!.pipe(out, { end: false })
  if (!quiet) p.stderr!.on('data', (d) => process.stderr.write(`[${name}] ${d}`))
  return p
}

async function waitForHttp(url: string, timeoutMs: number, log: string) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const r = await fetch(url)
      if (r.status < 500) return
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline)
      throw new StartupError(
        `${url} did not answer within ${timeoutMs / 1000} s.`,
        `See why in ${log}, fix it and start again.`,
      )
    await new Promise((r) => setTimeout(r, 200))
  }
}

export async function startStack(cfg: PlatformConfig, opts: StackOptions = {}) {
  const quiet = opts.quiet ?? false
  const say = (m: string) => {
    if (!quiet) console.log(m)
  }
  ensurePackages(['postgres', 'pg_cron', 'pgtap'])
  // the functions and the worker inherit this process's environment besides their own: refuse before starting anything
  refuseReservedSecrets({ ...process.env, ...functionEnv(cfg) })
  mkdirSync(cfg.stateDir, { recursive: true })
  const logDir = path.join(cfg.stateDir, 'logs')
  mkdirSync(logDir, { recursive: true })
  const platformLog = createWriteStream(path.join(logDir, 'platform.log'), { flags: 'a' })
  const log: Log = (service, message, extra) => {
    const line = `${new Date().toISOString()} [${service}] ${message}${extra === undefined ? '' : ` ${JSON.stringify(extra)}`}\n`
    platformLog.write(line)
  }

  // A second start must not take the database away from a running one: refuse instead.
  const running = await fetch(`${cfg.apiUrl}/health`).then(
    () => true,
    () => false,
  )
  if (running) {
    throw new StartupError(
      `The platform is already running on ${cfg.apiUrl} (state in ${cfg.stateDir}).`,
      'Stop it first (Ctrl-C where it runs), or set PLATFORM_PORT_BASE=<n> to start a second stack beside it.',
    )
  }
  stopStaleServer(cfg)
  for (const dir of pruneOrphanClusters()) log('cluster', `removed ${dir}: its checkout no longer exists`)
  const { web: webPort, ...ports } = cfg.ports
  await checkPortsFree({ ...ports, ...(opts.web ? { web: webPort } : {}) })
  const created = initCluster(cfg, { fresh: opts.fresh })
  say(created ? `Created a new database cluster in ${dataDir(cfg)}.` : 'Using the existing database cluster.')
  // The sandbox banking core keeps its ledger beside the cluster; a new database knows none of its customers, so the
  // bank starts anew with it (and writes its demo customer again).
  if (created) rmSync(path.join(cfg.stateDir, 'banking-core'), { recursive: true, force: true })
  // so does the tax-form service sandbox's book of businesses and W-9 orders
  if (created) rmSync(path.join(cfg.stateDir, 'taxbandits'), { recursive: true, force: true })
  let pg = startPostgres(cfg)
  const processes = new Map<string, Supervised>()
  const closers: (() => Promise<void>)[] = []
  // restarts not yet written to the database (it may be the thing that is down); written with the next one
  const unrecorded: Restart[] = []
  let recordRestart: (() => Promise<void>) | undefined
  const onRestart = (r: Restart) => {
    const how = r.exitSignal ? `was killed (${r.exitSignal})` : `exited with code ${r.exitCode}`
    const line = `${r.process} ${how}; restarting it in ${r.delayMs} ms (restart ${r.restartNumber})`
    log('supervisor', line)
    if (!quiet) console.error(`[supervisor] ${line}`)
    unrecorded.push(r)
    recordRestart?.().catch(() => {})
  }
  const supervised = (name: string, start: () => ChildProcess) => {
    processes.set(name, supervise(name, start, { onRestart }))
  }
  const stop = async () => {
    for (const p of processes.values()) {
      p.release()
      const c = p.current()
      if (c.pid && c.exitCode === null && c.signalCode === null) {
        try {
          process.kill(-c.pid, 'SIGTERM')
        } catch {
          /* gone */
        }
      }
    }
    for (const close of closers.reverse()) await close().catch(() => {})
    await stopPostgres(pg)
    if (opts.removeOnStop ?? cfg.profile === 'test') removeCluster(cfg)
  }
  /** Stops and starts the database under the running stack (the fault suite's Postgres restart). */
  const restartPostgres = async (downMs = 0) => {
    await stopPostgres(pg)
    await new Promise((r) => setTimeout(r, downMs))
    pg = startPostgres(cfg)
    await waitForPostgres(cfg, pg)
  }
  try {
    await waitForPostgres(cfg, pg)
    await applyBootstrap(cfg)
    await applyMigrations(cfg, quiet ? () => {} : (m) => console.log(m))
    if (opts.beforeSeed) await opts.beforeSeed()
    if (opts.seed !== false) await applySeed(cfg)

    const ctx = createContext(cfg, log)
    closers.push(() => ctx.sql.end({ timeout: 1 }))
    recordRestart = async () => {
      while (unrecorded.length > 0) {
        const r = unrecorded[0]
        await ctx.sql`insert into public.process_restarts (process, exit_code, exit_signal, restart_number, delay_ms)
          values (${r.process}, ${r.exitCode}, ${r.exitSignal}, ${r.restartNumber}, ${r.delayMs})`
        unrecorded.shift()
      }
    }
    const env = functionEnv(cfg)
    supervised('functions', () =>
      child(
        'functions',
        DENO,
        ['run', '-A', '--no-prompt', 'edge-functions/serve.ts'],
        { ...env, PORT: String(cfg.ports.functions) },
        logDir,
        quiet,
      ),
    )
    const gateway = await startGateway(ctx)
    closers.push(gateway.close)
    // the deployable collaboration server (collab/), here on loopback, verifying tokens as local auth signs them
    const collab = await startCollabServer({
      sql: ctx.sql,
      log: ctx.log,
      host: '127.0.0.1',
      port: cfg.ports.collab,
      verify: tokenVerifier({
        jwksUrl: new URL(`${cfg.apiUrl}/auth/v1/.well-known/jwks.json`),
        jwtSecret: cfg.jwtSecret,
      }),
    })
    closers.push(collab.close)
    const sandbox = await startSandbox(ctx)
    closers.push(sandbox.close)
    // The worker starts after the sandbox: jobs queued at seed time (the demo's first QuickBooks sync) call it at once.
    supervised('jobs-worker', () =>
      child('jobs-worker', DENO, ['run', '-A', '--no-prompt', 'edge-functions/jobs/worker.ts'], env, logDir, quiet),
    )

    if (opts.web) {
      const webEnv = {
        VITE_SUPABASE_URL: cfg.apiUrl,
        VITE_SUPABASE_ANON_KEY: cfg.anonKey,
        VITE_COLLAB_URL: `ws://127.0.0.1:${cfg.ports.collab}`,
        VITE_TELLER_CONNECT_JS: `http://127.0.0.1:${cfg.ports.sandbox}/teller/connect.js`,
      }
      const vite = path.join(ROOT, 'node_modules/.bin/vite')
      if (opts.web === 'preview') {
        const { execFileSync } = await import('node:child_process')
        try {
          execFileSync(
            vite,
            ['build', 'web', '--logLevel', 'error', '--outDir', path.join(cfg.stateDir, 'web-dist'), '--emptyOutDir'],
            { cwd: ROOT, env: { ...process.env, ...webEnv }, stdio: 'inherit' },
          )
        } catch {
          throw new StartupError(
            'The web app did not build (Vite says why above).',
            'Fix what it reports, then run the command again.',
          )
        }
        supervised('web', () =>
          child(
            'web',
            vite,
            [
              'preview',
              'web',
              '--outDir',
              path.join(cfg.stateDir, 'web-dist'),
              '--host',
              '127.0.0.1',
              '--port',
              String(cfg.ports.web),
              '--strictPort',
            ],
            webEnv,
            logDir,
            true,
          ),
        )
      } else {
        supervised('web', () =>
          child(
            'web',
            vite,
            ['web', '--host', '127.0.0.1', '--port', String(cfg.ports.web), '--strictPort'],
            webEnv,
            logDir,
            true,
          ),
        )
      }
    }
    await waitForHttp(`http://127.0.0.1:${cfg.ports.functions}/api/health`, 60_000, path.join(logDir, 'functions.log'))
    // the demo's W-9s go through the API, so they wait for it, and run while the web server comes up; a failure is
    // the log's, not the start's
    const t0 = Date.now()
    const demo =
      opts.demo && opts.seed !== false
        ? runDemoW9s(ctx).then(
            (r) => r.requested && log('demo', `requested ${r.requested} W-9s in ${Date.now() - t0} ms`),
            (e) => log('demo', `the demo's W-9 requests failed: ${(e as Error).message}`),
          )
        : undefined
    if (opts.web) await waitForHttp(`http://127.0.0.1:${cfg.ports.web}/`, 60_000, path.join(logDir, 'web.log'))
    if (demo) {
      const t1 = Date.now()
      await demo
      log('demo', `the start waited ${Date.now() - t1} ms for it after the web server was up`)
    }
    return { stop, ctx, logDir, processes, restartPostgres }
  } catch (e) {
    await stop()
    throw e
  }
}
