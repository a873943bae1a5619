/**
 * The organization's revenue mapping (accounting §3.9): the eleven slots with their accounts and directions, read and
 * saved as the caller (RLS: people with access read, staff write). A slot saved without an account is cleared; a slot
 * never set shows its default direction and no account.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  DEFAULT_DIRECTIONS,
  REVENUE_MAPPING_SLOTS,
  type TRevenueMappingSlot,
} from '../../../shared/rules/stripe-revenue.ts'
import { readRevenueMapping } from './post-period.ts'

export async function listRevenueMapping({ tx, orgId }: { tx: Tx; orgId: string }) {
  const m = await readRevenueMapping(tx, orgId)
  return {
    slots: REVENUE_MAPPING_SLOTS.map((slot) => ({
      slot,
      accountId: m[slot]?.accountId ?? null,
      accountName: m[slot]?.accountName ?? null,
      transactionDirection: m[slot]?.transactionDirection ?? DEFAULT_DIRECTIONS[slot],
    })),
  }
}

export async function saveRevenueMapping({
  tx,
  orgId,
  slots,
}: {
  tx: Tx
  orgId: string
  slots: { slot: TRevenueMappingSlot; accountId: string | null; transactionDirection: 'Credit' | 'Debit' }[]
}) {
  const set = slots.filter((s) => s.accountId !== null)
  if (set.length) {
    const ids = set.map((s) => s.accountId as string)
    const found = await tx`select id::text from public.ledger_accounts
      where organization_id = ${orgId} and id = any(${ids}::bigint[]) and active`
    const known = new Set(found.map((r) => r.id as string))
    const missing = set.find((s) => !known.has(s.accountId as string))
    if (missing)
      throw new AppError(
        'validation_failed',
        `The account chosen for ${missing.slot} is not an active account of these books`,
        {
          fields: [{ field: `slots.${slots.indexOf(missing)}.accountId`, message: 'Choose an active account' }],
        },
      )
    await tx`insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
      select ${orgId}, x.slot, x.account_id, x.transaction_direction
      from jsonb_to_recordset(${tx.json(set.map((s) => ({ slot: s.slot, account_id: s.accountId, transaction_direction: s.transactionDirection })) as never)})
        as x(slot text, account_id bigint, transaction_direction text)
      on conflict (organization_id, slot) do update set account_id = excluded.account_id,
        transaction_direction = excluded.transaction_direction, updated_by = auth.uid(), updated_at = now()`
  }
  const cleared = slots.filter((s) => s.accountId === null).map((s) => s.slot)
  if (cleared.length)
    await tx`delete from public.payment_provider_mappings where organization_id = ${orgId} and slot = any(${cleared}::text[])`
  return await listRevenueMapping({ tx, orgId })
}
