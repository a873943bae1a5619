import { describe, expect, it } from 'vitest'
import { FORM_STEPS } from './onboarding-constants.ts'
import { FORM_QUESTIONS, formAmendments, missingAnswers } from './onboarding-forms.ts'

describe('the older onboarding forms', () => {
  it('have questions for exactly the steps of §2', () => {
    expect(Object.keys(FORM_QUESTIONS.general)).toEqual(FORM_STEPS.general)
    expect(Object.keys(FORM_QUESTIONS.rnd)).toEqual(FORM_STEPS.rnd)
  })
  it('type each answer: numbers as numbers (empty or non-finite left out), yes/no as booleans, text trimmed', () => {
    expect(
      formAmendments('general', {
        'financial-details.annual_revenue': '125000',
        'financial-details.bank_accounts': 'abc',
        'financial-details.uses_accrual': 'true',
        'business-information.legal_name': '  Acme  ',
        'business-information.dba': '',
      }),
    ).toEqual({
      'financial-details.annual_revenue': 125000,
      'financial-details.uses_accrual': true,
      'business-information.legal_name': 'Acme',
    })
  })
  it('name the required questions left unanswered', () => {
    expect(missingAnswers('rnd', { 'tax-year.tax_year': 2025, 'projects.project_names': 'Engine' })).toEqual([
      { path: 'projects.project_descriptions', message: 'What each project set out to learn or build is required' },
    ])
  })
})
