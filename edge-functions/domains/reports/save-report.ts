/** Generate a report from the organization's ledger and keep it as a report record (a draft until published). */
import type { Row, Tx } from '../../_shared/db.ts'
import type { TRawReport, TReportName, TReportParams, TReportRecord } from '../../../shared/schemas/reports.ts'
import { getLedger } from '../ledger/get-ledger.ts'

export function toReportRecord(r: Row): TReportRecord {
  return {
    id: r.id,
    name: r.name,
    providerId: r.provider_id,
    raw: r.raw,
    organizationId: r.organization_id,
    userId: r.user_id,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
  }
}

export async function saveReport({
  tx,
  orgId,
  name,
  params,
  raw,
}: {
  tx: Tx
  orgId: string
  name: TReportName | string
  params: TReportParams
  raw?: TRawReport
}): Promise<TReportRecord> {
  const ledger = await getLedger({ orgId, tx })
  const report = raw ?? (await ledger.runReport(name as TReportName, params))
  const [row] = await tx`insert into public.reports (organization_id, name, provider_id, raw, params)
    values (${orgId}, ${name}, ${ledger.provider}, ${tx.json(report as never)}, ${tx.json(params as never)}) returning *`
  return toReportRecord(row)
}
