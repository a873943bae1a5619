import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_CURRENCY_USD,
  ACCOUNT_NAME_LETTERS,
  ACCOUNT_NAME_REQUIRED,
  BANKING_ACCOUNT_TYPE_LABELS,
  BANKING_ACCOUNT_TYPES,
  bookedCents,
  ENTRY_RESULTS,
  ENTRY_RESULT_MESSAGES,
  PAYMENT_APPROVAL_DAYS,
  PAYMENT_MESSAGES,
  PAYMENT_RAILS,
  RAIL_OUTGOING_TYPE,
  TRANSACTION_TYPES,
  createAccountProblems,
  expectedArrival,
  formatMicros,
  microsAsDollars,
  microsToCents,
  parseDollarsToMicros,
  parseMicros,
  paymentExpiresAt,
  stripCardMask,
  subCentMessage,
  usdMicrosTotal,
} from './banking.ts'
import { ZPositiveMicros } from '../schemas/banking.ts'
import { rng } from './seeded-random.ts'

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

describe('whole cents: what the product sends and what the books record', () => {
  it('refuses a payment of a fraction of a cent, in dollars', () => {
    expect(microsAsDollars(1n)).toBe('$0.000001')
    expect(microsAsDollars(1_000_005n)).toBe('$1.000005')
    expect(microsAsDollars(1_250_000n)).toBe('$1.25')
    expect(microsAsDollars(-10_000n)).toBe('-$0.01')
    expect(ZPositiveMicros.safeParse('1').error?.issues[0].message).toBe(subCentMessage(1n))
    expect(ZPositiveMicros.safeParse('1000005').error?.issues[0].message).toBe(subCentMessage(1_000_005n))
    expect(ZPositiveMicros.safeParse('1000000').success).toBe(true)
    expect(ZPositiveMicros.safeParse(1000000).success).toBe(false)
  })

  it('books a 1-micro and a $1.000005 entry so the books equal the bank to the cent', () => {
    // 0.000001 then 1.000005 in, 1.000006 out: the bank's balance goes 0 → 0.000001 → 1.000006 → 0
    const entries = [1n, 1_000_005n, -1_000_006n]
    let balance = 0n
    const booked = entries.map((signed) => {
      balance += signed
      return bookedCents(signed, balance)
    })
    expect(booked).toEqual([0n, 100n, -100n])
    expect(booked.reduce((a, b) => a + b, 0n)).toBe(microsToCents(balance))
  })

  it('property: over any run of settled entries the booked cents equal the change of the balance in cents', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = rng(seed)
      const start = BigInt(Math.floor(random() * 1e9))
      const balances = [start]
      const booked: bigint[] = []
      for (let i = 0; i < 60; i++) {
        // amounts of any micros, often a fraction of a cent, either way
        const magnitude = BigInt(Math.floor(random() * (random() < 0.5 ? 20_000 : 5e8)))
        const signed = random() < 0.5 ? magnitude : -magnitude
        const after = balances[balances.length - 1] + signed
        balances.push(after)
        booked.push(bookedCents(signed, after))
      }
      for (let from = 0; from < booked.length; from += 7)
        for (let to = from + 1; to <= booked.length; to += 5) {
          const sum = booked.slice(from, to).reduce((a, b) => a + b, 0n)
          expect(sum).toBe(microsToCents(balances[to]) - microsToCents(balances[from]))
        }
      // and no single entry is off by more than a cent from its own amount
      for (let i = 0; i < booked.length; i++) {
        const own = microsToCents(balances[i + 1] - balances[i])
        expect(booked[i] - own <= 1n && own - booked[i] <= 1n).toBe(true)
      }
    }
  })
})

describe('payments a person reads (issue 30)', () => {
  it('no payment message names micros', () => {
    for (const m of Object.values(PAYMENT_MESSAGES)) expect(m).not.toMatch(/micro/i)
    expect(ZPositiveMicros.safeParse('0').error?.issues[0].message).toBe('Enter an amount greater than $0.00')
  })
  it('a waiting payment expires after the stated days, and the message says so', () => {
    expect(paymentExpiresAt('2026-11-28T10:00:00.000Z')).toBe('2026-12-01T10:00:00.000Z')
    expect(PAYMENT_MESSAGES.expired).toContain(`${PAYMENT_APPROVAL_DAYS} days`)
  })
  it('states when the money arrives, by rail, moving weekends to Monday', () => {
    const friday = new Date('2026-11-27T15:00:00Z')
    expect(expectedArrival('book', friday).date).toBe('2026-11-27')
    expect(expectedArrival('rtp', friday).date).toBe('2026-11-27')
    expect(expectedArrival('wire', friday).date).toBe('2026-11-27')
    expect(expectedArrival('ach', friday).date).toBe('2026-11-30')
    const saturday = new Date('2026-11-28T09:00:00Z')
    expect(expectedArrival('wire', saturday).date).toBe('2026-11-30')
    expect(expectedArrival('ach', saturday).date).toBe('2026-11-30')
    expect(expectedArrival('ach', new Date('2026-11-24T09:00:00Z')).date).toBe('2026-11-25')
  })
})

describe("banking account types in people's words", () => {
  it("labels every account type, never with the value's inner capitals", () => {
    for (const t of BANKING_ACCOUNT_TYPES) expect(BANKING_ACCOUNT_TYPE_LABELS[t]).not.toMatch(/[a-z][A-Z]/)
    expect(BANKING_ACCOUNT_TYPE_LABELS.CreditCard).toBe('Credit card')
    expect(BANKING_ACCOUNT_TYPE_LABELS.PlatformRevenue).toBe('Platform revenue')
  })
})
