/** Generate a report from the organization's ledger and keep it as a report record (a draft until published). */
import type { Tx } from '../../_shared/db.ts'
import type { TRawReport, TReportName, TReportParams, TReportRecord } from '../../../shared/schemas/reports.ts'
import { getLedger } from '../books/get-ledger.ts'
import { plain } from '../../_shared/rows.ts'

/** The API's report record (ZReportRecord): the columns of `public.reports r` under their API names. */
export const REPORT_COLUMNS = `r.id, r.name, r.provider_id as "providerId", r.raw, r.organization_id as "organizationId",
  r.user_id as "userId", r.created_at as "createdAt", r.updated_at as "updatedAt", r.published_at as "publishedAt"`

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
  const [row] = await tx`insert into public.reports as r (organization_id, name, provider_id, raw, params)
    values (${orgId}, ${name}, ${ledger.provider}, ${tx.json(report as never)}, ${tx.json(params as never)})
    returning ${tx.unsafe(REPORT_COLUMNS)}`
  return plain(row)
}
