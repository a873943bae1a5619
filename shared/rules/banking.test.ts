import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_CURRENCY_USD,
  ACCOUNT_NAME_LETTERS,
  ACCOUNT_NAME_REQUIRED,
  BANKING_ACCOUNT_TYPES,
  ENTRY_RESULTS,
  ENTRY_RESULT_MESSAGES,
  PAYMENT_RAILS,
  RAIL_OUTGOING_TYPE,
  TRANSACTION_TYPES,
  createAccountProblems,
  formatMicros,
  microsToCents,
  parseDollarsToMicros,
  parseMicros,
  stripCardMask,
  usdMicrosTotal,
} from './banking.ts'

describe('value sets (spec §4, §5, §8, §9)', () => {
  it('has the ten account types, the seventeen entry results with a message each, and 29 transaction types', () => {
    expect(BANKING_ACCOUNT_TYPES).toHaveLength(10)
    expect(ENTRY_RESULTS).toHaveLength(17)
    for (const r of ENTRY_RESULTS) expect(ENTRY_RESULT_MESSAGES[r]).toMatch(/\.$/)
    expect(TRANSACTION_TYPES).toHaveLength(29)
    expect(new Set(TRANSACTION_TYPES).size).toBe(29)
  })
  it('gives every rail an outgoing type that is a transaction type', () => {
    for (const rail of PAYMENT_RAILS) expect(TRANSACTION_TYPES).toContain(RAIL_OUTGOING_TYPE[rail])
  })
})

describe('createAccountProblems (spec §5 "Create bank account", word for word)', () => {
  it('accepts a name of letters and spaces, one of the ten types, USD or no currency', () => {
    expect(createAccountProblems({ accountName: 'Tax reserve', accountType: 'Savings', currency: 'USD' })).toEqual([])
    expect(createAccountProblems({ accountName: ' Payroll ', accountType: 'Checking' })).toEqual([])
  })
  it('requires the name, empty or blank', () => {
    for (const accountName of [undefined, null, '', '   '])
      expect(createAccountProblems({ accountName, accountType: 'Cash' })).toEqual([
        { path: 'accountName', message: ACCOUNT_NAME_REQUIRED },
      ])
  })
  it('refuses digits and punctuation in the name', () => {
    for (const accountName of ['Tax 2026', 'Ops-Account', 'Café'])
      expect(createAccountProblems({ accountName, accountType: 'Cash' })).toEqual([
        { path: 'accountName', message: ACCOUNT_NAME_LETTERS },
      ])
  })
  it('names the ten types when the type is not one of them, and refuses other currencies', () => {
    expect(createAccountProblems({ accountName: 'Ops', accountType: 'checking', currency: 'EUR' })).toEqual([
      { path: 'accountType', message: `Account type must be one of ${BANKING_ACCOUNT_TYPES.join(', ')}` },
      { path: 'currency', message: ACCOUNT_CURRENCY_USD },
    ])
  })
})

describe('micros', () => {
  it('parses dollars as typed without floats: 0.1 + 0.2 stays 300000', () => {
    expect(parseDollarsToMicros('0.1')! + parseDollarsToMicros('0.2')!).toBe(300_000n)
    expect(parseDollarsToMicros('$1,234.5')).toBe(1_234_500_000n)
    expect(parseDollarsToMicros('0.000001')).toBe(1n)
    expect(parseDollarsToMicros('-12')).toBe(-12_000_000n)
    for (const bad of ['', '1.0000001', 'abc', '1e3', '1.2.3']) expect(parseDollarsToMicros(bad)).toBeNull()
  })
  it('parses a positive whole number of micros and nothing else', () => {
    expect(parseMicros('1250000')).toBe(1_250_000n)
    expect(parseMicros('999999999999999999')).toBe(999_999_999_999_999_999n)
    for (const bad of ['0', '-5', '1.5', '1e6', '', ' 5', '1234567890123456789']) expect(parseMicros(bad)).toBeNull()
  })
  it('rounds micros to cents half away from zero', () => {
    expect(microsToCents(5_000n)).toBe(1n)
    expect(microsToCents(4_999n)).toBe(0n)
    expect(microsToCents(-5_000n)).toBe(-1n)
    expect(microsToCents(-4_999n)).toBe(0n)
    expect(microsToCents(1_234_565_000n)).toBe(123_457n)
  })
  it('formats micros as dollars with two decimals, negative zero as zero', () => {
    expect(formatMicros(1_234_560_000n, { currency: true })).toBe('$1,234.56')
    expect(formatMicros('-2500000')).toBe('-2.50')
    expect(formatMicros(-4_000n)).toBe('0.00')
    expect(formatMicros(null, { currency: true })).toBe('$0.00')
  })
})

describe('stripCardMask (spec §9)', () => {
  it('removes a masked card number at the end, whatever the mask', () => {
    expect(stripCardMask('COFFEE CO CARD XXXX1234')).toBe('COFFEE CO')
    expect(stripCardMask('SYSCO FOODS ****4821')).toBe('SYSCO FOODS')
    expect(stripCardMask('Hardware •••• 0042')).toBe('Hardware')
    expect(stripCardMask('Bakery supply card ending in 4821')).toBe('Bakery supply')
  })
  it('leaves descriptions without a mask alone', () => {
    expect(stripCardMask('ACH DEPOSIT 4821')).toBe('ACH DEPOSIT 4821')
    expect(stripCardMask('XXL Pizza')).toBe('XXL Pizza')
  })
})

describe('usdMicrosTotal (spec §9: only USD accounts count)', () => {
  it('adds USD balances, counts a missing balance as zero, leaves other currencies out', () => {
    expect(
      usdMicrosTotal([
        { currency: 'USD', balanceMicros: 1_000_000n },
        { currency: 'EUR', balanceMicros: 9_000_000n },
        { currency: 'USD', balanceMicros: '250000' },
        { currency: 'USD', balanceMicros: null },
      ]),
    ).toBe(1_250_000n)
  })
})
