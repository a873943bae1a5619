/**
 * An organization's provider transactions (bank lines from Plaid and Teller, Stripe and Ramp rows) the caller may
 * read, newest first: text search over description and vendor (every word must match one of them), filters by
 * account, provider, pending, date range (UTC calendar days) and amount range, and paging. Removed rows are left
 * out. Runs as the user: RLS on provider_transactions applies the data permissions.
 */
import type { Tx } from '../../_shared/db.ts'
import { amountTextToCents } from '../../../shared/schemas/transaction-search.ts'
import type {
  TBankTransaction,
  TListBankTransactionsRequest,
  TListBankTransactionsResponse,
} from '../../../shared/schemas/bank-feeds.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const contains = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listBankTransactions({
  tx,
  organizationId,
  filters,
}: {
  tx: Tx
  organizationId: string
  filters: TListBankTransactionsRequest
}): Promise<TListBankTransactionsResponse> {
  await assertOrganizationVisible({ tx, organizationId })
  const limit = filters.limit ?? 50
  const offset = filters.offset ?? 0
  const words = (filters.q ?? '').split(/\s+/).filter(Boolean).map(contains)
  const min = filters.minAmount !== undefined ? amountTextToCents(filters.minAmount) : null
  const max = filters.maxAmount !== undefined ? amountTextToCents(filters.maxAmount) : null
  const where = tx`
    t.organization_id = ${organizationId} and t.deleted_at is null
    and not exists (select 1 from unnest(${words}::text[]) w
                    where not (lower(coalesce(t.description, '')) like w or lower(coalesce(t.vendor, '')) like w))
    and (${filters.accountId ?? null}::uuid is null or t.bank_account_id = ${filters.accountId ?? null}::uuid)
    and (${filters.provider ?? null}::text is null or t.provider = ${filters.provider ?? null}::text)
    and (${filters.pending ?? null}::boolean is null or t.pending = ${filters.pending ?? null}::boolean)
    and (${filters.from ?? null}::date is null or t.transaction_effective_time >= (${filters.from ?? null}::date)::timestamp at time zone 'UTC')
    and (${filters.to ?? null}::date is null or t.transaction_effective_time < (${filters.to ?? null}::date + 1)::timestamp at time zone 'UTC')
    and (${min}::bigint is null or t.total_amount_cents >= ${min}::bigint)
    and (${max}::bigint is null or t.total_amount_cents <= ${max}::bigint)`
  const [{ total }] = await tx`select count(*)::int as total from public.provider_transactions t where ${where}`
  const rows = await tx`
    select t.id, t.provider, t.bank_account_id as "bankAccountId", a.name as "accountName", a.mask as "accountMask",
           t.transaction_id as "transactionId", ((t.transaction_effective_time at time zone 'UTC')::date)::text as date,
           t.pending, t.description, t.vendor, t.total_amount_cents::float8 as "amountCents", t.currency, t.category,
           t.payment_channel as "paymentChannel"
    from public.provider_transactions t left join public.bank_accounts a on a.id = t.bank_account_id
    where ${where}
    order by t.transaction_effective_time desc, t.id desc
    limit ${limit} offset ${offset}`
  return { transactions: plain<TBankTransaction[]>(rows), total, limit, offset }
}
