/**
 * Stores entry versions of one connection, from the poll or a webhook alike (service role), in one statement: each
 * entry is upserted by its core id keeping the version with the highest sequence, so either path, both, repeated or
 * out of order, store every change once. From the rows that changed: account balances (the highest sequence wins),
 * the payments those entries belong to (pending, settled or failed), and the books: a settled entry becomes a
 * provider transaction (provider `bank`) with its entry link (source `bank_app`); an entry that fails after
 * settling voids its provider transaction (deleted_at), as a removed bank line does.
 */
import type { Tx } from '../../_shared/db.ts'
import { PAYMENT_MESSAGES } from '../../../shared/rules/banking.ts'
import { coreClient } from './core-client.ts'
import type { CoreAccount, CoreEntry } from './core-types.ts'
import { upsertCoreAccounts } from './store-accounts.ts'
import { latestVersions, toEntryRow } from './transform.ts'

export type BankingConnection = { id: string; organizationId: string; externalId: string }
export type StoreCounts = { received: number; changed: number; settled: number; voided: number; payments: number }

/**
 * Core account ids of these entries that the connection does not have yet: fetched and stored when they are the
 * customer's (an account opened at the core some other way), left out when they are not (the core's clearing
 * accounts appear in a transfer's entries). With `fetchUnknown` false, unknown accounts are only left out.
 */
async function knownAccounts(tx: Tx, c: BankingConnection, accountIds: string[], fetchUnknown: boolean) {
  const rows = await tx`select core_account_id from public.banking_accounts
    where connection_id = ${c.id} and core_account_id = any(${accountIds})`
  const known = new Set<string>(rows.map((r) => r.core_account_id))
  const unknown = accountIds.filter((id) => !known.has(id))
  if (!fetchUnknown || unknown.length === 0) return known
  const fetched: CoreAccount[] = []
  for (const id of unknown) {
    const a = await coreClient().getAccount(id)
    if (a.customer_id === c.externalId) fetched.push(a)
  }
  const ids = await upsertCoreAccounts(tx, { organizationId: c.organizationId, connectionId: c.id, accounts: fetched })
  for (const id of ids.keys()) known.add(id)
  return known
}

