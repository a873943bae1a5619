/** The inputs of each question kind, in the shape the spec gives it (§3.4), with field errors shown in place. */
import { useId } from 'react'
import { QUESTION_PROMPTS, type TQuestionKind } from '@app/shared/schemas/amc.ts'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { errorOf, formFor, type FieldErrors, type FormState, type KindForm } from './form-state.ts'
import { FilePicker } from './file-picker.tsx'
import { useLedgerClasses } from './api.ts'

type Props = {
  kinds: readonly TQuestionKind[]
  form: FormState
  onChange: (form: FormState) => void
  errors: FieldErrors
  orgId: string
  /** folder (question id) uploads go to */
  uploadQuestionId: string
  disabled?: boolean
}

export function AnswerFields({ kinds, form, onChange, errors, orgId, uploadQuestionId, disabled }: Props) {
  return (
    <div className="flex flex-col gap-5">
      {kinds.map((kind) => {
        const value = (form[kind] ?? formFor(kind)) as KindForm[typeof kind]
        const set = (next: Partial<KindForm[typeof kind]>) => onChange({ ...form, [kind]: { ...value, ...next } })
        return (
          <KindInput
            key={kind}
            kind={kind}
            value={value}
            set={set}
            errors={errors}
            orgId={orgId}
            uploadQuestionId={uploadQuestionId}
            disabled={disabled}
          />
        )
      })}
    </div>
  )
}

type KindProps = {
  kind: TQuestionKind
  value: KindForm[TQuestionKind]
  set: (next: Record<string, unknown>) => void
  errors: FieldErrors
  orgId: string
  uploadQuestionId: string
  disabled?: boolean
}

function KindInput({ kind, value, set, errors, orgId, uploadQuestionId, disabled }: KindProps) {
  const prompt = QUESTION_PROMPTS[kind]
  // text and date kinds hold plain strings
  const v = value as unknown as Record<string, string>
  switch (kind) {
    case 'expense_for':
    case 'deposit_for':
    case 'payee':
    case 'depositor':
      return (
        <Field label={prompt} error={errorOf(errors, kind, 'value')}>
          <Textarea
            rows={2}
            value={v.value}
            disabled={disabled}
            data-kind={kind}
            onChange={(e) => set({ value: e.target.value })}
          />
        </Field>
      )
    case 'service_period':
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">{prompt}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="From" error={errorOf(errors, kind, 'from')}>
              <Input type="date" value={v.from} disabled={disabled} onChange={(e) => set({ from: e.target.value })} />
            </Field>
            <Field label="To (optional)" error={errorOf(errors, kind, 'to')}>
              <Input type="date" value={v.to} disabled={disabled} onChange={(e) => set({ to: e.target.value })} />
            </Field>
          </div>
        </fieldset>
      )
    case 'safe':
      return (
        <YesNo
          prompt={prompt}
          value={(value as KindForm['safe']).value}
          error={errorOf(errors, kind, 'value')}
          disabled={disabled}
          onChange={(b) => set({ value: b })}
        />
      )
    case 'invoice':
      return (
        <FilePicker
          label={prompt}
          files={(value as KindForm['invoice']).files}
          onChange={(files) => set({ files })}
          error={errorOf(errors, kind, 'fileIds')}
          orgId={orgId}
          questionId={uploadQuestionId}
          disabled={disabled}
        />
      )
    case 'prepaid_bills_for_month':
    case 'accruals_for_month': {
      const f = value as KindForm['accruals_for_month']
      return (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">{prompt}</legend>
          <Checkbox
            label="There were none"
            checked={f.none}
            disabled={disabled}
            onChange={(e) => set({ none: e.target.checked })}
          />
          {!f.none && (
            <FilePicker
              label="Bills"
              files={f.files}
              onChange={(files) => set({ files })}
              error={errorOf(errors, kind, 'fileIds')}
              orgId={orgId}
              questionId={uploadQuestionId}
              disabled={disabled}
            />
          )}
          <Field label="Description (optional)" error={errorOf(errors, kind, 'description')}>
            <Textarea
              rows={2}
              value={f.description}
              disabled={disabled}
              onChange={(e) => set({ description: e.target.value })}
            />
          </Field>
        </fieldset>
      )
    }
    case 'class':
      return (
        <ClassPicker
          prompt={prompt}
          orgId={orgId}
          value={value as KindForm['class']}
          error={errorOf(errors, kind, 'classId')}
          disabled={disabled}
          set={set}
        />
      )
    case 'cogs': {
      const f = value as KindForm['cogs']
      return (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">{prompt}</legend>
          <Checkbox
            label="No, this is not a cost of goods sold"
            checked={f.none}
            disabled={disabled}
            onChange={(e) => set({ none: e.target.checked })}
          />
          {!f.none && (
            <Field label="What was it for?" error={errorOf(errors, kind, 'value')}>
              <Input value={f.value} disabled={disabled} onChange={(e) => set({ value: e.target.value })} />
            </Field>
          )}
        </fieldset>
      )
    }
  }
}

function YesNo({
  prompt,
  value,
  error,
  disabled,
  onChange,
}: {
  prompt: string
  value: boolean | null
  error?: string
  disabled?: boolean
  onChange: (v: boolean) => void
}) {
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{prompt}</legend>
      <div className="flex gap-6">
        {(
          [
            ['Yes', true],
            ['No', false],
          ] as const
        ).map(([label, b]) => (
          <label key={label} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              className="h-4 w-4 accent-brand-700"
              checked={value === b}
              disabled={disabled}
              onChange={() => onChange(b)}
              aria-invalid={error ? true : undefined}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function ClassPicker({
  prompt,
  orgId,
  value,
  error,
  disabled,
  set,
}: {
  prompt: string
  orgId: string
  value: KindForm['class']
  error?: string
  disabled?: boolean
  set: (next: Record<string, unknown>) => void
}) {
  const classes = useLedgerClasses(orgId)
  const active = (classes.data ?? []).filter((c) => c.Active)
  return (
    <Field
      label={prompt}
      error={error ?? (classes.isError ? 'Could not load the classes. Try again later.' : undefined)}
    >
      <NativeSelect
        value={value.classId}
        disabled={disabled || classes.isLoading}
        onChange={(e) => {
          const c = active.find((x) => x.Id === e.target.value)
          set({ classId: c?.Id ?? '', className: c?.FullyQualifiedName ?? '' })
        }}
      >
        <option value="">{classes.isLoading ? 'Loading classes…' : 'Choose a class'}</option>
        {active.map((c) => (
          <option key={c.Id} value={c.Id}>
            {c.FullyQualifiedName}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}
