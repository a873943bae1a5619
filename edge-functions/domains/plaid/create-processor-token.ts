/**
 * A processor token for one bank account (spec §3 Account processor_token): lets a payments partner (Stripe, Dwolla
 * …) move money from the account without seeing the item's access token. Kept encrypted as the connection's secret
 * 'processor_token:<Plaid account_id>' ({token, processor}); asking again replaces it.
 */
import type { Tx } from '../../_shared/db.ts'
import { saveSecret } from '../connections/connection-store.ts'
import { loadItem } from './item-access.ts'
import { plaidCall, plaidClient } from './plaid-api.ts'
import type { ProcessorTokenCreateRequestProcessorEnum } from 'plaid'

export async function createProcessorToken({
  tx,
  bankAccountId,
  processor,
}: {
  tx: Tx
  bankAccountId: string
  processor: string
}) {
  const [account] =
    await tx`select connection_id, account_id from public.bank_accounts where id = ${bankAccountId} and provider = 'plaid'`
  if (!account) throw new Error('No Plaid bank account with that id')
  const loaded = await loadItem(tx, account.connection_id)
  if (loaded?.connection.status !== 'active') throw new Error('The bank connection is not active')
  const { processor_token } = await plaidCall(() =>
    plaidClient().processorTokenCreate({
      access_token: loaded.accessToken,
      account_id: account.account_id,
      processor: processor as ProcessorTokenCreateRequestProcessorEnum,
    }),
  )
  await saveSecret(tx, loaded.connection.id, `processor_token:${account.account_id}`, {
    token: processor_token,
    processor,
  })
  return { secret: `processor_token:${account.account_id}` }
}
