/**
 * Client onboarding benchmark, on its own throwaway cluster (profile test, port base 22500 unless PLATFORM_PORT_BASE is
 * set). First the clients list as an admin sees it for 1,000 clients spread over the fourteen steps (listOrganizations
 * under RLS: the list-view figures plus the onboarding facts LATERAL, then the one completion rule in TypeScript for
 * each), target ≤ 500 ms; then a client typing: 200 draft saves in a row through saveDraft (lock the progress row,
 * check the field versions, merge the draft, stamp the fields, broadcast), p95 target ≤ 25 ms. Three runs of each after
 * a warm-up; the median with the spread. BENCH_ORGS changes the count.
 */
import { measureMachine } from './_pgbench.ts'
import type postgres from 'postgres'

process.env.PLATFORM_PORT_BASE ??= '22500'
const { loadConfig } = await import('../src/config.ts')
const { initCluster, removeCluster, startPostgres, waitForPostgres, stopPostgres } = await import('../src/cluster.ts')
const { applyBootstrap, applyMigrations } = await import('../src/migrate.ts')
const { default: pgClient } = await import('postgres')
const { percentile, report } = await import('./_stats.ts')
// The domain functions are the API's (Deno sources whose shared db module names Deno): imported by a computed path so
// this Node project's type check does not follow them; their shapes are restated here.
type Tx = postgres.TransactionSql
const domain = (p: string) => import(new URL(`../../../edge-functions/domains/${p}`, import.meta.url).href)
const { listOrganizations } = (await domain('organizations/list-organizations.ts')) as {
  listOrganizations: (a: { tx: Tx }) => Promise<{ formCompleted: Record<string, boolean> }[]>
}
const { saveDraft } = (await domain('onboarding/save-draft.ts')) as {
  saveDraft: (a: {
    tx: Tx
    organizationId: string
    input: { form: 'flow'; baseVersion: number; changes: Record<string, string> }
  }) => Promise<{ version: number }>
}
const { ONBOARDING_STEPS } = await import('../../../shared/rules/onboarding-flow.ts')

const ORGS = Number(process.env.BENCH_ORGS ?? 1_000)
const LIST_TARGET_MS = 500
const SAVE_P95_TARGET_MS = 25
const SAVES = 200
const ADMIN = '22500000-0000-4000-8000-000000000001'
const CLIENT = '22500000-0000-4000-8000-000000000002'
const org = (g: number | string) => `22500000-0000-4000-8000-2${String(g).padStart(11, '0')}`

export default async function main() {
  const cfg = loadConfig('test')
  initCluster(cfg, { fresh: true })
  const pg = startPostgres(cfg)
  const sql = pgClient(cfg.dbUrl, { max: 2, onnotice: () => {}, prepare: false })
  try {
    await waitForPostgres(cfg)
    await applyBootstrap(cfg)
    await applyMigrations(cfg, () => {})
    await measureMachine(cfg)
    const t0 = performance.now()
    await seed(sql)
    console.log(`  ${ORGS} clients at every step of onboarding in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

    const as = <T>(sub: string, fn: (tx: postgres.TransactionSql) => Promise<T>) =>
      sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub, role: 'authenticated' })}, true)`
        return fn(tx)
      }) as Promise<T>

    let rows = await as(ADMIN, (tx) => listOrganizations({ tx }))
    const list: number[] = []
    for (let k = 0; k < 3; k++) {
      const t = performance.now()
      rows = await as(ADMIN, (tx) => listOrganizations({ tx }))
      list.push(performance.now() - t)
    }
    const done = rows.map((r) => Object.values(r.formCompleted).filter(Boolean).length)
    console.log(
      `  ${rows.length} rows; steps complete per client: min ${Math.min(...done)}, max ${Math.max(...done)}, mean ${(done.reduce((a, b) => a + b, 0) / done.length).toFixed(1)}`,
    )
    report(`clients list, ${ORGS.toLocaleString('en-US')} onboarding`, list, 'ms', LIST_TARGET_MS, false)

    const organizationId = org(1)
    let version = 0
    const typed = async () => {
      const times: number[] = []
      for (let i = 0; i < SAVES; i++) {
        const t = performance.now()
        const r = await as(CLIENT, (tx) =>
          saveDraft({
            tx,
            organizationId,
            input: {
              form: 'flow',
              baseVersion: version,
              changes: { business_activities: `Freight ${i}`, banks: 'Chase' },
            },
          }),
        )
        version = r.version
        times.push(performance.now() - t)
      }
      return percentile(
        [...times].sort((a, b) => a - b),
        95,
      )
    }
    await typed()
    const p95: number[] = []
    for (let k = 0; k < 3; k++) p95.push(await typed())
    report(`draft save p95 (${SAVES} in a row)`, p95, 'ms', SAVE_P95_TARGET_MS, false)
  } finally {
    await sql.end({ timeout: 1 })
    await stopPostgres(pg)
    removeCluster(cfg)
  }
}

