/**
 * Payroll benchmark: a year of payrolls for 500 employees booked to the built-in ledger, the way `payroll.sync` and
 * `payroll.fetch` do it (edge-functions/_cli/post-payrolls.ts: 500 employees and 27 bi-weekly payrolls upserted, 26
 * ledger reports recorded, 26 balanced `payroll` entries posted through the Gusto mapping in one ledger call and
 * recorded, one service-role transaction, committed). Target ≤ 2 s. The Gusto answers are the sandbox company's
 * (supabase/local/src/sandbox/providers/gusto/payroll.ts, sized to 500 employees), written to a file first, so the
 * figure is our work, not HTTP. Three runs, each on an organization of its own, with CPU per run (Deno and its
 * database backend, from /proc) and their median with the spread. Its own throwaway cluster (profile test, port
 * base 27900 unless PLATFORM_PORT_BASE is set). BENCH_PAYROLL_EMPLOYEES changes the head count.
 */
import { measureMachine } from './_pgbench.ts'
process.env.PLATFORM_PORT_BASE ??= '27900'
const { loadConfig, ROOT } = await import('../src/config.ts')
const { initCluster, removeCluster, startPostgres, waitForPostgres, stopPostgres } = await import('../src/cluster.ts')
const { applyBootstrap, applyMigrations } = await import('../src/migrate.ts')
const { sandboxCompany } = await import('../src/sandbox/providers/gusto/payroll.ts')
const { PAYROLL_LINES } = await import('../../../shared/rules/payroll.ts')
const { default: postgres } = await import('postgres')
const { spawnSync } = await import('node:child_process')
const { writeFileSync, mkdtempSync } = await import('node:fs')
const os = await import('node:os')
const path = await import('node:path')
const { median, report } = await import('./_stats.ts')

const EMPLOYEES = Number(process.env.BENCH_PAYROLL_EMPLOYEES ?? 500)
const TARGET_S = 2
const COMPANY = '5e11c0de-0000-4000-8000-000000000500'

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
    sandboxCompany.set(COMPANY, { employees: EMPLOYEES })
    const payrolls = sandboxCompany.payrolls(COMPANY)
    const reports = Object.fromEntries(
      payrolls
        .filter((p) => p.processed)
        .map((p) => [p.payroll_uuid, sandboxCompany.ledgerReport(COMPANY, p.payroll_uuid)]),
    )
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-payroll-')), 'gusto.json')
    writeFileSync(file, JSON.stringify({ employees: sandboxCompany.employees(COMPANY), payrolls, reports }))
    const env = { ...process.env, SUPABASE_DB_URL: cfg.dbUrl, DENO_NO_UPDATE_CHECK: '1' }
    const runs: number[] = []
    const cpus: number[] = []
    console.log(
      `  ${EMPLOYEES} employees, ${payrolls.length} payrolls (${Object.keys(reports).length} processed) a run`,
    )
    for (let run = 1; run <= 3; run++) {
      const [{ id: org }] =
        await sql`insert into public.organizations (legal_name) values (${`Bench Payroll ${run}`}) returning id`
      for (const [i, { line, side }] of PAYROLL_LINES.entries()) {
        const [a] = await sql`insert into public.ledger_accounts (organization_id, name, account_type)
          values (${org}, ${`${6010 + i} ${line}`}, ${side === 'Debit' ? 'Expense' : 'Other Current Liability'}) returning id, name`
        await sql`insert into public.payroll_account_mappings (organization_id, line, account_id, account_name)
          values (${org}, ${line}, ${String(a.id)}, ${a.name})`
      }
      await sql`analyze`
      const r = spawnSync(
        path.join(ROOT, 'node_modules/.bin/deno'),
        ['run', '-A', '--no-check', path.join(ROOT, 'edge-functions/_cli/post-payrolls.ts'), org, file],
        { encoding: 'utf8', env, cwd: ROOT },
      )
      if (r.status !== 0) throw new Error(`payroll run failed: ${r.stderr}`)
      const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!)
      if (out.posted !== Object.keys(reports).length || out.blocked !== 0)
        throw new Error(
          `expected ${Object.keys(reports).length} entries, posted ${out.posted} (blocked ${out.blocked})`,
        )
      const [check] = await sql`select count(*)::int as entries,
          (select coalesce(sum(amount_cents), 0)::bigint from public.ledger_postings where organization_id = ${org}) as net,
          (select sum(gross_pay_cents + employer_taxes_cents + benefits_cents + reimbursements_cents)::bigint
            from public.payrolls where organization_id = ${org} and processed) as expected,
          (select sum(amount_cents)::bigint from public.journal_entries where organization_id = ${org}) as booked
        from public.journal_entries where organization_id = ${org} and type = 'payroll'`
      if (Number(check.net) !== 0 || check.booked !== check.expected)
        throw new Error(`entries do not balance or differ from the totals: ${JSON.stringify(check)}`)
      runs.push(out.ms)
      const cpu = out.cpu.deno + (out.cpu.db ?? 0)
      cpus.push(cpu)
      console.log(
        `  run ${run}: ${out.employees} employees stored, ${out.posted} payroll entries posted in ${(out.ms / 1000).toFixed(2)} s` +
          ` (CPU ${(cpu / 1000).toFixed(2)} s: Deno ${(out.cpu.deno / 1000).toFixed(2)}, database ${out.cpu.db === null ? '?' : (out.cpu.db / 1000).toFixed(2)});` +
          ` ledger nets to 0, booked ${(Number(check.booked) / 100).toFixed(2)} = payroll totals`,
      )
    }
    console.log(`  CPU per run (Deno and its database backend), median: ${(median(cpus) / 1000).toFixed(2)} s`)
    report(
      `book a year of payrolls for ${EMPLOYEES} employees`,
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
