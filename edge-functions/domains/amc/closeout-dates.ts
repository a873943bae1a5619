/**
 * AMC closeout dates: per organization and month, the day by which the client should answer that month's questions.
 * The current year and month come from the clock (UTC), as the spec says.
 */
import type { Row, Tx } from '../../_shared/db.ts'
import { MONTH_NAMES, type TCloseoutDate } from '../../../shared/schemas/amc.ts'

const toCloseout = (r: Row): TCloseoutDate => ({
  id: r.id,
  organizationId: r.organization_id,
  closeoutDate: r.closeout_date,
  year: r.year,
  month: r.month,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
})

export function currentPeriod(now = new Date()) {
  return { year: String(now.getUTCFullYear()), month: MONTH_NAMES[now.getUTCMonth()] }
}

export async function listCloseoutDates({ tx, orgId, now = new Date() }: { tx: Tx; orgId: string; now?: Date }) {
  const rows = await tx`select * from public.amc_closeout_dates where organization_id = ${orgId}
                        order by year desc, array_position(${MONTH_NAMES as unknown as string[]}::text[], month) desc`
  const dates = rows.map(toCloseout)
  const period = currentPeriod(now)
  const current = dates.find((d) => d.year === period.year && d.month === period.month) ?? null
  return { current: { ...period, closeoutDate: current?.closeoutDate ?? null }, dates }
}

export async function setCloseoutDate({
  tx,
  orgId,
  year,
  month,
  closeoutDate,
}: {
  tx: Tx
  orgId: string
  year: number
  month: number
  closeoutDate: number
}) {
  const [row] = await tx`
    insert into public.amc_closeout_dates (organization_id, year, month, closeout_date)
    values (${orgId}, ${String(year)}, ${MONTH_NAMES[month - 1]}, ${closeoutDate})
    on conflict (organization_id, year, month) do update set closeout_date = excluded.closeout_date
    returning *`
  return toCloseout(row)
}
