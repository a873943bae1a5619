/**
 * Asset reports (spec §3 Asset report, §4 PRODUCT_READY / ERROR): created at Plaid for one item (its token kept as
 * the connection's secret 'asset_report_token:<id>'), fetched when the ASSETS PRODUCT_READY webhook says it is ready,
 * and on the ERROR webhook its error object kept in plaid_generation_error with status error. A repeated webhook
 * fetches or records the same thing again.
 */
import type { Tx } from '../../_shared/db.ts'
import { loadSecret, saveSecret } from '../connections/connection-store.ts'
import type { TPlaidErrorObject } from '../../../shared/schemas/plaid.ts'
import { plaidWebhookUrl } from './config.ts'
import { loadItem } from './item-access.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'

export async function createAssetReport({
  tx,
  connectionId,
  daysRequested,
}: {
  tx: Tx
  connectionId: string
  daysRequested: number
}) {
  const loaded = await loadItem(tx, connectionId)
  if (loaded?.connection.status !== 'active') throw new Error('The bank connection is not active')
  const created = await plaidCall(() =>
    plaidClient().assetReportCreate({
      access_tokens: [loaded.accessToken],
      days_requested: daysRequested,
      options: { webhook: plaidWebhookUrl(), client_report_id: connectionId },
    }),
  )
  const [row] = await tx`
    insert into public.plaid_asset_reports (organization_id, connection_id, plaid_asset_report_id, days_requested)
    values (${loaded.item.organization_id}, ${connectionId}, ${created.asset_report_id}, ${daysRequested})
    returning id`
  await saveSecret(tx, connectionId, `asset_report_token:${created.asset_report_id}`, {
    token: created.asset_report_token,
  })
  return { id: row.id as string, assetReportId: created.asset_report_id }
}

async function reportRow(tx: Tx, assetReportId: string) {
  const [row] = await tx`select id, connection_id, status from public.plaid_asset_reports
    where plaid_asset_report_id = ${assetReportId} for update`
  return row as { id: string; connection_id: string; status: string } | undefined
}

/** PRODUCT_READY: the report's JSON stored (raw) and the report ready. PRODUCT_NOT_READY throws, so the job retries. */
export async function fetchAssetReport({ tx, assetReportId }: { tx: Tx; assetReportId: string }) {
  const row = await reportRow(tx, assetReportId)
  if (!row) return { skipped: 'unknown asset report' }
  const token = await loadSecret<{ token: string }>(tx, row.connection_id, `asset_report_token:${assetReportId}`)
  if (!token) return { skipped: 'the asset report token is gone (disconnected)' }
  try {
    const got = await plaidCall(() => plaidClient().assetReportGet({ asset_report_token: token.value.token }))
    await tx`update public.plaid_asset_reports set raw = ${tx.json(got.report as never)}, status = 'ready',
      plaid_generation_error = null, updated_at = now() where id = ${row.id}`
    return { status: 'ready', items: got.report.items.length }
  } catch (e) {
    // generation failed after all: the same outcome as the ERROR webhook
    if (e instanceof PlaidApiError && e.errorCode !== 'PRODUCT_NOT_READY' && e.errorType === 'ASSET_REPORT_ERROR')
      return await recordAssetReportError({ tx, assetReportId, error: { ...e.toJSON(), error_message: e.message } })
    throw e
  }
}

/** ERROR: Plaid's error object kept as it was sent (error_type, error_code, error_message, display_message). */
export async function recordAssetReportError({
  tx,
  assetReportId,
  error,
}: {
  tx: Tx
  assetReportId: string
  error: TPlaidErrorObject
}) {
  const row = await reportRow(tx, assetReportId)
  if (!row) return { skipped: 'unknown asset report' }
  if (row.status === 'ready') return { skipped: 'the report was already delivered' }
  const kept = {
    error_type: error.error_type,
    error_code: error.error_code,
    error_message: error.error_message ?? null,
    display_message: error.display_message ?? null,
  }
  await tx`update public.plaid_asset_reports set status = 'error', plaid_generation_error = ${tx.json(kept)},
    updated_at = now() where id = ${row.id}`
  return { status: 'error', code: error.error_code }
}
