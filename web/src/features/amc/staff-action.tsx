/** Shared plumbing of the staff panel's forms: a titled section, and running a mutation with conflict handling. */
import { useState, type ReactNode } from 'react'
import { ApiError } from '@/lib/api.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  )
}

/**
 * Runs one staff action. A 409 means someone changed the question meanwhile: the list has been refreshed (every AMC
 * mutation invalidates it), so the panel already shows their change; the message says so. Field errors come back by path.
 */
export function useStaffAction() {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const fieldErrors = useFormErrors()
  async function run(fn: () => Promise<unknown>, success: string): Promise<boolean> {
    setBusy(true)
    setMessage(undefined)
    fieldErrors.clear()
    try {
      await fn()
      toast.success(success)
      return true
    } catch (e) {
      if (e instanceof ApiError && e.status === 409)
        setMessage(
          'Someone else changed this question while you were looking at it. The panel now shows their change; check it and try again.',
        )
      else if (e instanceof ApiError && Object.keys(e.fields).length) fieldErrors.report(e.fields)
      else setMessage(e instanceof Error ? e.message : 'Something went wrong')
      return false
    } finally {
      setBusy(false)
    }
  }
  const error = message ? (
    <Alert tone={message.startsWith('Someone else') ? 'warning' : 'danger'} className="mt-3">
      {message}
    </Alert>
  ) : null
  return { busy, run, error, fields: fieldErrors.errors, check: fieldErrors.check }
}
