import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  MAX_AMOUNT_CENTS,
  ZAmount,
  ZDate,
  ZJsonObject,
  ZLedgerId,
  ZSignedAmount,
  ZSyncToken,
  ZText,
  ZUuid,
  centsProblem,
  dateProblem,
  moneyProblem,
  textProblem,
  textProblems,
} from './values.ts'
import { valueRuleGaps } from './values-audit.ts'
import { ANSWER_SCHEMAS } from '../schemas/amc.ts'
import { SPEC_JOB_DEFINITIONS } from '../schemas/jobs.ts'
import { amcSendRemindersJob } from '../schemas/amc-jobs.ts'
import { TXN_KINDS, createSchemaFor } from '../schemas/ledger.ts'
import { parseJournal } from '../ledger/journal-io.ts'
import { parseJournalCsv } from '../ledger/csv-import.ts'

const messages = (r: z.ZodSafeParseResult<unknown>) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('text', () => {
  it('refuses the NUL character Postgres cannot store, anywhere in the string', () => {
    for (const s of ['\u0000', 'Acme\u0000', '\u0000Acme', 'Ac\u0000me'])
      expect(textProblem(s)).toBe('Remove the invisible null character from this text')
    expect(ZText.safeParse('a\u0000b').success).toBe(false)
  })
  it('refuses an unpaired surrogate but keeps emoji and other scripts', () => {
    expect(textProblem('bad \ud800 pair')).toMatch(/broken character/)
    expect(textProblem('\udc00')).toMatch(/broken character/)
    for (const s of ['', 'Café ☕', 'Grüße 👋🏽', '会計', 'tab\tand\nnewline', '\u0001'])
      expect(textProblem(s)).toBeUndefined()
  })
  it('keeps chained trim/min/max working', () => {
    const name = ZText.trim().min(1, 'Required').max(5)
    expect(name.parse('  Ann ')).toBe('Ann')
    expect(messages(name.safeParse(' \u0000 '))).toEqual([['', 'Remove the invisible null character from this text']])
    expect(name.safeParse('   ').success).toBe(false)
  })
  it('checks every string and key inside free-form JSON, naming the path', () => {
    expect(textProblems({ a: ['ok', { b: 'x\u0000' }], 'k\u0000': 1 }).map((p) => p.path)).toEqual([
      ['a', 1, 'b'],
      ['k\u0000'],
    ])
    expect(
      messages(z.object({ metadata: ZJsonObject }).safeParse({ metadata: { notes: ['fine', 'bad\u0000'] } })),
    ).toEqual([['metadata.notes.1', 'Remove the invisible null character from this text']])
    expect(ZJsonObject.safeParse({ nested: { deep: [1, true, null, 'ok'] } }).success).toBe(true)
  })
  it('walks deeply nested JSON without overflowing the stack', () => {
    let v: unknown = 'x\u0000'
    for (let i = 0; i < 20_000; i++) v = [v]
    expect(textProblems(v)).toHaveLength(1)
  })
})

