/**
 * The core's API (docs/banking.md "The core's API"): customers, accounts, counterparties, transfers, entry versions
 * and statements under /banking-core/v1.
 */
import { TRANSACTION_TYPE_LABELS } from '../../../../../../shared/rules/banking.ts'
import type { SandboxRouter } from '../../server.ts'
import {
  accountOr404,
  closeAccount,
  createAccount,
  createCounterparty,
  createCustomer,
  createPerson,
  customerOr404,
  personOr404,
  refused,
} from './accounts.ts'
import type { BankingCore } from './core.ts'
import { REPLAYED, checkIdempotency, mountRoute } from './endpoint.ts'
import {
  type Body,
  CoreError,
  badRequest,
  makeCursor,
  micros,
  oneOf,
  pageOf,
  pageParams,
  readObject,
  required,
  text,
} from './http.ts'
import { Ledger, type Transfer } from './ledger.ts'
import { accountJson, counterpartyJson, customerJson, entryJson, personJson, transferJson } from './render.ts'
import { REQUEST_TYPES } from './rules.ts'
import { findStatement, statementJson, statementPdf, statementsOf } from './statements.ts'
import { type TransferRequest, requestTransfer } from './transfers.ts'

export function mountApi(r: SandboxRouter, core: () => BankingCore) {
  const route = (method: string, path: string, h: Parameters<typeof mountRoute>[4]) =>
    mountRoute(r, core, method, path, h)

  /** POST that creates one thing, with an optional Idempotency-Key. */
  function create<T>(
    path: string,
    make: (c: BankingCore, body: Body, idem?: { key: string; hash: string }) => T,
    find: (c: BankingCore, id: string) => T,
    json: (t: T) => unknown,
  ) {
    route('POST', path, async (req) => {
      const { body } = await readObject(req)
      const c = core()
      const check = checkIdempotency(c, req, `POST ${path}`, body, false)
      if (check.kind === 'replay') return { status: 201, body: json(find(c, check.id)), headers: REPLAYED }
      if (check.kind === 'conflict') throw refused(422, 'DuplicateEntry', 'Idempotency-Key')
      return { status: 201, body: json(make(c, body, check.idem)) }
    })
  }

  create('/persons', createPerson, (c, id) => c.state.persons.get(id)!, personJson)
  route('GET', '/persons/:id', (_req, _url, p) => ({ status: 200, body: personJson(personOr404(core(), p.id)) }))
  create('/customers', createCustomer, (c, id) => c.state.customers.get(id)!, customerJson)
  route('GET', '/customers/:id', (_req, _url, p) => ({ status: 200, body: customerJson(customerOr404(core(), p.id)) }))
  route('GET', '/customers', (_req, url) => {
    const { limit, after } = pageParams(url)
    const externalId = url.searchParams.get('external_id')
    const all = [...core().state.customers.values()]
    const list = externalId === null ? all : all.filter((c) => c.externalId === externalId)
    return { status: 200, body: pageOf(list, after, limit, customerJson) }
  })

  create('/accounts', createAccount, (c, id) => c.state.accounts.get(id)!, accountJson)
  route('GET', '/accounts/:id', (_req, _url, p) => ({
    status: 200,
    body: accountJson(accountOr404(core(), p.id, { internal: true })),
  }))
  // without customer_id: every account of the core, its internal clearing accounts included
  route('GET', '/accounts', (_req, url) => {
    const { limit, after } = pageParams(url)
    const customerId = url.searchParams.get('customer_id')
    const s = core().state
    const list =
      customerId === null ? [...s.accounts.values()] : s.customerAccounts(customerOr404(core(), customerId).id)
    return { status: 200, body: pageOf(list, after, limit, accountJson) }
  })
  route('POST', '/accounts/:id/close', (_req, _url, p) => ({
    status: 200,
    body: accountJson(closeAccount(core(), p.id)),
  }))

  create('/counterparties', createCounterparty, (c, id) => c.state.counterparties.get(id)!, counterpartyJson)
  route('GET', '/counterparties/:id', (_req, _url, p) => {
    const cp = core().state.counterparties.get(p.id)
    if (!cp) throw new CoreError(404, 'not_found', 'No counterparty has this id.', 'counterparty_id')
    return { status: 200, body: counterpartyJson(cp) }
  })
  route('GET', '/counterparties', (_req, url) => {
    const { limit, after } = pageParams(url)
    const customerId = url.searchParams.get('customer_id')
    const s = core().state
    const list =
      customerId === null
        ? [...s.counterparties.values()]
        : (s.counterpartiesByCustomer.get(customerOr404(core(), customerId).id) ?? [])
    return { status: 200, body: pageOf(list, after, limit, counterpartyJson) }
  })

  route('POST', '/transfers', async (req) => {
    const { body } = await readObject(req)
    const request = transferRequest(body)
    // from here to the commit nothing awaits: concurrent requests with one key see each other's commit
    const c = core()
    const check = checkIdempotency(c, req, 'POST /transfers', body, true)
    if (check.kind === 'replay') {
      const t = c.state.transfers.get(check.id)!
      return { status: answerStatus(t, true), body: transferJson(t, { first: true }), headers: REPLAYED }
    }
    const t =
      check.kind === 'conflict'
        ? requestTransfer(c, request, undefined, 'DuplicateEntry')
        : requestTransfer(c, request, check.idem)
    return { status: answerStatus(t, false), body: transferJson(t) }
  })
  route('GET', '/transfers/:id', (_req, _url, p) => {
    const t = core().state.transfers.get(p.id)
    if (!t) throw new CoreError(404, 'not_found', 'No transfer has this id.', 'transfer_id')
    return { status: 200, body: transferJson(t) }
  })

  // entry versions in commit order; the cursor is the last sequence read
  route('GET', '/entries', (_req, url) => {
    const { limit, after } = pageParams(url)
    const s = core().state
    const customerId = url.searchParams.get('customer_id')
    const accountId = url.searchParams.get('account_id')
    let list = s.ledger.log
    if (accountId !== null) {
      const a = accountOr404(core(), accountId, { internal: true })
      if (customerId !== null && a.customerId !== customerId) throw refused(422, 'UnauthorizedAccess', 'account_id')
      list = a.versions
    } else if (customerId !== null) list = s.ledger.byCustomer.get(customerOr404(core(), customerId).id) ?? []
    const page = Ledger.page(list, after, limit)
    const last = page.data.at(-1)?.seq ?? after
    return {
      status: 200,
      body: { data: page.data.map(entryJson), next_cursor: makeCursor(last), has_more: page.hasMore },
    }
  })

  route('GET', '/accounts/:id/statements', (_req, url, p) => {
    const { limit, after } = pageParams(url)
    const list = statementsOf(accountOr404(core(), p.id), core().now())
    return { status: 200, body: pageOf(list, after, limit, statementJson) }
  })
  route('GET', '/statements/:id', (_req, _url, p) => ({
    status: 200,
    body: statementJson(statementOr404(core(), p.id)),
  }))
  route('GET', '/statements/:id/pdf', (_req, _url, p) => {
    const s = statementOr404(core(), p.id)
    return { pdf: statementPdf(core(), s), name: `statement-${s.year}-${String(s.month).padStart(2, '0')}.pdf` }
  })
}

