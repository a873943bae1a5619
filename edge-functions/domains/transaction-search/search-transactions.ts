/**
 * Staff transaction search across every organization the caller may see, over the built-in ledger and the stored
 * QuickBooks copies (both feed `transaction_search_entries`). Runs as the user: RLS on the entries decides which
 * organizations answer, so this function only filters, sorts and pages.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  amountTextToCents,
  SEARCH_TOTAL_CAP,
  type TSearchTransactionsRequest,
  type TSearchTransactionsResponse,
  type TTransactionSearchResult,
} from '../../../shared/schemas/transaction-search.ts'
import { plain } from '../../_shared/rows.ts'

const STAFF_ROLES = new Set(['bookkeeper', 'admin', 'owner'])
/** `%` and `_` typed by a person are literal characters, not wildcards. */
const contains = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function searchTransactions({
  tx,
  userId,
  filters,
}: {
  tx: Tx
  userId: string
  filters: TSearchTransactionsRequest
}): Promise<TSearchTransactionsResponse> {
  const [me] = await tx`select role from public.users where id = ${userId}`
  if (!me || !STAFF_ROLES.has(me.role))
    throw new AppError('forbidden', 'Transaction search is for bookkeepers and admins.')
  if (filters.organizationId) {
    // an organization the caller cannot see is never confirmed to exist (docs/security.md)
    const [org] = await tx`select 1 from public.organizations where id = ${filters.organizationId}`
    if (!org) throw new AppError('not_found', 'Organization not found')
  }

  // The database function picks one page of ids and the count, within the caller's organizations (see the
  // migration for why it is not a plain query under RLS); the rows themselves are then read under RLS.
  const limit = filters.limit ?? 50
  const offset = filters.offset ?? 0
  const [{ found }] = await tx`
    select public.search_transaction_entries(
      text_patterns => ${(filters.q ?? '').split(/\s+/).filter(Boolean).map(contains)}::text[],
      account_pattern => ${filters.account ? contains(filters.account) : null}, org => ${filters.organizationId ?? null}::uuid,
      src => ${filters.source ?? null}, min_cents => ${filters.minAmount !== undefined ? amountTextToCents(filters.minAmount) : null}::bigint,
      max_cents => ${filters.maxAmount !== undefined ? amountTextToCents(filters.maxAmount) : null}::bigint,
      from_date => ${filters.from ?? null}::date, to_date => ${filters.to ?? null}::date, sort => ${filters.sort ?? 'date_desc'},
      page_size => ${limit}, page_start => ${offset}, count_cap => ${SEARCH_TOTAL_CAP}) as found`
  const ids = (found.ids as number[]).map(String)
  const rows =
    ids.length === 0
      ? []
      : await tx`
    select e.id::text, e.organization_id as "organizationId", o.legal_name as "organizationName", e.source,
           e.record_type as "recordType", e.record_id as "recordId", e.txn_date::text as date, e.doc_number as "docNumber",
           e.name, e.description, e.memo, e.account_names as accounts, e.amount_cents::float8 as "amountCents", e.currency
    from public.transaction_search_entries e join public.organizations o on o.id = e.organization_id
    where e.id = any(${ids}::bigint[])`
  const position = new Map(ids.map((id, i) => [id, i]))
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  const n = found.total as number

  return {
    results: plain<TTransactionSearchResult[]>(rows),
    total: n,
    totalIsExact: n <= SEARCH_TOTAL_CAP,
    limit,
    offset,
  }
}