describe('dates', () => {
  it('refuses impossible dates (the issue: 2026-13-45, 2026-00-00, 2026-02-30)', () => {
    for (const d of [
      '2026-13-45',
      '2026-00-00',
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-01-00',
      '2026-1-5',
      '20260105',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '',
    ]) {
      expect(dateProblem(d), d).toBe('Enter a real date, like 2026-02-28')
    }
  })
  it('accepts real dates, leap days included', () => {
    for (const d of ['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '9999-12-31'])
      expect(dateProblem(d), d).toBeUndefined()
    expect(dateProblem('1900-02-29')).toBe('Enter a real date, like 2026-02-28') // 1900 was not a leap year
  })
  it('refuses years before 1900', () => expect(dateProblem('1899-12-31')).toBe('Enter a date in 1900 or later'))
  it('refuses non-strings with the same words', () =>
    expect(messages(ZDate.safeParse(20260101))).toEqual([['', 'Enter a real date, like 2026-02-28']]))
})

describe('money', () => {
  it('refuses more than two decimals (0.001 became a zero entry)', () => {
    expect(moneyProblem(0.001)).toBe('Amounts have at most two decimals')
    expect(moneyProblem(12.345)).toBe('Amounts have at most two decimals')
    expect(moneyProblem(1e-7)).toBe('Amounts have at most two decimals')
    expect(moneyProblem(0.1 + 0.2)).toBe('Amounts have at most two decimals')
    for (const ok of [0, 0.01, 0.1, 12.34, 1234.5, 0.29, 1.1]) expect(moneyProblem(ok), String(ok)).toBeUndefined()
  })
  it('refuses amounts beyond the business maximum, which cents hold exactly as a JS number and a bigint', () => {
    expect(MAX_AMOUNT_CENTS).toBeLessThan(Number.MAX_SAFE_INTEGER / 900)
    expect(moneyProblem(99_999_999_999.99)).toBeUndefined()
    expect(moneyProblem(-99_999_999_999.99, { allowNegative: true })).toBeUndefined()
    for (const big of [100_000_000_000, 9_999_000_000_000_000.0, 1e20, -1e20, Number.MAX_VALUE]) {
      expect(moneyProblem(big, { allowNegative: true }), String(big)).toBe('Amounts are at most 99,999,999,999.99')
    }
  })
  it('refuses negatives unless the field allows a sign', () => {
    expect(messages(ZAmount.safeParse(-5))).toEqual([['', 'Amounts cannot be negative']])
    expect(ZSignedAmount.parse(-5)).toBe(-5)
    expect(ZAmount.parse(-0)).toBe(-0)
  })
  it('refuses what is not a finite number', () => {
    for (const v of ['12.34', null, Number.NaN, Infinity])
      expect(messages(ZAmount.safeParse(v))).toEqual([['', 'Enter an amount as a number, like 12.34']])
  })
  it('whole cents within the maximum', () => {
    expect(centsProblem(MAX_AMOUNT_CENTS)).toBeUndefined()
    expect(centsProblem(MAX_AMOUNT_CENTS + 1)).toBe('Amounts are at most 99,999,999,999.99')
    expect(centsProblem(1.5)).toBe('Amounts have at most two decimals')
  })
})

describe('ids and SyncToken', () => {
  it('uuids', () => {
    expect(ZUuid.safeParse('10000000-0000-4000-8000-000000000001').success).toBe(true)
    expect(messages(ZUuid.safeParse('abc'))).toEqual([['', 'Must be an id like 10000000-0000-4000-8000-000000000001']])
  })
  it('ledger ids are digits that fit bigint', () => {
    expect(ZLedgerId.safeParse('42').success).toBe(true)
    for (const bad of ['abc', '', '-1', '1.5', '1'.repeat(19), '4\u0000'])
      expect(ZLedgerId.safeParse(bad).success, bad).toBe(false)
  })
  it('SyncToken is a whole number (SyncToken=abc named the wrong thing)', () => {
    expect(ZSyncToken.safeParse('0').success).toBe(true)
    expect(messages(ZSyncToken.safeParse('abc'))).toEqual([
      ['', 'SyncToken is the whole number from your last read of this record, like 0'],
    ])
    expect(ZSyncToken.safeParse('9999999999').success).toBe(false) // beyond the integer column
  })
})

describe('transactions', () => {
  const line = (Amount: unknown) => ({ Amount, AccountBasedExpenseLineDetail: { AccountRef: { value: '7' } } })
  const purchase = (lines: unknown[], TxnDate = '2026-02-03') => ({
    TxnDate,
    PaymentType: 'Cash',
    AccountRef: { value: '1' },
    Line: lines,
  })
  it('name the line and field of a bad amount (the issue: -5, 0.001, 9,999,000,000,000,000.00, 1e20)', () => {
    const parse = (v: unknown) => messages(createSchemaFor('Purchase').safeParse(purchase([line(10), line(v)])))
    expect(parse(-5)).toEqual([['Line.1.Amount', 'Amounts cannot be negative']])
    expect(parse(0.001)).toEqual([['Line.1.Amount', 'Amounts have at most two decimals']])
    expect(parse(9_999_000_000_000_000.0)).toEqual([['Line.1.Amount', 'Amounts are at most 99,999,999,999.99']])
    expect(parse(1e20)).toEqual([['Line.1.Amount', 'Amounts are at most 99,999,999,999.99']])
  })
  it('refuse an impossible date', () => {
    expect(messages(createSchemaFor('Purchase').safeParse(purchase([line(1)], '2026-02-30')))).toEqual([
      ['TxnDate', 'Enter a real date, like 2026-02-28'],
    ])
  })
  it('cap the total of the lines, so a transaction total stays exact', () => {
    const max = line(99_999_999_999.99)
    expect(createSchemaFor('Purchase').safeParse(purchase([max])).success).toBe(true)
    expect(messages(createSchemaFor('Purchase').safeParse(purchase([max, line(0.01)])))).toEqual([
      ['Line', 'The lines add up to more than 99,999,999,999.99'],
    ])
  })
  it('refer to ledger records by digit ids', () => {
    expect(
      messages(createSchemaFor('Purchase').safeParse({ ...purchase([line(1)]), AccountRef: { value: 'abc' } })),
    ).toEqual([['AccountRef.value', 'Must be a ledger id: digits only, like 42']])
  })
})

describe('the journal import uses the same date and money rules', () => {
  const csv = (rows: string[]) => ['date,account,debit,credit,description', ...rows].join('\n')
  it('refuses an impossible date, naming the line', () => {
    expect(() => parseJournalCsv(csv(['2026-02-30,Assets:Bank,5,,x', '2026-02-30,Income:Sales,,5,x']))).toThrow(
      'line 2: Enter a real date, like 2026-02-28 (got "2026-02-30")',
    )
    expect(() => parseJournal('2026/13/45 Sale\n  Assets:Bank  5 USD\n  Income:Sales\n')).toThrow(
      'line 1: Enter a real date, like 2026-02-28 (got "2026-13-45")',
    )
  })
  it('refuses fractions of a cent and amounts beyond the maximum', () => {
    expect(() => parseJournalCsv(csv(['2026-02-03,Assets:Bank,0.001,,x', '2026-02-03,Income:Sales,,0.001,x']))).toThrow(
      'more than 2 decimals',
    )
    expect(() => parseJournal('2026-02-03 Sale\n  Assets:Bank  $9,999,000,000,000,000.00\n  Income:Sales\n')).toThrow(
      'Amounts are at most 99,999,999,999.99',
    )
    expect(() =>
      parseJournal('2026-02-03 Sale\n  Assets:Bank  99999999999.99\n  Assets:Bank  99999999999.99\n  Income:Sales\n'),
    ).toThrow("line 1: the entry's total: Amounts are at most 99,999,999,999.99")
  })
  it('still reads good files', () => {
    expect(parseJournal('2024/2/29 Sale\n  Assets:Bank  $1,234.50\n  Income:Sales\n').entries[0]).toMatchObject({
      date: '2024-02-29',
      postings: [{ amount: 123450 }, { amount: -123450 }],
    })
  })
})

describe('every input schema in shared/schemas applies the value rules', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../schemas/*.ts', { eager: true })
  /** Input schemas by name; responses (read from the database or a provider) are out of scope. */
  const INPUT = /^Z\w*(Request|Query|Input|Form|Params?|Translation)(Schema)?$/
  const RESPONSES = new Set(['ZCustomerRequestSchema']) // a customer request is the entity, not an input
  const inputs: [string, unknown][] = []
  for (const [file, mod] of Object.entries(modules)) {
    if (file.includes('webhooks')) continue // provider payloads: the webhooks function verifies and caps them (not request schemas of the API)
    for (const [name, value] of Object.entries(mod))
      if (INPUT.test(name) && !RESPONSES.has(name)) inputs.push([`${file.split('/').pop()} ${name}`, value])
  }
  for (const [kind, s] of Object.entries(ANSWER_SCHEMAS)) inputs.push([`amc answer ${kind}`, s])
  for (const kind of TXN_KINDS) inputs.push([`ledger create ${kind}`, createSchemaFor(kind)])
  for (const job of [...SPEC_JOB_DEFINITIONS, amcSendRemindersJob]) inputs.push([`job ${job.id}`, job.payload])

  it('finds the input schemas', () => expect(inputs.length).toBeGreaterThan(40))
  it.each(inputs)('%s', (_name, schema) => expect(valueRuleGaps(schema)).toEqual([]))

  it('the audit itself catches a bare field', () => {
    expect(
      valueRuleGaps(
        z.object({
          name: z.string(),
          when: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          Amount: z.number().max(1e12),
          extra: z.unknown(),
        }),
      ),
    ).toEqual([
      'name: text without the text rule (accepts a NUL character)',
      'when: date without the date rule (accepts 2026-02-30)',
      'Amount: money without the money rule (accepts 0.001)',
      'extra: free-form value without the deep text rule',
    ])
  })
})
