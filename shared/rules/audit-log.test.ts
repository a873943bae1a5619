import { describe, expect, it } from 'vitest'
import { summarizeAuditValues } from './audit-log.ts'

describe('summarizeAuditValues', () => {
  it('lists only the columns an update changed, old → new, without updated_at', () => {
    expect(
      summarizeAuditValues({
        old: { id: 'x', legal_name: 'Acme', books_priority: 1, updated_at: '2026-01-01' },
        new: { id: 'x', legal_name: 'Acme Inc.', books_priority: 1, updated_at: '2026-01-02' },
      }),
    ).toBe('legal_name: "Acme" → "Acme Inc."')
  })
  it('says when a column became empty', () => {
    expect(summarizeAuditValues({ old: { group: 'g1' }, new: { group: null } })).toBe('group: "g1" → empty')
  })
  it('summarises an insert and a delete by their columns, without ids and timestamps', () => {
    expect(summarizeAuditValues({ new: { id: 'x', title: 'Hi', created_at: 'now' } })).toBe('added: title="Hi"')
    expect(summarizeAuditValues({ old: { id: 'x', org_role: 'admin' } })).toBe('removed: org_role="admin"')
  })
  it('clips long values and long summaries', () => {
    const s = summarizeAuditValues({ new: { content: 'x'.repeat(500) } })
    expect(s).toBe(`added: content="${'x'.repeat(56)}…`)
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`column_${i}`, 'value value value']))
    expect(summarizeAuditValues({ new: many }).length).toBe(240)
  })
  it('is empty without values', () => {
    expect(summarizeAuditValues(null)).toBe('')
  })
})
