/**
 * The form hook's rules, with a real schema the API uses and a 422 shaped by the same shared rule the API's
 * validation hook uses (edge-functions/_shared/validation.ts), read back through the typed API client.
 */
import { describe, expect, it } from 'vitest'
import { fieldErrorList, issuesSentence } from '../../../shared/rules/field-errors.ts'
import { ZCreateOrganizationRequestSchema } from '../../../shared/schemas/organizations.ts'
import { createApi } from './api-client.ts'
import type { FieldErrors } from './field-errors.ts'
import { formErrorActions } from './use-form-errors.ts'

/** The actions over a recorded state, as useFormErrors holds it (an update may be a function of the last). */
function form() {
  const shown: FieldErrors[] = [{}]
  const actions = formErrorActions((next) => shown.push(typeof next === 'function' ? next(shown.at(-1)!) : next))
  return { ...actions, current: () => shown.at(-1) }
}

/** An API that answers every request as the API answers a body its schema refuses. */
function refusingApi(issues: { path: PropertyKey[]; message: string }[]) {
  const body = {
    error: {
      code: 'validation_failed',
      message: issuesSentence(issues),
      details: { fields: fieldErrorList(issues) },
    },
  }
  return createApi({
    baseUrl: 'http://api.test/functions/v1',
    anonKey: 'anon',
    token: async () => 'token',
    fetch: async () =>
      new Response(JSON.stringify(body), { status: 422, headers: { 'content-type': 'application/json' } }),
  })
}

describe('form errors', () => {
  it('puts each schema issue on its field, in the spec’s words, and returns nothing to send', () => {
    const f = form()
    expect(f.check(ZCreateOrganizationRequestSchema, { legalName: '   ', accountingServices: [] })).toBeUndefined()
    expect(f.current()).toEqual({ legalName: 'Legal name is required' })
  })

  it('returns the parsed body and clears earlier messages once the form is right', () => {
    const f = form()
    f.check(ZCreateOrganizationRequestSchema, { legalName: '' })
    const body = f.check(ZCreateOrganizationRequestSchema, { legalName: '  Acme Robotics Inc. ' })
    expect(body).toEqual({ legalName: 'Acme Robotics Inc.', accountingServices: [] })
    expect(f.current()).toEqual({})
  })

  it('stops on a check the schema cannot make, and the form’s own words win on their field', () => {
    const f = form()
    const more = { legalName: 'Choose another name', amount: 'Enter an amount like 12.50' }
    expect(f.check(ZCreateOrganizationRequestSchema, { legalName: 'Acme' }, more)).toBeUndefined()
    expect(f.current()).toEqual(more)
    const ownWords = (found: FieldErrors) => (found.legalName ? { legalName: 'Name the client' } : {})
    expect(f.check(ZCreateOrganizationRequestSchema, { legalName: '' }, ownWords)).toBeUndefined()
    expect(f.current()).toEqual({ legalName: 'Name the client' })
    expect(f.check(ZCreateOrganizationRequestSchema, { legalName: 'Acme' }, ownWords)).toEqual({
      legalName: 'Acme',
      accountingServices: [],
    })
    expect(f.report({})).toBe(true)
    expect(f.report({ amount: undefined })).toBe(true)
    expect(f.current()).toEqual({})
    expect(f.report({ _: 'Pick a month' })).toBe(false)
    expect(f.current()).toEqual({ _: 'Pick a month' })
  })

  it('drops one field’s message when the user types there again, and keeps the others', () => {
    const f = form()
    f.report({ legalName: 'Legal name is required', accountingServices: 'Choose a service' })
    f.dismiss('legalName')
    expect(f.current()).toEqual({ accountingServices: 'Choose a service' })
  })

  it('shows the API’s 422 on the fields it names and keeps what the user typed', async () => {
    const api = refusingApi([
      { path: ['legalName'], message: 'An organization with this legal name already exists' },
      { path: ['accountingServices', 1], message: 'Choose a service from the list' },
    ])
    const f = form()
    const typed = { legalName: 'Acme Robotics Inc.', accountingServices: ['bookkeeping', 'taxes'] }
    const body = f.check(ZCreateOrganizationRequestSchema, typed)
    expect(body).toBeDefined()
    await api.POST('/api/organizations', { body: body! }).catch(f.fromApi)
    expect(f.current()).toEqual({
      legalName: 'An organization with this legal name already exists',
      'accountingServices.1': 'Choose a service from the list',
    })
    expect(typed).toEqual({ legalName: 'Acme Robotics Inc.', accountingServices: ['bookkeeping', 'taxes'] })
  })

  it('shows a refusal without fields, or a failure that is not the API’s, for the whole form', async () => {
    const f = form()
    const api = refusingApi([{ path: [], message: 'This organization is closed' }])
    await api.POST('/api/organizations', { body: { legalName: 'Acme', accountingServices: [] } }).catch(f.fromApi)
    expect(f.current()).toEqual({ _: 'This organization is closed' })
    f.fromApi(new Error('Network is down'))
    expect(f.current()).toEqual({ _: 'Network is down' })
    f.clear()
    expect(f.current()).toEqual({})
  })
})
