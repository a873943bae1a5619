/**
 * `payroll.rippling-sync`: the organization's Rippling employees (terminated ones included) upserted in one
 * statement, with work location, home address, start date, employment type and role state. A role state never steps
 * back (INIT → HIRED → ACCEPTED → ACTIVE → TERMINATED, shared/rules/payroll.ts): a stale answer cannot un-terminate
 * anyone. No SSN is requested or stored.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TRipplingEmployee } from '../../../shared/schemas/gusto-payroll.ts'
import { ROLE_STATES } from '../../../shared/rules/payroll.ts'
import { listEmployees, ripplingAccessToken, ripplingConfig } from '../rippling/rippling-api.ts'

export function ripplingEmployeeRow(orgId: string, e: TRipplingEmployee) {
  const where = e.workLocation?.address
  return {
    organization_id: orgId,
    employee_id: e.id,
    name: e.firstName,
    last_name: e.lastName,
    country: where?.country ?? 'US',
    state: where?.state ?? null,
    start_date: e.startDate ?? null,
    terminated: e.roleState === 'TERMINATED',
    employment_type: e.employmentType ?? null,
    role_state: e.roleState,
    data: {
      id: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      workLocation: e.workLocation ?? null,
      address: e.address ?? null,
      startDate: e.startDate ?? null,
      employmentType: e.employmentType ?? null,
      roleState: e.roleState,
      title: e.title ?? null,
    },
  }
}

export async function syncRippling({ tx, orgId }: { tx: Tx; orgId: string }) {
  // two syncs of one organization take turns (an advisory lock: the token refresh locks the connection's rows)
  await tx`select pg_advisory_xact_lock(hashtext(${`payroll-sync:rippling:${orgId}`}))`
  const [live] = await tx`select 1 from public.provider_connections where organization_id = ${orgId}
    and provider = 'rippling' and status = 'active'`
  if (!live) return { skipped: 'Rippling is not connected' }
  const { accessToken } = await ripplingAccessToken({ orgId })
  const employees = await listEmployees(ripplingConfig(), accessToken)
  const order = ROLE_STATES as unknown as string[]
  await tx`insert into public.payroll_employees (organization_id, provider, employee_id, name, last_name, country, state,
      start_date, terminated, employment_type, role_state, data)
    select organization_id, 'rippling', employee_id, name, last_name, country, state, start_date, terminated,
      employment_type, role_state, data
    from jsonb_to_recordset(${tx.json(employees.map((e) => ripplingEmployeeRow(orgId, e)) as never)}) as x(
      organization_id uuid, employee_id text, name text, last_name text, country text, state text, start_date date,
      terminated boolean, employment_type text, role_state text, data jsonb)
    on conflict (organization_id, provider, employee_id) do update set name = excluded.name,
      last_name = excluded.last_name, country = excluded.country, state = excluded.state,
      start_date = excluded.start_date, employment_type = excluded.employment_type, data = excluded.data,
      role_state = case when array_position(${order}::text[], payroll_employees.role_state)
          > array_position(${order}::text[], excluded.role_state) then payroll_employees.role_state
        else excluded.role_state end,
      terminated = payroll_employees.terminated or excluded.terminated, synced_at = now()`
  return { employees: employees.length }
}
