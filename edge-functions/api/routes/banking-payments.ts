/**
 * Banking payments (docs/banking.md "Product API"): the list, sending one (header Idempotency-Key, required: a
 * retried request answers the same payment and moves money once), and approving, denying or cancelling one that
 * waits. A payment the core refuses is a 422 whose message is its entry result in words, with the payment attached.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { PAYMENT_MESSAGES } from '../../../shared/rules/banking.ts'
import {
  ZBankingPaymentSchema,
  ZCreateBankingPaymentRequestSchema,
  ZListBankingPaymentsRequestSchema,
  ZListBankingPaymentsResponseSchema,
  ZOrgParams,
  ZPaymentDecisionResponseSchema,
  ZPaymentParams,
} from '../../../shared/schemas/banking.ts'
import { createPayment } from '../../domains/banking/create-payment.ts'
import { approvePayment, decidePayment } from '../../domains/banking/decide-payment.ts'
import { listPayments } from '../../domains/banking/list-payments.ts'
import { body, json } from '../openapi.ts'
import { BANKING_BASE, bankingErrors } from './banking.ts'

const tags = ['banking']
const Payment = ZBankingPaymentSchema.openapi('BankingPayment')

const list = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/payments`,
  tags,
  summary: 'Payments, newest first, in pages',
  request: { params: ZOrgParams, query: ZListBankingPaymentsRequestSchema },
  responses: { 200: json(ZListBankingPaymentsResponseSchema.openapi('BankingPayments'), 'Payments'), ...bankingErrors },
})
const send = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/payments`,
  tags,
  summary: 'Sends a payment, or stores it to wait for approval when it is over the caller’s limits',
  request: {
    params: ZOrgParams,
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    ...body(ZCreateBankingPaymentRequestSchema),
  },
  responses: {
    201: json(Payment, 'The payment (sent, or waiting for approval)'),
    200: json(Payment, 'The same request again: the first answer (header Idempotent-Replayed: true)'),
    400: json(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Idempotency-Key missing'),
    ...bankingErrors,
  },
})
const decision = (path: 'approve' | 'deny' | 'cancel', summary: string, schema: z.ZodType) =>
  createRoute({
    method: 'post',
    path: `${BANKING_BASE}/payments/{paymentId}/${path}`,
    tags,
    summary,
    request: { params: ZPaymentParams },
    responses: { 200: json(schema, 'The payment'), ...bankingErrors },
  })
const approve = decision(
  'approve',
  'Approves a waiting payment (approval-layer members other than the requester); enough approvals release it',
  ZPaymentDecisionResponseSchema.openapi('BankingPaymentDecision'),
)
const deny = decision('deny', 'Denies a waiting payment (approval-layer members other than the requester)', Payment)
const cancel = decision('cancel', 'Cancels a waiting payment (the requester or a banking admin)', Payment)

export const bankingPaymentRoutes = new OpenAPIHono<AuthVars>()
  .openapi(list, async (c) => {
    const { organizationId } = c.req.valid('param')
    const q = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listPayments({ tx, organizationId, ...q })), 200)
  })
  .openapi(send, async (c) => {
    const { organizationId } = c.req.valid('param')
    const key = c.req.header('idempotency-key')?.trim()
    if (!key || key.length > 200) throw new AppError('bad_request', PAYMENT_MESSAGES.idempotencyKey)
    const r = await createPayment({
      claims: c.get('claims'),
      organizationId,
      idempotencyKey: key,
      input: c.req.valid('json'),
    })
    if (r.replayed) return c.json(r.payment, 200, { 'idempotent-replayed': 'true' })
    return c.json(r.payment, 201)
  })
  .openapi(approve, async (c) => {
    const { organizationId, paymentId } = c.req.valid('param')
    return c.json(await approvePayment({ claims: c.get('claims'), organizationId, paymentId }), 200)
  })
  .openapi(deny, async (c) => {
    const { organizationId, paymentId } = c.req.valid('param')
    return c.json(await decidePayment({ claims: c.get('claims'), organizationId, paymentId, decision: 'deny' }), 200)
  })
  .openapi(cancel, async (c) => {
    const { organizationId, paymentId } = c.req.valid('param')
    return c.json(await decidePayment({ claims: c.get('claims'), organizationId, paymentId, decision: 'cancel' }), 200)
  })
