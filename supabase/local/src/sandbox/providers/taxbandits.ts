/**
 * Tax-form service sandbox (TaxBandits' API shapes), under /taxbandits: the product's W-9 collection (issue 36
 * item 6, docs/tax-forms.md) runs through it as it would through the real service.
 *   POST /taxbandits/v2/tokenJWT             `Authentication: <JWS>` (HS256 under the client secret; iss and sub the
 *                                             client id, aud the user token) → AccessToken, one hour
 *   POST /taxbandits/v1.7.3/Business/Create  the requester business (§5 create-business rules) → BusinessId
 *   POST /taxbandits/v1.7.3/FormW9/RequestByEmail  W-9 orders for payees (§5 W-9-by-email rules) → SubmissionId,
 *                                             success records (ORDER_CREATED or SCHEDULED, with the form URL) and
 *                                             error records (ORDER_NOT_CREATED); the email goes out (SENT) at once
 *                                             or on the schedule, and may bounce (BOUNCED)
 *   GET  /taxbandits/v1.7.3/FormW9/RequestByURL  a form link without an email → URL_GENERATED
 *   GET  …/FormW9/Status, …/FormW9/Get, …/FormW9/GetPdf   where a payee's W-9 stands, what was certified, its PDF
 *   GET/POST /taxbandits/w9/:formId          the hosted form (OPENED on first view; submitted: COMPLETED_AND_TIN_MATCH_
 *                                             INPROGRESS then COMPLETED or INVALID by TIN matching, or
 *                                             AWAITING_TIN_CERTIFICATE when the TIN was applied for)
 * Every status change is POSTed to the product's intake with the service's signature headers (`Signature`:
 * base64 HMAC-SHA256 of "<ClientId>\n<TimeStamp>" under the client secret, `TimeStamp`: unix seconds), retried on
 * failure. Control routes for tests: POST /taxbandits/_sandbox/send-scheduled, /taxbandits/_webhooks/{sign,deliver}.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { SandboxRouter } from '../server.ts'
import { readJson, sendJson } from '../../http.ts'
import { bearer, newGrant, nowSeconds, readParams, signToken } from '../oauth-grants.ts'
import { mountWebhookSender, bodyText, type Signed } from '../webhook-delivery.ts'
import { LOCAL_TAXBANDITS_APP } from '../../../../../shared/schemas/taxbandits.ts'
import { ZCreateBusinessSchema, ZW9RecipientSchema } from '../../../../../shared/schemas/tax-forms.ts'
import { textPdf } from '../../../../../shared/pdf/text-pdf.ts'
import { W9_TAX_CLASSIFICATIONS, type TW9TaxClassification } from '../../../../../shared/schemas/w9.ts'
import { maskTin } from '../../../../../shared/rules/vendor-1099.ts'
import {
  addBusiness,
  advance,
  bounces,
  type Business,
  businesses,
  isRefused,
  openOrder,
  type Order,
  orderByForm,
  orderOf,
  scheduledOrders,
  keepBooksIn,
  tinMatches,
} from './taxbandits/state.ts'
import { donePage, formPage, readForm } from './taxbandits/form-page.ts'

const V = '/taxbandits/v1.7.3'
const app = () => ({
  clientId: process.env.TAXBANDITS_CLIENT_ID ?? LOCAL_TAXBANDITS_APP.clientId,
  clientSecret: process.env.TAXBANDITS_CLIENT_SECRET ?? LOCAL_TAXBANDITS_APP.clientSecret,
  userToken: process.env.TAXBANDITS_USER_TOKEN ?? LOCAL_TAXBANDITS_APP.userToken,
})
/** TIN matching takes the IRS a moment; long enough that the product sees the in-progress status first. */
const TIN_MATCH_MS = Number(process.env.TAXBANDITS_TIN_MATCH_MS ?? 300)

