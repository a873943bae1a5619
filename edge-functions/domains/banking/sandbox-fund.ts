/**
 * POST /accounts/:accountId/sandbox-fund: an incoming ACH deposit from the sandbox core (its /sandbox/fund helper),
 * for trying banking locally; a real core has no such thing, so the route is a 404 anywhere else. The deposit then
 * reaches the product like any money: by webhook and by the sync queued here. A deposit the core refuses (into a
 * closed or suspended account) is answered 409 with the entry result's message; nothing moved and no sync is queued.
 */
import { asService, asUser, type Claims } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { assertBanking } from '../../_shared/access.ts'
import { bankingConnection } from './banking-connection.ts'
import { findAccount } from './accounts.ts'
import { CoreApiError, coreClient } from './core-client.ts'
import { ENTRY_RESULT_MESSAGES } from '../../../shared/rules/banking.ts'
import { bankingSyncJob } from './jobs.ts'

export async function sandboxFund({
  claims,
  organizationId,
  accountId,
  amountMicros,
}: {
  claims: Claims
  organizationId: string
  accountId: string
  amountMicros: string
}) {
  const core = coreClient()
  if (!core.config.sandbox) throw new AppError('not_found', 'Sandbox funding exists only with the sandbox core')
  const { coreAccountId, connection } = await asUser(claims, async (tx) => {
    await assertBanking(tx, organizationId, 'use')
    return {
      coreAccountId: (await findAccount(tx, organizationId, accountId)).coreAccountId,
      connection: await bankingConnection(tx, organizationId),
    }
  })
  const transfer = await core.sandbox.fund({ account_id: coreAccountId, amount: amountMicros }).catch((e) => {
    if (e instanceof CoreApiError && e.entryResult) throw new AppError('conflict', ENTRY_RESULT_MESSAGES[e.entryResult])
    throw e
  })
  await asService((tx) =>
    enqueueJob({
      sql: tx,
      definition: bankingSyncJob,
      payload: { connectionId: connection.id, trigger: 'manual' },
      organizationId,
    }),
  )
  return { transferId: transfer.id, status: transfer.status, amountMicros }
}
