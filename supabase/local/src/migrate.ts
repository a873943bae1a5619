/** Applies the local bootstrap, then supabase/migrations in order (recorded like the Supabase CLI does), then the seed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { ROOT, type PlatformConfig } from './config.ts'
import { StartupError } from './startup-error.ts'
import { sandboxPayouts } from './sandbox/providers/stripe/lists.ts'

/** The demo organization's Stripe account (supabase/seeds/75-stripe.sql). */
const DEMO_STRIPE_ACCOUNT = 'acct_1AcmeRoboticsDemo'

const BOOTSTRAP = path.join(ROOT, 'supabase/local/bootstrap')
const MIGRATIONS = path.join(ROOT, 'supabase/migrations')
const SEED = path.join(ROOT, 'supabase/seed.sql')
const SEEDS = path.join(ROOT, 'supabase/seeds')

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()

export async function applyBootstrap(cfg: PlatformConfig) {
  const sql = postgres(cfg.dbUrl, { max: 1, onnotice: () => {} })
  try {
    for (const f of sqlFiles(BOOTSTRAP)) await sql.unsafe(readFileSync(path.join(BOOTSTRAP, f), 'utf8'))
  } finally {
    await sql.end()
  }
}

/** Returns the versions applied by this call. */
export async function applyMigrations(cfg: PlatformConfig, log = console.log): Promise<string[]> {
  const sql = postgres(cfg.dbUrl, { max: 1, onnotice: () => {} })
  const applied: string[] = []
  try {
    await sql.unsafe(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[], applied_at timestamptz default now())`)
    const ran = await sql`select version, statements[1] as body from supabase_migrations.schema_migrations`
    const done = new Set(ran.map((r) => r.version as string))
    // As `supabase db push` does, refuse a database that ran migrations this checkout no longer has (a database built
    // before the migrations were rebuilt as one baseline): applying the rest on top of it would fail half-way.
    const present = new Set(sqlFiles(MIGRATIONS).map((f) => f.split('_')[0]))
    const unknown = [...done].filter((v) => !present.has(v)).sort()
    if (unknown.length > 0) {
      throw new StartupError(
        `The database ran ${unknown.length} migration(s) that supabase/migrations no longer has (${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}).`,
        'Rebuild the local database from the current migrations: npm start -- --reset (its data is lost; the demo data is seeded again).',
      )
    }
    // A migration edited after this database ran it (the baseline regenerated from supabase/schemas before a release)
    // would leave the database behind the code, and the seed fail on a column it lacks: say so instead.
    const changed = ran
      .filter((r) => r.body !== null)
      .map((r) => ({ r, file: sqlFiles(MIGRATIONS).find((f) => f.split('_')[0] === r.version) }))
      .filter(({ r, file }) => file && readFileSync(path.join(MIGRATIONS, file), 'utf8') !== r.body)
      .map(({ file }) => file as string)
    if (changed.length > 0) {
      throw new StartupError(
        `The database ran an earlier version of ${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''}: the schema changed since.`,
        'Rebuild the local database from the current migrations: npm start -- --reset (its data is lost; the demo data is seeded again).',
      )
    }
    for (const f of sqlFiles(MIGRATIONS)) {
      const [version, ...rest] = f.replace(/\.sql$/, '').split('_')
      if (done.has(version)) continue
      const body = readFileSync(path.join(MIGRATIONS, f), 'utf8')
      await sql
        .begin(async (tx) => {
          await tx.unsafe(body)
          await tx`insert into supabase_migrations.schema_migrations (version, name, statements) values (${version}, ${rest.join('_')}, ${[body]})`
        })
        .catch((e) => {
          throw new Error(`Migration ${f} failed: ${e.message}`)
        })
      applied.push(version)
      log(`  applied ${f}`)
    }
  } finally {
    await sql.end()
  }
  return applied
}

/**
 * seed.sql, then supabase/seeds/*.sql in order (config.toml lists the same for the Supabase CLI). Seeds are written
 * to be idempotent, so they run on every start.
 */
export async function applySeed(cfg: PlatformConfig) {
  const sql = postgres(cfg.dbUrl, { max: 1, onnotice: () => {} })
  const files = [SEED, ...(existsSync(SEEDS) ? sqlFiles(SEEDS).map((f) => path.join(SEEDS, f)) : [])]
  try {
    // seed.sql refuses to run without this marker, so the demo's published password never reaches a hosted project
    await sql`select set_config('app.local_seed', 'on', false)`
    // the demo Stripe account's payouts as its sandbox serves them, for the seed that puts their deposits in the feed
    await sql`select set_config('app.demo_stripe_payouts', ${JSON.stringify(sandboxPayouts(DEMO_STRIPE_ACCOUNT))}, false)`
    for (const f of files) {
      try {
        await sql.unsafe(readFileSync(f, 'utf8'))
      } catch (e) {
        throw new Error(`Seed ${path.basename(f)} failed: ${(e as Error).message}`)
      }
    }
  } finally {
    await sql.end()
  }
}
