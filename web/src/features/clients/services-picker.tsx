/** Choose an organization's accounting services (spec §9 list) as a grid of checkboxes. */
import { ACCOUNTING_SERVICES, type TAccountingService } from '@app/shared/schemas/organizations.ts'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { SERVICE_LABELS } from './ui.tsx'

export function ServicesPicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: TAccountingService[]
  onChange: (next: TAccountingService[]) => void
  disabled?: boolean
  error?: string
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Services</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ACCOUNTING_SERVICES.map((s) => (
          <Checkbox
            key={s}
            label={SERVICE_LABELS[s]}
            checked={value.includes(s)}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked ? [...value, s] : value.filter((x) => x !== s))}
          />
        ))}
      </div>
      {error && <p className="text-xs font-medium text-red-600">{error}</p>}
    </fieldset>
  )
}
