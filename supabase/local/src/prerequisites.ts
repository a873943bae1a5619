/** Installs the Debian packages the local platform needs (PostgreSQL 15, pg_cron, pgTAP, Chromium, hledger) when missing. */
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export const PG_BIN = '/usr/lib/postgresql/15/bin'

type Need = { check: () => boolean; pkg: string }
const NEEDS: Record<string, Need> = {
  postgres: { check: () => existsSync(`${PG_BIN}/postgres`), pkg: 'postgresql-15' },
  pg_cron: { check: () => existsSync('/usr/share/postgresql/15/extension/pg_cron.control'), pkg: 'postgresql-15-cron' },
  pgtap: { check: () => existsSync('/usr/share/postgresql/15/extension/pgtap.control') && existsSync('/usr/bin/pg_prove'), pkg: 'postgresql-15-pgtap' },
  chromium: { check: () => existsSync('/usr/bin/chromium'), pkg: 'chromium' },
  hledger: { check: () => existsSync('/usr/bin/hledger'), pkg: 'hledger' },
}

export function ensurePackages(names: (keyof typeof NEEDS)[]) {
  const missing = names.filter((n) => !NEEDS[n].check()).map((n) => NEEDS[n].pkg)
  if (missing.length === 0) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot) {
    throw new Error(`Missing Debian packages: ${missing.join(' ')}.\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`)
  }
  console.log(`Installing ${missing.join(', ')} with apt-get (one time)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync('apt-get update -qq', { stdio: 'inherit', env })
  execSync(`apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env })
}
