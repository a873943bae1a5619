/**
 * Officers and control: at least one officer, and the owners with their SSNs. An owner's SSN is typed into this page
 * only (never into the draft, which is stored as typed): sent once on Continue, stored encrypted, and shown from then
 * on as ***-**-1234. Officers and owners without their SSNs are kept in the draft as they are typed.
 */
import { useState } from 'react'
import { formatSsn } from '@app/shared/rules/ssn.ts'
import { STEP_SCHEMAS } from '@app/shared/schemas/onboarding.ts'
import { firstMessageByField } from '@app/shared/rules/field-errors.ts'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { listDraftKey, type StepProps, StepFrame } from './step-shell.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

type Officer = {
  rowId?: string
  names: string
  title: string
  citizenship: string
  tax_id: string
  ownership_percentage: string
  address: string
}
type Owner = { rowId?: string; id?: string; full_name: string; address: string; percentage: string; ssnMasked?: string }
const blankOfficer: Officer = {
  names: '',
  title: '',
  citizenship: '',
  tax_id: '',
  ownership_percentage: '',
  address: '',
}
const blankOwner: Owner = { full_name: '', address: '', percentage: '' }

/** A list kept as JSON text in the draft; each row gets a stable key for the screen (rowId, never sent). */
function parseList<T extends { rowId?: string }>(text: unknown, fallback: T[]): T[] {
  let list = fallback
  if (typeof text === 'string' && text) {
    try {
      const v = JSON.parse(text)
      if (Array.isArray(v)) list = v
    } catch {
      // a draft from an older screen: start from the saved answers
    }
  }
  return list.map((r, i) => ({ ...r, rowId: r.rowId ?? `row-${i}` }))
}
const newRow = () => crypto.randomUUID()
const num = (s: string) => (s.trim() === '' ? undefined : Number(s))

export function OfficersStep({
  state,
  draft,
  onContinue,
  errors: apiErrors,
  busy,
  onBack,
}: StepProps & { onBack?: () => void }) {
  const savedOfficers = (
    Array.isArray(state.values.additionalData.officers) ? state.values.additionalData.officers : []
  ) as Partial<Officer>[]
  const officers = parseList<Officer>(
    draft.values[listDraftKey('officers')],
    savedOfficers.length
      ? savedOfficers.map((o) => ({
          ...blankOfficer,
          ...o,
          ownership_percentage: String(o.ownership_percentage ?? ''),
        }))
      : [blankOfficer],
  )
  const owners = parseList<Owner>(
    draft.values[listDraftKey('owners')],
    state.values.owners.map((o) => ({
      id: o.id,
      full_name: o.full_name,
      address: o.address,
      percentage: String(o.percentage),
      ssnMasked: o.ssnMasked,
    })),
  )
  const [ssns, setSsns] = useState<Record<string, string>>({})
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const shown = { ...apiErrors, ...errors }
  const setOfficers = (list: Officer[]) => draft.set(listDraftKey('officers'), JSON.stringify(list))
  const setOwners = (list: Owner[]) => draft.set(listDraftKey('owners'), JSON.stringify(list))

  const submit = async () => {
    const values = {
      officers: officers.map((o) => ({
        names: o.names.trim(),
        title: o.title.trim(),
        ...(o.citizenship.trim() ? { citizenship: o.citizenship.trim() } : {}),
        ...(o.tax_id.trim() ? { tax_id: o.tax_id.trim() } : {}),
        ...(num(o.ownership_percentage) !== undefined ? { ownership_percentage: num(o.ownership_percentage) } : {}),
        ...(o.address.trim() ? { address: o.address.trim() } : {}),
      })),
      owners: owners.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        full_name: o.full_name.trim(),
        address: o.address.trim(),
        percentage: num(o.percentage) ?? Number.NaN,
        ...(o.rowId && ssns[o.rowId] ? { ssn: ssns[o.rowId] } : {}),
      })),
    }
    const r = STEP_SCHEMAS['officers-control'].safeParse(values)
    const problems = r.success ? null : firstMessageByField(r.error.issues)
    fieldErrors.report(problems ?? {})
    if (!problems) {
      await onContinue(values)
      setSsns({})
    }
  }

  return (
    <StepFrame
      title="Officers and control"
      description="The people who run the business, and who owns it."
      draft={draft}
      errors={shown}
      onBack={onBack}
      actions={
        <Button onClick={() => void submit()} disabled={busy}>
          Continue
        </Button>
      }
    >
      <h3 className="text-sm font-semibold text-slate-900">Officers</h3>
      {shown.officers && <p className="text-xs font-medium text-red-600">{shown.officers}</p>}
      {officers.map((o, i) => (
        <div
          key={o.rowId}
          className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3"
          data-testid="officer-row"
        >
          {(
            [
              ['names', 'Officer name'],
              ['title', 'Title'],
              ['citizenship', 'Citizenship'],
              ['tax_id', 'Tax id'],
              ['ownership_percentage', 'Ownership %'],
              ['address', 'Address'],
            ] as const
          ).map(([k, label]) => (
            <Field key={k} label={label} required={k === 'names' || k === 'title'} error={shown[`officers.${i}.${k}`]}>
              <Input
                value={o[k]}
                onChange={(e) => setOfficers(officers.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))}
              />
            </Field>
          ))}
          {officers.length > 1 && (
            <Button size="sm" variant="ghost" onClick={() => setOfficers(officers.filter((_, j) => j !== i))}>
              Remove officer
            </Button>
          )}
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => setOfficers([...officers, { ...blankOfficer, rowId: newRow() }])}
      >
        Add an officer
      </Button>

      <h3 className="mt-2 text-sm font-semibold text-slate-900">Owners</h3>
      {shown.owners && <p className="text-xs font-medium text-red-600">{shown.owners}</p>}
      {owners.map((o, i) => (
        <div
          key={o.rowId}
          className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4"
          data-testid="owner-row"
        >
          <Field label="Owner name" required error={shown[`owners.${i}.full_name`]}>
            <Input
              value={o.full_name}
              onChange={(e) => setOwners(owners.map((x, j) => (j === i ? { ...x, full_name: e.target.value } : x)))}
            />
          </Field>
          <Field label="Address" error={shown[`owners.${i}.address`]}>
            <Input
              value={o.address}
              onChange={(e) => setOwners(owners.map((x, j) => (j === i ? { ...x, address: e.target.value } : x)))}
            />
          </Field>
          <Field
            label="SSN"
            hint={o.ssnMasked ? `On file: ${o.ssnMasked}. Type a new one to replace it.` : 'Stored encrypted'}
            error={shown[`owners.${i}.ssn`]}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={ssns[o.rowId ?? ''] ?? ''}
              placeholder={o.ssnMasked ?? '123-45-6789'}
              onChange={(e) => setSsns({ ...ssns, [o.rowId ?? '']: formatSsn(e.target.value) })}
            />
          </Field>
          <Field label="Ownership %" required error={shown[`owners.${i}.percentage`]}>
            <Input
              inputMode="decimal"
              value={o.percentage}
              onChange={(e) => setOwners(owners.map((x, j) => (j === i ? { ...x, percentage: e.target.value } : x)))}
            />
          </Field>
          <Button size="sm" variant="ghost" onClick={() => setOwners(owners.filter((_, j) => j !== i))}>
            Remove owner
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => setOwners([...owners, { ...blankOwner, rowId: newRow() }])}
      >
        Add an owner
      </Button>
    </StepFrame>
  )
}
