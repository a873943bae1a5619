/**
 * Plaid on the one connect path: start creates a link token whose Hosted Link returns the browser to our callback
 * (the state in its query); complete reads the Link session's public token (/link/token/get), exchanges it, and
 * stores the item, its accounts and balances (domains/plaid/store-item.ts); afterConnect queues the first sync and
 * the statements fetch; revoke removes the item at Plaid.
 */
import { AppError } from '../../_shared/errors.ts'
import { PLAID_PRODUCTS, plaidStatementsJob, plaidSyncJob } from '../../../shared/schemas/plaid.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { plaidWebhookUrl } from './config.ts'
import { saveLinkSession, takeLinkSession } from './link-session.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'
import { storeItem } from './store-item.ts'
import { STATE_TTL_SECONDS } from '../connections/oauth-state.ts'
import type { ConnectAdapter } from '../connections/connect-adapter.ts'
import { loadSecret } from '../connections/connection-store.ts'
import type { CountryCode, Products } from 'plaid'

const refused = (why: string) => new AppError('bad_request', `Plaid connection refused: ${why}`)

export const plaidAdapter: ConnectAdapter = {
  provider: 'plaid',

  async start({ organizationId, userId, state, redirectUri }) {
    const completion = new URL(redirectUri)
    completion.searchParams.set('state', state)
    const created = await plaidCall(() =>
      plaidClient().linkTokenCreate({
        client_name: 'Ledgerloop',
        language: 'en',
        country_codes: ['US' as CountryCode],
        user: { client_user_id: userId },
        products: PLAID_PRODUCTS as unknown as Products[],
        webhook: plaidWebhookUrl(),
        hosted_link: { completion_redirect_uri: completion.toString() },
      }),
    )
    if (!created.hosted_link_url) throw new Error('Plaid answered without a Hosted Link URL')
    await saveLinkSession({
      state,
      organizationId,
      userId,
      linkToken: created.link_token,
      expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
    })
    return { url: created.hosted_link_url }
  },

  async complete(tx, { organizationId, userId, query }) {
    const session = await takeLinkSession(tx, query.state)
    if (!session || session.organization_id !== organizationId)
      throw refused('this connection was already completed or has expired; connect the bank again')
    const api = plaidClient()
    const got = await plaidCall(() => api.linkTokenGet({ link_token: session.link_token }))
    const results = (got.link_sessions ?? []).flatMap((s) => s.results?.item_add_results ?? [])
    if (results.length === 0) throw refused('the bank was not linked; connect the bank again and choose your bank')
    const connections = []
    for (const r of results) {
      try {
        const { access_token, item_id } = await plaidCall(() =>
          api.itemPublicTokenExchange({ public_token: r.public_token }),
        )
        const [{ item }, { accounts }] = await Promise.all([
          plaidCall(() => api.itemGet({ access_token })),
          plaidCall(() => api.accountsGet({ access_token })),
        ])
        // the same bank logged in again is a duplicate Item (Plaid bills and syncs each): keep the first
        const institutionId = item.institution_id ?? r.institution?.institution_id ?? null
        const institutionName = item.institution_name ?? r.institution?.name ?? 'This bank'
        const [dup] = await tx`select 1 from public.plaid_items i
          join public.provider_connections c on c.id = i.connection_id and c.status <> 'disconnected'
          join public.bank_accounts b on b.connection_id = c.id
          where i.organization_id = ${organizationId} and i.institution_id = ${institutionId}
            and (b.mask, b.name) in (select x.mask, x.name from jsonb_to_recordset(${tx.json(
              accounts.map((a) => ({ mask: a.mask ?? null, name: a.name })) as never,
            )}) as x(mask text, name text)) limit 1`
        if (institutionId && dup) {
          await plaidCall(() => api.itemRemove({ access_token })).catch(() => {})
          throw refused(
            `${institutionName} is already connected with these accounts. If it stopped syncing, reconnect it from Integrations`,
          )
        }
        connections.push(
          await storeItem(tx, {
            organizationId,
            userId,
            item: {
              itemId: item_id,
              accessToken: access_token,
              institutionId: item.institution_id ?? r.institution?.institution_id ?? null,
              institutionName: item.institution_name ?? r.institution?.name ?? null,
              consentExpirationTime: item.consent_expiration_time,
              products: (item.consented_products ?? item.products ?? item.billed_products ?? []).map(String),
              accounts,
            },
          }),
        )
      } catch (e) {
        if (e instanceof PlaidApiError && e.errorCode === 'INVALID_PUBLIC_TOKEN')
          throw refused('this connection was already completed or has expired; connect the bank again')
        throw e
      }
    }
    return connections
  },

  async afterConnect(tx, c) {
    await enqueueJob({
      sql: tx,
      definition: plaidSyncJob,
      payload: { connectionId: c.id, trigger: 'connected' },
      organizationId: c.organizationId,
    })
    await enqueueJob({
      sql: tx,
      definition: plaidStatementsJob,
      payload: { connectionId: c.id },
      organizationId: c.organizationId,
    })
  },

  async revoke(tx, c) {
    const secret = await loadSecret<{ token: string }>(tx, c.id, 'access_token')
    if (secret) await plaidCall(() => plaidClient().itemRemove({ access_token: secret.value.token }))
  },
}
