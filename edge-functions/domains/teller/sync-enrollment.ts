/**
 * One sync of a Teller enrollment, in the caller's transaction: its accounts (new ones stored and granted, vanished
 * or closed ones marked closed), every open account's transactions (the whole history the first time, then the last
 * 30 days, paged with count/from_id), and a balance reading per account in micros. A disconnected or revoked
 * enrollment breaks the connection and stops (retrying cannot fix it); other Teller errors are thrown to be retried.
 * Many accounts are synced in steps: when `stepUsedUp` says the step has worked its time, it stops after the account
 * in hand and answers `more` with the accounts done, which the next step (the job queues it) skips.
 */
import type { Tx } from '../../_shared/db.ts'
import { findConnection, loadSecret, markSynced } from '../connections/connection-store.ts'
import { applyTellerError } from './apply-teller-error.ts'
import { storeEnrollment } from './store-enrollment.ts'
import { storeTransactions } from './store-transactions.ts'
import { TellerApiError, tellerClient } from './teller-api.ts'
import { toBalance } from './transform.ts'

/** Pending lines settle within days; a later sync re-reads this much so changes and removals are seen. */
export const RESYNC_DAYS = 30

export type SyncResult =
  | { skipped: string }
  | { broken: string; code: string }
  | {
      accounts: number
      inserted: number
      updated: number
      removed: number
      closed: number
      more?: { doneAccounts: string[] }
    }

export async function syncEnrollment({
  tx,
  connectionId,
  signal,
  pageSize,
  doneAccounts = [],
  stepUsedUp = () => false,
}: {
  tx: Tx
  connectionId: string
  signal?: AbortSignal
  pageSize?: number
  doneAccounts?: string[]
  stepUsedUp?: () => boolean
}): Promise<SyncResult> {
  const c = await findConnection(tx, { id: connectionId })
  if (c?.provider !== 'teller') return { skipped: 'the connection is gone or disconnected' }
  const secret = await loadSecret<{ token: string }>(tx, c.id, 'access_token')
  if (!secret) return { skipped: 'the connection has no access token' }
  const api = tellerClient(secret.value.token)
  const since = c.lastSyncedAt
    ? new Date(c.lastSyncedAt.getTime() - RESYNC_DAYS * 86_400_000).toISOString().slice(0, 10)
    : undefined
  try {
    const listed = await api.listAccounts()
    const { enrollmentRowId, accounts } = await storeEnrollment(tx, {
      connection: c,
      institutionName: listed[0]?.institution.name ?? c.displayName,
      accounts: listed,
    })
    // accounts Teller no longer lists (removed from the enrollment) are closed for us
    const vanished = await tx`update public.bank_accounts set status = 'closed', updated_at = now()
      where teller_enrollment_id = ${enrollmentRowId} and status = 'open'
        and account_id <> all(${listed.map((a) => a.id)}::text[]) returning id`
    const totals = { accounts: accounts.length, inserted: 0, updated: 0, removed: 0, closed: vanished.length }
    const done = new Set(doneAccounts)
    const open = accounts.filter((x) => x.status === 'open' && !done.has(x.accountId))
    for (const [i, a] of open.entries()) {
      if (i > 0 && stepUsedUp()) return { ...totals, more: { doneAccounts: [...done] } }
      try {
        const transactions = await api.allTransactions(a.accountId, { startDate: since, signal, pageSize })
        const n = await storeTransactions(tx, {
          target: {
            organizationId: c.organizationId,
            connectionId: c.id,
            bankAccountId: a.id,
            accountType: a.type,
            currency: a.currency,
          },
          transactions,
          fullReadFrom: since ?? 'all',
        })
        totals.inserted += n.inserted
        totals.updated += n.updated
        totals.removed += n.removed
        const b = toBalance(await api.getBalances(a.accountId), a.currency)
        await tx`insert into public.bank_balances (bank_account_id, organization_id, available_micros, current_micros,
            iso_currency_code, is_verified, raw)
          values (${a.id}, ${c.organizationId}, ${b.available_micros}, ${b.current_micros}, ${b.iso_currency_code}, true,
            ${tx.json(b.raw as never)})`
      } catch (e) {
        // 410: the account was closed at the bank since Teller listed it
        if (!(e instanceof TellerApiError && e.gone)) throw e
        await tx`update public.bank_accounts set status = 'closed', updated_at = now() where id = ${a.id}`
        totals.closed++
      }
      done.add(a.accountId)
    }
    await markSynced(tx, c.id)
    return totals
  } catch (e) {
    if (e instanceof TellerApiError && (e.disconnected || e.revoked)) {
      await applyTellerError(tx, c.id, e)
      return { broken: e.disconnected ? 'disconnected' : 'revoked', code: e.code }
    }
    throw e
  }
}
