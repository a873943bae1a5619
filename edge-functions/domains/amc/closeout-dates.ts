/**
 * AMC closeout dates: per organization and month, the day by which the client should answer that month's questions.
 * The current year and month come from the clock (UTC), as the spec says.
 */
import type { Tx } from '../../_shared/db.ts'
import { MONTH_NAMES, type TCloseoutDate } from '../../../shared/schemas/amc.ts'
import { plain } from '../../_shared/rows.ts'

const CLOSEOUT_COLUMNS = `c.id, c.organization_id as "organizationId", c.closeout_date as "closeoutDate", c.year, c.month,
  c.created_at as "createdAt", c.updated_at as "updatedAt"`

function currentPeriod(now = new Date()) {
  return { year: String(now.getUTCFullYear()), month: MONTH_NAMES[now.getUTCMonth()] }
}

export async function listCloseoutDates({ tx, orgId, now = new Date() }: { tx: Tx; orgId: string; now?: Date }) {
  const dates = plain<TCloseoutDate[]>(
    await tx`select ${tx.unsafe(CLOSEOUT_COLUMNS)} from public.amc_closeout_dates c where c.organization_id = ${orgId}
             order by c.year desc, array_position(${MONTH_NAMES as unknown as string[]}::text[], c.month) desc`,
  )
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
    insert into public.amc_closeout_dates as c (organization_id, year, month, closeout_date)
    values (${orgId}, ${String(year)}, ${MONTH_NAMES[month - 1]}, ${closeoutDate})
    on conflict (organization_id, year, month) do update set closeout_date = excluded.closeout_date
    returning ${tx.unsafe(CLOSEOUT_COLUMNS)}`
  return plain<TCloseoutDate>(row)
}