type Err = { Id: string; Name: string; Message: string }
type BusinessBody = {
  BusinessNm?: string
  TradeNm?: string
  FirstNm?: string
  LastNm?: string
  EINorSSN?: string
  IsEIN?: boolean
  Phone?: string
  Fax?: string
  PhoneExtn?: string
  ContactNm?: string
  BusinessType?: string
  PayerRef?: string
  IsForeign?: boolean
  ForeignAddress?: { Address1?: string; Country?: string }
}
type W9RequestBody = {
  Requester?: { BusinessId?: string }
  Recipients?: { PayeeRef: string; Name: string; Email: string }[]
  Customization?: { SendOn?: string }
}
const answer = (res: ServerResponse, code: number, body: Record<string, unknown>, errors: Err[] | null = null) =>
  sendJson(res, code, {
    StatusCode: code,
    StatusName: code === 200 ? 'Ok' : code === 401 ? 'Unauthorized' : code === 404 ? 'NotFound' : 'BadRequest',
    StatusMessage: code === 200 ? 'Successful API call' : code === 401 ? 'Unauthorized' : 'Invalid request',
    ...body,
    Errors: errors,
  })
const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]): Err[] =>
  issues.map((i, n) => ({
    Id: `F${String(n + 1).padStart(5, '0')}`,
    Name: i.path.map(String).join('.'),
    Message: i.message,
  }))

/** Verifies the JWS the client presents for a token. */
function jwsOk(jws: string | undefined) {
  const [h, p, s] = (jws ?? '').split('.')
  if (!h || !p || !s) return false
  const { clientId, clientSecret, userToken } = app()
  const mac = createHmac('sha256', clientSecret).update(`${h}.${p}`).digest()
  const given = Buffer.from(s, 'base64url')
  if (given.length !== mac.length || !timingSafeEqual(given, mac)) return false
  try {
    const c = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'))
    return (
      c.iss === clientId && c.sub === clientId && c.aud === userToken && Math.abs(nowSeconds() - Number(c.iat)) < 300
    )
  } catch {
    return false
  }
}

