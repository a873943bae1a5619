/** A real PostgreSQL cluster for a profile (15 from Debian unless told otherwise): initdb, start as a child process, wait until ready. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  writeFileSync,
  rmSync,
  appendFileSync,
  chownSync,
  chmodSync,
  openSync,
  readFileSync,
  readdirSync,
} from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import postgres from 'postgres'
import { DEBIAN_PG, type PgServer } from './prerequisites.ts'
import type { PlatformConfig } from './config.ts'
import { StartupError } from './startup-error.ts'

const isRoot = () => process.getuid?.() === 0

function asPgUser(cmd: string, args: string[]) {
  // initdb and the server refuse to run as root: run them as the `postgres` OS user then.
  return isRoot() ? { cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] } : { cmd, args }
}

let pgUserEntry: { uid: number; gid: number; home: string } | undefined
/** The `postgres` OS user (root only): its ids and home, from the passwd database. */
function pgUser(): { uid: number; gid: number; home: string } {
  if (pgUserEntry) return pgUserEntry
  let entry = ''
  try {
    entry = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim()
  } catch {
    /* no such user */
  }
  const [, , uid, gid, , home] = entry.split(':')
  if (!uid) {
    throw new StartupError(
      'The `postgres` OS user does not exist, so the database cannot run as it.',
      'Reinstall the server package (apt-get install --reinstall postgresql-15), then start again.',
    )
  }
  pgUserEntry = { uid: Number(uid), gid: Number(gid), home: home || '/var/lib/postgresql' }
  return pgUserEntry
}

/**
 * Where the cluster's files live. As root, initdb and the server run as `postgres`, which cannot enter a checkout in
 * a private folder (root's 0700 home, any 0700 directory), so the data directory lives under postgres' own home in
 * a folder named after the state directory's path: two checkouts or profiles never share one, and the same checkout
 * finds its cluster again. Logs, stored objects and everything else stay in `.local/`. As any other user the server
 * runs as that user, who can reach `.local/`, so the cluster stays there.
 */
export function dataDir(cfg: Pick<PlatformConfig, 'stateDir'>) {
  if (!isRoot()) return path.join(cfg.stateDir, 'pgdata')
  const id = createHash('sha256').update(cfg.stateDir).digest('hex').slice(0, 12)
  const name = `${path.basename(path.dirname(path.dirname(cfg.stateDir)))}-${path.basename(cfg.stateDir)}-${id}`
  return path.join(pgUser().home, 'local-platform', name)
}

/** The file in a cluster's data directory that names its checkout and state folder, so a cluster can be traced back. */
const OWNER_FILE = 'local-platform-owner.json'
type Owner = { stateDir: string; checkout: string }

/** The checkout a state folder belongs to: `<checkout>/.local/<profile>`. */
const checkoutOf = (stateDir: string) => path.dirname(path.dirname(stateDir))

/**
 * Removes a cluster's data directory (stopping a server left in it first). Test and benchmark clusters go when their
 * run ends: nothing reads them again, and at 1-2 GB each they used to pile up under the postgres user's home.
 */
export function removeCluster(cfg: PlatformConfig) {
  stopStaleServer(cfg)
  rmSync(dataDir(cfg), { recursive: true, force: true })
}

/** Whether the server whose pid file is in the data directory `dir` is running. */
export function serverRunning(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return false
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0)
    return true
  } catch {
    return false
  }
}

/**
 * As root the clusters live outside the checkouts (dataDir), so deleting a checkout leaves its clusters behind. Each
 * start removes, among the clusters that name their owner, those whose checkout no longer exists and whose server is
 * not running. Clusters from before owners were written cannot be traced and are left alone (`npm run clean`
 * removes a checkout's own, traced or not). Returns the folders removed.
 */
export function pruneOrphanClusters(): string[] {
  if (!isRoot()) return [] // the cluster is inside the checkout's `.local/` and went with it
  const home = path.join(pgUser().home, 'local-platform')
  if (!existsSync(home)) return []
  const removed: string[] = []
  for (const name of readdirSync(home)) {
    const dir = path.join(home, name)
    const ownerFile = path.join(dir, OWNER_FILE)
    if (!existsSync(ownerFile)) continue
    let owner: Owner
    try {
      owner = JSON.parse(readFileSync(ownerFile, 'utf8'))
    } catch {
      continue
    }
    if (existsSync(owner.checkout) || serverRunning(dir)) continue
    rmSync(dir, { recursive: true, force: true })
    removed.push(dir)
  }
  return removed
}

/**
 * Every cluster of one checkout, whatever its profile or port base: those that name it as their owner and those
 * whose folder name is what dataDir gives for one of the checkout's state folders. For `npm run clean`.
 */
export function clustersOfCheckout(checkout: string, stateDirs: string[]): string[] {
  if (!isRoot()) return stateDirs.map((d) => path.join(d, 'pgdata')).filter((d) => existsSync(d))
  const home = path.join(pgUser().home, 'local-platform')
  if (!existsSync(home)) return []
  const byName = new Set(stateDirs.map((stateDir) => path.basename(dataDir({ stateDir }))))
  return readdirSync(home)
    .filter((name) => {
      if (byName.has(name)) return true
      try {
        const owner: Owner = JSON.parse(readFileSync(path.join(home, name, OWNER_FILE), 'utf8'))
        return owner.checkout === checkout
      } catch {
        return false
      }
    })
    .map((name) => path.join(home, name))
}

/** A server left behind by a killed run would hold the port and the files: stop it first. */
export function stopStaleServer(cfg: PlatformConfig) {
  const pidFile = path.join(dataDir(cfg), 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 'SIGQUIT')
  } catch {
    return
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    execFileSync('sleep', ['0.1'])
  }
}

