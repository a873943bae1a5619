/**
 * The typed API client: requests built from the generated types (path parameters, query, JSON body, the user's
 * token), answers typed as the API's zod schemas declare them, and refusals as ApiError with fields by path.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import type { TCoaMappingsResponse } from '../../../shared/schemas/coa-mapping.ts'
import type { ZConsolidatedReportResponseSchema } from '../../../shared/schemas/consolidation.ts'
import type { TRawReport, TReportRecord } from '../../../shared/schemas/reports.ts'
import type { TAccount, TPosting } from '../../../shared/schemas/ledger.ts'
import { ApiError, createApi, type ApiData } from './api-client.ts'

type Sent = { method: string; url: string; headers: Headers; body: string }

function fakeApi(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = []
  const api = createApi({
    baseUrl: 'http://api.test/functions/v1',
    anonKey: 'anon',
    token: async () => 'user-token',
    fetch: async (request) => {
      const s = { method: request.method, url: request.url, headers: request.headers, body: await request.text() }
      sent.push(s)
      return answer(s)
    },
  })
  return { api, sent }
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('typed API client', () => {
  it('fills path parameters and the query, sends the token, and resolves to the body', async () => {
    const { api, sent } = fakeApi(() => json(200, { postings: [] }))
    const r = await api.GET('/api/orgs/{orgId}/ledger/postings', {
      params: { path: { orgId: 'o-1' }, query: { accountId: '7', limit: 50 } },
    })
    expect(r).toEqual({ postings: [] })
    expect(sent[0].method).toBe('GET')
    expect(sent[0].url).toBe('http://api.test/functions/v1/api/orgs/o-1/ledger/postings?accountId=7&limit=50')
    expect(sent[0].headers.get('authorization')).toBe('Bearer user-token')
    expect(sent[0].headers.get('apikey')).toBe('anon')
  })

  it('sends the body as JSON, and {} for a write that takes none', async () => {
    const { api, sent } = fakeApi(() => json(200, { updated: 1 }))
    await api.POST('/api/organization-groups', { body: { name: 'North' } })
    await api.POST('/api/notifications/read-all')
    expect(JSON.parse(sent[0].body)).toEqual({ name: 'North' })
    expect(sent[0].headers.get('content-type')).toBe('application/json')
    expect(sent[1].body).toBe('{}')
  })

  it('hands a file over as its bytes, untouched, and refuses it as any call', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x80])
    const { api, sent } = fakeApi((s) =>
      s.url.endsWith('/missing/wire-instructions.pdf')
        ? json(404, { error: { code: 'not_found', message: 'Account not found' } })
        : new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    )
    const pdf = await api.GET_FILE(
      '/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions.pdf',
      {
        params: { path: { organizationId: 'o', accountId: 'a' } },
      },
    )
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(bytes)
    expect(sent[0].headers.get('authorization')).toBe('Bearer user-token')
    const missing = api.GET_FILE(
      '/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions.pdf',
      {
        params: { path: { organizationId: 'o', accountId: 'missing' } },
      },
    )
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'Account not found' })
  })

  it('resolves a 204 to undefined', async () => {
    const { api } = fakeApi(() => new Response(null, { status: 204 }))
    await expect(
      api.DELETE('/api/organization-groups/{groupId}', { params: { path: { groupId: 'g' } } }),
    ).resolves.toBeUndefined()
  })

  it("throws ApiError with the status, code, message in people's words and each field path to its first message", async () => {
    const { api } = fakeApi(() =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'name: Enter a group name',
          details: {
            fields: [
              { path: 'name', message: 'Enter a group name' },
              { path: 'name', message: 'a second message is not shown' },
            ],
          },
        },
      }),
    )
    const e = await api.POST('/api/organization-groups', { body: { name: ' ' } }).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toMatchObject({
      status: 422,
      code: 'validation_failed',
      // the API's sentence names the field as the program does; people read the message alone
      message: 'Enter a group name',
      fields: { name: 'Enter a group name' },
    })
  })

  it('names a body that is not the API error shape http_error, with the status text', async () => {
    const { api } = fakeApi(() => new Response('gateway down', { status: 502, statusText: 'Bad Gateway' }))
    await expect(api.GET('/api/me')).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'Bad Gateway' })
  })

  it('passes a text answer (the journal export) through as text', async () => {
    const { api } = fakeApi(() => new Response('2026-01-01 Opening\n', { headers: { 'content-type': 'text/plain' } }))
    const journal = await api.GET('/api/orgs/{orgId}/ledger/export.journal', { params: { path: { orgId: 'o' } } })
    expect(journal).toBe('2026-01-01 Opening\n')
  })

  it('turns an unreachable server into a network error with status 0', async () => {
    const { api } = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(api.GET('/api/me')).rejects.toMatchObject({ status: 0, code: 'network_error' })
  })
})

// Type-level: the generated types say what the zod response schemas say. `tsc -p web` checks these lines, so a
// generator setting or schema that loses a field, a null or an enum fails the typecheck stage.
describe('generated answer types match the API schemas', () => {
  it('is checked by the compiler', () => {
    expectTypeOf<ApiData<'get', '/api/orgs/{orgId}/coa-mappings'>>().toEqualTypeOf<TCoaMappingsResponse>()
    expectTypeOf<ApiData<'get', '/api/orgs/{orgId}/reports/{reportName}'>>().toEqualTypeOf<TRawReport>()
    expectTypeOf<ApiData<'get', '/api/orgs/{orgId}/report-records/{id}'>>().toEqualTypeOf<TReportRecord>()
    expectTypeOf<ApiData<'post', '/api/consolidated-reports'>>().toEqualTypeOf<
      z.infer<typeof ZConsolidatedReportResponseSchema>
    >()
    expectTypeOf<ApiData<'get', '/api/orgs/{orgId}/ledger/accounts'>['QueryResponse']['Account']>().toEqualTypeOf<
      TAccount[]
    >()
    expectTypeOf<ApiData<'get', '/api/orgs/{orgId}/ledger/postings'>['postings']>().toEqualTypeOf<TPosting[]>()
    expectTypeOf<ApiData<'delete', '/api/organization-groups/{groupId}'>>().toEqualTypeOf<undefined>()
  })
})
