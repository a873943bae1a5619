/**
 * Activity: the organization's entries as the caller may read them (RLS), newest first, searched (every word in the
 * description or the counterparty), filtered (account, direction, layer, type, UTC days) and paged by cursor; the
 * same rows as CSV. Card descriptions are shown without their masked number (spec §9, stripCardMask).
 */
import Papa from 'papaparse'
import type { Tx } from '../../_shared/db.ts'
import { TRANSACTION_TYPE_LABELS, formatMicros, stripCardMask } from '../../../shared/rules/banking.ts'
import type { TBankingEntry, TListBankingEntriesRequest } from '../../../shared/schemas/banking.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'

const contains = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const ENTRY_COLUMNS = `e.id, e.core_entry_id as "coreEntryId", e.transaction_id as "transactionId",
  e.banking_account_id as "accountId", a.name as "accountName", e.amount_micros::text as "amountMicros",
  e.currency_code as "currencyCode", e.transaction_direction as "transactionDirection",
  e.transaction_type as "transactionType", e.layer, e.counterparty_name as "counterpartyName",
  e.counterparty_id as "counterpartyId", e.entry_result as "entryResult", e.user_id as "userId",
  e.transaction_created_time as "transactionCreatedTime", e.transaction_effective_time as "transactionEffectiveTime",
  e.description, e.account_balance_micros::text as "accountBalanceMicros",
  e.account_available_balance_micros::text as "accountAvailableBalanceMicros", e.updated_at as "updatedAt",
  e.payment_id as "paymentId"`

function where(tx: Tx, organizationId: string, f: TListBankingEntriesRequest) {
  const words = (f.q ?? '').split(/\s+/).filter(Boolean).map(contains)
  return tx`e.organization_id = ${organizationId}
    and (${f.accountId ?? null}::uuid is null or e.banking_account_id = ${f.accountId ?? null}::uuid)
    and (${f.direction ?? null}::text is null or e.transaction_direction = ${f.direction ?? null}::text)
    and (${f.layer ?? null}::text is null or e.layer = ${f.layer ?? null}::text)
    and (${f.type ?? null}::text is null or e.transaction_type = ${f.type ?? null}::text)
    and (${f.from ?? null}::date is null
         or e.transaction_created_time >= (${f.from ?? null}::date)::timestamp at time zone 'UTC')
    and (${f.to ?? null}::date is null
         or e.transaction_created_time < (${f.to ?? null}::date + 1)::timestamp at time zone 'UTC')
    and not exists (select 1 from unnest(${words}::text[]) w
      where not (lower(coalesce(e.description, '')) like w or lower(coalesce(e.counterparty_name, '')) like w))`
}

const shown = <T extends { description: string | null }>(rows: T[]): T[] =>
  rows.map((r) => ({ ...r, description: r.description === null ? null : stripCardMask(r.description) }))

export async function listEntries({
  tx,
  organizationId,
  filters,
}: {
  tx: Tx
  organizationId: string
  filters: TListBankingEntriesRequest
}): Promise<{ entries: TBankingEntry[]; nextCursor: string | null }> {
  await assertBanking(tx, organizationId)
  const limit = filters.limit ?? 50
  const after = decodeCursor(filters.cursor)
  const rows = await tx`
    select ${tx.unsafe(ENTRY_COLUMNS)},
      to_char(e.transaction_created_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"
    from public.banking_entries e join public.banking_accounts a on a.id = e.banking_account_id
    where ${where(tx, organizationId, filters)}
      and (${after?.at ?? null}::timestamptz is null
           or (e.transaction_created_time, e.id) < (${after?.at ?? null}::timestamptz, ${after?.id ?? null}::uuid))
    order by e.transaction_created_time desc, e.id desc
    limit ${limit + 1}`
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const entries = shown(plain<(TBankingEntry & { cursorAt?: string })[]>(page)).map(({ cursorAt: _, ...e }) => e)
  return {
    entries,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  }
}

/** At most this many rows in one export (a year of a busy business is a few thousand). */
export const CSV_MAX_ROWS = 50_000

export async function entriesCsv({
  tx,
  organizationId,
  filters,
}: {
  tx: Tx
  organizationId: string
  filters: TListBankingEntriesRequest
}): Promise<string> {
  await assertBanking(tx, organizationId)
  const rows = shown(
    plain<TBankingEntry[]>(
      await tx`select ${tx.unsafe(ENTRY_COLUMNS)}
        from public.banking_entries e join public.banking_accounts a on a.id = e.banking_account_id
        where ${where(tx, organizationId, filters)}
        order by e.transaction_created_time desc, e.id desc limit ${CSV_MAX_ROWS}`,
    ),
  )
  return Papa.unparse({
    fields: [
      'Date',
      'Account',
      'Description',
      'Counterparty',
      'Type',
      'Status',
      'Direction',
      'Amount',
      'Balance',
      'Entry ID',
    ],
    data: rows.map((e) => [
      e.transactionCreatedTime.slice(0, 10),
      e.accountName,
      e.description ?? '',
      e.counterpartyName ?? '',
      TRANSACTION_TYPE_LABELS[e.transactionType as keyof typeof TRANSACTION_TYPE_LABELS] ?? e.transactionType,
      e.layer,
      e.transactionDirection,
      formatMicros(e.transactionDirection === 'Debit' ? -BigInt(e.amountMicros) : BigInt(e.amountMicros)),
      formatMicros(e.accountBalanceMicros),
      e.coreEntryId,
    ]),
  })
}
