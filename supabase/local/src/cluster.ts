/** A real PostgreSQL 15 cluster in a git-ignored folder: initdb, start as a child process, wait until ready. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync, rmSync, appendFileSync, chownSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { PG_BIN } from './prerequisites.ts'
import type { PlatformConfig } from './config.ts'

const isRoot = () => process.getuid?.() === 0

function asPgUser(cmd: string, args: string[]) {
  // initdb and the server refuse to run as root: run them as the `postgres` OS user then.
  return isRoot() ? { cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] } : { cmd, args }
}

function pgUid(): number | undefined {
  if (!isRoot()) return undefined
  return Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
}

export function dataDir(cfg: PlatformConfig) {
  return path.join(cfg.stateDir, 'pgdata')
}

/** A server left behind by a killed run would hold the port and the files: stop it first. */
export function stopStaleServer(cfg: PlatformConfig) {
  const pidFile = path.join(dataDir(cfg), 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try { process.kill(pid, 'SIGQUIT') } catch { return }
  for (let i = 0; i < 100; i++) {
    try { process.kill(pid, 0) } catch { return }
    execFileSync('sleep', ['0.1'])
  }
}

export function initCluster(cfg: PlatformConfig, { fresh = false } = {}) {
  const dir = dataDir(cfg)
  stopStaleServer(cfg)
  if (fresh) rmSync(dir, { recursive: true, force: true })
  if (existsSync(path.join(dir, 'PG_VERSION'))) return false
  mkdirSync(dir, { recursive: true })
  const uid = pgUid()
  if (uid !== undefined) chownSync(dir, uid, uid)
  const { cmd, args } = asPgUser(`${PG_BIN}/initdb`, ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'])
  execFileSync(cmd, args, { stdio: 'pipe' })
  appendFileSync(path.join(dir, 'postgresql.conf'), [
    '',
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    "shared_preload_libraries = 'pg_cron'",
    "cron.database_name = 'postgres'",
    'wal_level = logical',
    'max_connections = 200',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    "timezone = 'UTC'",
    '',
  ].join('\n'))
  return true
}

export function startPostgres(cfg: PlatformConfig): ChildProcess {
  const dir = dataDir(cfg)
  const logFile = path.join(cfg.stateDir, 'postgres.log')
  mkdirSync(cfg.stateDir, { recursive: true })
  writeFileSync(logFile, '')
  const uid = pgUid()
  if (uid !== undefined) chownSync(logFile, uid, uid)
  const out = openSync(logFile, 'a')
  const { cmd, args } = asPgUser(`${PG_BIN}/postgres`, ['-D', dir, '-p', String(cfg.ports.postgres)])
  // detached: a Ctrl-C in the terminal reaches our handler, which stops the server with a clean fast shutdown.
  return spawn(cmd, args, { stdio: ['ignore', out, out], detached: true })
}

export async function waitForPostgres(cfg: PlatformConfig, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const sql = postgres(cfg.dbUrl, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await sql`select 1`
      await sql.end()
      return
    } catch (e) {
      await sql.end({ timeout: 0 }).catch(() => {})
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start on port ${cfg.ports.postgres}: ${(e as Error).message}`)
      await new Promise((r) => setTimeout(r, 150))
    }
  }
}

export function stopPostgres(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return Promise.resolve()
  const pid = child.pid
  return new Promise<void>((resolve) => {
    // As root the server runs under a `runuser` wrapper that does not forward signals, so signal the whole process
    // group (the child was spawned detached and leads it). SIGINT is Postgres' fast shutdown; SIGQUIT if it lingers.
    const kill = (sig: NodeJS.Signals) => { try { process.kill(-pid, sig) } catch { /* already gone */ } }
    const timer = setTimeout(() => kill('SIGQUIT'), 10_000)
    child.once('exit', () => { clearTimeout(timer); resolve() })
    kill('SIGINT')
  })
}
