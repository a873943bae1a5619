import { describe, expect, it } from 'vitest'
import { approvalLayerProblems, formatEin, formatSsn, isApprovalLayerValid } from './validation.ts'

describe('SSN display', () => {
  it('groups 3-2-4', () => expect(formatSsn('123456789')).toBe('123-45-6789'))
  it('keeps digits only and at most 9', () => expect(formatSsn('12a3-45 67891234')).toBe('123-45-6789'))
  it('groups partial input as typed', () => {
    expect(formatSsn('12')).toBe('12')
    expect(formatSsn('1234')).toBe('123-4')
    expect(formatSsn('123456')).toBe('123-45-6')
    expect(formatSsn('')).toBe('')
  })
})

describe('EIN display', () => {
  it('puts a dash after two digits', () => expect(formatEin('123456789')).toBe('12-3456789'))
  it('accepts an already formatted value', () => expect(formatEin('12-3456789')).toBe('12-3456789'))
  it('leaves one or two digits alone', () => expect(formatEin('12')).toBe('12'))
  it('drops anything past nine digits', () => expect(formatEin('1234567890')).toBe('12-3456789'))
})

describe('approval layer', () => {
  const ok = { name: 'Finance', enabled: true, minApprovalCount: 1, memberIds: ['u1'] }
  it('a complete layer is valid', () => {
    expect(approvalLayerProblems(ok)).toEqual([])
    expect(isApprovalLayerValid(ok)).toBe(true)
  })
  it('names each problem with the spec message', () => {
    expect(approvalLayerProblems({ ...ok, memberIds: [] })).toEqual(['Not having members assigned'])
    expect(approvalLayerProblems({ ...ok, enabled: false })).toEqual(['Layer being disabled'])
    expect(approvalLayerProblems({ ...ok, minApprovalCount: 0 })).toEqual(['Minimum approval count being zero'])
    expect(approvalLayerProblems({ ...ok, minApprovalCount: 1.5 })).toEqual(['Minimum approval count being zero'])
    expect(approvalLayerProblems({ ...ok, name: '   ' })).toEqual(['Name being empty'])
  })
  it('reports every problem at once', () => {
    expect(approvalLayerProblems({ name: '', enabled: false, minApprovalCount: 0, memberIds: [] })).toHaveLength(4)
  })
  it('a deleted layer is not valid', () =>
    expect(isApprovalLayerValid({ ...ok, deletedAt: '2026-01-01T00:00:00Z' })).toBe(false))
})
