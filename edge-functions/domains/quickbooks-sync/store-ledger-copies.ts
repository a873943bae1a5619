/**
 * Keeps the stored copies of QuickBooks records (spec §3.1) in step with QuickBooks: one upsert per entity the
 * product stores (purchases, invoices, deposits, payments with their invoice links, journal entries, accounts,
 * names) and deletion by id. Other entity kinds are ignored. Runs as the service role, scoped by organization.
 */
import type { Tx } from '../../_shared/db.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import { isAmcEntity, syncQuickbooksRecord } from '../amc/sync-quickbooks-record.ts'
import { markDeletedEntries } from '../schedules/mark-deleted-entries.ts'

type Ref = { value?: string; name?: string }
/**
 * A QuickBooks record as delivered (query, CDC or webhook): the fields stored in columns; the whole record is raw_data.
 * TxnDate, Name and AccountType are required by the kinds whose columns take them.
 */
export type QboRecord = {
  Id: string
  status?: string
  TxnDate: string
  TotalAmt?: number
  Balance?: number
  Credit?: boolean
  PrivateNote?: string
  DocNumber?: string
  Line?: {
    Description?: string
    Amount?: number
    LinkedTxn?: { TxnId: string; TxnType: string }[]
    [field: string]: unknown
  }[]
  AccountRef?: Ref
  ARAccountRef?: Ref
  CustomerRef?: Ref
  CurrencyRef?: Ref
  DepositToAccountRef?: Ref
  CustomerMemo?: Ref
  Name: string
  FullyQualifiedName?: string
  DisplayName?: string
  AccountType: string
  AccountSubType?: string
  Classification?: string
  AcctNum?: string
  Active?: boolean
  SubAccount?: boolean
  CurrentBalance?: number
  [field: string]: unknown
}
export const STORED_ENTITIES = [
  'Account',
  'Vendor',
  'Customer',
  'Employee',
  'Class',
  'Purchase',
  'Invoice',
  'Deposit',
  'Payment',
  'JournalEntry',
] as const
const NAME_KINDS = new Set(['Vendor', 'Customer', 'Employee', 'Class'])

const firstDescription = (e: QboRecord): string | null =>
  (e.Line ?? []).find((l) => l.Description)?.Description ?? e.PrivateNote ?? null
const cents = (n: unknown) => toCents(Number(n ?? 0))

export async function upsertCopy(
  tx: Tx,
  orgId: string,
  entity: string,
  record: Record<string, unknown>,
): Promise<boolean> {
  const e = record as QboRecord
  // a record parked in ASK MY CLIENT becomes (or stops being) a question, whichever path delivered it
  if (isAmcEntity(entity)) await syncQuickbooksRecord({ tx, orgId, entity, record: e as never })
  const raw = tx.json(e as never)
  switch (entity) {
    case 'Purchase':
      await tx`insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, description, account_ref_name, raw_data)
        values (${orgId}, ${e.Id}, ${e.TxnDate}, ${(e.Credit ? -1 : 1) * cents(e.TotalAmt)}, ${firstDescription(e)}, ${e.AccountRef?.name ?? null}, ${raw})
        on conflict (organization_id, qb_purchase_id) do update set tx_date = excluded.tx_date, amount_cents = excluded.amount_cents,
          description = excluded.description, account_ref_name = excluded.account_ref_name, raw_data = excluded.raw_data, updated_at = now()`
      return true
    case 'Invoice':
      await tx`insert into public.quickbooks_invoices (organization_id, qb_invoice_id, tx_date, amount_cents, balance_cents, currency, description, account_ref_name, raw_data)
        values (${orgId}, ${e.Id}, ${e.TxnDate}, ${cents(e.TotalAmt)}, ${cents(e.Balance)}, ${e.CurrencyRef?.value ?? 'USD'}, ${e.CustomerMemo?.value ?? firstDescription(e)},
          ${e.ARAccountRef?.name ?? e.CustomerRef?.name ?? null}, ${raw})
        on conflict (organization_id, qb_invoice_id) do update set tx_date = excluded.tx_date, amount_cents = excluded.amount_cents, balance_cents = excluded.balance_cents,
          currency = excluded.currency, description = excluded.description, account_ref_name = excluded.account_ref_name, raw_data = excluded.raw_data, updated_at = now()`
      return true
    case 'Deposit':
      await tx`insert into public.quickbooks_deposits (organization_id, qb_deposit_id, tx_date, amount_cents, description, account_ref_name, raw_data)
        values (${orgId}, ${e.Id}, ${e.TxnDate}, ${cents(e.TotalAmt)}, ${firstDescription(e)}, ${e.DepositToAccountRef?.name ?? null}, ${raw})
        on conflict (organization_id, qb_deposit_id) do update set tx_date = excluded.tx_date, amount_cents = excluded.amount_cents,
          description = excluded.description, account_ref_name = excluded.account_ref_name, raw_data = excluded.raw_data, updated_at = now()`
      return true
    case 'Payment': {
      await tx`insert into public.quickbooks_payments (organization_id, qb_transaction_id, tx_date, amount_cents, description, account_ref_name, raw_data)
        values (${orgId}, ${e.Id}, ${e.TxnDate}, ${cents(e.TotalAmt)}, ${e.PrivateNote ?? null}, ${e.DepositToAccountRef?.name ?? null}, ${raw})
        on conflict (organization_id, qb_transaction_id) do update set tx_date = excluded.tx_date, amount_cents = excluded.amount_cents,
          description = excluded.description, account_ref_name = excluded.account_ref_name, raw_data = excluded.raw_data, updated_at = now()`
      await tx`delete from public.quickbooks_payment_invoices where organization_id = ${orgId} and qb_payment_id = ${e.Id}`
      const links = new Map<string, number>()
      for (const l of e.Line ?? [])
        for (const t of l.LinkedTxn ?? []) {
          if (t.TxnType === 'Invoice') links.set(t.TxnId, (links.get(t.TxnId) ?? 0) + cents(l.Amount))
        }
      for (const [invoiceId, amount] of links) {
        await tx`insert into public.quickbooks_payment_invoices (organization_id, qb_payment_id, qb_invoice_id, amount_cents) values (${orgId}, ${e.Id}, ${invoiceId}, ${amount})`
      }
      return true
    }
    case 'JournalEntry':
      await tx`insert into public.quickbooks_journal_entries (organization_id, qb_journal_entry_id, tx_date, amount_cents, doc_number, raw_data)
        values (${orgId}, ${e.Id}, ${e.TxnDate}, ${cents(e.TotalAmt)}, ${e.DocNumber ?? null}, ${raw})
        on conflict (organization_id, qb_journal_entry_id) do update set tx_date = excluded.tx_date, amount_cents = excluded.amount_cents,
          doc_number = excluded.doc_number, raw_data = excluded.raw_data, updated_at = now()`
      return true
    case 'Account':
      await tx`insert into public.quickbooks_accounts (organization_id, qb_account_id, name, fully_qualified_name, account_type, account_sub_type, classification, acct_num, active, is_child, current_balance_cents, raw_data)
        values (${orgId}, ${e.Id}, ${e.Name}, ${e.FullyQualifiedName ?? e.Name}, ${e.AccountType}, ${e.AccountSubType ?? null}, ${e.Classification ?? null}, ${e.AcctNum ?? null},
          ${e.Active !== false}, ${Boolean(e.SubAccount)}, ${cents(e.CurrentBalance)}, ${raw})
        on conflict (organization_id, qb_account_id) do update set name = excluded.name, fully_qualified_name = excluded.fully_qualified_name,
          account_type = excluded.account_type, account_sub_type = excluded.account_sub_type, classification = excluded.classification, acct_num = excluded.acct_num,
          active = excluded.active, is_child = excluded.is_child, current_balance_cents = excluded.current_balance_cents, raw_data = excluded.raw_data, updated_at = now()`
      return true
    default:
      if (!NAME_KINDS.has(entity)) return false
      await tx`insert into public.quickbooks_names (organization_id, kind, qb_id, display_name, active, raw_data)
        values (${orgId}, ${entity}, ${e.Id}, ${e.DisplayName ?? e.FullyQualifiedName ?? e.Name}, ${e.Active !== false}, ${raw})
        on conflict (organization_id, kind, qb_id) do update set display_name = excluded.display_name, active = excluded.active, raw_data = excluded.raw_data, updated_at = now()`
      return true
  }
}

