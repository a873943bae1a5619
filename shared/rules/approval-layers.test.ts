import { describe, expect, it } from 'vitest'
import {
  LAYER_DISABLED,
  LAYER_EMPTY_NAME,
  LAYER_NO_MEMBERS,
  LAYER_ZERO_APPROVALS,
  approvalLayerProblems,
  approvalsSatisfied,
  isValidApprovalLayer,
  layersOnlyRequesterCanApprove,
} from './approval-layers.ts'

const layer = (over: Partial<Parameters<typeof approvalLayerProblems>[0]> & { id?: string } = {}) => ({
  id: 'l1',
  name: 'Finance',
  enabled: true,
  minApprovals: 1,
  memberIds: ['a', 'b'],
  deletedAt: null,
  ...over,
})

describe('approvalLayerProblems (spec §5, the four messages word for word)', () => {
  it('a complete layer has none', () => {
    expect(approvalLayerProblems(layer())).toEqual([])
    expect(isValidApprovalLayer(layer())).toBe(true)
  })
  it('names every problem, in order', () => {
    expect(approvalLayerProblems(layer({ memberIds: [], enabled: false, minApprovals: 0, name: '  ' }))).toEqual([
      'Not having members assigned',
      'Layer being disabled',
      'Minimum approval count being zero',
      'Name being empty',
    ])
    expect([LAYER_NO_MEMBERS, LAYER_DISABLED, LAYER_ZERO_APPROVALS, LAYER_EMPTY_NAME]).toEqual(
      approvalLayerProblems(layer({ memberIds: [], enabled: false, minApprovals: 0, name: '' })),
    )
  })
  it('a minimum that is not a whole number of at least one is the zero problem', () => {
    for (const minApprovals of [0, -1, 1.5, Number.NaN])
      expect(approvalLayerProblems(layer({ minApprovals }))).toEqual([LAYER_ZERO_APPROVALS])
  })
  it('a deleted layer has no problem to show but does not count', () => {
    expect(approvalLayerProblems(layer({ deletedAt: '2026-01-01T00:00:00Z' }))).toEqual([])
    expect(isValidApprovalLayer(layer({ deletedAt: '2026-01-01T00:00:00Z' }))).toBe(false)
  })
})

describe('approvalsSatisfied', () => {
  it('nothing releases a payment when no layer counts', () => {
    expect(approvalsSatisfied([], ['a'])).toBe(false)
    expect(approvalsSatisfied([layer({ enabled: false })], ['a', 'b'])).toBe(false)
  })
  it('every valid layer needs its minimum of distinct approvals from its own members', () => {
    const layers = [layer({ id: 'l1', minApprovals: 2 }), layer({ id: 'l2', memberIds: ['c'], minApprovals: 1 })]
    expect(approvalsSatisfied(layers, ['a', 'b'])).toBe(false)
    expect(approvalsSatisfied(layers, ['a', 'c'])).toBe(false)
    expect(approvalsSatisfied(layers, ['a', 'b', 'c'])).toBe(true)
    expect(approvalsSatisfied(layers, ['a', 'a', 'c']), 'one person counts once').toBe(false)
  })
  it('approvals from people on no layer count for nothing; invalid layers are ignored', () => {
    expect(approvalsSatisfied([layer()], ['z'])).toBe(false)
    expect(approvalsSatisfied([layer(), layer({ id: 'l2', memberIds: [] })], ['a'])).toBe(true)
  })
})

describe('layersOnlyRequesterCanApprove (a payment must never wait for an approval no one can give)', () => {
  it('names a layer whose only member is the requester', () => {
    const owners = layer({ id: 'owners', name: 'Owners', memberIds: ['robin'] })
    expect(layersOnlyRequesterCanApprove([owners], 'robin').map((l) => l.id)).toEqual(['owners'])
  })
  it('lets another member approve', () => {
    expect(layersOnlyRequesterCanApprove([layer({ memberIds: ['robin', 'sam'] })], 'robin')).toEqual([])
    // the same layer is fine for someone who is not in it
    expect(layersOnlyRequesterCanApprove([layer({ memberIds: ['robin'] })], 'sam')).toEqual([])
  })
  it('counts the minimum without the requester', () => {
    const two = layer({ minApprovals: 2, memberIds: ['robin', 'sam'] })
    expect(layersOnlyRequesterCanApprove([two], 'robin')).toHaveLength(1)
    expect(layersOnlyRequesterCanApprove([two], 'alex')).toEqual([])
  })
  it('ignores layers that do not count anyway', () => {
    expect(layersOnlyRequesterCanApprove([layer({ memberIds: ['robin'], enabled: false })], 'robin')).toEqual([])
    expect(layersOnlyRequesterCanApprove([layer({ memberIds: ['robin'], deletedAt: '2026-11-01' })], 'robin')).toEqual(
      [],
    )
  })
})
