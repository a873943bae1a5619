import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  CHECK_FIELDS,
  fieldErrorList,
  firstMessageByField,
  issuesSentence,
  peopleSentence,
  refusalMessage,
} from './field-errors.ts'

const schema = z.object({
  name: z.string().min(1, 'Enter a name'),
  lines: z.array(z.object({ amount: z.number({ error: 'Enter an amount' }) })),
})
const issues = schema.safeParse({ name: '', lines: [{ amount: 1 }, { amount: 'x' }] }).error!.issues

describe('field errors', () => {
  it('names each field by its dotted path, with a prefix when the value sits inside a larger body', () => {
    expect(fieldErrorList(issues)).toEqual([
      { path: 'name', message: 'Enter a name' },
      { path: 'lines.1.amount', message: 'Enter an amount' },
    ])
    expect(fieldErrorList(issues, ['answers']).map((f) => f.path)).toEqual(['answers.name', 'answers.lines.1.amount'])
  })
  it('keeps the first message per field, and puts path-less issues under the whole-form key', () => {
    expect(
      firstMessageByField([...issues, { path: ['name'], message: 'second' }, { path: [], message: 'whole' }]),
    ).toEqual({ name: 'Enter a name', 'lines.1.amount': 'Enter an amount', _: 'whole' })
  })
  it('reads as one sentence for logs', () => {
    expect(issuesSentence([...issues, { path: [], message: 'Bad' }])).toBe(
      'name: Enter a name; lines.1.amount: Enter an amount; body: Bad',
    )
    expect(issuesSentence([{ path: [], message: 'Bad' }], { whole: 'payload' })).toBe('payload: Bad')
    expect(issuesSentence([{ path: ['x'], message: 'Bad' }], { prefix: ['answers'] })).toBe('answers.x: Bad')
  })
})

describe("peopleSentence: a refusal without the program's field names", () => {
  it('keeps messages that say what they are about, and drops the field names', () => {
    expect(
      peopleSentence([
        { path: 'accountName', message: 'Enter the account name' },
        { path: 'currency', message: 'Banking accepts US dollars only' },
      ]),
    ).toBe('Enter the account name; Banking accepts US dollars only')
  })
  it('gives a bare message its field in words', () => {
    expect(peopleSentence([{ path: 'debitAccountId', message: 'Required' }])).toBe('Debit account is required')
    expect(peopleSentence([{ path: 'splits.1.percentage', message: 'Invalid input' }])).toBe(
      'Splits 2 percentage: invalid input',
    )
  })
  it('says a message shared by several fields once', () => {
    expect(
      peopleSentence([
        { path: 'a', message: 'Use at most two decimal places' },
        { path: 'b', message: 'Use at most two decimal places' },
      ]),
    ).toBe('Use at most two decimal places')
  })
})

describe("refusalMessage: a 422's top-level sentence", () => {
  it("is the single field's message with its label, or the message alone when it names its field", () => {
    expect(refusalMessage([{ path: 'items.0.serviceDateFrom', message: 'Enter a real date, like 2026-02-28' }])).toBe(
      'Items 1 service date from: Enter a real date, like 2026-02-28',
    )
    expect(refusalMessage([{ path: 'memo', message: 'Keep the memo short' }])).toBe('Keep the memo short')
    expect(refusalMessage([{ path: 'debitAccountId', message: 'Required' }])).toBe('Debit account is required')
    expect(refusalMessage([{ path: '', message: 'Choose at least one line' }])).toBe('Choose at least one line')
  })
  it('asks to check the highlighted fields when several are refused', () => {
    expect(
      refusalMessage([
        { path: 'a', message: 'x' },
        { path: 'b', message: 'y' },
      ]),
    ).toBe(CHECK_FIELDS)
  })
})
