/**
 * The questions of the older onboarding forms (spec §2: the general form's nine steps, the R&D form's two), as data:
 * each answer is stored in the submission's amendments under "<step>.<key>" with its type (string, boolean or
 * number, §3 Form submission). The spec names the steps, not their questions; these are ours (docs/onboarding.md).
 */
import type { TFormSlug } from './onboarding-constants.ts'

export type TFormQuestion = {
  key: string
  label: string
  kind: 'text' | 'textarea' | 'yesno' | 'number'
  required?: boolean
}

export const FORM_TITLES: Record<TFormSlug, string> = {
  general: 'General information',
  rnd: 'R&D tax credits',
}

export const FORM_STEP_LABELS: Record<string, string> = {
  'business-information': 'Business information',
  'contact-information': 'Contact information',
  'financial-details': 'Financial details',
  'business-operations': 'Business operations',
  ownership: 'Ownership',
  'tax-and-fiscal': 'Tax and fiscal year',
  acquisitions: 'Acquisitions',
  'other-entities': 'Other entities',
  'special-cases': 'Special cases',
  'tax-year': 'Tax year',
  projects: 'Projects',
}

export const FORM_QUESTIONS: Record<TFormSlug, Record<string, TFormQuestion[]>> = {
  general: {
    'business-information': [
      { key: 'legal_name', label: 'Legal business name', kind: 'text', required: true },
      { key: 'dba', label: 'Doing business as', kind: 'text' },
      { key: 'entity_type', label: 'Entity type', kind: 'text', required: true },
    ],
    'contact-information': [
      { key: 'contact_name', label: 'Main contact', kind: 'text', required: true },
      { key: 'contact_email', label: 'Contact email', kind: 'text', required: true },
      { key: 'contact_phone', label: 'Contact phone', kind: 'text' },
    ],
    'financial-details': [
      { key: 'annual_revenue', label: 'Revenue last year (USD)', kind: 'number' },
      { key: 'bank_accounts', label: 'Number of bank accounts', kind: 'number' },
      { key: 'uses_accrual', label: 'Do you keep accrual books?', kind: 'yesno' },
    ],
    'business-operations': [
      { key: 'activities', label: 'What does the business do?', kind: 'textarea', required: true },
      { key: 'employees', label: 'Employees on payroll', kind: 'number' },
      { key: 'contractors', label: 'Do you pay contractors (1099s)?', kind: 'yesno' },
    ],
    ownership: [
      { key: 'owners', label: 'Owners and their percentages', kind: 'textarea', required: true },
      { key: 'cap_table_platform', label: 'Cap-table platform', kind: 'text' },
    ],
    'tax-and-fiscal': [
      { key: 'fiscal_year_end', label: 'Fiscal year end (month)', kind: 'text' },
      { key: 'states_filed', label: 'States you file in', kind: 'text' },
      { key: 'extension_filed', label: 'Has an extension been filed this year?', kind: 'yesno' },
    ],
    acquisitions: [
      { key: 'acquired_business', label: 'Did the business acquire another business?', kind: 'yesno' },
      { key: 'acquisition_details', label: 'Details of the acquisition', kind: 'textarea' },
    ],
    'other-entities': [
      { key: 'subsidiaries', label: 'Subsidiaries or related entities', kind: 'textarea' },
      { key: 'foreign_entities', label: 'Any foreign entities?', kind: 'yesno' },
    ],
    'special-cases': [
      { key: 'crypto', label: 'Cryptocurrency on the balance sheet?', kind: 'yesno' },
      { key: 'grants', label: 'Government grants received?', kind: 'yesno' },
      { key: 'notes', label: 'Anything else we should know', kind: 'textarea' },
    ],
  },
  rnd: {
    'tax-year': [{ key: 'tax_year', label: 'Tax year of the claim', kind: 'number', required: true }],
    projects: [
      { key: 'project_names', label: 'Project names', kind: 'textarea', required: true },
      {
        key: 'project_descriptions',
        label: 'What each project set out to learn or build',
        kind: 'textarea',
        required: true,
      },
    ],
  },
}

/** The amendments a filled-in form submits: every answered question, typed, under "<step>.<key>". */
export function formAmendments(
  slug: TFormSlug,
  answers: Record<string, string | number | boolean | null | undefined>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [step, questions] of Object.entries(FORM_QUESTIONS[slug]))
    for (const q of questions) {
      const v = answers[`${step}.${q.key}`]
      if (v === undefined || v === null || v === '') continue
      if (q.kind === 'number') {
        const n = typeof v === 'number' ? v : Number(String(v).trim())
        if (Number.isFinite(n)) out[`${step}.${q.key}`] = n // §5 optional number: non-finite gives undefined
      } else if (q.kind === 'yesno') out[`${step}.${q.key}`] = v === true || v === 'true'
      else out[`${step}.${q.key}`] = String(v).trim()
    }
  return out
}

/** The required questions left unanswered, by "<step>.<key>", with the field named. */
export function missingAnswers(slug: TFormSlug, answers: Record<string, unknown>): { path: string; message: string }[] {
  const typed = formAmendments(slug, answers as never)
  return Object.entries(FORM_QUESTIONS[slug]).flatMap(([step, qs]) =>
    qs
      .filter((q) => q.required && typed[`${step}.${q.key}`] === undefined)
      .map((q) => ({
        path: `${step}.${q.key}`,
        message: `${q.label} is required`,
      })),
  )
}