function statementOr404(core: BankingCore, id: string) {
  const s = findStatement(core, id)
  if (!s) throw new CoreError(404, 'not_found', 'No statement has this id.', 'statement_id')
  return s
}

/** A refusal answers 422 with the transfer (nothing moved); what moved answers 201. */
const answerStatus = (t: Transfer, first: boolean) => ((first ? t.first.layer : t.layer) === 'Rejected' ? 422 : 201)

function transferRequest(body: Body): TransferRequest {
  const type = oneOf(body, 'type', REQUEST_TYPES)
  const book = type === 'book_transfer_out' || type === 'sweep'
  const from = required(body, 'from_account_id', { max: 64 })
  const to = text(body, 'to_account_id', { required: book, max: 64 })
  const counterparty = text(body, 'counterparty_id', { required: !book, max: 64 })
  if (book && to === from)
    throw badRequest('to_account_id', 'to_account_id must be another account than from_account_id.')
  if (book && counterparty)
    throw badRequest('counterparty_id', 'A book transfer goes to to_account_id, not a counterparty.')
  if (!book && to) throw badRequest('to_account_id', `A ${type} transfer goes to counterparty_id, not an account.`)
  const userId = text(body, 'user_id', { required: false, max: 64 })
  return {
    customerId: required(body, 'customer_id', { max: 64 }),
    type,
    fromAccountId: from,
    toAccountId: to,
    counterpartyId: counterparty,
    amount: micros(body),
    currency: text(body, 'currency', { required: false, max: 10 }) ?? 'USD',
    description: text(body, 'description', { required: false, max: 200 }) ?? TRANSACTION_TYPE_LABELS[type],
    userId,
  }
}
