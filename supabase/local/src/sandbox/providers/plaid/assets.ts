/**
 * Asset reports: /asset_report/create answers at once with a token and id, the report is generated in the background
 * (`readyAfterMs`, 300 ms by default) and announced with an ASSETS PRODUCT_READY webhook, or fails with an ASSETS
 * ERROR webhook when a test asked for that (`POST /plaid/_sandbox/asset-reports {fail: {error_code, …}}`);
 * /asset_report/get answers PRODUCT_NOT_READY until then. /asset_report/remove forgets it.
 */
import type { SandboxRouter } from '../../server.ts'
import { PlaidFailure, endpoint, invalidInput, invalidRequest, requireFields } from './api.ts'
import { dayString, today } from './data.ts'
import { type Item, institutionName, itemFor } from './items.ts'
import { sendWebhook } from './keys.ts'
import { transactionJson } from './transactions.ts'

type Report = {
  id: string
  items: Item[]
  daysRequested: number
  clientReportId: string | null
  state: 'pending' | 'ready' | 'error'
  error: PlaidFailure | null
  generated: string | null
}
const reports = new Map<string, Report>()
export const assetSettings: {
  readyAfterMs: number
  fail: Partial<{ error_type: string; error_code: string; error_message: string; display_message: string }> | null
} = {
  readyAfterMs: 300,
  fail: null,
}

function reportJson(r: Report) {
  const from = today() - r.daysRequested
  return {
    asset_report_id: r.id,
    client_report_id: r.clientReportId,
    date_generated: r.generated,
    days_requested: r.daysRequested,
    user: {},
    items: r.items.map((item) => ({
      item_id: item.itemId,
      institution_id: item.institutionId,
      institution_name: institutionName(item.institutionId),
      date_last_updated: r.generated,
      accounts: item.accounts.map((a) => {
        const rows = [...item.txns.values()].filter(
          (t) => t.accountId === a.account_id && !t.removed && !t.pending && t.day >= from,
        )
        return {
          ...item.accountJson(a),
          days_available: r.daysRequested,
          historical_balances: [
            {
              date: dayString(today()),
              current: item.balances(a).current,
              iso_currency_code: 'USD',
              unofficial_currency_code: null,
            },
          ],
          owners: [{ names: ['Sandbox Business LLC'], addresses: [], emails: [], phone_numbers: [] }],
          ownership_type: null,
          transactions: rows.map((t) => {
            const j = transactionJson(t)
            return {
              account_id: j.account_id,
              amount: j.amount,
              date: j.date,
              iso_currency_code: 'USD',
              unofficial_currency_code: null,
              original_description: j.name,
              pending: false,
              transaction_id: j.transaction_id,
            }
          }),
        }
      }),
    })),
  }
}

export function mountAssets(r: SandboxRouter) {
  const log = (m: string) => r.ctx.log('sandbox', m)

  endpoint(r, '/asset_report/create', ({ body }) => {
    requireFields(body, ['access_tokens', 'days_requested'])
    const tokens = body.access_tokens as string[]
    if (!Array.isArray(tokens) || tokens.length === 0 || tokens.length > 99)
      throw invalidRequest('INVALID_FIELD', 'access_tokens must hold between 1 and 99 tokens')
    const days = Number(body.days_requested)
    if (!Number.isInteger(days) || days < 0 || days > 731)
      throw invalidRequest('INVALID_FIELD', 'days_requested must be an integer between 0 and 731')
    const items = tokens.map((t) => itemFor(t))
    const options = (body.options ?? {}) as { webhook?: string; client_report_id?: string }
    const report: Report = {
      id: crypto.randomUUID().replace(/-/g, ''),
      items,
      daysRequested: days,
      clientReportId: options.client_report_id ?? null,
      state: 'pending',
      error: null,
      generated: null,
    }
    const token = `assets-sandbox-${crypto.randomUUID()}`
    reports.set(token, report)
    const fail = assetSettings.fail
    assetSettings.fail = null
    const webhook = options.webhook ?? items[0].webhook
    setTimeout(() => {
      if (fail) {
        report.state = 'error'
        report.error = new PlaidFailure(
          fail.error_type ?? 'ASSET_REPORT_ERROR',
          fail.error_code ?? 'ASSET_REPORT_GENERATION_FAILED',
          fail.error_message ?? 'Asset report generation failed',
          400,
          fail.display_message ?? null,
        )
        const { request_id: _r, causes: _c, status: _s, documentation_url: _d, ...error } = report.error.toJSON()
        void sendWebhook(
          webhook,
          { webhook_type: 'ASSETS', webhook_code: 'ERROR', asset_report_id: report.id, error },
          log,
        )
      } else {
        report.state = 'ready'
        report.generated = new Date().toISOString()
        void sendWebhook(
          webhook,
          { webhook_type: 'ASSETS', webhook_code: 'PRODUCT_READY', asset_report_id: report.id, report_type: 'FULL' },
          log,
        )
      }
    }, assetSettings.readyAfterMs)
    return { asset_report_token: token, asset_report_id: report.id }
  })

  endpoint(r, '/asset_report/get', ({ body }) => {
    requireFields(body, ['asset_report_token'])
    const report = reports.get(String(body.asset_report_token))
    if (!report) throw invalidInput('INVALID_ASSET_REPORT_TOKEN', 'provided asset report token is invalid')
    if (report.state === 'error') throw report.error!
    if (report.state === 'pending')
      throw new PlaidFailure(
        'ASSET_REPORT_ERROR',
        'PRODUCT_NOT_READY',
        'the requested product is not yet ready. please provide a webhook or try the request again later',
      )
    return { report: reportJson(report), warnings: [] }
  })

  endpoint(r, '/asset_report/remove', ({ body }) => {
    requireFields(body, ['asset_report_token'])
    if (!reports.delete(String(body.asset_report_token)))
      throw invalidInput('INVALID_ASSET_REPORT_TOKEN', 'provided asset report token is invalid')
    return { removed: true }
  })
}
