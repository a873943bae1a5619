/**
 * Every variable the deployed functions read is documented where an operator sets them up (README.md's list and
 * docs/hosted.md's table), and none is a SUPABASE_ name hosted Supabase would not inject.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './config.ts'
import { HOSTED_SUPABASE_NAMES } from './function-env.ts'
import { secretsIn, secretsReadByFunctions } from './function-secrets.ts'

const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8')
const names = secretsReadByFunctions()

describe('the secrets the edge functions read', () => {
  it('are found through Deno.env.get and the helpers that pass a name on to it', () => {
    const found = secretsIn([
      "const a = Deno.env.get('PLAIN_NAME')",
      'function need(name: string, fallback: string) {\n  const v = Deno.env.get(name)\n  return v ?? fallback\n}',
      "need('HELPER_NAME', 'x')",
      'const opt = (k: string) => Deno.env.get(k) || undefined',
      "opt('ARROW_NAME')",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template literal, on purpose
      'export const cb = (p: string) => Deno.env.get(`${p.toUpperCase()}_CALLBACK_URI`)',
      "other('NOT_A_SECRET')",
    ])
    expect(found).toEqual(
      expect.arrayContaining(['PLAIN_NAME', 'HELPER_NAME', 'ARROW_NAME', '<PROVIDER>_CALLBACK_URI']),
    )
    expect(found).not.toContain('NOT_A_SECRET')
    // and in the real functions: env.ts's getters, a domain's helper, the OAuth apps' table, a template
    expect(names).toEqual(
      expect.arrayContaining([
        'AUTH_JWT_SECRET',
        'JOBS_RUN_SECRET',
        'DB_URL',
        'BANKING_CORE_API_KEY',
        'PUBSUB_AUDIENCE',
        'STRIPE_CLIENT_ID',
        '<PROVIDER>_REDIRECT_URI',
      ]),
    )
  })

  it('include no SUPABASE_ name hosted does not inject (hosted refuses to store those)', () => {
    expect(names.filter((n) => n.startsWith('SUPABASE_') && !HOSTED_SUPABASE_NAMES.includes(n))).toEqual([])
  })

  for (const doc of ['README.md', 'docs/hosted.md']) {
    it(`are each named in ${doc}`, () => {
      const text = read(doc)
      expect(names.filter((n) => !text.includes(`\`${n}\``))).toEqual([])
    })
  }
})
