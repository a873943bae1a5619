/**
 * What was typed into the onboarding form and not saved yet (a field the API would refuse, or a save still on its
 * way) stays in localStorage per person and organization, so a reload or a closed tab loses nothing.
 */
import { useCallback, useRef, useState } from 'react'
import type { Edits } from './application-form.ts'

const key = (userId: string, orgId: string) => `cash.application.v1.${userId}.${orgId}`

function read(k: string): Edits {
  try {
    const parsed = JSON.parse(localStorage.getItem(k) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Edits) : {}
  } catch {
    return {}
  }
}

function write(k: string, edits: Edits) {
  try {
    if (Object.keys(edits).length) localStorage.setItem(k, JSON.stringify(edits))
    else localStorage.removeItem(k)
  } catch {
    // storage full or disabled: the edits live on in memory for this page
  }
}

/** The stored edits, a setter taking the next edits from the latest ones, and a ref that always holds the latest. */
export function useStoredEdits(userId: string, orgId: string) {
  const k = key(userId, orgId)
  const [edits, setState] = useState<Edits>(() => read(k))
  const latest = useRef(edits)
  const update = useCallback(
    (next: (current: Edits) => Edits) => {
      const value = next(latest.current)
      latest.current = value
      write(k, value)
      setState(value)
    },
    [k],
  )
  return { edits, latest, update }
}
