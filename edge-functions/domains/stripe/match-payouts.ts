/**
 * Stripe payouts against the bank-feed deposits they became (shared/rules/stripe-payouts.ts): every USD payout with
 * its state (confirmed, matched, ambiguous, unmatched), the deposit it matched or was confirmed against, and the
 * deposits that fit it; a bookkeeper confirms a pair or undoes a confirmation. Suggestions are worked out from the
 * feeds as they stand each time; only confirmations are stored (stripe_payout_matches), as the caller (RLS: staff).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  fits,
  matchPayouts,
  PAYOUT_DAYS_AFTER,
  PAYOUT_DAYS_BEFORE,
  PAYOUT_MESSAGES,
  type TDeposit,
  type TPayout,
} from '../../../shared/rules/stripe-payouts.ts'

const day = (t: Date) => t.toISOString().slice(0, 10)

async function readPayouts(tx: Tx, orgId: string, payoutId?: string): Promise<TPayout[]> {
  const rows = await tx`select external_id, amount_cents::int8,
      to_timestamp(coalesce((raw ->> 'arrival_date')::bigint, extract(epoch from provider_created_at)::bigint)) as arrival
    from public.stripe_objects
    where organization_id = ${orgId} and kind = 'payout' and currency = 'USD' and amount_cents > 0
      and coalesce(status, 'paid') not in ('failed', 'canceled')
      and (${payoutId ?? null}::text is null or external_id = ${payoutId ?? null})
    order by provider_created_at desc, external_id`
  return rows.map((r) => ({ id: r.external_id, amountCents: Number(r.amount_cents), arrivalDate: day(r.arrival) }))
}

/** Money into the organization's bank feeds (Plaid, Teller, its business bank) around the payouts' arrivals. */
async function readDeposits(tx: Tx, orgId: string, payouts: TPayout[]) {
  if (payouts.length === 0) return []
  const dates = payouts.map((p) => p.arrivalDate).sort()
  const rows = await tx`select p.id, p.total_amount_cents::int8 as amount, p.transaction_effective_time as at,
      p.description, coalesce(a.name, b.name) as account
    from public.provider_transactions p
    left join public.bank_accounts a on a.id = p.bank_account_id
    left join public.banking_accounts b on b.id = p.banking_account_id
    where p.organization_id = ${orgId} and p.provider in ('plaid', 'teller', 'bank') and p.deleted_at is null
      and not p.pending and p.total_amount_cents > 0
      and p.transaction_effective_time >= (${dates[0]}::date - ${PAYOUT_DAYS_BEFORE}::int)
      and p.transaction_effective_time < (${dates[dates.length - 1]}::date + ${PAYOUT_DAYS_AFTER + 1}::int)
      and p.total_amount_cents = any(${[...new Set(payouts.map((x) => x.amountCents))]}::int8[])`
  return rows.map((r) => ({
    id: r.id as string,
    amountCents: Number(r.amount),
    date: day(r.at),
    description: r.description as string | null,
    account: r.account as string | null,
  }))
}

export async function listPayoutMatches({ tx, orgId }: { tx: Tx; orgId: string }) {
  const payouts = await readPayouts(tx, orgId)
  const deposits = await readDeposits(tx, orgId, payouts)
  const confirmedRows = await tx`select m.payout_id, m.provider_transaction_id, m.confirmed_at,
      p.total_amount_cents::int8 as amount, p.transaction_effective_time as at, p.description
    from public.stripe_payout_matches m join public.provider_transactions p on p.id = m.provider_transaction_id
    where m.organization_id = ${orgId}`
  const confirmed = new Map(confirmedRows.map((r) => [r.payout_id as string, r.provider_transaction_id as string]))
  const byId = new Map<string, TDeposit & { account?: string | null }>(deposits.map((d) => [d.id, d]))
  for (const r of confirmedRows)
    if (!byId.has(r.provider_transaction_id))
      byId.set(r.provider_transaction_id, {
        id: r.provider_transaction_id,
        amountCents: Number(r.amount),
        date: day(r.at),
        description: r.description,
      })
  const matches = matchPayouts(payouts, deposits, confirmed)
  const show = (id: string) => {
    const d = byId.get(id)
    return d
      ? { id: d.id, date: d.date, amountCents: d.amountCents, description: d.description, account: d.account ?? null }
      : null
  }
  const counts = { confirmed: 0, matched: 0, ambiguous: 0, unmatched: 0 }
  const rows = payouts.map((p, i) => {
    const m = matches[i]
    counts[m.state]++
    return {
      payoutId: p.id,
      amountCents: p.amountCents,
      arrivalDate: p.arrivalDate,
      state: m.state,
      deposit: m.depositId ? show(m.depositId) : null,
      candidates: m.candidates.map(show).filter((d) => d !== null),
    }
  })
  return { counts, payouts: rows }
}

/** Confirms a payout against one of the deposits that fit it; refused when either is already confirmed elsewhere. */
export async function confirmPayoutMatch({
  tx,
  orgId,
  payoutId,
  depositId,
}: {
  tx: Tx
  orgId: string
  payoutId: string
  depositId: string
}) {
  const [payout] = await readPayouts(tx, orgId, payoutId)
  if (!payout) throw new AppError('not_found', 'No such Stripe payout')
  const deposit = (await readDeposits(tx, orgId, [payout])).find((d) => d.id === depositId)
  if (!deposit || !fits(payout, deposit))
    throw new AppError('validation_failed', PAYOUT_MESSAGES.notACandidate, {
      fields: [{ field: 'depositId', message: PAYOUT_MESSAGES.notACandidate }],
    })
  const [mine] =
    await tx`select 1 from public.stripe_payout_matches where organization_id = ${orgId} and payout_id = ${payoutId}`
  if (mine) throw new AppError('conflict', PAYOUT_MESSAGES.alreadyConfirmed)
  const [taken] = await tx`select 1 from public.stripe_payout_matches where provider_transaction_id = ${depositId}`
  if (taken) throw new AppError('conflict', PAYOUT_MESSAGES.depositTaken)
  await tx`insert into public.stripe_payout_matches (organization_id, payout_id, provider_transaction_id)
    values (${orgId}, ${payoutId}, ${depositId})`
  return await listPayoutMatches({ tx, orgId })
}

/**
 * Undoes a confirmation: the payout is suggested afresh from the feeds. Refused while the deposit lies in a reconciled
 * period of its bank account: that reconciliation counted it explained and keeps its figures until it is reopened.
 */
export async function undoPayoutMatch({ tx, orgId, payoutId }: { tx: Tx; orgId: string; payoutId: string }) {
  const [reconciled] = await tx`select 1 from public.stripe_payout_matches m
    join public.provider_transactions p on p.id = m.provider_transaction_id
    join public.statement_accounts s on s.organization_id = m.organization_id and s.plaid_bank_account_id = p.bank_account_id
    join public.reconciliations r on r.statement_account_id = s.id and r.reconciled_at is not null
      and p.transaction_effective_time::date between r.period_start and r.period_end
    where m.organization_id = ${orgId} and m.payout_id = ${payoutId} limit 1`
  if (reconciled) throw new AppError('unprocessable', PAYOUT_MESSAGES.reconciled)
  const gone = await tx`delete from public.stripe_payout_matches
    where organization_id = ${orgId} and payout_id = ${payoutId} returning 1`
  if (gone.length === 0) throw new AppError('not_found', 'This payout has no confirmed match to undo')
  return await listPayoutMatches({ tx, orgId })
}
