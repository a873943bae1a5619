/**
 * The sandbox helpers under /banking-core/v1/sandbox/ (docs/banking-core.md "Sandbox helpers"): what the network and
 * the bank do on their own in a real core (incoming payments, settlement, returns, card activity, suspensions,
 * KYC decisions) made to happen on request, plus the rate limit, webhook endpoints and a reset.
 */
import type { SandboxRouter } from '../../server.ts'
import { setKyc, suspendAccount } from './accounts.ts'
import type { BankingCore } from './core.ts'
import { mountRoute } from './endpoint.ts'
import { type Body, CoreError, badRequest, micros, oneOf, readObject, required, text } from './http.ts'
import type { Transfer } from './ledger.ts'
import { accountJson, customerJson, transferJson } from './render.ts'
import { KYC_STATUSES, POSTED_TYPES } from './rules.ts'
import { finishCardHold, postToAccount, returnTransfer, settleTransfer } from './transfers.ts'

const answer = (t: Transfer) => ({ status: t.layer === 'Rejected' ? 422 : 201, body: transferJson(t) })

export function mountSandbox(r: SandboxRouter, core: () => BankingCore) {
  const route = (
    path: string,
    h: (body: Body, c: BankingCore) => ReturnType<Parameters<typeof mountRoute>[4]>,
    unlimited = false,
  ) =>
    mountRoute(r, core, 'POST', `/sandbox/${path}`, async (req) => h((await readObject(req)).body, core()), {
      unlimited,
    })

  route('fund', (b, c) =>
    answer(
      postToAccount(c, {
        accountId: required(b, 'account_id'),
        type: 'ach_incoming_credit',
        amount: micros(b),
        description: text(b, 'description', { required: false }) ?? 'SANDBOX ACH DEPOSIT',
        counterpartyName: text(b, 'counterparty_name', { required: false }) ?? 'Sandbox ACH Originator',
      }),
    ),
  )

  route('post', (b, c) => {
    const type = oneOf(b, 'type', POSTED_TYPES)
    const direction = type === 'admin_adjustment' ? oneOf(b, 'direction', ['Credit', 'Debit'] as const) : undefined
    return answer(
      postToAccount(c, {
        accountId: required(b, 'account_id'),
        type,
        amount: micros(b),
        direction,
        description: text(b, 'description', { required: false }) ?? type.replaceAll('_', ' ').toUpperCase(),
        counterpartyName: text(b, 'counterparty_name', { required: false }),
      }),
    )
  })

  route('settle', (b, c) => {
    const id = text(b, 'transfer_id', { required: false })
    if (id) return { status: 200, body: transferJson(settleTransfer(c, id)) }
    return { status: 200, body: { settled: c.settleDue({ all: true }).length } }
  })

  route('return', (b, c) => {
    const code = text(b, 'return_code', {
      required: false,
      pattern: /^R\d{2}$/,
      hint: 'return_code is an ACH return code like R01.',
    })
    const { transfer, returned } = returnTransfer(c, required(b, 'transfer_id'), code ?? 'R01')
    return { status: 200, body: { transfer: transferJson(transfer), return: returned && transferJson(returned) } }
  })

  route('card', (b, c) => {
    const action = oneOf(b, 'action', ['authorize', 'settle', 'release', 'refund'] as const)
    if (action === 'settle' || action === 'release') {
      const amount = action === 'settle' && b.amount !== undefined ? micros(b) : undefined
      return { status: 200, body: transferJson(finishCardHold(c, required(b, 'transfer_id'), action, amount)) }
    }
    const merchant = required(b, 'merchant', { max: 80 })
    const last4 =
      text(b, 'card_last4', { required: false, pattern: /^\d{4}$/, hint: 'card_last4 is four digits.' }) ?? '4821'
    return answer(
      postToAccount(c, {
        accountId: required(b, 'account_id'),
        type: action === 'authorize' ? 'card_authorization' : 'card_refund',
        amount: micros(b),
        description: `${merchant.toUpperCase()} CARD XXXX${last4}`,
        counterpartyName: merchant,
      }),
    )
  })

  route('suspend', (b, c) => {
    const suspended = b.suspended ?? true
    if (typeof suspended !== 'boolean') throw badRequest('suspended', 'suspended must be true or false.')
    return { status: 200, body: accountJson(suspendAccount(c, required(b, 'account_id'), suspended)) }
  })

  route('kyc', (b, c) => ({
    status: 200,
    body: customerJson(setKyc(c, required(b, 'customer_id'), oneOf(b, 'kyc_status', KYC_STATUSES))),
  }))

  route(
    'rate-limit',
    (b, c) => {
      const rps = b.requests_per_second
      if (rps !== null && !(typeof rps === 'number' && Number.isInteger(rps) && rps >= 1 && rps <= 1_000_000))
        throw badRequest(
          'requests_per_second',
          'requests_per_second must be a whole number from 1 to 1,000,000, or null for the default.',
        )
      c.limiter.set(rps)
      return { status: 200, body: { requests_per_second: c.limiter.perSecond } }
    },
    true,
  )

  // { ms }: every later call of the customer API waits this long before it is handled; 0 ends the stall
  route(
    'stall',
    (b, c) => {
      const ms = b.ms
      if (!(typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= 120_000))
        throw badRequest('ms', 'ms must be a whole number of milliseconds from 0 to 120000.')
      c.stallMs = ms
      return { status: 200, body: { stall_ms: ms } }
    },
    true,
  )

  route(
    'reset',
    (b, c) => {
      if (!c.opts.resetAllowed && b.force !== true)
        throw new CoreError(
          403,
          'reset_refused',
          'Reset erases the whole core: outside the test profile send { "force": true }.',
        )
      c.reset()
      return { status: 200, body: { reset: true } }
    },
    true,
  )

  // { url } for every customer, { customer_id, url } for one (a test's own receiver); url null sends none
  route('webhook-endpoint', (b, c) => {
    const customerId = text(b, 'customer_id', { required: false })
    if ('url' in b) {
      const url = b.url
      if (url !== null && (typeof url !== 'string' || !/^https?:\/\//.test(url)))
        throw badRequest('url', 'url must be an http(s) URL, or null to send no webhooks.')
      if (customerId) c.webhooks.endpoints.set(customerId, url)
      else c.webhooks.defaultUrl = url
    }
    if (b.retry_base_ms !== undefined) {
      const ms = b.retry_base_ms
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 10 || ms > 60_000)
        throw badRequest('retry_base_ms', 'retry_base_ms must be a whole number from 10 to 60000.')
      c.webhooks.retryBaseMs = ms
    }
    const url =
      customerId && c.webhooks.endpoints.has(customerId) ? c.webhooks.endpoints.get(customerId) : c.webhooks.defaultUrl
    return { status: 200, body: { customer_id: customerId, url, retry_base_ms: c.webhooks.retryBaseMs } }
  })

  mountRoute(r, core, 'GET', '/sandbox/webhooks', () => ({
    status: 200,
    body: { backlog: core().webhooks.backlog, data: core().webhooks.recent.slice(-200) },
  }))

  // the conservation check: settled credits − debits over every account, clearing accounts included, is zero
  mountRoute(r, core, 'GET', '/sandbox/ledger', () => {
    let settled = 0n
    let pendingDebits = 0n
    let pendingCredits = 0n
    const s = core().state
    for (const a of s.accounts.values()) {
      settled += a.settled
      pendingDebits += a.pendingDebits
      pendingCredits += a.pendingCredits
    }
    return {
      status: 200,
      body: {
        settled_total: settled.toString(),
        pending_debits: pendingDebits.toString(),
        pending_credits: pendingCredits.toString(),
        accounts: s.accounts.size,
        transfers: s.transfers.size,
        last_sequence: s.ledger.log.length,
      },
    }
  })
}
