/** The gate's settings come from supabase/config.toml's function tables, and its answers are hosted's. */
import { describe, expect, it } from 'vitest'
import { signJwt } from '../jwt.ts'
import { gate, projectVerifyJwt, readVerifyJwt } from './verify-jwt.ts'

const SECRET = 'a-legacy-secret-of-at-least-thirty-two-characters'

describe('verify_jwt settings', () => {
  it('are read per [functions.<name>] table, ignoring comments and other tables', () => {
    const toml = [
      '[api]',
      'verify_jwt = true # not a function',
      '[functions.open]',
      'entrypoint = "../edge-functions/open/index.ts"',
      'verify_jwt = false # the function checks callers itself',
      '[functions.closed]',
      'verify_jwt = true',
      '[functions.unsaid]',
      '# verify_jwt = false',
    ].join('\n')
    expect([...readVerifyJwt(toml)]).toEqual([
      ['open', false],
      ['closed', true],
    ])
  })

  it('leave every deployed function open in this project (each verifies its callers itself)', () => {
    expect(Object.fromEntries(projectVerifyJwt())).toEqual({ api: false, webhooks: false, jobs: false })
  })
})

describe('the gate of a function with verify_jwt = true', () => {
  it('answers as hosted: missing header, not a JWT, a JWT the legacy secret did not sign', async () => {
    expect(await gate(true, undefined, SECRET)).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    })
    expect((await gate(true, 'Bearer sb_publishable_abc', SECRET))?.body.message).toBe(
      'Invalid Token or Protected Header formatting',
    )
    const other = await signJwt({ role: 'anon' }, 'another-secret-of-at-least-thirty-two-chars', 60)
    expect((await gate(true, `Bearer ${other}`, SECRET))?.body.message).toBe('Invalid JWT')
  })

  it('lets a legacy JWT of the project through, and everything through when off', async () => {
    expect(await gate(true, `Bearer ${await signJwt({ role: 'anon' }, SECRET, 60)}`, SECRET)).toBeUndefined()
    expect(await gate(false, undefined, SECRET)).toBeUndefined()
  })
})
