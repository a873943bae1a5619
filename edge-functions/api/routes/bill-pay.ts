/**
 * Bill pay (docs/bill-pay.md): the organization's bills, a new bill from an uploaded file, one bill with its activity
 * and comments, edits, submitting for approval, an approver's action (APPROVE / DECLINE / COMMENT, the same rule as
 * Slack's approval message), a comment, and paying or scheduling it.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZBillCommentRequestSchema,
  ZBillDecisionRequestSchema,
  ZBillDetailSchema,
  ZBillParams,
  ZBillSchema,
  ZCreateBillRequestSchema,
  ZListBillsResponseSchema,
  ZPayBillRequestSchema,
  ZUpdateBillRequestSchema,
} from '../../../shared/schemas/bill-pay.ts'
import { ZOrgParams } from '../../../shared/schemas/banking.ts'
import { createBillFromUpload, getBill, listBills, submitBill, updateBill } from '../../domains/bill-pay/bills.ts'
import { decideBill } from '../../domains/bill-pay/decide-bill.ts'
import { payBill } from '../../domains/bill-pay/pay-bill.ts'
import { body, json } from '../openapi.ts'
import { BANKING_BASE, bankingErrors } from './banking.ts'

const tags = ['bill-pay']
const BASE = `${BANKING_BASE}/bills`
const Bill = ZBillSchema.openapi('Bill')
const Decided = z.object({ bill: Bill, approved: z.boolean(), message: z.string() }).openapi('BillDecision')

const list = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'The organization’s bills, newest first, each flagged when it duplicates an earlier one',
  request: { params: ZOrgParams },
  responses: { 200: json(ZListBillsResponseSchema.openapi('Bills'), 'Bills'), ...bankingErrors },
})
const create = createRoute({
  method: 'post',
  path: BASE,
  tags,
  summary: 'A draft bill from a file uploaded under <organization>/bills/; its reading is queued',
  request: { params: ZOrgParams, ...body(ZCreateBillRequestSchema) },
  responses: { 201: json(Bill, 'The draft, its extraction Processing'), ...bankingErrors },
})
const get = createRoute({
  method: 'get',
  path: `${BASE}/{billId}`,
  tags,
  summary: 'One bill with its activity and comments, and whether the caller may approve it',
  request: { params: ZBillParams },
  responses: { 200: json(ZBillDetailSchema.openapi('BillDetail'), 'The bill'), ...bankingErrors },
})
const update = createRoute({
  method: 'patch',
  path: `${BASE}/{billId}`,
  tags,
  summary: 'Edits a draft or waiting bill; the fields set are kept from the extraction',
  request: { params: ZBillParams, ...body(ZUpdateBillRequestSchema) },
  responses: { 200: json(Bill, 'The bill'), ...bankingErrors },
})
const submit = createRoute({
  method: 'post',
  path: `${BASE}/{billId}/submit`,
  tags,
  summary: 'Submits a draft (or a declined bill, for a new approval): it waits for the approval layers',
  request: { params: ZBillParams },
  responses: { 200: json(Bill, 'The bill, Pending'), ...bankingErrors },
})
const decide = createRoute({
  method: 'post',
  path: `${BASE}/{billId}/decision`,
  tags,
  summary: 'An approver approves or declines the bill, or anyone with banking comments',
  request: { params: ZBillParams, ...body(ZBillDecisionRequestSchema) },
  responses: { 200: json(Decided, 'The outcome'), ...bankingErrors },
})
const comment = createRoute({
  method: 'post',
  path: `${BASE}/{billId}/comments`,
  tags,
  summary: 'Adds a comment to the bill',
  request: { params: ZBillParams, ...body(ZBillCommentRequestSchema) },
  responses: { 201: json(Decided, 'The bill'), ...bankingErrors },
})
const pay = createRoute({
  method: 'post',
  path: `${BASE}/{billId}/pay`,
  tags,
  summary: 'Pays an approved bill now, or on scheduledDate; a bill is paid once',
  request: { params: ZBillParams, ...body(ZPayBillRequestSchema) },
  responses: {
    200: json(z.object({ bill: Bill, replayed: z.boolean() }).openapi('BillPayment'), 'The bill'),
    ...bankingErrors,
  },
})

export const billPayRoutes = new OpenAPIHono<AuthVars>()
  .openapi(list, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await listBills({ claims: c.get('claims'), organizationId }), 200)
  })
  .openapi(create, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(
      await createBillFromUpload({ claims: c.get('claims'), organizationId, input: c.req.valid('json') }),
      201,
    )
  })
  .openapi(get, async (c) => {
    const { organizationId, billId } = c.req.valid('param')
    return c.json(await getBill({ claims: c.get('claims'), organizationId, billId }), 200)
  })
  .openapi(update, async (c) => {
    const { organizationId, billId } = c.req.valid('param')
    return c.json(
      await updateBill({ claims: c.get('claims'), organizationId, billId, input: c.req.valid('json') }),
      200,
    )
  })
  .openapi(submit, async (c) => {
    const { organizationId, billId } = c.req.valid('param')
    return c.json(await submitBill({ claims: c.get('claims'), organizationId, billId }), 200)
  })
  .openapi(decide, async (c) => {
    const { organizationId, billId } = c.req.valid('param')
    const { action, comment } = c.req.valid('json')
    return c.json(await decideBill({ claims: c.get('claims'), organizationId, billId, action, comment }), 200)
  })
  .openapi(comment, async (c) => {
    const { organizationId, billId } = c.req.valid('param')
    const { comment: text } = c.req.valid('json')
    return c.json(
      await decideBill({ claims: c.get('claims'), organizationId, billId, action: 'COMMENT', comment: text }),
      201,
    )
  })
  .openapi(pay, async (c) => {
    const { organizationId, billId } = c.req.valid('param')
    return c.json(await payBill({ claims: c.get('claims'), organizationId, billId, input: c.req.valid('json') }), 200)
  })
