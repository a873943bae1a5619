/** /api/orgs/{orgId}/ledger/...: the organization's ledger (built-in or QuickBooks, via getLedger) in QuickBooks v3 shapes. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { getLedger } from '../../domains/books/get-ledger.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { importJournal } from '../../domains/ledger/import-journal.ts'
import { exportJournal } from '../../domains/ledger/export-journal.ts'
import { listLedgerEntries } from '../../domains/ledger/list-ledger-entries.ts'
import {
  ZCreateAccountRequestSchema,
  ZCreateAccountResponseSchema,
  ZDeleteTxnResponseSchema,
  ZImportJournalRequestSchema,
  ZImportJournalResponseSchema,
  ZLedgerList,
  ZListAccountsResponseSchema,
  ZListEntriesResponseSchema,
  ZMoveLineRequestSchema,
  ZPostingsResponseSchema,
  ZTxnKind,
  ZTxnResponseSchema,
  byKind,
  createSchemaFor,
  type TTxnKind,
} from '../../../shared/schemas/ledger.ts'
import { JSON_TEXT_CHECK, ZDate, ZJsonObject, ZLedgerId, ZSyncToken, ZUuid } from '../../../shared/rules/values.ts'
import { body, errors, json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })
const KindParams = Org.extend({ kind: ZTxnKind })
const IdParams = KindParams.extend({ id: ZLedgerId })
/** A transaction's schema depends on the kind in the path, so the route takes JSON and the handler checks it (both ledgers). */
const ZTxnBody = ZJsonObject
const ZTxnUpdateBody = z.object({ SyncToken: ZSyncToken }).catchall(z.unknown()).check(JSON_TEXT_CHECK)
/** Refuses a transaction body that breaks its kind's schema (dates, money, refs) before either ledger sees it. */
function checkTxn(kind: TTxnKind, body: unknown) {
  const r = createSchemaFor(kind).safeParse(body)
  if (!r.success) throw validationFailed(r.error.issues)
}
const tags = ['ledger']

const r = {
  accounts: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/ledger/accounts',
    tags,
    request: { params: Org },
    responses: { 200: json(ZListAccountsResponseSchema, 'Accounts'), ...errors },
  }),
  createAccount: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/ledger/accounts',
    tags,
    request: { params: Org, ...body(ZCreateAccountRequestSchema) },
    responses: { 201: json(ZCreateAccountResponseSchema, 'Created account'), ...errors },
  }),
  list: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/ledger/lists/{list}',
    tags,
    request: { params: Org.extend({ list: ZLedgerList }) },
    responses: { 200: json(ZListEntriesResponseSchema, 'List entries'), ...errors },
  }),
  postings: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/ledger/postings',
    tags,
    request: {
      params: Org,
      query: z.object({
        accountId: ZLedgerId.optional(),
        startDate: ZDate.optional(),
        endDate: ZDate.optional(),
        vendorId: ZLedgerId.optional(),
        limit: z.coerce.number().int().min(1).max(1000).default(200),
        offset: z.coerce.number().int().min(0).default(0),
      }),
    },
    responses: { 200: json(ZPostingsResponseSchema, 'Postings'), ...errors },
  }),
  get: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/ledger/{kind}/{id}',
    tags,
    request: { params: IdParams },
    responses: { 200: json(ZTxnResponseSchema, 'The transaction under its kind'), ...errors },
  }),
  create: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/ledger/{kind}',
    tags,
    request: { params: KindParams, ...body(ZTxnBody) },
    responses: { 201: json(ZTxnResponseSchema, 'Created transaction'), ...errors },
  }),
  update: createRoute({
    method: 'put',
    path: '/orgs/{orgId}/ledger/{kind}/{id}',
    tags,
    request: { params: IdParams, ...body(ZTxnUpdateBody) },
    responses: { 200: json(ZTxnResponseSchema, 'Updated transaction'), ...errors },
  }),
  delete: createRoute({
    method: 'delete',
    path: '/orgs/{orgId}/ledger/{kind}/{id}',
    tags,
    request: { params: IdParams, query: z.object({ SyncToken: ZSyncToken }) },
    responses: { 200: json(ZDeleteTxnResponseSchema, 'Deleted'), ...errors },
  }),
  moveLine: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/ledger/move-line',
    tags,
    request: { params: Org, ...body(ZMoveLineRequestSchema) },
    responses: { 200: json(ZTxnResponseSchema, 'Transaction after the move'), ...errors },
  }),
  import: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/ledger/import',
    tags,
    request: { params: Org, ...body(ZImportJournalRequestSchema) },
    responses: { 200: json(ZImportJournalResponseSchema, 'Import summary'), ...errors },
  }),
  export: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/ledger/export.journal',
    tags,
    request: { params: Org, query: z.object({ start_date: ZDate.optional(), end_date: ZDate.optional() }) },
    responses: {
      200: { description: 'hledger journal', content: { 'text/plain': { schema: z.string() } } },
      ...errors,
    },
  }),
}

