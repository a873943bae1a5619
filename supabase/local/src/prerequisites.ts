/** Installs the Debian packages the local platform needs (PostgreSQL 15, pg_cron, pgTAP, Chromium, hledger) when missing. */
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { StartupError } from './startup-error.ts'

export const PG_BIN = '/usr/lib/postgresql/15/bin'

/**
 * A PostgreSQL server's programs: the folder holding initdb and postgres, and what goes before `postgres` when it
 * starts (PostgreSQL 17 runs under another C library's loader, see postgres-17.ts). `npm start` uses the Debian one.
 */
export type PgServer = { bin: string; launcher: string[] }
export const DEBIAN_PG: PgServer = { bin: PG_BIN, launcher: [] }

type Need = { check: () => boolean; pkg: string }
const NEEDS: Record<string, Need> = {
  postgres: { check: () => existsSync(`${PG_BIN}/postgres`), pkg: 'postgresql-15' },
  pg_cron: { check: () => existsSync('/usr/share/postgresql/15/extension/pg_cron.control'), pkg: 'postgresql-15-cron' },
  pgtap: {
    check: () => existsSync('/usr/share/postgresql/15/extension/pgtap.control') && existsSync('/usr/bin/pg_prove'),
    pkg: 'postgresql-15-pgtap',
  },
  // Chromium's headless shell (the old headless mode, without the full browser's UI): the browser tests took a quarter
  // less CPU in it than in `chromium --headless`, and on two cores the suite waits on CPU
  chromium: { check: () => existsSync('/usr/bin/chromium-headless-shell'), pkg: 'chromium-headless-shell' },
  hledger: { check: () => existsSync('/usr/bin/hledger'), pkg: 'hledger' },
}

export function ensurePackages(names: (keyof typeof NEEDS)[]) {
  const missing = names.filter((n) => !NEEDS[n].check()).map((n) => NEEDS[n].pkg)
  if (missing.length === 0) return
  const install = `apt-get install -y ${missing.join(' ')}`
  if (process.getuid?.() !== 0) {
    throw new StartupError(
      `These Debian packages are missing and only root can install them: ${missing.join(', ')}.`,
      `Install them with \`sudo apt-get update && sudo ${install}\`, then run the command again.`,
    )
  }
  console.log(`Installing ${missing.join(', ')} with apt-get (one time)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execSync('apt-get update -qq', { stdio: 'inherit', env })
    execSync(`apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env })
  } catch {
    throw new StartupError(
      `Installing ${missing.join(', ')} with apt-get failed (its output is above).`,
      `Fix what apt-get reports (often the network or another apt running), or run \`apt-get update && ${install}\` yourself, then run the command again.`,
    )
  }
}
