/**
 * Banking invoices (docs/invoicing.md): the /cash/invoices screen's list, create, edit, send, cancel and duplicate,
 * customers and products, as the caller (RLS guards). The public page's routes are invoicingPublicRoutes, mounted
 * before requireUser: the link's token is the credential, rate-limited per address and per token.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { asService, asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { type Limit, clientIp, rateLimit } from '../../_shared/rate-limit.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZConsentTemplateResponseSchema,
  ZCreditInvoiceRequestSchema,
  ZInvoicePrintStatusRequestSchema,
  ZInvoiceCustomerSchema,
  ZInvoiceOrgParams,
  ZInvoiceParams,
  ZInvoiceProductSchema,
  ZInvoiceSchema,
  ZListInvoicesRequestSchema,
  ZListInvoicesResponseSchema,
  ZPayInvoiceResponseSchema,
  ZPublicConsentResponseSchema,
  ZPublicInvoiceParams,
  ZPublicInvoiceSchema,
  ZRegisterBankPullRequestSchema,
  ZSaveInvoiceCustomerRequestSchema,
  ZSaveInvoiceProductRequestSchema,
  ZSaveInvoiceRequestSchema,
  ZSendInvoiceResponseSchema,
  ZVerifyBankPullRequestSchema,
} from '../../../shared/schemas/invoicing.ts'
import { consentTemplate, payInvoice, registerBankPull, verifyBankPull } from '../../domains/invoicing/bank-pull.ts'
import { addCustomer, addProduct, cancelInvoice, duplicateInvoice } from '../../domains/invoicing/change-invoice.ts'
import { creditInvoice } from '../../domains/invoicing/credit-invoice.ts'
import { invoicePdf } from '../../domains/invoicing/invoice-pdf.ts'
import { setPrintStatus } from '../../domains/invoicing/print-invoice.ts'
import { writeCreditNotesToLedger } from '../../domains/invoicing/write-credit-notes.ts'
import { listInvoices } from '../../domains/invoicing/list-invoices.ts'
import { loadInvoices } from '../../domains/invoicing/load-invoices.ts'
import { invoiceView, markViewed, publicInvoice } from '../../domains/invoicing/public-invoice.ts'
import { saveInvoice } from '../../domains/invoicing/save-invoice.ts'
import { sendInvoice } from '../../domains/invoicing/send-invoice.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['invoicing']
const BASE = '/organizations/{organizationId}/invoices'
const Invoice = ZInvoiceSchema.openapi('Invoice')
const refusals = { ...errors, 409: json(ZErrorResponseSchema, 'Not possible in the invoice’s status') }

const list = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'Invoices with their status and aging, the unpaid total by aging bucket, customers and products',
  request: { params: ZInvoiceOrgParams, query: ZListInvoicesRequestSchema },
  responses: { 200: json(ZListInvoicesResponseSchema.openapi('Invoices'), 'The screen’s data'), ...errors },
})
const create = createRoute({
  method: 'post',
  path: BASE,
  tags,
  summary: 'Creates an invoice (numbered per organization), optionally with a recurring schedule',
  request: { params: ZInvoiceOrgParams, ...body(ZSaveInvoiceRequestSchema) },
  responses: { 201: json(Invoice, 'The invoice'), ...refusals },
})
const update = createRoute({
  method: 'put',
  path: `${BASE}/{invoiceId}`,
  tags,
  summary: 'Edits an unpaid invoice (a paid one is credited, never edited)',
  request: { params: ZInvoiceParams, ...body(ZSaveInvoiceRequestSchema) },
  responses: { 200: json(Invoice, 'The invoice'), ...refusals },
})
const send = createRoute({
  method: 'post',
  path: `${BASE}/{invoiceId}/send`,
  tags,
  summary: 'Emails the invoice with the link to its public page',
  request: { params: ZInvoiceParams },
  responses: { 200: json(ZSendInvoiceResponseSchema, 'Sent'), ...refusals },
})
const cancel = createRoute({
  method: 'post',
  path: `${BASE}/{invoiceId}/cancel`,
  tags,
  summary: 'Cancels an unpaid invoice; its link then shows only that',
  request: { params: ZInvoiceParams },
  responses: { 200: json(Invoice, 'Cancelled'), ...refusals },
})
const duplicate = createRoute({
  method: 'post',
  path: `${BASE}/{invoiceId}/duplicate`,
  tags,
  summary: 'A copy with the next number, dated today',
  request: { params: ZInvoiceParams },
  responses: { 201: json(Invoice, 'The copy'), ...refusals },
})
const credit = createRoute({
  method: 'post',
  path: `${BASE}/{invoiceId}/credit-notes`,
  tags,
  summary: 'Issues a credit note (part or all of what is left), numbered CN-…, and posts it to the ledger',
  request: { params: ZInvoiceParams, ...body(ZCreditInvoiceRequestSchema) },
  responses: { 201: json(Invoice, 'The invoice with its credit notes and balance due'), ...refusals },
})
const pdfDocument = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
}
const staffPdf = createRoute({
  method: 'get',
  path: `${BASE}/{invoiceId}/pdf`,
  tags,
  summary: 'The invoice as the PDF its customer downloads',
  request: { params: ZInvoiceParams },
  responses: { 200: pdfDocument, ...errors },
})
const print = createRoute({
  method: 'post',
  path: `${BASE}/{invoiceId}/print-status`,
  tags,
  summary: 'Marks the invoice as needing a printed copy, or printed (NotSet, NeedToPrint, PrintComplete)',
  request: { params: ZInvoiceParams, ...body(ZInvoicePrintStatusRequestSchema) },
  responses: { 200: json(Invoice, 'The invoice'), ...refusals },
})
const customer = createRoute({
  method: 'post',
  path: '/organizations/{organizationId}/invoice-customers',
  tags,
  summary: 'Adds a customer (name, email, address)',
  request: { params: ZInvoiceOrgParams, ...body(ZSaveInvoiceCustomerRequestSchema) },
  responses: { 201: json(ZInvoiceCustomerSchema, 'The customer'), ...errors },
})
const product = createRoute({
  method: 'post',
  path: '/organizations/{organizationId}/invoice-products',
  tags,
  summary: 'Adds a product with its price',
  request: { params: ZInvoiceOrgParams, ...body(ZSaveInvoiceProductRequestSchema) },
  responses: { 201: json(ZInvoiceProductSchema, 'The product'), ...errors },
})

const one = async (c: Context<AuthVars>, organizationId: string, id: string) =>
  (await asUser(c.get('claims'), (tx) => loadInvoices({ tx, organizationId, ids: [id] })))[0]

export const invoicingRoutes = new OpenAPIHono<AuthVars>()
  .openapi(list, async (c) => {
    const { organizationId } = c.req.valid('param')
    const { status } = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listInvoices({ tx, organizationId, status })), 200)
  })
  .openapi(create, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    const userId = c.get('claims').sub
    const id = await asUser(c.get('claims'), (tx) => saveInvoice({ tx, organizationId, input, userId }))
    return c.json(await one(c, organizationId, id), 201)
  })
  .openapi(update, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    const input = c.req.valid('json')
    const userId = c.get('claims').sub
    await asUser(c.get('claims'), (tx) => saveInvoice({ tx, organizationId, invoiceId, input, userId }))
    return c.json(await one(c, organizationId, invoiceId), 200)
  })
  .openapi(send, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    const before = await asUser(c.get('claims'), async (tx) => {
      await assertBanking(tx, organizationId, 'use')
      return (await loadInvoices({ tx, organizationId, ids: [invoiceId] }))[0]
    })
    if (!before) throw new AppError('not_found', 'Invoice not found')
    // pressing Send twice, or at the moment the job sends it, mails once (send-invoice.ts claims each email)
    const sent = await sendInvoice({ invoiceId, kind: before.emailStatus === 'EmailSent' ? 'resend' : 'invoice' })
    if (!sent) throw new AppError('conflict', 'Only an unpaid invoice is sent')
    return c.json({ invoice: await one(c, organizationId, invoiceId), link: sent.link }, 200)
  })
  .openapi(cancel, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    await asUser(c.get('claims'), (tx) => cancelInvoice({ tx, organizationId, invoiceId }))
    return c.json(await one(c, organizationId, invoiceId), 200)
  })
  .openapi(duplicate, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    const id = await asUser(c.get('claims'), (tx) => duplicateInvoice({ tx, organizationId, invoiceId }))
    return c.json(await one(c, organizationId, id), 201)
  })
  .openapi(credit, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    const input = c.req.valid('json')
    await asUser(c.get('claims'), (tx) => creditInvoice({ tx, organizationId, invoiceId, input }))
    await writeCreditNotesToLedger(invoiceId)
    return c.json(await one(c, organizationId, invoiceId), 201)
  })
  .openapi(staffPdf, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    const view = await asUser(c.get('claims'), async (tx) => {
      await assertBanking(tx, organizationId, 'read')
      return invoiceView(tx, organizationId, invoiceId)
    })
    return c.body(invoicePdf(view, view.template), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${view.invoiceNumber}.pdf"`,
    })
  })
  .openapi(print, async (c) => {
    const { organizationId, invoiceId } = c.req.valid('param')
    const { printStatus } = c.req.valid('json')
    await asUser(c.get('claims'), (tx) => setPrintStatus({ tx, organizationId, invoiceId, printStatus }))
    return c.json(await one(c, organizationId, invoiceId), 200)
  })
  .openapi(customer, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => addCustomer({ tx, organizationId, input })), 201)
  })
  .openapi(product, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => addProduct({ tx, organizationId, input })), 201)
  })

/** Section: the public page */

