/**
 * QuickBooks Online v3 accounting API under /quickbooks/v3/company/:realmId: query, entity read/create/update/
 * delete with SyncToken checks, batch (at most 30 items, a Fault per item), change data capture and reports.
 * Every call needs a live access token for the realm and passes the realm's throttle (429 when exceeded).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { readBody, sendJson } from '../../../http.ts'
import { ENTITY_NAMES, ENTITY_PATHS, dollars, type Company, type Entity } from './company.ts'
import { QbFault, authFailedBody, throttled, validationFault } from './faults.ts'
import { parseQuery, runQuery } from './query.ts'
import { balances } from './postings.ts'
import { runReport } from './reports.ts'
import { isRevoked, readToken } from './tokens.ts'
import { admit, realm } from './realms.ts'
import { PREFIX } from './oauth-routes.ts'

const time = () => new Date().toISOString()
const BATCH_LIMIT = 30
const CDC_LIMIT = 1000

/** Accounts carry their running balance, as QuickBooks returns them. */
function withBalances(c: Company, type: string, rows: Entity[]): Entity[] {
  if (type !== 'Account') return rows
  const b = balances(c)
  const credit = (t: string) =>
    [
      'Accounts Payable',
      'Credit Card',
      'Long Term Liability',
      'Other Current Liability',
      'Equity',
      'Income',
      'Other Income',
    ].includes(t)
  const own = (a: Entity) => (credit(a.AccountType) ? -1 : 1) * (b.get(a.Id) ?? 0)
  const all = c.list('Account')
  const withSubs = (a: Entity): number =>
    own(a) + all.filter((x) => x.ParentRef?.value === a.Id).reduce((s, x) => s + withSubs(x), 0)
  return rows.map((a) => ({
    ...a,
    CurrentBalance: dollars(own(a)),
    CurrentBalanceWithSubAccounts: dollars(withSubs(a)),
  }))
}

function entityName(raw: string): string {
  const name = ENTITY_PATHS[raw.toLowerCase()]
  if (!name) throw validationFault('2010', 'Unsupported Operation', `Unsupported entity ${raw}`)
  return name
}

export function query(c: Company, text: string) {
  const q = parseQuery(text)
  const type = ENTITY_NAMES.find((n) => n.toLowerCase() === q.entity.toLowerCase())
  if (!type) throw validationFault('4000', 'Error parsing query', `QueryParserError: Invalid entity name: ${q.entity}`)
  const { page, total } = runQuery(q, withBalances(c, type, c.list(type)))
  if (q.count) return { QueryResponse: { totalCount: total } }
  if (page.length === 0) return { QueryResponse: {} }
  return { QueryResponse: { [type]: page, startPosition: q.start, maxResults: page.length, totalCount: total } }
}

/** One write; `operation` as in batch items (create, update, delete). */
function write(c: Company, type: string, operation: string, body: Record<string, any>) {
  if (operation === 'delete') return c.delete(type, body)
  if (operation === 'update' || (operation !== 'create' && body.Id)) return c.update(type, body)
  return c.create(type, body)
}

function batch(c: Company, body: any) {
  const items = body?.BatchItemRequest
  if (!Array.isArray(items) || items.length === 0)
    throw validationFault(
      '2020',
      'Required param missing, need to supply the required value for the API',
      'Required parameter BatchItemRequest is missing in the request',
      'BatchItemRequest',
    )
  if (items.length > BATCH_LIMIT)
    throw validationFault(
      '4001',
      'Too many batch items',
      `The maximum number of payloads in a single batch request is ${BATCH_LIMIT}; got ${items.length}`,
      'BatchItemRequest',
    )
  const out = items.map((item: any) => {
    const bId = item.bId
    try {
      if (typeof item.Query === 'string') return { bId, ...query(c, item.Query) }
      const key = Object.keys(item).find((k) => ENTITY_NAMES.includes(k))
      if (!key)
        throw validationFault(
          '2020',
          'Required param missing, need to supply the required value for the API',
          'The batch item names no entity',
          'BatchItemRequest',
        )
      const result = write(c, key, item.operation ?? 'create', item[key])
      return { bId, [key]: result }
    } catch (e) {
      if (e instanceof QbFault) return { bId, Fault: { Error: e.errors, type: e.type } }
      throw e
    }
  })
  return { BatchItemResponse: out, time: time() }
}