// Fixed paths (move-line, import, export.journal) come before /{kind}/{id} so they are not read as a kind.
export const ledgerRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.accounts, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return {
          QueryResponse: { Account: await (await getLedger({ orgId, tx })).listAccounts() },
          time: new Date().toISOString(),
        }
      }),
      200,
    )
  })
  .openapi(r.createAccount, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return { Account: await (await getLedger({ orgId, tx })).createAccount(c.req.valid('json')) }
      }),
      201,
    )
  })
  .openapi(r.list, async (c) => {
    const { orgId, list } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        const ledger = await getLedger({ orgId, tx })
        return { QueryResponse: await listLedgerEntries({ ledger, list }), time: new Date().toISOString() }
      }),
      200,
    )
  })
  .openapi(r.postings, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return { postings: await (await getLedger({ orgId, tx })).queryTransactions(c.req.valid('query')) }
      }),
      200,
    )
  })
  .openapi(r.moveLine, async (c) => {
    const { orgId } = c.req.valid('param')
    const req = c.req.valid('json')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return byKind(req.kind, await (await getLedger({ orgId, tx })).moveLine(req))
      }),
      200,
    )
  })
  .openapi(r.import, async (c) => {
    const { orgId } = c.req.valid('param')
    const { format, text } = c.req.valid('json')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        const l = await getLedger({ orgId, tx })
        if (l.provider !== 'builtin')
          throw new AppError('unprocessable', 'This organization keeps its books in QuickBooks; import there')
        return await importJournal({ q: tx, orgId, format, text })
      }),
      200,
    )
  })
  .openapi(r.export, async (c) => {
    const { orgId } = c.req.valid('param')
    const q = c.req.valid('query')
    const text = await asUser(c.get('claims'), async (tx) => {
      await assertOrgAccess(tx, orgId)
      return await exportJournal({ q: tx, orgId, start: q.start_date, end: q.end_date })
    })
    return c.text(text, 200, { 'content-disposition': 'attachment; filename="books.journal"' })
  })
  .openapi(r.get, async (c) => {
    const { orgId, kind, id } = c.req.valid('param')
    const t = await asUser(c.get('claims'), async (tx) => {
      await assertOrgAccess(tx, orgId)
      return await (await getLedger({ orgId, tx })).getTransaction(kind, id)
    })
    if (!t) throw new AppError('not_found', `${kind} ${id} not found`)
    return c.json(byKind(kind, t), 200)
  })
  .openapi(r.create, async (c) => {
    const { orgId, kind } = c.req.valid('param')
    checkTxn(kind, c.req.valid('json'))
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return byKind(
          kind,
          await (await getLedger({ orgId, tx })).createTransaction(kind, c.req.valid('json') as never),
        )
      }),
      201,
    )
  })
  .openapi(r.update, async (c) => {
    const { orgId, kind, id } = c.req.valid('param')
    checkTxn(kind, c.req.valid('json'))
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        const ledger = await getLedger({ orgId, tx })
        return byKind(kind, await ledger.updateTransaction(kind, { ...c.req.valid('json'), Id: id } as never))
      }),
      200,
    )
  })
  .openapi(r.delete, async (c) => {
    const { orgId, kind, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return {
          [kind]: await (await getLedger({ orgId, tx })).deleteTransaction(kind, {
            Id: id,
            SyncToken: c.req.valid('query').SyncToken,
          }),
        }
      }),
      200,
    )
  })
