import { describe, expect, it } from 'vitest'
import {
  AMOUNT_CENTS,
  AMOUNT_FORMAT,
  AMOUNT_POSITIVE,
  AMOUNT_REQUIRED,
  LIMIT_FORMAT,
  dollarsText,
  idempotencyKeeper,
  readAmount,
  readLimit,
} from './money-input.ts'

describe('readAmount', () => {
  it('turns dollars as people type them into micros, without floating-point error', () => {
    expect(readAmount('1,250.00')).toEqual({ micros: '1250000000' })
    expect(readAmount('$0.10')).toEqual({ micros: '100000' })
    expect(readAmount(' 12 ')).toEqual({ micros: '12000000' })
    expect(readAmount('90071992547409.93')).toEqual({ micros: '90071992547409930000' })
  })

  it('names what is wrong with anything that is not a positive amount', () => {
    expect(readAmount('')).toEqual({ error: AMOUNT_REQUIRED })
    expect(readAmount('   ')).toEqual({ error: AMOUNT_REQUIRED })
    expect(readAmount('12.3.4')).toEqual({ error: AMOUNT_FORMAT })
    expect(readAmount('1e3')).toEqual({ error: AMOUNT_FORMAT })
    expect(readAmount('0.0000001')).toEqual({ error: AMOUNT_FORMAT })
    expect(readAmount('0')).toEqual({ error: AMOUNT_POSITIVE })
    expect(readAmount('-5')).toEqual({ error: AMOUNT_POSITIVE })
  })

  it('refuses more than two decimals in dollars, never rounding them into cents', () => {
    // issue 30: "12.345" was sent as $12.35
    expect(readAmount('12.345')).toEqual({ error: AMOUNT_CENTS })
    expect(readAmount('0.000001')).toEqual({ error: AMOUNT_CENTS })
    expect(readAmount('12.340')).toEqual({ micros: '12340000' })
    expect(AMOUNT_CENTS).not.toMatch(/micro/i)
  })
})

describe('limits', () => {
  it('reads blank as no limit, zero as a limit of nothing, and refuses the rest', () => {
    expect(readLimit('')).toEqual({ micros: null })
    expect(readLimit('0')).toEqual({ micros: '0' })
    expect(readLimit('5,000')).toEqual({ micros: '5000000000' })
    expect(readLimit('-1')).toEqual({ error: LIMIT_FORMAT })
    expect(readLimit('lots')).toEqual({ error: LIMIT_FORMAT })
  })

  it('shows saved micros back as dollars to edit, without float noise', () => {
    expect(dollarsText(null)).toBe('')
    expect(dollarsText('5000000000')).toBe('5000')
    expect(dollarsText('1250000')).toBe('1.25')
    expect(dollarsText('1')).toBe('0.000001')
    expect(readLimit(dollarsText('123456789012345678'))).toEqual({ micros: '123456789012345678' })
  })
})

describe('idempotencyKeeper', () => {
  const counter = () => {
    let n = 0
    return () => `key-${++n}`
  }

  it('keeps one key for repeated sends of the same body, so a double click moves money once', () => {
    const k = idempotencyKeeper(counter())
    const body = { fromAccountId: 'a', rail: 'ach', amountMicros: '1000000' }
    expect(k.keyFor(body)).toBe('key-1')
    expect(k.keyFor({ ...body })).toBe('key-1')
  })

  it('takes a fresh key when the body changes or the previous submission was answered', () => {
    const k = idempotencyKeeper(counter())
    expect(k.keyFor({ amountMicros: '1' })).toBe('key-1')
    expect(k.keyFor({ amountMicros: '2' })).toBe('key-2')
    k.settle()
    expect(k.keyFor({ amountMicros: '2' })).toBe('key-3')
  })
})
