/**
 * The firm model (layer three, docs/categorisation.md): trained in-process on every organization's categorisation
 * history with each account replaced by its master-chart account (coa mapping, or the account's own master number on
 * a chart numbered like the master chart), together with the calibrators of all layers. It reads across
 * organizations through the service role, so it never runs as a user and never hands out a line: only accounts and
 * odds. Kept in memory and retrained when the history has grown by a tenth or is older than RETRAIN_AFTER_MS.
 */
import { asService } from '../../_shared/db.ts'
import { type FirmExample, trainFirm } from '../../../shared/rules/categorisation.ts'

const RETRAIN_AFTER_MS = 10 * 60_000
/** Lines read for training, newest first: enough for a firm's patterns, bounded in memory and time. */
const TRAINING_LINES = 200_000

type Firm = ReturnType<typeof trainFirm> & { lines: number; trainedAt: number }
let cached: Promise<Firm> | null = null
let cachedLines = 0

/** The master-chart label of a history line: its mapping's master account, else its own number when it is one. */
const MASTER_LABEL_SQL = `coalesce(m.haven_account_number,
  case when h.account_number between 1000 and 9999 then h.account_number::text end)`

async function train(): Promise<Firm> {
  const rows = await asService((tx) =>
    tx.unsafe(`select h.organization_id::text as "organizationId", h.transaction_id as "transactionId",
        coalesce(h.transaction_date, h.created_at::date)::text as date, h.vendor, h.description,
        coalesce(h.amount_cents, 0)::float8 as "amountCents",
        coalesce(h.account_id, 'master:' || ${MASTER_LABEL_SQL}) as "accountId", h.account_name as "accountName",
        ${MASTER_LABEL_SQL} as "masterLabel"
      from public.vendor_account_history h
      left join lateral (select haven_account_number from public.coa_mappings m
        where m.organization_id = h.organization_id and lower(m.client_account_name) = lower(h.account_name)
          and m.deleted_at is null limit 1) m on true
      -- a line known only by its master account (an import, another ledger's chart) still teaches the model
      where h.account_id is not null or ${MASTER_LABEL_SQL} is not null
      order by h.transaction_date desc nulls last limit ${TRAINING_LINES}`),
  )
  const lines = rows as unknown as FirmExample[]
  return { ...trainFirm(lines), lines: lines.length, trainedAt: Date.now() }
}

async function historySize() {
  const [row] = await asService((tx) => tx`select count(*)::int as n from public.vendor_account_history`)
  return Number(row.n)
}

/** The firm model and calibrators, trained on first use and again when the history has moved on. */
export async function firmModel(): Promise<Firm> {
  if (cached) {
    const firm = await cached
    const stale = Date.now() - firm.trainedAt > RETRAIN_AFTER_MS
    if (!stale) {
      const n = await historySize()
      if (n <= cachedLines * 1.1 + 10) return firm
    }
  }
  cachedLines = await historySize()
  cached = train()
  cached.catch(() => {
    cached = null
  })
  return await cached
}

/** Forget the trained model (tests that rebuild the history start from a fresh one). */
export function forgetFirmModel() {
  cached = null
  cachedLines = 0
}