export async function deleteCopy(tx: Tx, orgId: string, entity: string, id: string): Promise<boolean> {
  if (isAmcEntity(entity)) await syncQuickbooksRecord({ tx, orgId, entity, deletedId: id })
  switch (entity) {
    case 'Purchase':
      await tx`delete from public.quickbooks_purchases where organization_id = ${orgId} and qb_purchase_id = ${id}`
      return true
    case 'Invoice':
      await tx`delete from public.quickbooks_invoices where organization_id = ${orgId} and qb_invoice_id = ${id}`
      await tx`delete from public.quickbooks_payment_invoices where organization_id = ${orgId} and qb_invoice_id = ${id}`
      return true
    case 'Deposit':
      await tx`delete from public.quickbooks_deposits where organization_id = ${orgId} and qb_deposit_id = ${id}`
      return true
    case 'Payment':
      await tx`delete from public.quickbooks_payments where organization_id = ${orgId} and qb_transaction_id = ${id}`
      await tx`delete from public.quickbooks_payment_invoices where organization_id = ${orgId} and qb_payment_id = ${id}`
      return true
    case 'JournalEntry':
      await tx`delete from public.quickbooks_journal_entries where organization_id = ${orgId} and qb_journal_entry_id = ${id}`
      // one the product posted (a schedule's period) is now marked deleted in the ledger
      await markDeletedEntries({ tx, orgId, deletedIds: [id] })
      return true
    case 'Account':
      await tx`delete from public.quickbooks_accounts where organization_id = ${orgId} and qb_account_id = ${id}`
      return true
    default:
      if (!NAME_KINDS.has(entity)) return false
      await tx`delete from public.quickbooks_names where organization_id = ${orgId} and kind = ${entity} and qb_id = ${id}`
      return true
  }
}

export async function setCursor(
  tx: Tx,
  a: { orgId: string; realmId: string; method: 'cdc' | 'query' | 'webhook'; name: string; value: string },
) {
  await tx`insert into public.quickbooks_ingestion_cursors (organization_id, realm_id, quickbooks_method, cursor_name, last_cursor)
    values (${a.orgId}, ${a.realmId}, ${a.method}, ${a.name}, ${a.value})
    on conflict (realm_id, quickbooks_method, cursor_name) do update set organization_id = excluded.organization_id, last_cursor = excluded.last_cursor, updated_at = now()`
}
