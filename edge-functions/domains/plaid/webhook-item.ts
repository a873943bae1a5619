/**
 * The item a Plaid webhook is about, for the intake's routing: `item_id`, or for ASSETS webhooks (which name only
 * the asset report) the item the report was created for.
 */
import { db } from '../../_shared/db.ts'

export async function plaidWebhookItem(data: { item_id?: string; asset_report_id?: unknown }): Promise<string | null> {
  if (data.item_id) return data.item_id
  if (typeof data.asset_report_id !== 'string') return null
  const [r] = await db()`select c.external_id from public.plaid_asset_reports r
    join public.provider_connections c on c.id = r.connection_id where r.plaid_asset_report_id = ${data.asset_report_id}`
  return (r?.external_id as string | undefined) ?? null
}
