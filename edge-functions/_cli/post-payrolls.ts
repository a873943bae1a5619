/**
 * The timed part of `npm run bench -- payroll` (supabase/local/bench/payroll.ts), run by Deno as the job worker runs
 * it: a year of one Gusto company's answers (employees, payrolls, each payroll's ledger report, read from the JSON
 * file the benchmark wrote from the sandbox's company) stored and booked in one service-role transaction, as
 * `payroll.sync` and `payroll.fetch` do: employees and payrolls upserted, the reports recorded, and every payroll
 * posted through the mapping (postPayrollEntries, one ledger call). Prints milliseconds, CPU of this process and its
 * database backend (from /proc) and what it posted, as JSON. Arguments: organization id, data file.
 */
import process from 'node:process'
import { asService, closeDb } from '../_shared/db.ts'
import { ZGustoEmployee, ZGustoPayroll } from '../../shared/schemas/gusto-payroll.ts'
import { ZLedgerReport } from '../../shared/rules/payroll.ts'
import { employeeRow, payrollRow } from '../domains/payroll/transform.ts'
import { upsertEmployees, upsertPayrolls } from '../domains/payroll/sync-gusto.ts'
import { postPayrollEntries } from '../domains/payroll/post-payroll-entries.ts'

const [organizationId, file] = Deno.args
const data = JSON.parse(await Deno.readTextFile(file))
await asService((tx) => tx`select 1`) // the connection, as a running worker has it

function cpuMs(pid: number): number | null {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

let backend = 0
let dbBefore: number | null = null
const denoBefore = process.cpuUsage()
const t = performance.now()
const result = await asService(async (tx) => {
  backend = (await tx`select pg_backend_pid() as pid`)[0].pid
  dbBefore = cpuMs(backend)
  const employees = ZGustoEmployee.array().parse(data.employees)
  const payrolls = ZGustoPayroll.array().parse(data.payrolls)
  await upsertEmployees(
    tx,
    employees.map((e) => employeeRow(organizationId, e)),
  )
  await upsertPayrolls(
    tx,
    payrolls.map((p) => payrollRow(organizationId, p)),
  )
  const reports = Object.entries(data.reports as Record<string, unknown>).map(([uuid, r]) => ({
    payroll_uuid: uuid,
    report: ZLedgerReport.parse(r),
  }))
  await tx`insert into public.payroll_ledger_requests (organization_id, payroll_id, request_uuid, aggregation, status, report)
    select p.organization_id, p.id, gen_random_uuid(), 'default', 'succeeded', x.report
    from jsonb_to_recordset(${tx.json(reports as never)}) as x(payroll_uuid uuid, report jsonb)
    join public.payrolls p on p.organization_id = ${organizationId} and p.payroll_uuid = x.payroll_uuid`
  return { employees: employees.length, ...(await postPayrollEntries({ tx, orgId: organizationId })) }
})
const ms = performance.now() - t
const deno = process.cpuUsage(denoBefore)
const dbAfter = cpuMs(backend)
const cpu = {
  deno: Math.round((deno.user + deno.system) / 1000),
  db: dbBefore === null || dbAfter === null ? null : dbAfter - dbBefore,
}
console.log(JSON.stringify({ ms, cpu, ...result }))
await closeDb()
