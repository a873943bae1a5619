/** Functions contract: the real supabase-js functions client through the gateway to the `api` edge function. */
import { describe, expect, it } from 'vitest'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { cfg, client, newUser, signedIn } from './helpers.ts'

describe('functions', () => {
  it('runs api/me as the signed-in user', async () => {
    const me = await newUser()
    const { client: c, user } = await signedIn(me.email)
    const { data, error } = await c.functions.invoke('api/me', { method: 'GET' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ userId: user.id, dbRole: 'authenticated', email: me.email })
  })

  it('refuses the anon key with a 401 FunctionsHttpError', async () => {
    const { data, error } = await client().functions.invoke('api/me', { method: 'GET' })
    expect(data).toBeNull()
    expect(error).toBeInstanceOf(FunctionsHttpError)
    expect((error as FunctionsHttpError).context.status).toBe(401)
  })

  it('publishes an OpenAPI 3.1 document', async () => {
    const res = await fetch(`${cfg.apiUrl}/functions/v1/api/openapi.json`, { headers: { apikey: cfg.anonKey } })
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(Object.keys(doc.paths)).toContain('/api/me')
  })
})
