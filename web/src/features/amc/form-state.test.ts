import { describe, expect, it } from 'vitest'
import { fromApiFields, initialForm, toAnswers, validateForm } from './form-state.ts'
import { clientStatus } from './status.ts'
import { answerSummary } from './answer-summary.ts'

describe('answer forms', () => {
  it('asks for an answer to "What was this expense for?" and names the field', () => {
    const form = initialForm(['expense_for'])
    expect(validateForm(['expense_for'], form)).toEqual({ 'expense_for.value': 'Please enter an answer' })
    expect(validateForm(['expense_for'], { expense_for: { value: 'Team offsite lunch' } })).toEqual({})
  })

  it('requires a yes or no for safe, and leaves it unset until chosen', () => {
    const form = initialForm(['safe'])
    expect(form.safe).toEqual({ value: null })
    expect(validateForm(['safe'], form)['safe.value']).toBe('Choose yes or no')
    expect(toAnswers(['safe'], { safe: { value: false } })).toEqual({ safe: { value: false } })
  })

  it('sends a service period without an empty end date and checks the order of dates', () => {
    expect(toAnswers(['service_period'], { service_period: { from: '2026-01-01', to: '' } })).toEqual({
      service_period: { from: '2026-01-01' },
    })
    expect(validateForm(['service_period'], { service_period: { from: '2026-02-01', to: '2026-01-01' } })).toEqual({
      'service_period.to': 'The end date must be on or after the start date',
    })
  })

  it('accepts "none" instead of files for prepaid bills and drops files then', () => {
    const id = '6f1c1c4e-3f5a-4b8a-9a55-0c6d2c1f3b10'
    expect(validateForm(['prepaid_bills_for_month'], initialForm(['prepaid_bills_for_month']))).toEqual({
      'prepaid_bills_for_month.fileIds': 'Upload the bills, or tell us there were none',
    })
    expect(
      toAnswers(['prepaid_bills_for_month'], {
        prepaid_bills_for_month: { files: [{ id, name: 'a.pdf' }], description: '', none: true },
      }),
    ).toEqual({ prepaid_bills_for_month: { fileIds: [], description: '', none: true } })
    expect(toAnswers(['invoice'], { invoice: { files: [{ id, name: 'a.pdf' }] } })).toEqual({
      invoice: { fileIds: [id] },
    })
  })

  it('pre-fills from a saved answer (a re-asked question keeps what the client wrote)', () => {
    const form = initialForm(['deposit_for', 'cogs', 'invoice'], {
      deposit_for: { value: 'Seed round' },
      cogs: { none: true, value: '' },
      invoice: { fileIds: ['x'] },
    })
    expect(form.deposit_for).toEqual({ value: 'Seed round' })
    expect(form.cogs).toEqual({ none: true, value: '' })
    expect(form.invoice).toEqual({ files: [{ id: 'x', name: '' }] })
  })

  it('keys API field errors like the form does', () => {
    expect(fromApiFields({ 'answers.expense_for.value': 'Please enter an answer' })).toEqual({
      'expense_for.value': 'Please enter an answer',
    })
  })
})

describe('client wording of statuses', () => {
  it('reads as Waiting for you / Answered / Needs more info / Done', () => {
    expect(clientStatus({ status: 'pending', bookkeeperFeedback: null }).label).toBe('Waiting for you')
    expect(clientStatus({ status: 'not_responded', bookkeeperFeedback: null }).label).toBe('Waiting for you')
    expect(clientStatus({ status: 'responded', bookkeeperFeedback: null }).label).toBe('Answered')
    expect(clientStatus({ status: 'pending', bookkeeperFeedback: 'Which project?' }).label).toBe('Needs more info')
    expect(clientStatus({ status: 'completed', bookkeeperFeedback: 'x' }).label).toBe('Done')
  })

  it('summarises answers in one line for staff tables', () => {
    expect(
      answerSummary({
        questions: ['expense_for', 'safe'],
        answers: { expense_for: { value: 'Rent' }, safe: { value: true } },
        clientResponse: null,
      }),
    ).toBe('Rent · SAFE: yes')
    expect(answerSummary({ questions: ['expense_for'], answers: {}, clientResponse: null })).toBe('—')
  })
})
