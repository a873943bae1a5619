/**
 * Drafts of answers kept in localStorage while the client types, so a reload or a closed tab loses nothing. A draft
 * remembers the question version(s) it was started on: saving sends them, so a change made meanwhile by someone else
 * is reported as a conflict instead of being overwritten. Cleared after a successful save.
 */
import { useCallback, useState } from 'react'
import type { FormState } from './form-state.ts'

export type Draft = {
  form: FormState
  response: string
  /** question id -> version the draft was started on */
  versions: Record<string, number>
  savedAt: number
}

const PREFIX = 'amc.draft.v1'
export const draftKey = (userId: string, scope: 'question' | 'group', id: string) =>
  `${PREFIX}.${userId}.${scope}.${id}`

export function readDraft(key: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(key)
    if (!raw) return undefined
    const d = JSON.parse(raw) as Draft
    return d && typeof d === 'object' && d.form && d.versions ? d : undefined
  } catch {
    return undefined
  }
}

function writeDraft(key: string, draft: Draft | undefined) {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft))
    else localStorage.removeItem(key)
  } catch {
    // storage full or disabled: the draft lives on in memory for this page
  }
}

/** The draft under `key` (or undefined), a setter that persists every change, and `clear`. */
export function useDraft(key: string) {
  const [state, setState] = useState<{ key: string; draft: Draft | undefined }>(() => ({ key, draft: readDraft(key) }))
  // a different question (key) re-reads its own draft
  const draft = state.key === key ? state.draft : readDraft(key)
  const save = useCallback(
    (next: Draft) => {
      writeDraft(key, next)
      setState({ key, draft: next })
    },
    [key],
  )
  const clear = useCallback(() => {
    writeDraft(key, undefined)
    setState({ key, draft: undefined })
  }, [key])
  return { draft, save, clear }
}