/** A page load polls its status: generous per token; a guessing address runs out long before it finds a 256-bit token. */
export const INVOICE_LINK_LIMITS: Record<'perAddress' | 'perToken', Limit> = {
  perAddress: { requests: 120, perSeconds: 300 },
  perToken: { requests: 60, perSeconds: 300 },
}
const limitInvoicePage = rateLimit('invoice-link', [
  { name: 'ip', limit: INVOICE_LINK_LIMITS.perAddress, key: clientIp },
  { name: 'token', limit: INVOICE_LINK_LIMITS.perToken, key: (c: Context) => c.req.param('token') },
])
const PUBLIC = '/public-invoices/{token}'
const publicRefusals = {
  404: json(ZErrorResponseSchema, 'Not a valid link'),
  409: json(ZErrorResponseSchema, 'Cancelled, already paid, or a step out of order'),
  403: json(ZErrorResponseSchema, 'Bank pull not offered for this invoice'),
  422: json(ZErrorResponseSchema, 'Invalid details, or the bank refused'),
  429: json(ZErrorResponseSchema, 'Too many attempts'),
}
const publicRequest = { params: ZPublicInvoiceParams }
const middleware = [limitInvoicePage]

const view = createRoute({
  method: 'get',
  path: PUBLIC,
  tags,
  summary: 'The one invoice the token names, as its customer sees it',
  middleware,
  request: publicRequest,
  responses: { 200: json(ZPublicInvoiceSchema, 'The invoice'), ...publicRefusals },
})
const pdf = createRoute({
  method: 'get',
  path: `${PUBLIC}/pdf`,
  tags,
  summary: 'The invoice as a PDF',
  middleware,
  request: publicRequest,
  responses: {
    200: pdfDocument,
    ...publicRefusals,
  },
})
const template = createRoute({
  method: 'get',
  path: `${PUBLIC}/consent-template`,
  tags,
  summary: 'The bank-pull authorization text',
  middleware,
  request: publicRequest,
  responses: { 200: json(ZConsentTemplateResponseSchema, 'The consent text'), ...publicRefusals },
})
const register = createRoute({
  method: 'post',
  path: `${PUBLIC}/bank-pull`,
  tags,
  summary: 'Registers the customer’s bank account with the accepted consent and sends a micro-deposit',
  middleware,
  request: { ...publicRequest, ...body(ZRegisterBankPullRequestSchema) },
  responses: { 200: json(ZPublicConsentResponseSchema, 'Registered'), ...publicRefusals },
})
const verify = createRoute({
  method: 'post',
  path: `${PUBLIC}/bank-pull/verify`,
  tags,
  summary: 'Verifies the consent with the micro-deposit’s amount',
  middleware,
  request: { ...publicRequest, ...body(ZVerifyBankPullRequestSchema) },
  responses: { 200: json(ZPublicConsentResponseSchema, 'Verified, or how many attempts are left'), ...publicRefusals },
})
const pay = createRoute({
  method: 'post',
  path: `${PUBLIC}/pay`,
  tags,
  summary: 'Pulls the invoice’s amount from the verified account',
  middleware,
  request: publicRequest,
  responses: { 200: json(ZPayInvoiceResponseSchema, 'The pull started'), ...publicRefusals },
})

export const invoicingPublicRoutes = new OpenAPIHono()
  .openapi(view, async (c) => {
    const { token } = c.req.valid('param')
    const invoice = await asService((tx) => publicInvoice(tx, token))
    await asService((tx) => markViewed(tx, token))
    return c.json(invoice, 200)
  })
  .openapi(pdf, async (c) => {
    const inv = await asService((tx) => publicInvoice(tx, c.req.valid('param').token))
    return c.body(invoicePdf(inv, inv.template), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${inv.invoiceNumber}.pdf"`,
    })
  })
  .openapi(template, async (c) => c.json(await consentTemplate(c.req.valid('param').token), 200))
  .openapi(register, async (c) => c.json(await registerBankPull(c.req.valid('param').token, c.req.valid('json')), 200))
  .openapi(verify, async (c) =>
    c.json(await verifyBankPull(c.req.valid('param').token, c.req.valid('json').verificationAmountMicros), 200),
  )
  .openapi(pay, async (c) => c.json(await payInvoice(c.req.valid('param').token), 200))
