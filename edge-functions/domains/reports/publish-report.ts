/** Publish a stored report to the organization's client users (idempotent: the first publish time is kept). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TReportRecord } from '../../../shared/schemas/reports.ts'
import { toReportRecord } from './save-report.ts'

export async function publishReport({ tx, orgId, id }: { tx: Tx; orgId: string; id: string }): Promise<TReportRecord> {
  const [row] = await tx`update public.reports set published_at = coalesce(published_at, now()), updated_at = now()
    where organization_id = ${orgId} and id = ${id} returning *`
  if (!row) throw new AppError('not_found', 'Report not found')
  return toReportRecord(row)
}

export async function listReports({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TReportRecord[]> {
  const rows =
    await tx`select * from public.reports where organization_id = ${orgId} order by created_at desc limit 200`
  return rows.map(toReportRecord)
}

export async function getReport({ tx, orgId, id }: { tx: Tx; orgId: string; id: string }): Promise<TReportRecord> {
  const [row] = await tx`select * from public.reports where organization_id = ${orgId} and id = ${id}`
  if (!row) throw new AppError('not_found', 'Report not found')
  return toReportRecord(row)
}
