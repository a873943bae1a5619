/** Payees: listed as the caller (RLS); added at the core by someone who moves money, then stored as it answered. */
import { asService, asUser, type Claims, type Tx } from '../../_shared/db.ts'
import type { TBankingCounterparty, TCreateBankingCounterpartyRequest } from '../../../shared/schemas/banking.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'
import { bankingConnection } from './banking-connection.ts'
import { coreRefusal } from './accounts.ts'
import { coreClient } from './core-client.ts'
import type { CoreCounterparty } from './core-types.ts'

export const COUNTERPARTY_COLUMNS = `c.id, c.name, c.counterparty_type as "counterpartyType", c.routing_number as "routingNumber",
  c.account_number_last4 as "accountNumberLast4", c.account_type as "accountType", c.created_at as "createdAt"`

export async function listCounterparties({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  await assertBanking(tx, organizationId)
  const rows = await tx`select ${tx.unsafe(COUNTERPARTY_COLUMNS)} from public.banking_counterparties c
    where c.organization_id = ${organizationId} order by lower(c.name), c.id`
  return { counterparties: plain<TBankingCounterparty[]>(rows) }
}

/** Stores the core's payees of a connection (service role). */
export async function upsertCoreCounterparties(
  tx: Tx,
  args: {
    organizationId: string
    connectionId: string
    counterparties: readonly CoreCounterparty[]
    createdBy?: string | null
  },
) {
  if (args.counterparties.length === 0) return
  await tx`
    insert into public.banking_counterparties (organization_id, connection_id, core_counterparty_id, name,
      counterparty_type, routing_number, account_number_last4, account_type, created_by)
    select ${args.organizationId}, ${args.connectionId}, x.id, x.name, x.type, x.routing_number, x.account_number_last4,
      x.account_type, ${args.createdBy ?? null}
    from jsonb_to_recordset(${tx.json(args.counterparties as never)}) as x(id text, name text, type text,
      routing_number text, account_number_last4 text, account_type text)
    on conflict (core_counterparty_id) do update set name = excluded.name, counterparty_type = excluded.counterparty_type,
      routing_number = excluded.routing_number, account_number_last4 = excluded.account_number_last4,
      account_type = excluded.account_type, updated_at = now()
    where banking_counterparties.organization_id = excluded.organization_id`
}

export async function createCounterparty({
  claims,
  organizationId,
  input,
}: {
  claims: Claims
  organizationId: string
  input: TCreateBankingCounterpartyRequest
}) {
  const connection = await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'use')
    return await bankingConnection(tx, organizationId)
  })
  let created: CoreCounterparty
  try {
    created = await coreClient().createCounterparty({
      customer_id: connection.customerId,
      name: input.name,
      type: input.counterpartyType,
      routing_number: input.routingNumber,
      account_number: input.accountNumber,
      account_type: input.accountType,
    })
  } catch (e) {
    coreRefusal(e, 'The bank did not add the payee')
  }
  await asService((tx) =>
    upsertCoreCounterparties(tx, {
      organizationId,
      connectionId: connection.id,
      counterparties: [created],
      createdBy: claims.sub,
    }),
  )
  return await asUser(claims, async (tx) => {
    const [row] = await tx`select ${tx.unsafe(COUNTERPARTY_COLUMNS)} from public.banking_counterparties c
      where c.core_counterparty_id = ${created.id}`
    return plain<TBankingCounterparty>(row)
  })
}