/** A port nobody holds now, from the system: for a throwaway cluster that must not meet any stack's ports. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

/** Refuses to start when another program holds one of the stack's ports (it could even be another database). */
export async function checkPortsFree(ports: Record<string, number>) {
  for (const [service, port] of Object.entries(ports)) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (!free) {
      throw new StartupError(
        `Port ${port} (${service}) is already in use by another program.`,
        `Stop that program (see: ss -tanp 'sport = :${port}'), or give this stack other ports with PLATFORM_PORT_BASE=<n>, which uses n+1 to n+73${port >= 32768 ? '; choose n below 32695, out of the range client sockets are given ports from' : ''}.`,
      )
    }
  }
}

/** Creates the data directory (0700, owned by the user the server runs as) and runs initdb; false when it exists. */
export function initCluster(
  cfg: PlatformConfig,
  { fresh = false, server = DEBIAN_PG }: { fresh?: boolean; server?: PgServer } = {},
) {
  const dir = dataDir(cfg)
  stopStaleServer(cfg)
  if (fresh) rmSync(dir, { recursive: true, force: true })
  if (existsSync(path.join(dir, 'PG_VERSION'))) return false
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
  if (isRoot()) {
    // postgres must be able to pass through the folder holding every checkout's cluster, and own its own
    const { uid, gid } = pgUser()
    for (const d of [path.dirname(dir), dir]) chownSync(d, uid, gid)
  }
  const { cmd, args } = asPgUser(`${server.bin}/initdb`, [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  try {
    execFileSync(cmd, args, { stdio: 'pipe', cwd: dir })
  } catch (e) {
    const log = path.join(cfg.stateDir, 'initdb.log')
    const out = `${(e as { stdout?: Buffer }).stdout ?? ''}${(e as { stderr?: Buffer }).stderr ?? (e as Error).message}`
    mkdirSync(cfg.stateDir, { recursive: true })
    writeFileSync(log, out)
    const reason = out
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /error|fatal|cannot|could not/i.test(l))
      .pop()
      ?.replace(/^initdb: (error: )?/, '')
    throw new StartupError(
      `initdb could not create the database cluster in ${dir}${reason ? `: ${reason}` : ''} (full output in ${log}).`,
      `Make sure the ${isRoot() ? 'postgres user' : 'current user'} can write there, or delete that folder, then start again.`,
    )
  }
  const owner: Owner = { stateDir: cfg.stateDir, checkout: checkoutOf(cfg.stateDir) }
  writeFileSync(path.join(dir, OWNER_FILE), `${JSON.stringify(owner)}\n`)
  appendFileSync(
    path.join(dir, 'postgresql.conf'),
    [
      '',
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      // pg_stat_statements is loaded as on Supabase; the benchmarks count round trips with it
      "shared_preload_libraries = 'pg_cron,pg_stat_statements'",
      "cron.database_name = 'postgres'",
      'wal_level = logical',
      'max_connections = 200',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      "timezone = 'UTC'",
      '',
    ].join('\n'),
  )
  return true
}

const logFileOf = (cfg: PlatformConfig) => path.join(cfg.stateDir, 'postgres.log')

export function startPostgres(cfg: PlatformConfig, server: PgServer = DEBIAN_PG): ChildProcess {
  const logFile = logFileOf(cfg)
  mkdirSync(cfg.stateDir, { recursive: true })
  writeFileSync(logFile, '')
  // the server writes through this descriptor, opened here, so it never needs to reach `.local/` itself
  const out = openSync(logFile, 'a')
  const [program, ...before] = [...server.launcher, `${server.bin}/postgres`]
  const { cmd, args } = asPgUser(program, [...before, '-D', dataDir(cfg), '-p', String(cfg.ports.postgres)])
  // detached: a Ctrl-C in the terminal reaches our handler, which stops the server with a clean fast shutdown. The
  // data directory as working directory: `postgres` may not be allowed into the checkout we were started from.
  return spawn(cmd, args, { stdio: ['ignore', out, out], detached: true, cwd: dataDir(cfg) })
}

/** The line of the server's log that says why it stopped: the first complaint, as later ones tend to follow from it. */
function firstComplaint(cfg: PlatformConfig): string {
  const lines = (existsSync(logFileOf(cfg)) ? readFileSync(logFileOf(cfg), 'utf8') : '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const line =
    lines.find((l) => /\b(FATAL|PANIC|ERROR):|\bLOG:.*\b(invalid|could not)|runuser/.test(l)) ??
    lines.pop() ??
    'no output'
  return line.replace(/^.*?\b(LOG|FATAL|PANIC|ERROR):\s*/, '').replace(/\.$/, '')
}

/** Waits until the server answers; fails at once, saying why, if it stops first. */
export async function waitForPostgres(cfg: PlatformConfig, server?: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  const todo = `See ${logFileOf(cfg)}; \`npm start -- --reset\` rebuilds the database if its files are damaged.`
  for (;;) {
    if (server && server.exitCode !== null)
      throw new StartupError(`PostgreSQL stopped while starting: ${firstComplaint(cfg)}.`, todo)
    const sql = postgres(cfg.dbUrl, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await sql`select 1`
      await sql.end()
      return
    } catch {
      await sql.end({ timeout: 0 }).catch(() => {})
      if (Date.now() > deadline)
        throw new StartupError(
          `PostgreSQL did not accept connections on port ${cfg.ports.postgres} within ${timeoutMs / 1000} s.`,
          todo,
        )
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
    const kill = (sig: NodeJS.Signals) => {
      try {
        process.kill(-pid, sig)
      } catch {
        /* already gone */
      }
    }
    const timer = setTimeout(() => kill('SIGQUIT'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    kill('SIGINT')
  })
}
