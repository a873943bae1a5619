/** Publish a stored report to the organization's client users (idempotent: the first publish time is kept). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TReportRecord } from '../../../shared/schemas/reports.ts'
import { plain } from '../../_shared/rows.ts'
import { REPORT_COLUMNS } from './save-report.ts'

export async function publishReport({ tx, orgId, id }: { tx: Tx; orgId: string; id: string }): Promise<TReportRecord> {
  const [row] = await tx`update public.reports r set published_at = coalesce(r.published_at, now()), updated_at = now()
    where r.organization_id = ${orgId} and r.id = ${id} returning ${tx.unsafe(REPORT_COLUMNS)}`
  if (!row) throw new AppError('not_found', 'Report not found')
  return plain(row)
}

export async function listReports({ tx, orgId }: { tx: Tx; orgId: string }): Promise<TReportRecord[]> {
  const rows = await tx`select ${tx.unsafe(REPORT_COLUMNS)} from public.reports r
    where r.organization_id = ${orgId} order by r.created_at desc limit 200`
  return plain(rows)
}

export async function getReport({ tx, orgId, id }: { tx: Tx; orgId: string; id: string }): Promise<TReportRecord> {
  const [row] =
    await tx`select ${tx.unsafe(REPORT_COLUMNS)} from public.reports r where r.organization_id = ${orgId} and r.id = ${id}`
  if (!row) throw new AppError('not_found', 'Report not found')
  return plain(row)
}