export function signWebhook(
  body: string,
  url: string,
  { secret, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const ts = String(timestamp ?? nowSeconds())
  const { clientId, clientSecret } = app()
  const signature = createHmac('sha256', secret ?? clientSecret)
    .update(`${clientId}\n${ts}`)
    .digest('base64')
  return { url, headers: { 'content-type': 'application/json', Signature: signature, TimeStamp: ts }, body } as Signed
}

const pdfOf = (o: Order, b: Business, masked: boolean) => {
  const d = o.details!
  const tin = d.TIN ? (masked ? maskTin(d.TINType, d.TIN.slice(-4)) : d.TIN) : 'Applied for'
  return textPdf({
    title: `Form W-9 for ${b.name}`,
    lines: [
      'Request for Taxpayer Identification Number and Certification (Rev. March 2024), completed online.',
      '',
      `1. Name: ${d.Name}`,
      `2. Business name: ${d.BusinessName ?? '(none)'}`,
      `3. Federal tax classification: ${W9_TAX_CLASSIFICATIONS[d.FederalTaxClassification as TW9TaxClassification] ?? d.FederalTaxClassification}`,
      `5. Address: ${[d.Address1, d.Address2].filter(Boolean).join(', ')}`,
      `6. City, state, ZIP: ${d.City}, ${d.State} ${d.ZipCd}`,
      `Part I. ${d.TINType === 'EIN' ? 'Employer identification number' : 'Social security number'}: ${tin}`,
      '',
      'Part II. Certification: under penalties of perjury, the signer certified the statements of the form.',
      `Signature: ${d.Signature}`,
      `Date: ${d.SignedOn.slice(0, 10)}`,
      `TIN matching: ${o.tinMatching?.Status ?? 'not run'}`,
    ],
  })
}

export function mount(r: SandboxRouter) {
  keepBooksIn(path.join(r.ctx.cfg.stateDir, 'taxbandits'))
  const intake = `${r.ctx.cfg.apiUrl}/functions/v1/webhooks/api/event-bus/taxbandits`
  const formUrl = (o: Order) => `http://127.0.0.1:${r.ctx.cfg.ports.sandbox}/taxbandits/w9/${o.formId}`

  // one chain, so a payee's notifications leave in the order they happened (the product does not rely on it)
  let chain: Promise<void> = Promise.resolve()
  const notify = (o: Order) => {
    const body = JSON.stringify({
      SubmissionId: o.submissionId,
      BusinessId: o.businessId,
      PayeeRef: o.payeeRef,
      Name: o.name,
      Email: o.email,
      W9Status: o.status,
      StatusTime: o.statusTime,
      TINMatching: o.tinMatching,
    })
    chain = chain.then(async () => {
      for (const wait of [0, 200, 1000, 3000]) {
        if (wait) await new Promise((res) => setTimeout(res, wait))
        const s = signWebhook(body, process.env.TAXBANDITS_WEBHOOK_URL ?? intake)
        const ok = await fetch(s.url, { method: 'POST', headers: s.headers, body: s.body })
          .then(async (a) => {
            await a.body?.cancel()
            return a.ok
          })
          .catch(() => false)
        if (ok) return
      }
      r.ctx.log('sandbox', `taxbandits webhook for ${o.payeeRef} ${o.status} was not accepted`)
    })
  }
  const move = (o: Order, status: Order['status']) => notify(advance(o, status))
  const send = (o: Order) => {
    move(o, 'SENT')
    if (o.email && bounces(o.email)) setTimeout(() => move(o, 'BOUNCED'), 50)
  }

  const authed = (req: IncomingMessage, res: ServerResponse) => {
    if (bearer('taxbandits', req)) return true
    answer(res, 401, {}, [{ Id: 'A00001', Name: 'Authorization', Message: 'Invalid or expired access token' }])
    return false
  }
  const businessOf = (res: ServerResponse, id: string | null | undefined) => {
    const b = id ? businesses.get(id) : undefined
    if (!b) answer(res, 404, {}, [{ Id: 'B00002', Name: 'BusinessId', Message: 'Business not found' }])
    return b
  }

  r.add('POST', '/taxbandits/v2/tokenJWT', (req, res) => {
    if (!jwsOk(req.headers.authentication as string | undefined))
      return answer(res, 401, {}, [{ Id: 'A00002', Name: 'Authentication', Message: 'Invalid JWS' }])
    const token = signToken('tb.', {
      p: 'taxbandits',
      k: 'access',
      a: app().clientId,
      g: newGrant(),
      e: nowSeconds() + 3600,
    })
    answer(res, 200, { AccessToken: token, TokenType: 'Bearer', ExpiresIn: 3600 })
  })

  r.add('POST', `${V}/Business/Create`, async (req, res) => {
    if (!authed(req, res)) return
    const b = await readJson<BusinessBody>(req)
    const parsed = ZCreateBusinessSchema.safeParse({
      businessName: b.BusinessNm,
      tradeName: b.TradeNm ?? undefined,
      firstName: b.FirstNm ?? undefined,
      lastName: b.LastNm ?? undefined,
      einOrSsn: b.EINorSSN,
      isEin: b.IsEIN,
      phone: b.Phone ?? undefined,
      fax: b.Fax ?? undefined,
      extension: b.PhoneExtn ?? undefined,
      contactName: b.ContactNm ?? undefined,
      businessType: b.BusinessType,
      foreignAddress: b.IsForeign
        ? { address1: b.ForeignAddress?.Address1, country: b.ForeignAddress?.Country }
        : undefined,
    })
    if (!parsed.success) return answer(res, 400, { BusinessId: null }, issuesToErrors(parsed.error.issues))
    const digits = String(b.EINorSSN).replace(/-/g, '')
    // the same TIN under the same API account is the same business (the service refuses duplicates)
    const existing = [...businesses.values()].find((x) => x.tin === digits && x.client === b.PayerRef)
    if (existing) return answer(res, 200, { BusinessId: existing.id, PayerRef: existing.payerRef })
    const biz: Business = {
      id: randomUUID(),
      payerRef: String(b.PayerRef ?? ''),
      name: parsed.data.businessName,
      tinType: parsed.data.isEin ? 'EIN' : 'SSN',
      tin: digits,
      client: String(b.PayerRef ?? ''),
    }
    addBusiness(biz)
    answer(res, 200, { BusinessId: biz.id, PayerRef: biz.payerRef })
  })

  r.add('POST', `${V}/FormW9/RequestByEmail`, async (req, res) => {
    if (!authed(req, res)) return
    const body = await readJson<W9RequestBody>(req)
    const b = businessOf(res, body.Requester?.BusinessId)
    if (!b) return
    const recipients: W9RequestBody['Recipients'] = Array.isArray(body.Recipients) ? body.Recipients : []
    if (!recipients.length)
      return answer(res, 400, { SubmissionId: null, FormW9Records: null }, [
        { Id: 'W00001', Name: 'Recipients', Message: 'Add at least one recipient' },
      ])
    const sendOn = typeof body.Customization?.SendOn === 'string' ? body.Customization.SendOn : null
    const submissionId = randomUUID()
    const success: Record<string, unknown>[] = []
    const errors: Record<string, unknown>[] = []
    for (const p of recipients) {
      const check = ZW9RecipientSchema.safeParse({ name: p.Name, email: p.Email, payeeRef: p.PayeeRef })
      const problems = check.success ? [] : issuesToErrors(check.error.issues)
      if (check.success && isRefused(check.data.email))
        problems.push({ Id: 'W00010', Name: 'Email', Message: 'The email address does not accept mail' })
      if (problems.length) {
        errors.push({ PayeeRef: p.PayeeRef ?? null, W9Status: 'ORDER_NOT_CREATED', Errors: problems })
        continue
      }
      const o = openOrder(b, submissionId, p.PayeeRef, p.Name, p.Email)
      advance(o, 'ORDER_CREATED')
      if (sendOn && Date.parse(sendOn) > Date.now()) {
        o.sendOn = sendOn
        advance(o, 'SCHEDULED')
      }
      success.push({
        PayeeRef: o.payeeRef,
        Name: o.name,
        Email: o.email,
        W9Status: o.status,
        StatusTime: o.statusTime,
        W9Url: formUrl(o),
      })
      if (o.status === 'ORDER_CREATED') setTimeout(() => send(o), 20)
    }
    answer(res, 200, {
      SubmissionId: success.length ? submissionId : null,
      BusinessId: b.id,
      FormW9Records: { SuccessRecords: success.length ? success : null, ErrorRecords: errors.length ? errors : null },
    })
  })

  r.add('GET', `${V}/FormW9/RequestByURL`, (req, res, url) => {
    if (!authed(req, res)) return
    const b = businessOf(res, url.searchParams.get('BusinessId'))
    if (!b) return
    const payeeRef = url.searchParams.get('PayeeRef') ?? ''
    if (!payeeRef || payeeRef.length > 50)
      return answer(res, 400, {}, [
        { Id: 'W00002', Name: 'PayeeRef', Message: 'Payee reference must be 1 to 50 characters' },
      ])
    const o = openOrder(b, randomUUID(), payeeRef, url.searchParams.get('Name') ?? '', null)
    advance(o, 'URL_GENERATED')
    answer(res, 200, {
      SubmissionId: o.submissionId,
      BusinessId: b.id,
      PayeeRef: payeeRef,
      W9Status: o.status,
      W9Url: formUrl(o),
    })
  })

  const payee = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!authed(req, res)) return undefined
    const o = orderOf(url.searchParams.get('BusinessId') ?? '', url.searchParams.get('PayeeRef') ?? '')
    if (!o) answer(res, 404, {}, [{ Id: 'W00404', Name: 'PayeeRef', Message: 'No W-9 request for this payee' }])
    return o
  }
  r.add('GET', `${V}/FormW9/Status`, (req, res, url) => {
    const o = payee(req, res, url)
    if (o)
      answer(res, 200, {
        SubmissionId: o.submissionId,
        BusinessId: o.businessId,
        PayeeRef: o.payeeRef,
        W9Status: o.status,
        StatusTime: o.statusTime,
        TINMatching: o.tinMatching,
      })
  })
  r.add('GET', `${V}/FormW9/Get`, (req, res, url) => {
    const o = payee(req, res, url)
    if (o) answer(res, 200, { PayeeRef: o.payeeRef, W9Details: o.details })
  })
  r.add('GET', `${V}/FormW9/GetPdf`, (req, res, url) => {
    const o = payee(req, res, url)
    if (!o) return
    if (!o.details)
      return answer(res, 400, { PdfUrl: null }, [
        { Id: 'W00020', Name: 'PayeeRef', Message: 'The W-9 is not completed' },
      ])
    const mask = url.searchParams.get('TINMaskType') === 'MASKED' ? 'MASKED' : 'UNMASKED'
    answer(res, 200, {
      PayeeRef: o.payeeRef,
      PdfUrl: `http://127.0.0.1:${r.ctx.cfg.ports.sandbox}/taxbandits/pdf/${o.formId}?TINMaskType=${mask}`,
    })
  })
  r.add('GET', '/taxbandits/pdf/:formId', (req, res, url, p) => {
    if (!authed(req, res)) return
    const o = orderByForm(p.formId)
    if (!o?.details) return answer(res, 404, {}, [{ Id: 'W00404', Name: 'formId', Message: 'No such form' }])
    const pdf = pdfOf(o, businesses.get(o.businessId)!, url.searchParams.get('TINMaskType') === 'MASKED')
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.byteLength) })
    res.end(Buffer.from(pdf))
  })

  // the hosted form
  r.add('GET', '/taxbandits/w9/:formId', (_req, res, _url, p) => {
    const o = orderByForm(p.formId)
    if (!o) return htmlGone(res)
    const requester = businesses.get(o.businessId)!.name
    if (o.details) return donePage(res, requester)
    if (['SENT', 'URL_GENERATED', 'BOUNCED', 'ORDER_CREATED'].includes(o.status)) move(o, 'OPENED')
    formPage(res, requester, { name: o.name })
  })
  r.add('POST', '/taxbandits/w9/:formId', async (req, res, _url, p) => {
    const o = orderByForm(p.formId)
    if (!o) return htmlGone(res)
    const requester = businesses.get(o.businessId)!.name
    if (o.details) return donePage(res, requester)
    const values = await readParams(req)
    const read = readForm(values)
    if ('errors' in read) return formPage(res, requester, values, read.errors)
    o.details = read.details
    if (!read.details.TIN) {
      o.tinMatching = { Status: 'NOTAPPLICABLE', StatusTime: null }
      move(o, 'AWAITING_TIN_CERTIFICATE')
    } else {
      o.tinMatching = { Status: 'INPROGRESS', StatusTime: new Date().toISOString() }
      move(o, 'COMPLETED_AND_TIN_MATCH_INPROGRESS')
      const tin = read.details.TIN
      setTimeout(() => {
        const ok = tinMatches(tin)
        o.tinMatching = { Status: ok ? 'MATCHED' : 'NOTMATCHED', StatusTime: new Date().toISOString() }
        move(o, ok ? 'COMPLETED' : 'INVALID')
      }, TIN_MATCH_MS)
    }
    donePage(res, requester)
  })

  r.add('POST', '/taxbandits/_sandbox/send-scheduled', (_req, res) => {
    const due = scheduledOrders()
    for (const o of due) send(o)
    sendJson(res, 200, { sent: due.length })
  })
  mountWebhookSender(r, 'taxbandits', '/api/event-bus/taxbandits', (q, url) =>
    signWebhook(bodyText(q.body), q.url ?? url, { secret: q.secret, timestamp: q.timestamp }),
  )
}

function htmlGone(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
  res.end(
    '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>This W-9 link is not valid</h1></main></body></html>',
  )
}