export async function storeEntries(
  tx: Tx,
  c: BankingConnection,
  entries: readonly CoreEntry[],
  opts: { fetchUnknownAccounts?: boolean } = {},
): Promise<StoreCounts> {
  const latest = latestVersions(entries)
  const known = await knownAccounts(
    tx,
    c,
    [...new Set(latest.map((e) => e.account_id))],
    opts.fetchUnknownAccounts ?? true,
  )
  const rows = latest.filter((e) => known.has(e.account_id)).map(toEntryRow)
  if (rows.length === 0) return { received: entries.length, changed: 0, settled: 0, voided: 0, payments: 0 }
  const [r] = await tx`
    with x as (
      select * from jsonb_to_recordset(${tx.json(rows as never)}) as x(core_entry_id text, transaction_id text,
        account_id text, amount_micros bigint, currency_code text, transaction_direction text, transaction_type text,
        layer text, counterparty_name text, counterparty_id text, entry_result text, user_id text,
        transaction_created_time timestamptz, transaction_effective_time timestamptz, description text,
        account_balance_micros bigint, account_available_balance_micros bigint, updated_at timestamptz, sequence bigint,
        total_amount_cents bigint, books_description text, raw jsonb)
    ), up as (
      insert into public.banking_entries as e (organization_id, banking_account_id, core_entry_id, transaction_id,
        account_id, amount_micros, currency_code, transaction_direction, transaction_type, layer, counterparty_name,
        counterparty_id, entry_result, user_id, transaction_created_time, transaction_effective_time, description,
        account_balance_micros, account_available_balance_micros, updated_at, sequence, payment_id)
      select ${c.organizationId}, a.id, x.core_entry_id, x.transaction_id, x.account_id, x.amount_micros, x.currency_code,
        x.transaction_direction, x.transaction_type, x.layer, x.counterparty_name, x.counterparty_id, x.entry_result,
        x.user_id, x.transaction_created_time, x.transaction_effective_time, x.description, x.account_balance_micros,
        x.account_available_balance_micros, x.updated_at, x.sequence,
        (select p.id from public.banking_payments p where p.core_transfer_id = x.transaction_id)
      from x join public.banking_accounts a on a.core_account_id = x.account_id and a.connection_id = ${c.id}
      on conflict (core_entry_id) do update set transaction_id = excluded.transaction_id,
        amount_micros = excluded.amount_micros, transaction_direction = excluded.transaction_direction,
        transaction_type = excluded.transaction_type, layer = excluded.layer,
        counterparty_name = excluded.counterparty_name, counterparty_id = excluded.counterparty_id,
        entry_result = excluded.entry_result, user_id = excluded.user_id,
        transaction_created_time = excluded.transaction_created_time,
        transaction_effective_time = excluded.transaction_effective_time, description = excluded.description,
        account_balance_micros = excluded.account_balance_micros,
        account_available_balance_micros = excluded.account_available_balance_micros, updated_at = excluded.updated_at,
        sequence = excluded.sequence, payment_id = coalesce(e.payment_id, excluded.payment_id), synced_at = now()
      where e.sequence < excluded.sequence
      returning e.*
    ), balances as (
      update public.banking_accounts a set balance_micros = b.account_balance_micros,
        available_balance_micros = b.account_available_balance_micros, balance_sequence = b.sequence, updated_at = now()
      from (select distinct on (banking_account_id) banking_account_id, account_balance_micros,
              account_available_balance_micros, sequence
            from up order by banking_account_id, sequence desc) b
      where a.id = b.banking_account_id and a.balance_sequence < b.sequence
      returning a.id
    ), moved as (
      select distinct on (u.payment_id) u.payment_id, u.entry_result,
        case u.layer when 'Settled' then 'settled' when 'Failed' then 'failed' when 'Rejected' then 'rejected'
          else 'pending' end as status
      from up u join public.banking_payments p on p.id = u.payment_id
      where u.banking_account_id = p.from_account_id and u.transaction_direction = 'Debit'
      order by u.payment_id, u.sequence desc
    ), payments as (
      update public.banking_payments p set status = m.status,
        settled_at = case when m.status = 'settled' then coalesce(p.settled_at, now()) else p.settled_at end,
        entry_result = case when m.status = 'failed' then m.entry_result else p.entry_result end,
        message = case when m.status = 'failed' then ${PAYMENT_MESSAGES.failedAfterSent} else p.message end,
        updated_at = now()
      from moved m
      where p.id = m.payment_id and (p.status, m.status) in (('submitted', 'pending'), ('submitted', 'settled'),
        ('submitted', 'failed'), ('submitted', 'rejected'), ('pending', 'settled'), ('pending', 'failed'),
        ('settled', 'failed'))
      returning p.id
    ), settled as (
      select u.core_entry_id, u.banking_account_id, u.transaction_direction, u.transaction_created_time,
        u.transaction_effective_time, u.counterparty_name, u.counterparty_id, x.total_amount_cents, x.books_description,
        x.raw
      from up u join x on x.core_entry_id = u.core_entry_id
      where u.layer = 'Settled'
    ), lines as (
      insert into public.provider_transactions as t (organization_id, provider, connection_id, banking_account_id,
        transaction_id, status, pending, transaction_effective_time, transaction_created_time, currency,
        total_amount_cents, description, vendor, payment_channel, counterparties, raw)
      select ${c.organizationId}, 'bank', ${c.id}, s.banking_account_id, s.core_entry_id, 'posted', false,
        coalesce(s.transaction_effective_time, s.transaction_created_time), s.transaction_created_time, 'USD',
        s.total_amount_cents, s.books_description, s.counterparty_name, 'other',
        case when s.counterparty_name is null then '[]'::jsonb
          else jsonb_build_array(jsonb_build_object('name', s.counterparty_name, 'id', s.counterparty_id)) end,
        s.raw
      from settled s
      on conflict (provider, transaction_id) do update set banking_account_id = excluded.banking_account_id,
        transaction_effective_time = excluded.transaction_effective_time,
        transaction_created_time = excluded.transaction_created_time, total_amount_cents = excluded.total_amount_cents,
        description = excluded.description, vendor = excluded.vendor, counterparties = excluded.counterparties,
        raw = excluded.raw, deleted_at = null, updated_at = now()
      returning t.id, t.transaction_id
    ), directions as materialized (
      select jsonb_object_agg(s.core_entry_id, s.transaction_direction) as direction from settled s
    ), links as (
      insert into public.entry_links as l (organization_id, source, external_id, provider_transaction_id,
        transaction_direction)
      -- each line's direction from one map built once (materialized): joining lines to the entries, or a map built
      -- in place, the planner takes both sides for a row or two and compares every line with every entry (0.12 s of
      -- a 530-entry sync; 0.85 s of a 1,000-entry one with the map rebuilt for each line)
      select ${c.organizationId}, 'bank_app', lines.transaction_id, lines.id, d.direction ->> lines.transaction_id
      from lines cross join directions d
      on conflict (organization_id, source, external_id) do update
        set provider_transaction_id = excluded.provider_transaction_id, updated_at = now()
      returning l.id
    ), voided as (
      update public.provider_transactions t set deleted_at = now(), updated_at = now()
      from up u
      where u.layer in ('Failed', 'Rejected') and t.provider = 'bank' and t.transaction_id = u.core_entry_id
        and t.deleted_at is null
      returning t.id
    )
    select (select count(*) from up)::int as changed, (select count(*) from lines)::int as settled,
      (select count(*) from voided)::int as voided, (select count(*) from payments)::int as payments,
      (select count(*) from balances)::int as balances, (select count(*) from links)::int as links`
  return { received: entries.length, changed: r.changed, settled: r.settled, voided: r.voided, payments: r.payments }
}
