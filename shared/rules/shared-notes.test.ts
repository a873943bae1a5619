import { describe, expect, it } from 'vitest'
import { sharedThreadState } from './shared-notes.ts'

describe("a shared note's state", () => {
  it('waits for the client while the firm had the last word, and is with the firm once the client replied', () => {
    expect(sharedThreadState({ resolvedAt: null, role: 'bookkeeper', replies: [] })).toBe('waiting-for-client')
    expect(sharedThreadState({ resolvedAt: null, role: 'bookkeeper', replies: [{ role: 'user' }] })).toBe(
      'with-the-firm',
    )
    expect(
      sharedThreadState({ resolvedAt: null, role: 'bookkeeper', replies: [{ role: 'user' }, { role: 'admin' }] }),
    ).toBe('waiting-for-client')
    expect(sharedThreadState({ resolvedAt: '2026-11-02', role: 'bookkeeper', replies: [{ role: 'user' }] })).toBe(
      'resolved',
    )
  })
})
