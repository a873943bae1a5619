/**
 * `npm run ledger -- <command>`: the built-in ledger from the command line, through the same domain code as the API.
 * Connects with SUPABASE_DB_URL and runs each command as service_role (it is an operator's tool).
 *   import --org <name> <file.csv|file.journal>   (creates the organization when missing)
 *   export --org <name> [--start YYYY-MM-DD --end YYYY-MM-DD]
 *   report --org <name> <ReportName> [--start --end --macro "Fiscal Year" --method Cash|Accrual --by Total|Month|Week|Quarter|Year]
 */
import postgres from 'postgres'
import { readFileSync } from 'node:fs'
import process from 'node:process'
import { importJournal } from '../domains/ledger/import-journal.ts'
import { exportJournal } from '../domains/ledger/export-journal.ts'
import { runBuiltinReport } from '../domains/ledger/run-report.ts'
import { ZReportName, ZReportParams } from '../../shared/schemas/reports.ts'

const USAGE = `usage:
  npm run ledger -- import --org <name> <file.csv|file.journal>
  npm run ledger -- export --org <name> [--start YYYY-MM-DD --end YYYY-MM-DD]
  npm run ledger -- report --org <name> <ReportName> [--start YYYY-MM-DD --end YYYY-MM-DD --macro <date macro> --method Cash|Accrual --by Total|Month|Week|Quarter|Year]`

function parseArgs(argv: string[]) {
  const flags: Record<string, string> = {}
  const rest: string[] = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) {
      if (i + 1 >= argv.length) throw new Error(`${argv[i]} needs a value`)
      flags[argv[i].slice(2)] = argv[++i]
    } else rest.push(argv[i])
  }
  return { flags, rest }
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

const [command, ...args] = process.argv.slice(2)
if (!command || !['import', 'export', 'report'].includes(command))
  fail(command ? `unknown command "${command}"` : 'missing command')
const { flags, rest } = (() => {
  try {
    return parseArgs(args)
  } catch (e) {
    return fail((e as Error).message)
  }
})()
if (!flags.org) fail('--org is required')
const dbUrl = process.env.SUPABASE_DB_URL
if (!dbUrl) fail("SUPABASE_DB_URL is not set (run through `npm run ledger`, which loads the dev stack's env)")

const sql = postgres(dbUrl, { max: 1, onnotice: () => {}, prepare: false })
try {
  const out = await sql.begin(async (tx) => {
    await tx`select set_config('role', 'service_role', true), set_config('request.jwt.claims', ${JSON.stringify({ role: 'service_role' })}, true)`
    let [org] =
      await tx`select id from public.organizations where lower(legal_name) = lower(${flags.org}) and deleted_at is null order by created_at limit 1`
    if (command === 'import') {
      const file = rest[0] ?? fail('import needs a file')
      if (!org) {
        ;[org] = await tx`insert into public.organizations (legal_name) values (${flags.org}) returning id`
        console.error(`created organization "${flags.org}" (${org.id})`)
      }
      const format = /\.csv$/i.test(file) ? 'csv' : 'hledger'
      const r = await importJournal({ q: tx, orgId: org.id, format, text: readFileSync(file, 'utf8') })
      return `imported ${r.entries} entries touching ${r.accounts} accounts into "${flags.org}"`
    }
    if (!org) throw new Error(`organization "${flags.org}" not found`)
    if (command === 'export') return await exportJournal({ q: tx, orgId: org.id, start: flags.start, end: flags.end })
    const name = ZReportName.safeParse(rest[0])
    if (!name.success) throw new Error(`report name must be one of: ${ZReportName.options.join(', ')}`)
    const params = ZReportParams.safeParse({
      start_date: flags.start,
      end_date: flags.end,
      date_macro: flags.macro,
      accounting_method: flags.method,
      summarize_column_by: flags.by,
    })
    if (!params.success)
      throw new Error(
        params.error.issues
          .map(
            (i) =>
              `--${{ start_date: 'start', end_date: 'end', date_macro: 'macro', accounting_method: 'method', summarize_column_by: 'by' }[String(i.path[0])] ?? i.path.join('.')}: ${i.message}`,
          )
          .join('\n'),
      )
    return JSON.stringify(
      await runBuiltinReport({ q: tx, orgId: org.id, name: name.data, params: params.data }),
      null,
      2,
    )
  })
  console.log(out)
  await sql.end()
} catch (e) {
  console.error((e as Error).message)
  await sql.end()
  process.exit(1)
}
