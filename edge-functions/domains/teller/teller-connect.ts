/**
 * Teller on the one connect path. Start: the Teller Connect page with the signed state and our callback (locally the
 * sandbox's stand-in page; see docs/teller.md). Complete: what Connect's onSuccess delivered (access token, enrollment,
 * user, institution) is checked by listing the enrollment's accounts with the token, then stored: the connection
 * (external id = enrollment id), the encrypted 'access_token' secret, the enrollment, its accounts, the firm's read
 * permission on them. After connect: the first sync. Revoke: DELETE /accounts, Teller's way to end an enrollment.
 */
import { AppError } from '../../_shared/errors.ts'
import { issuesSentence } from '../../../shared/rules/field-errors.ts'
import { tellerSyncJob, ZTellerConnectResult } from '../../../shared/schemas/teller.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { tellerConfig } from './config.ts'
import { setEnrollmentStatus, storeEnrollment } from './store-enrollment.ts'
import { TellerApiError, tellerClient } from './teller-api.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { loadSecret, saveSecret, upsertConnection } from '../connections/connection-store.ts'

export const tellerAdapter: ConnectAdapter = {
  provider: 'teller',

  start({ state, redirectUri }) {
    const cfg = tellerConfig()
    const url = new URL(cfg.connectUrl)
    url.searchParams.set('application_id', cfg.applicationId)
    url.searchParams.set('environment', cfg.environment)
    url.searchParams.set('products', 'transactions,balance')
    url.searchParams.set('state', state)
    url.searchParams.set('redirect_uri', redirectUri)
    return Promise.resolve({ url: url.toString() })
  },

  async complete(tx, { organizationId, userId, query }) {
    const got = ZTellerConnectResult.safeParse(query)
    if (!got.success)
      throw new AppError('bad_request', `Teller connection refused: ${issuesSentence(got.error.issues)}`)
    const { accessToken, enrollment, user, institution } = got.data
    // Teller is asked before anything is written: the token must work and must be this enrollment's.
    let accounts: Awaited<ReturnType<ReturnType<typeof tellerClient>['listAccounts']>>
    try {
      accounts = await tellerClient(accessToken).listAccounts()
    } catch (e) {
      if (e instanceof TellerApiError)
        throw new AppError('bad_request', `Teller refused the connection (${e.code}): ${e.message}`)
      throw e
    }
    if (accounts.some((a) => a.enrollment_id !== enrollment))
      throw new AppError('bad_request', 'Teller connection refused: the access token belongs to another enrollment')
    const institutionName = accounts[0]?.institution.name ?? institution ?? null
    const connection = await upsertConnection(tx, {
      organizationId,
      provider: 'teller',
      externalId: enrollment,
      displayName: institutionName,
      scopes: ['transactions', 'balance'],
      metadata: { institutionId: accounts[0]?.institution.id ?? null, tellerUserId: user ?? null },
      connectedBy: userId,
    })
    await saveSecret(tx, connection.id, 'access_token', { token: accessToken })
    await storeEnrollment(tx, { connection, institutionName, accounts })
    return [connection]
  },

  async afterConnect(tx, c) {
    await enqueueJob({
      sql: tx,
      definition: tellerSyncJob,
      payload: { connectionId: c.id, trigger: 'connected' },
      organizationId: c.organizationId,
    })
  },

  async revoke(tx, c) {
    const secret = await loadSecret<{ token: string }>(tx, c.id, 'access_token')
    if (secret) await tellerClient(secret.value.token).deleteEnrollment()
  },

  async afterDisconnect(tx, c) {
    await setEnrollmentStatus(tx, c.id, 'revoked')
  },
}
