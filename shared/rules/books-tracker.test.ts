import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  booksDueDate,
  isOverdue,
  nextBooksDueDate,
  trackerState,
  weekOf,
  type TTrackerFacts,
} from './books-tracker.ts'

const base: TTrackerFacts = {
  booksSent: false,
  pendingQuestions: 0,
  unansweredQuestions: 0,
  analysisStatus: null,
  analysisSent: false,
  reconciled: false,
}
const at = (f: Partial<TTrackerFacts>) => trackerState({ ...base, ...f })

describe('trackerState: the ten rules in order, first match wins (spec §4)', () => {
  it('1. books sent gives final-review, whatever else is open', () => {
    expect(at({ booksSent: true, pendingQuestions: 3, unansweredQuestions: 2 })).toEqual({
      state: 'final-review',
      rule: 1,
    })
  })
  it('2. any pending client question gives in_progress, even with the review ready', () => {
    expect(at({ pendingQuestions: 1, analysisStatus: 'ready-for-review', reconciled: true })).toEqual({
      state: 'in_progress',
      rule: 2,
    })
  })
  it('3. review ready with an unanswered question gives amc-os', () => {
    expect(at({ analysisStatus: 'ready-for-review', unansweredQuestions: 1, reconciled: true })).toEqual({
      state: 'amc-os',
      rule: 3,
    })
  })
  it('4. review ready, none unanswered, not reconciled gives statements-reconciliation-os', () => {
    expect(at({ analysisStatus: 'ready-for-review' })).toEqual({ state: 'statements-reconciliation-os', rule: 4 })
  })
  it('5. review ready, none unanswered, reconciled gives ready-for-review', () => {
    expect(at({ analysisStatus: 'ready-for-review', reconciled: true })).toEqual({ state: 'ready-for-review', rule: 5 })
  })
  it('6. completed analysis with unanswered questions and reconciled gives reviewed-pending-amc', () => {
    expect(at({ analysisStatus: 'completed', unansweredQuestions: 2, reconciled: true, analysisSent: true })).toEqual({
      state: 'reviewed-pending-amc',
      rule: 6,
    })
  })
  it('7. reviewed-with-comments, none unanswered, reconciled gives reviewed-with-comments', () => {
    expect(at({ analysisStatus: 'reviewed-with-comments', reconciled: true })).toEqual({
      state: 'reviewed-with-comments',
      rule: 7,
    })
  })
  it('8. ready-for-final-review with none unanswered and reconciled gives ready-for-final-review', () => {
    expect(at({ analysisStatus: 'ready-for-final-review', reconciled: true, analysisSent: true })).toEqual({
      state: 'ready-for-final-review',
      rule: 8,
    })
  })
  it('8. completed and not sent gives ready-for-final-review, reconciled or not', () => {
    expect(at({ analysisStatus: 'completed' })).toEqual({ state: 'ready-for-final-review', rule: 8 })
    expect(at({ analysisStatus: 'completed', reconciled: true })).toEqual({ state: 'ready-for-final-review', rule: 8 })
  })
  it('9. completed, sent and reconciled gives final-review', () => {
    expect(at({ analysisStatus: 'completed', analysisSent: true, reconciled: true })).toEqual({
      state: 'final-review',
      rule: 9,
    })
  })
  it('10. otherwise in_progress: no analysis, pending analysis, or unreconciled reviews', () => {
    expect(at({})).toEqual({ state: 'in_progress', rule: 10 })
    expect(at({ analysisStatus: 'pending', reconciled: true })).toEqual({ state: 'in_progress', rule: 10 })
    expect(at({ analysisStatus: 'reviewed-with-comments' })).toEqual({ state: 'in_progress', rule: 10 })
    expect(at({ analysisStatus: 'reviewed-with-comments', reconciled: true, unansweredQuestions: 1 })).toEqual({
      state: 'in_progress',
      rule: 10,
    })
    expect(at({ analysisStatus: 'ready-for-final-review', reconciled: false })).toEqual({
      state: 'in_progress',
      rule: 10,
    })
    expect(at({ analysisStatus: 'completed', analysisSent: true, reconciled: false })).toEqual({
      state: 'in_progress',
      rule: 10,
    })
  })
})

describe('business days and the due date (spec §9)', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-11-06', 1)).toBe('2026-11-09') // Friday → Monday
    expect(addBusinessDays('2026-11-07', 1)).toBe('2026-11-09') // Saturday → Monday
    expect(addBusinessDays('2026-11-08', 3)).toBe('2026-11-11') // Sunday + 3 → Wednesday
    expect(addBusinessDays('2026-11-04', 0)).toBe('2026-11-04')
  })
  it('crosses month and year ends', () => {
    expect(addBusinessDays('2026-10-30', 1)).toBe('2026-11-02') // Friday Oct 30 → Monday Nov 2
    expect(addBusinessDays('2026-12-31', 2)).toBe('2027-01-04')
  })
  it('maps priority 0..5 to 3..8 business days from the first of the next month', () => {
    // October's books: the month after starts Sunday 2026-11-01
    expect(booksDueDate('2026-10-01', 0)).toBe('2026-11-04')
    expect(booksDueDate('2026-10-01', 1)).toBe('2026-11-05')
    expect(booksDueDate('2026-10-01', 2)).toBe('2026-11-06')
    expect(booksDueDate('2026-10-01', 3)).toBe('2026-11-09')
    expect(booksDueDate('2026-10-01', 4)).toBe('2026-11-10')
    expect(booksDueDate('2026-10-01', 5)).toBe('2026-11-11')
    expect(booksDueDate('2026-10-01', 6)).toBe('2026-11-12')
  })
  it('moves a mid-month start to the first and crosses the year end', () => {
    expect(booksDueDate('2026-12-17', 0)).toBe('2027-01-06') // Jan 1 2027 is a Friday: Mon 4, Tue 5, Wed 6
    expect(booksDueDate('2027-01-31', 0)).toBe('2027-02-04') // Feb 1 2027 is a Monday: Tue 2, Wed 3, Thu 4
  })
  it("lets a tracker's own business days override the priority", () => {
    expect(booksDueDate('2026-10-01', 5, 1)).toBe('2026-11-02')
    expect(booksDueDate('2026-10-01', 0, 0)).toBe('2026-11-01')
  })
  it('next due date keeps the distance from the month start two months on', () => {
    expect(nextBooksDueDate('2026-10-01', '2026-11-04')).toBe('2026-12-04')
  })
  it('overdue only before final review and after the due date', () => {
    expect(isOverdue('2026-11-04', 'in_progress', '2026-11-05')).toBe(true)
    expect(isOverdue('2026-11-04', 'in_progress', '2026-11-04')).toBe(false)
    expect(isOverdue('2026-11-04', 'final-review', '2026-12-01')).toBe(false)
  })
  it('due week starts on Monday', () => {
    expect(weekOf('2026-11-04')).toBe('2026-11-02')
    expect(weekOf('2026-11-08')).toBe('2026-11-02')
    expect(weekOf('2026-11-09')).toBe('2026-11-09')
  })
})
