/**
 * The draft of a form, saved as the user types (PUT …/onboarding/draft, debounced) and restored from the server on
 * any device. Each save sends only the fields changed since the last one, based on the version last seen; when another
 * window saved a different value to the same field meanwhile the API refuses it, and the conflict is shown for the
 * user to choose (keep mine or take the saved one) instead of one window silently erasing the other. Fields another
 * window changed that this one has not touched are taken over when the state refetches.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TOnboardingStep } from '@app/shared/rules/onboarding-flow.ts'
import { api, ApiError } from '@/lib/api.ts'

export type DraftValue = string | number | boolean | null
export type DraftValues = Record<string, DraftValue>
export type DraftConflict = { field: string; saved: DraftValue; yours: DraftValue }
type Form = 'flow' | 'general' | 'rnd'

const SAVE_DELAY_MS = 500
/** What the screen says about the draft's saving. */
export const DRAFT_STATUS_LABEL = {
  saved: 'All changes saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  error: 'Could not save: retrying',
} as const
const RETRY_MS = 2000

export function useDraft({
  orgId,
  form,
  version,
  server,
  initial,
  step,
}: {
  orgId: string
  form: Form
  /** the state's draft version and saved draft values (refetched live) */
  version: number
  server: DraftValues
  /** what the form starts from: committed answers overlaid with the saved draft */
  initial: DraftValues
  step?: TOnboardingStep
}) {
  const [values, setValues] = useState<DraftValues>(initial)
  const [status, setStatus] = useState<'saved' | 'saving' | 'unsaved' | 'error'>('saved')
  const [conflicts, setConflicts] = useState<DraftConflict[]>([])
  const base = useRef(version)
  const dirty = useRef<DraftValues>({})
  const inFlight = useRef<Promise<void> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const stepRef = useRef(step)
  stepRef.current = step

  // another window's saves: take over the fields this one has not touched
  useEffect(() => {
    const untouched = Object.entries(server).filter(([k]) => !(k in dirty.current))
    if (untouched.length) setValues((v) => ({ ...v, ...Object.fromEntries(untouched) }))
    if (Object.keys(dirty.current).length === 0 && !inFlight.current) base.current = Math.max(base.current, version)
  }, [server, version])

  const send = useCallback(
    async (changes: DraftValues, baseVersion: number) =>
      api.PUT('/api/organizations/{organizationId}/onboarding/draft', {
        params: { path: { organizationId: orgId } },
        body: { form, baseVersion, changes, ...(stepRef.current ? { step: stepRef.current } : {}) },
      }),
    [orgId, form],
  )

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current)
    if (inFlight.current) await inFlight.current
    const changes = { ...dirty.current }
    if (Object.keys(changes).length === 0) return
    setStatus('saving')
    const run = (async () => {
      try {
        const r = await send(changes, base.current)
        base.current = r.version
        for (const [k, v] of Object.entries(changes)) if (dirty.current[k] === v) delete dirty.current[k]
        setStatus(Object.keys(dirty.current).length ? 'unsaved' : 'saved')
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) {
          const d = e.details as { version: number; conflicts: DraftConflict[] }
          setConflicts(d.conflicts)
          // the other fields did not conflict: save them now, keep the conflicting ones for the user to decide
          const rest = Object.fromEntries(
            Object.entries(changes).filter(([k]) => !d.conflicts.some((c) => c.field === k)),
          )
          for (const c of d.conflicts) delete dirty.current[c.field]
          if (Object.keys(rest).length) {
            const r = await send(rest, base.current)
            base.current = r.version
            for (const [k, v] of Object.entries(rest)) if (dirty.current[k] === v) delete dirty.current[k]
          }
          setStatus('unsaved')
        } else {
          // offline or the server failed: what was typed stays pending and is sent again
          setStatus('error')
          clearTimeout(timer.current)
          timer.current = setTimeout(() => void flushRef.current(), RETRY_MS)
        }
      }
    })()
    inFlight.current = run
    await run
    inFlight.current = null
  }, [send])

  const flushRef = useRef(flush)
  flushRef.current = flush

  const set = useCallback(
    (field: string, value: DraftValue) => {
      setValues((v) => ({ ...v, [field]: value }))
      dirty.current[field] = value
      setStatus('unsaved')
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS)
    },
    [flush],
  )

  /** The user's choice on a conflict: keep what they typed (saved over the other window's) or take the saved value. */
  const resolve = useCallback(
    async (field: string, keep: 'mine' | 'saved') => {
      const c = conflicts.find((x) => x.field === field)
      if (!c) return
      setConflicts((cs) => cs.filter((x) => x.field !== field))
      if (keep === 'saved') {
        setValues((v) => ({ ...v, [field]: c.saved }))
        return
      }
      setValues((v) => ({ ...v, [field]: c.yours }))
      // based on the version that holds the other window's value: the user has now seen it
      const latest = await api.GET('/api/organizations/{organizationId}/onboarding', {
        params: { path: { organizationId: orgId } },
      })
      const r = await send({ [field]: c.yours }, latest.version)
      base.current = r.version
      setStatus(Object.keys(dirty.current).length ? 'unsaved' : 'saved')
    },
    [conflicts, send, orgId],
  )

  // leaving the page, hiding it or closing the window saves what is pending
  useEffect(() => {
    const onHide = () => void flush()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush()
    }
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onVisibility)
      void flush()
    }
  }, [flush])

  return { values, set, setValues, status, conflicts, resolve, flush }
}