function cdc(c: Company, url: URL) {
  const types = (url.searchParams.get('entities') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(entityName)
  if (types.length === 0)
    throw validationFault(
      '2020',
      'Required param missing, need to supply the required value for the API',
      'Required parameter entities is missing in the request',
      'entities',
    )
  const since = new Date(url.searchParams.get('changedSince') ?? '')
  if (Number.isNaN(since.getTime()))
    throw validationFault(
      '2020',
      'Required param missing, need to supply the required value for the API',
      'Required parameter changedSince is missing or not a date-time',
      'changedSince',
    )
  if (Date.now() - since.getTime() > 30 * 86_400_000)
    throw validationFault(
      '4001',
      'Invalid changedSince',
      'changedSince must be within the last 30 days',
      'changedSince',
    )
  let budget = CDC_LIMIT
  const responses = c.changesSince(types, since).map(({ type, items }) => {
    const take = items.slice(0, Math.max(0, budget))
    budget -= take.length
    return take.length
      ? {
          [type]: withBalances(c, type, take as Entity[]),
          startPosition: 1,
          maxResults: take.length,
          totalCount: take.length,
        }
      : {}
  })
  return { CDCResponse: [{ QueryResponse: responses }], time: time() }
}

async function guarded(
  req: IncomingMessage,
  res: ServerResponse,
  realmId: string,
  fn: (c: Company) => Promise<unknown> | unknown,
) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  const claims = readToken('qbat', token)
  if (!claims || claims.r !== realmId || isRevoked(claims.g))
    return sendJson(res, 401, authFailedBody(), { 'www-authenticate': 'Bearer realm="Intuit", error="invalid_token"' })
  const r = realm(realmId)
  if (!admit(r)) {
    const f = throttled()
    return sendJson(
      res,
      429,
      f.body(),
      r.settings.retryAfterSeconds !== undefined ? { 'retry-after': String(r.settings.retryAfterSeconds) } : {},
    )
  }
  r.stats.inFlight++
  r.stats.maxInFlight = Math.max(r.stats.maxInFlight, r.stats.inFlight)
  try {
    if (r.settings.latencyMs) await new Promise((ok) => setTimeout(ok, r.settings.latencyMs))
    const body = await fn(r.company)
    sendJson(res, 200, body)
  } catch (e) {
    if (e instanceof QbFault) return sendJson(res, e.status, e.body())
    throw e
  } finally {
    r.stats.inFlight--
  }
}

const text = async (req: IncomingMessage) => (await readBody(req, 4 * 1024 * 1024)).toString('utf8')
const json = async (req: IncomingMessage) => {
  const t = await text(req)
  try {
    return t ? JSON.parse(t) : {}
  } catch {
    throw validationFault(
      '2020',
      'Request has invalid or unsupported property',
      'Could not parse the request body as JSON',
    )
  }
}

export function mountApi(r: SandboxRouter) {
  const base = `${PREFIX}/v3/company/:realmId`
  r.add('GET', `${base}/query`, (req, res, url, p) =>
    guarded(req, res, p.realmId, (c) => ({ ...query(c, url.searchParams.get('query') ?? ''), time: time() })),
  )
  r.add('POST', `${base}/query`, (req, res, _u, p) =>
    guarded(req, res, p.realmId, async (c) => ({ ...query(c, await text(req)), time: time() })),
  )
  r.add('POST', `${base}/batch`, (req, res, _u, p) =>
    guarded(req, res, p.realmId, async (c) => batch(c, await json(req))),
  )
  r.add('GET', `${base}/cdc`, (req, res, url, p) => guarded(req, res, p.realmId, (c) => cdc(c, url)))
  r.add('GET', `${base}/reports/:name`, (req, res, url, p) =>
    guarded(req, res, p.realmId, (c) => runReport(c, p.name, url.searchParams)),
  )
  r.add('GET', `${base}/companyinfo/:id`, (req, res, _u, p) =>
    guarded(req, res, p.realmId, (c) => ({
      CompanyInfo: {
        Id: p.realmId,
        CompanyName: c.companyName,
        LegalName: c.companyName,
        Country: 'US',
        FiscalYearStartMonth: 'January',
        SyncToken: '0',
        domain: 'QBO',
      },
      time: time(),
    })),
  )
  r.add('GET', `${base}/:entity/:id`, (req, res, _u, p) =>
    guarded(req, res, p.realmId, (c) => {
      const type = entityName(p.entity)
      return { [type]: withBalances(c, type, [c.must(type, p.id)])[0], time: time() }
    }),
  )
  r.add('POST', `${base}/:entity`, (req, res, url, p) =>
    guarded(req, res, p.realmId, async (c) => {
      const type = entityName(p.entity)
      const op = url.searchParams.get('operation') ?? ''
      const body = await json(req)
      return {
        [type]: write(c, type, op === 'delete' ? 'delete' : op === 'update' ? 'update' : '', body),
        time: time(),
      }
    }),
  )
}
