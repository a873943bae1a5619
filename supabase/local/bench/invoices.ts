/**
 * Invoices benchmark: issue the due recurring invoices for 10,000 monthly schedules (100 organizations of 100), the way
 * pg_cron does (select private.issue_recurring_invoices(day)): each run issues one invoice per schedule with three items,
 * numbered per organization. Target ≤ 5 s. Three runs on successive months, then a run on the same day (must issue
 * nothing) and a check that every schedule has exactly one invoice per period. Uses its own throwaway cluster
 * (profile test, port base 27900 unless PLATFORM_PORT_BASE is set). BENCH_INVOICES changes the count.
 */
import { measureMachine } from './_pgbench.ts'
process.env.PLATFORM_PORT_BASE ??= '27900'
const { loadConfig } = await import('../src/config.ts')
const { initCluster, removeCluster, startPostgres, waitForPostgres, stopPostgres } = await import('../src/cluster.ts')
const { applyBootstrap, applyMigrations } = await import('../src/migrate.ts')
const { default: postgres } = await import('postgres')
const { report } = await import('./_stats.ts')

const COUNT = Number(process.env.BENCH_INVOICES ?? 10_000)
const PER_ORG = 100
const TARGET_S = 5
const DAYS = ['2030-01-31', '2030-02-28', '2030-03-31']

export default async function main() {
  const cfg = loadConfig('test')
  initCluster(cfg, { fresh: true })
  const pg = startPostgres(cfg)
  const sql = postgres(cfg.dbUrl, { max: 2, onnotice: () => {}, prepare: false })
  try {
    await waitForPostgres(cfg)
    await applyBootstrap(cfg)
    await applyMigrations(cfg, () => {})
    await measureMachine(cfg)
    const orgs = Math.ceil(COUNT / PER_ORG)
    // organizations with the flag, a customer each, and one source invoice (three items) per schedule
    await sql`insert into public.organizations (id, legal_name)
      select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Bench Invoices ' || g from generate_series(1, ${orgs}) g`
    await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled)
      select id, 'recurring-invoices', true from public.organizations where legal_name like 'Bench Invoices %'`
    await sql`insert into public.invoice_customers (organization_id, name, email, state)
      select id, 'Customer of ' || legal_name, 'ap' || row_number() over () || '@customer.test', 'CA'
      from public.organizations where legal_name like 'Bench Invoices %'`
    await sql`insert into private.invoice_counters (organization_id, last_number)
      select id, ${PER_ORG} from public.organizations where legal_name like 'Bench Invoices %'`
    await sql`insert into public.invoices (organization_id, number, invoice_number, customer_id, invoice_date, payment_term,
        invoice_due_date, subtotal_micros, tax_micros, amount_micros, sales_tax_rate_micros, public_token_hash)
      select c.organization_id, g, 'INV-' || lpad(g::text, 5, '0'), c.id, '2029-12-31', 'Net30', '2030-01-30',
        300000000, 24750000, 324750000, 82500, sha256(convert_to(c.id::text || g, 'UTF8'))
      from public.invoice_customers c cross join generate_series(1, ${PER_ORG}) g`
    await sql`insert into public.invoice_lines (organization_id, invoice_id, position, title, price_micros,
        quantity_thousandths, amount_micros, customer_state)
      select i.organization_id, i.id, p, 'Service ' || p, 100000000, 1000, 100000000, 'CA'
      from public.invoices i cross join generate_series(0, 2) p`
    await sql`insert into public.invoice_schedules (organization_id, source_invoice_id, frequency, start_date, end_date,
        last_run_index, last_run)
      select organization_id, id, 'Monthly', '2029-12-31', '2031-12-31', 0, '2029-12-31'
      from public.invoices order by id limit ${COUNT}`
    await sql`analyze`
    const [{ n: schedules }] = await sql`select count(*)::int as n from public.invoice_schedules`
    console.log(`  ${schedules} monthly schedules in ${orgs} organizations, three items each`)
    const runs: number[] = []
    for (const day of DAYS) {
      const t = performance.now()
      const [{ issued }] = await sql`select private.issue_recurring_invoices(${day}) as issued`
      const ms = performance.now() - t
      if (issued !== schedules) throw new Error(`expected ${schedules} invoices on ${day}, issued ${issued}`)
      runs.push(ms)
      console.log(`  ${day}: issued ${issued} invoices in ${(ms / 1000).toFixed(2)} s`)
    }
    const [{ again }] = await sql`select private.issue_recurring_invoices(${DAYS.at(-1)!}) as again`
    const [check] = await sql`select
        (select count(*)::int from public.invoices where recurring_schedule_id is not null) as issued,
        (select count(*)::int from (select recurring_schedule_id, recurring_index from public.invoices
           where recurring_schedule_id is not null group by 1, 2 having count(*) > 1) d) as duplicates,
        (select count(*)::int from public.invoice_lines l join public.invoices i on i.id = l.invoice_id
           where i.recurring_schedule_id is not null) as lines,
        (select count(*)::int from (select organization_id, number from public.invoices group by 1, 2 having count(*) > 1) d) as numbers`
    console.log(
      `  same day again: ${again}; issued ${check.issued}, duplicate periods ${check.duplicates}, items ${check.lines}, numbers used twice ${check.numbers}`,
    )
    if (again !== 0 || check.duplicates !== 0 || check.numbers !== 0 || check.lines !== check.issued * 3)
      throw new Error('the recurring run issued a period twice or lost items')
    report(
      `issue the due recurring invoices for ${schedules} schedules`,
      runs.map((ms) => ms / 1000),
      's',
      TARGET_S,
      false,
    )
  } finally {
    await sql.end({ timeout: 1 })
    await stopPostgres(pg)
    removeCluster(cfg)
  }
}
