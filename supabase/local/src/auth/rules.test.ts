import { describe, expect, it } from 'vitest'
import { banUntil } from './admin.ts'
import { checkPassword, normalizeEmail } from './request.ts'
import { mergeMeta } from './users.ts'

describe('auth input rules', () => {
  it('normalises emails the way the users table accepts them', () => {
    expect(normalizeEmail('  Ann@Example.TEST ')).toBe('ann@example.test')
    for (const bad of ['ann', 'ann@localhost', 'a b@x.test', '@x.test']) {
      expect(() => normalizeEmail(bad)).toThrow('Unable to validate email address: invalid format')
    }
  })
  it('applies the default password policy', () => {
    expect(() => checkPassword('12345')).toThrow('Password should be at least 6 characters.')
    expect(() => checkPassword('x'.repeat(73))).toThrow(/72 characters/)
    expect(() => checkPassword('123456')).not.toThrow()
  })
  it('merges metadata with null removing a key', () => {
    expect(mergeMeta({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 })
    expect(mergeMeta(null, { a: 1 })).toEqual({ a: 1 })
  })
  it('reads Go durations for bans', () => {
    expect(banUntil('none')).toBeNull()
    expect(banUntil('1h30m', 0)!.getTime()).toBe(5_400_000)
    expect(banUntil('250ms', 0)!.getTime()).toBe(250)
    for (const bad of ['forever', '10', '1h junk', '']) expect(() => banUntil(bad)).toThrow(/invalid duration/)
  })
})
