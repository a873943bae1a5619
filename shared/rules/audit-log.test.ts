import { describe, expect, it } from 'vitest'
import { describeAuditAction, summarizeAuditValues } from './audit-log.ts'

describe('describeAuditAction: the action in words', () => {
  it('says the verb and the thing, from the label map or the table name', () => {
    expect(describeAuditAction('update organizations')).toBe('Changed organization')
    expect(describeAuditAction('insert organization_tasks')).toBe('Added task')
    expect(describeAuditAction('delete banking_counterparties')).toBe('Removed payee')
    expect(describeAuditAction('insert amortization_schedules')).toBe('Added amortization schedule')
    expect(describeAuditAction('insert variance_analysis_entries')).toBe('Added variance analysis entry')
  })
  it('tells an action of another shape in words', () => {
    expect(describeAuditAction('truncate')).toBe('Truncate')
    expect(describeAuditAction('sign_in')).toBe('Sign in')
  })
})

describe("summarizeAuditValues: what changed, in people's words", () => {
  it('lists only the columns an update changed, Label: old → new, without the row timestamps', () => {
    expect(
      summarizeAuditValues({
        old: { id: 'x', legal_name: 'Acme', books_priority: 1, updated_at: '2026-01-01' },
        new: { id: 'x', legal_name: 'Acme Inc.', books_priority: 1, updated_at: '2026-01-02' },
      }),
    ).toBe('Legal name: Acme → Acme Inc.')
  })
  it('says money in dollars, dates in words, states and kinds in words, yes and no, empty', () => {
    expect(
      summarizeAuditValues({
        old: { amount_micros: 30_000_000_000, due_date: '2026-11-01', status: 'pending_approval', kind: 'CreditCard' },
        new: { amount_micros: 12_345_000, due_date: '2026-12-01', status: 'sent', kind: 'BankAccount' },
      }),
    ).toBe(
      'Amount: $30,000.00 → $12.35; Due date: Nov 1, 2026 → Dec 1, 2026; Status: pending approval → sent; Kind: Credit card → Bank account',
    )
    expect(
      summarizeAuditValues({
        old: { sent_at: null, enabled: false },
        new: { sent_at: '2026-11-28T12:52:10.13+00:00', enabled: true },
      }),
    ).toBe('Sent: empty → Nov 28, 2026 12:52 UTC; On: no → yes')
  })
  it('says a reference changed without its id', () => {
    expect(
      summarizeAuditValues({
        old: { group_id: '10000000-0000-4000-8000-000000000001' },
        new: { group_id: null },
      }),
    ).toBe('Group changed')
    // a row named as table:id, and the source reference a product entry keeps, are references too
    expect(summarizeAuditValues({ old: { note: 'x' }, new: { note: 'reconciliation_adjustments:8d660be1' } })).toBe(
      'Note: x → another record',
    )
    expect(
      summarizeAuditValues({
        new: { type: 'general', doc_number: 'REC-1', source_ref: 'reconciliation_adjustments:1' },
      }),
    ).toBe('Type general, Doc number REC-1')
  })
  it('names an added or removed row by its name, or its first columns without ids and timestamps', () => {
    expect(summarizeAuditValues({ new: { id: 'x', title: 'Hi', created_at: 'now' } })).toBe('Hi')
    expect(summarizeAuditValues({ old: { id: 'x', organization_id: 'o', user_id: 'u', org_role: 'admin' } })).toBe(
      'Role admin',
    )
  })
  it('clips long values and long summaries', () => {
    expect(summarizeAuditValues({ new: { name: 'x'.repeat(500) } })).toBe(`${'x'.repeat(59)}…`)
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`column_${i}`, ['old', 'new']]))
    const changed = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`column_${i}`, 'value value value']))
    expect(summarizeAuditValues({ old: many, new: changed }).length).toBe(240)
  })
  it('is empty without values', () => {
    expect(summarizeAuditValues(null)).toBe('')
  })
})
