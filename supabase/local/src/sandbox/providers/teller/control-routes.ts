/**
 * Sandbox-only controls under /teller/_sandbox (not part of Teller), for tests and the demo: make an enrollment
 * without the page (answering what Connect's onSuccess delivers), read one back, disconnect or reconnect it, revoke
 * its token, queue failures, add, settle or close accounts' transactions; and the webhook sender, which signs like
 * Teller: `Teller-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (one v1 per secret).
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../../webhook-delivery.ts'
import { PREFIX } from './api-routes.ts'
import {
  addEntry,
  availableCents,
  createEnrollment,
  findAccount,
  findEnrollment,
  ledgerCents,
  settlePending,
} from './enrollments.ts'
import { centsText } from './ledger.ts'

const onSuccess = (e: NonNullable<ReturnType<typeof findEnrollment>>) => ({
  accessToken: e.accessToken,
  user: { id: e.userId },
  enrollment: { id: e.id, institution: { name: e.institution.name } },
})

export function mountControl(r: SandboxRouter) {
  const base = `${PREFIX}/_sandbox`

  r.add('POST', `${base}/enrollments`, async (req, res) => {
    const body = await readJson<{ institution?: string }>(req)
    sendJson(res, 201, onSuccess(createEnrollment({ institutionId: body.institution })))
  })

  r.add('GET', `${base}/enrollments/:id`, (_req, res, _u, p) => {
    const e = findEnrollment(p.id)
    if (!e) return sendJson(res, 404, { error: `no enrollment ${p.id}` })
    sendJson(res, 200, {
      ...onSuccess(e),
      status: e.status,
      tokenRevoked: e.tokenRevoked,
      calls: e.calls,
      accounts: e.accounts.map((a) => ({
        id: a.id,
        type: a.type,
        subtype: a.subtype,
        status: a.status,
        transactions: a.entries.length,
        pending: a.entries.filter((x) => x.status === 'pending').length,
        ledger: centsText(ledgerCents(a)),
        available: centsText(availableCents(a)),
      })),
    })
  })

  /** Body: { reason? } like "disconnected.account_locked"; API calls then answer 404 enrollment.disconnected.… */
  r.add('POST', `${base}/enrollments/:id/disconnect`, async (req, res, _u, p) => {
    const e = findEnrollment(p.id)
    if (!e) return sendJson(res, 404, { error: `no enrollment ${p.id}` })
    const body = await readJson<{ reason?: string }>(req)
    e.status = 'disconnected'
    e.reason = body.reason ?? 'disconnected'
    sendJson(res, 200, { id: e.id, status: e.status, reason: e.reason })
  })
  r.add('POST', `${base}/enrollments/:id/reconnect`, (_req, res, _u, p) => {
    const e = findEnrollment(p.id)
    if (!e) return sendJson(res, 404, { error: `no enrollment ${p.id}` })
    if (e.status === 'disconnected') e.status = 'active'
    e.reason = null
    sendJson(res, 200, { id: e.id, status: e.status })
  })
  /** The user revoked the application's access at Teller: the token answers 403 from now on. */
  r.add('POST', `${base}/enrollments/:id/revoke`, (_req, res, _u, p) => {
    const e = findEnrollment(p.id)
    if (!e) return sendJson(res, 404, { error: `no enrollment ${p.id}` })
    e.tokenRevoked = true
    sendJson(res, 200, { id: e.id, tokenRevoked: true })
  })
  /** Body: { status, code, message, times? }: the next `times` API calls of this enrollment answer that error. */
  r.add('POST', `${base}/enrollments/:id/faults`, async (req, res, _u, p) => {
    const e = findEnrollment(p.id)
    if (!e) return sendJson(res, 404, { error: `no enrollment ${p.id}` })
    const b = await readJson<{ status?: number; code?: string; message?: string; times?: number }>(req)
    if (!b.status || !b.code || !b.message)
      return sendJson(res, 400, { error: 'status, code and message are required' })
    e.faults.push({ status: b.status, code: b.code, message: b.message, times: b.times ?? 1 })
    sendJson(res, 200, { faults: e.faults })
  })

  /** Body: { amount: "-12.34" (Teller's sign), description, status?, date?, counterparty? }. */
  r.add('POST', `${base}/accounts/:id/transactions`, async (req, res, _u, p) => {
    const found = findAccount(p.id)
    if (!found) return sendJson(res, 404, { error: `no account ${p.id}` })
    const b = await readJson<{
      amount?: string
      description?: string
      status?: 'posted' | 'pending'
      date?: string
      counterparty?: string
    }>(req)
    if (!b.amount || !/^-?\d+\.\d{2}$/.test(b.amount))
      return sendJson(res, 400, { error: 'amount like "-12.34" is required' })
    const cents = Math.round(Number(b.amount.replace('.', '')))
    const t = addEntry(found.a, {
      cents,
      description: b.description ?? 'SANDBOX TRANSACTION',
      status: b.status ?? 'posted',
      date: b.date,
      counterparty: b.counterparty,
    })
    sendJson(res, 201, {
      id: t.id,
      status: t.status,
      running_balance: t.runningCents === null ? null : centsText(t.runningCents),
    })
  })
  r.add('POST', `${base}/accounts/:id/settle`, (_req, res, _u, p) => {
    const found = findAccount(p.id)
    if (!found) return sendJson(res, 404, { error: `no account ${p.id}` })
    const { removed, posted } = settlePending(found.a)
    sendJson(res, 200, { removed, posted: posted.map((t) => t.id) })
  })
  r.add('POST', `${base}/accounts/:id/close`, (_req, res, _u, p) => {
    const found = findAccount(p.id)
    if (!found) return sendJson(res, 404, { error: `no account ${p.id}` })
    found.a.status = 'closed'
    sendJson(res, 200, { id: found.a.id, status: 'closed' })
  })

  // Body: the webhook's fields (id, type, timestamp, payload default to a webhook.test); `secrets` signs with several.
  mountWebhookSender(r, 'teller', '/api/event-bus/teller', (req, url) => {
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            id: `wh_${randomBytes(11).toString('hex')}`,
            payload: {},
            timestamp: new Date().toISOString(),
            type: 'webhook.test',
            ...((req.body as object) ?? {}),
          })
    const t = String(req.timestamp ?? nowSeconds())
    const secrets = Array.isArray(req.secrets)
      ? (req.secrets as string[])
      : [req.secret ?? secretFor('TELLER_WEBHOOK_SIGNING_SECRET')]
    const v1 = secrets.map((s) => `v1=${createHmac('sha256', s).update(`${t}.${body}`).digest('hex')}`)
    return {
      url: req.url ?? url,
      headers: { 'content-type': 'application/json', 'teller-signature': [`t=${t}`, ...v1].join(',') },
      body: bodyText(body),
    }
  })
}
