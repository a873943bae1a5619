/** Issue 30 item 8: a staff form hears about every field at once, in the rule's words, on the field. */
import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../rules/field-errors.ts'
import { SCHEDULE_MESSAGES } from '../rules/schedules.ts'
import { ONBOARDING_MESSAGES } from '../rules/banking-onboarding.ts'
import { ZBusinessInformationStepSchema } from './onboarding.ts'
import { ZCreateAmortizationRequestSchema, ZCreateRevenueScheduleRequestSchema } from './schedules.ts'

const messages = (r: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  r.success ? {} : firstMessageByField(r.error!.issues as never)

describe('a new amortization', () => {
  it('names each of its five empty fields at once', () => {
    const m = messages(ZCreateAmortizationRequestSchema.safeParse({ periods: 12, type: 'expense', debitAccountId: '' }))
    expect(Object.keys(m).sort()).toEqual(['amount', 'creditAccountId', 'debitAccountId', 'expenseName', 'startDate'])
    expect(m.amount).toBe('Enter the amount to amortize')
  })
  it('refuses 0 periods on its field, with the accounts still empty and without a start date', () => {
    const m = messages(
      ZCreateAmortizationRequestSchema.safeParse({
        expenseName: 'Insurance',
        amount: 1200,
        periods: 0,
        debitAccountId: '',
      }),
    )
    expect(m.periods).toBe(SCHEDULE_MESSAGES.zeroPeriods)
    expect(m.debitAccountId).toBeDefined()
    expect(m.startDate).toBe('Enter the start date')
  })
})

it('a revenue schedule names its periods beside its missing accounts', () => {
  const m = messages(
    ZCreateRevenueScheduleRequestSchema.safeParse({
      invoiceIds: ['1'],
      startDate: '2026-01-01',
      periods: 0,
      deferredRevenueAccountId: '',
      revenueAccountId: '',
    }),
  )
  expect(m.periods).toBe(SCHEDULE_MESSAGES.zeroPeriods)
  expect(m.revenueAccountId).toBeDefined()
})

it('an incorporation date in 2099 is refused on its field', () => {
  const r = ZBusinessInformationStepSchema.shape.date_of_incorporation.safeParse('2099-01-01')
  expect(r.success).toBe(false)
  expect(r.error?.issues[0].message).toBe(`Date of incorporation: ${ONBOARDING_MESSAGES.futureDate}`)
  expect(ZBusinessInformationStepSchema.shape.date_of_incorporation.safeParse('2019-03-01').success).toBe(true)
})
