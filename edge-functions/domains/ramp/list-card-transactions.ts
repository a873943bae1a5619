/**
 * The card-transactions screen's lines: an organization's Ramp lines (provider_transactions, provider ramp), read
 * as the caller so RLS decides (the organization's admins, members granted Ramp, staff when the client granted the
 * firm Ramp), with the card holder, the card (its last four from the merchant descriptor's mask), the merchant, the
 * amount, the day Ramp saw it, Ramp's category, the status in plain words and the receipts stored for it (download
 * links signed with the caller's token, so Storage RLS decides too). Missing receipts: shared/rules/card-transactions.ts.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TCardTransaction, TCardTransactionsQuery } from '../../../shared/schemas/ramp.ts'
import {
  CARD_STATE_LABELS,
  CARD_STATUS_FILTERS,
  CARD_TRANSACTION_PAGE_SIZE,
  missingReceipt,
} from '../../../shared/rules/card-transactions.ts'
import { cardMask } from '../../../shared/rules/card-mask.ts'
import { signFileUrl } from '../files/sign-file-url.ts'

const SETTLED = CARD_STATUS_FILTERS.settled as readonly string[]

export async function listCardTransactions({
  tx,
  orgId,
  query,
  accessToken,
}: {
  tx: Tx
  orgId: string
  query: TCardTransactionsQuery
  accessToken: string
}) {
  const holder = tx`nullif(btrim(concat_ws(' ', t.raw #>> '{card_holder,first_name}', t.raw #>> '{card_holder,last_name}')), '')`
  const day = tx`(coalesce(t.transaction_created_time, t.transaction_effective_time) at time zone 'UTC')::date`
  const receiptCount = tx`greatest(coalesce(jsonb_array_length(case when jsonb_typeof(t.raw->'receipts') = 'array'
    then t.raw->'receipts' end), 0), (select count(*) from public.ramp_receipts l where l.provider_transaction_id = t.id))`
  const missing = tx`(coalesce(t.status, '') = any(${SETTLED as string[]}) and t.total_amount_cents < 0 and ${receiptCount} = 0)`
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = tx`t.organization_id = ${orgId} and t.provider = 'ramp'
    ${like ? tx`and (t.description ilike ${like} or t.vendor ilike ${like} or ${holder} ilike ${like})` : tx``}
    ${query.holder ? tx`and ${holder} = ${query.holder}` : tx``}
    ${query.status ? tx`and t.status = any(${[...CARD_STATUS_FILTERS[query.status]] as string[]})` : tx``}
    ${query.receipt === 'missing' ? tx`and ${missing}` : query.receipt === 'attached' ? tx`and ${receiptCount} > 0` : tx``}
    ${query.from ? tx`and ${day} >= ${query.from}::date` : tx``}
    ${query.to ? tx`and ${day} <= ${query.to}::date` : tx``}`
  const [counts] = await tx`select count(*)::int as total, count(*) filter (where ${missing})::int as missing
    from public.provider_transactions t where ${where}`
  const rows =
    await tx`select t.id, ${day}::text as date, ${holder} as holder, t.raw->>'merchant_descriptor' as descriptor,
      coalesce(t.vendor, t.description) as merchant, t.total_amount_cents::bigint as cents, t.currency,
      coalesce(t.raw->>'sk_category_name', t.category[1]) as category, t.status, ${receiptCount}::int as receipt_count,
      coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'fileId', f.id, 'title', f.title, 'bucket', f.bucket,
          'path', f.path, 'extension', f.extension) order by r.created_at)
        from public.ramp_receipts l join public.receipts r on r.id = l.receipt_id join public.files f on f.id = r.file_id
        where l.provider_transaction_id = t.id), '[]'::jsonb) as receipts
    from public.provider_transactions t where ${where}
    order by ${day} desc, t.id
    limit ${CARD_TRANSACTION_PAGE_SIZE} offset ${query.offset}`
  const [holders] = await tx`select coalesce(array_agg(distinct ${holder} order by ${holder})
      filter (where ${holder} is not null), '{}') as names
    from public.provider_transactions t where t.organization_id = ${orgId} and t.provider = 'ramp'`
  const transactions: TCardTransaction[] = await Promise.all(
    rows.map(async (r) => {
      const amountCents = Number(r.cents)
      const state = (r.status as string | null) ?? null
      return {
        id: r.id as string,
        date: r.date as string,
        cardHolder: r.holder,
        cardMask: cardMask(r.descriptor),
        merchant: r.merchant,
        amountCents,
        currency: r.currency ?? 'USD',
        category: r.category,
        state,
        status: (state && CARD_STATE_LABELS[state as keyof typeof CARD_STATE_LABELS]) ?? 'Cleared',
        receipts: await Promise.all(
          (
            r.receipts as {
              id: string
              fileId: string
              title: string
              bucket: string
              path: string
              extension: string
            }[]
          ).map(async (f) => {
            const url = await signFileUrl({ accessToken, bucket: f.bucket, path: f.path })
            const name = f.extension ? `${f.title}.${f.extension}` : f.title
            return {
              id: f.id,
              fileId: f.fileId,
              title: f.title,
              downloadUrl: url ? `${url}&download=${encodeURIComponent(name)}` : null,
            }
          }),
        ),
        missingReceipt: missingReceipt({ state, amountCents, receiptCount: r.receipt_count }),
      }
    }),
  )
  const [permitted] = await tx`select private.org_data_permission(${orgId}::uuid, 'ramp') as ok`
  return {
    permitted: !!permitted.ok,
    transactions,
    total: counts.total as number,
    missingReceipts: counts.missing as number,
    pageSize: CARD_TRANSACTION_PAGE_SIZE,
    holders: holders.names as string[],
  }
}
