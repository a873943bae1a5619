/**
 * The client's answer form for one question or a whole vendor group. Keeps a draft while typing, validates with the
 * API's schema, shows field errors in place and, when someone else saved in the meantime, shows what they saved
 * and lets the client put their own draft on top.
 */
import { useRef, useState, type ReactNode } from 'react'
import type { TQuestionKind } from '@app/shared/schemas/amc.ts'
import { ApiError } from '@/lib/api.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { AnswerFields } from './answer-fields.tsx'
import { fromApiFields, initialForm, toAnswers, validateForm, type FormState } from './form-state.ts'
import { useDraft } from './drafts.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

type SubmitAnswer = (body: {
  answers: Record<string, unknown>
  response?: string
  versions: Record<string, number>
}) => Promise<Record<string, number>>

type Props = {
  draftKey: string
  kinds: readonly TQuestionKind[]
  saved: { answers: Record<string, unknown>; response: string | null }
  /** question id -> current version of every question this form answers */
  current: Record<string, number>
  orgId: string
  uploadQuestionId: string
  submitLabel: string
  onSubmit: SubmitAnswer
  /** what the other person saved, shown on a conflict */
  theirs: ReactNode
}

export function AnswerForm({
  draftKey,
  kinds,
  saved,
  current,
  orgId,
  uploadQuestionId,
  submitLabel,
  onSubmit,
  theirs,
}: Props) {
  const { draft, save, clear } = useDraft(draftKey)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [formError, setFormError] = useState<string>()
  const [rejected, setRejected] = useState(false)
  const [busy, setBusy] = useState(false)
  // versions our own saves produced, so typing again before the list refetches does not look like someone else's change
  const ownVersions = useRef<Record<string, number>>({})
  const base = Object.fromEntries(
    Object.entries(current).map(([id, v]) => [id, Math.max(v, ownVersions.current[id] ?? 0)]),
  )

  const form = draft?.form ?? initialForm(kinds, saved.answers)
  const response = draft?.response ?? saved.response ?? ''
  const versions = draft?.versions ?? base
  const stale = !!draft && Object.entries(base).some(([id, v]) => draft.versions[id] !== v)
  const conflict = stale || rejected

  const update = (next: { form?: FormState; response?: string }) => {
    save({ form: next.form ?? form, response: next.response ?? response, versions, savedAt: Date.now() })
  }

  async function submit(withVersions: Record<string, number>) {
    const found = validateForm(kinds, form)
    fieldErrors.report(found)
    setFormError(undefined)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const after = await onSubmit({
        answers: toAnswers(kinds, form),
        response: response.trim() || undefined,
        versions: withVersions,
      })
      ownVersions.current = { ...ownVersions.current, ...after }
      clear()
      setRejected(false)
      toast.success('Thanks, your answer was sent')
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // keep the draft on the versions it was written against; the conflict panel offers to re-apply it
        save({ form, response, versions: withVersions, savedAt: Date.now() })
        setRejected(true)
      } else if (e instanceof ApiError && Object.keys(e.fields).length) {
        fieldErrors.report(fromApiFields(e.fields))
      } else {
        setFormError(e instanceof Error ? e.message : 'Could not send the answer')
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit(versions)
      }}
    >
      {conflict && (
        <Alert tone="warning" data-testid="amc-conflict">
          <p className="font-medium">Someone else saved this question while you were editing it.</p>
          <div className="mt-2 rounded border border-amber-200 bg-white p-3">{theirs}</div>
          <p className="mt-2">Your draft is kept below.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              onClick={() => {
                setRejected(false)
                void submit(base)
              }}
            >
              Re-apply my answer on top
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                clear()
                setRejected(false)
                fieldErrors.clear()
              }}
            >
              Discard my draft
            </Button>
          </div>
        </Alert>
      )}
      <AnswerFields
        kinds={kinds}
        form={form}
        onChange={(f) => update({ form: f })}
        errors={errors}
        orgId={orgId}
        uploadQuestionId={uploadQuestionId}
        disabled={busy}
      />
      <Field label="Anything else we should know? (optional)">
        <Textarea rows={2} value={response} disabled={busy} onChange={(e) => update({ response: e.target.value })} />
      </Field>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {draft && !conflict && (
          <span className="text-xs text-slate-500" data-testid="amc-draft-saved">
            Draft saved
          </span>
        )}
        {!conflict && (
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : submitLabel}
          </Button>
        )}
      </div>
    </form>
  )
}