/** An admin, a client admin of the first organization, and clients spread over the steps (deterministic by number). */
async function seed(sql: postgres.Sql) {
  await sql`insert into auth.users (id, aud, role, email) values (${ADMIN}, 'authenticated', 'authenticated', 'bench-onb-admin@example.test'),
    (${CLIENT}, 'authenticated', 'authenticated', 'bench-onb-client@example.test')`
  await sql`update public.users set role = 'admin' where id = ${ADMIN}`
  await sql.unsafe(`insert into public.organizations (id, legal_name, accounting_services, additional_data, config)
    select ('22500000-0000-4000-8000-2' || lpad(g::text, 11, '0'))::uuid, 'Bench Onboarding ' || g,
      case when g % 14 >= 1 then '{bookkeeping,taxes}'::public.accounting_service[] else '{}' end,
      jsonb_strip_nulls(jsonb_build_object(
        'business_entity_type', case when g % 14 >= 2 then 'llc' end,
        'legal_business_name', case when g % 14 >= 3 then 'Bench ' || g end, 'ein', case when g % 14 >= 3 then '12-3456789' end,
        'date_of_incorporation', case when g % 14 >= 3 then '2020-01-01' end, 'business_taxation', case when g % 14 >= 3 then 'partnership' end,
        'street_address', case when g % 14 >= 3 then '1 Main St' end, 'city', case when g % 14 >= 3 then 'Boston' end,
        'state', case when g % 14 >= 3 then 'MA' end, 'zip_code', case when g % 14 >= 3 then '02110' end,
        'country', case when g % 14 >= 3 then 'US' end, 'phone_number', case when g % 14 >= 3 then '6175550100' end,
        'business_activities', case when g % 14 >= 4 then 'Consulting' end, 'banks', case when g % 14 >= 4 then 'Chase' end,
        'credit_cards', case when g % 14 >= 4 then 'Amex' end,
        'payment_authorization_accepted', case when g % 14 >= 6 then true end,
        'officers', case when g % 14 >= 7 then '[{"names": "A", "title": "CEO"}]'::jsonb end,
        'onboarding_confirmed', case when g % 14 >= 9 then true end, 'calendly_booked', case when g % 14 >= 10 then true end,
        'permissions_granted', case when g % 14 >= 13 then true end)),
      jsonb_build_object('onboardingCalendlySlug', 'onboarding/intro-call')
    from generate_series(1, ${ORGS}) g`)
  await sql.unsafe(`insert into public.organization_members (organization_id, user_id, org_role)
    values ('${org(1)}', '${CLIENT}', 'admin')`)
  await sql.unsafe(`insert into public.onboarding_progress (organization_id, last_step, reached_step)
    select ('22500000-0000-4000-8000-2' || lpad(g::text, 11, '0'))::uuid, s.step, s.step
    from generate_series(1, ${ORGS}) g
    cross join lateral (select (array[${ONBOARDING_STEPS.map((s) => `'${s}'`).join(',')}])[g % 14 + 1] as step) s`)
  await sql`analyze`
}
