/**
 * An organization's accounting services (spec §9 list): their labels, the badges that show them and the checkbox
 * grid that chooses them. Shared by the clients list, the client page, a new client and the client's own info page.
 */
import { ACCOUNTING_SERVICES, type TAccountingService } from '@app/shared/schemas/organizations.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'

export const SERVICE_LABELS: Record<TAccountingService, string> = {
  bookkeeping: 'Bookkeeping',
  taxes: 'Taxes',
  ap_management: 'AP management',
  ar_management: 'AR management',
  rnd_tax_credits: 'R&D tax credits',
  fractional_cfo: 'Fractional CFO',
  'statement-tracker': 'Banking Statement Tracker',
}

export function ServiceBadges({ services, empty = 'None' }: { services: TAccountingService[]; empty?: string }) {
  if (services.length === 0) return <span className="text-sm text-slate-400">{empty}</span>
  return (
    <div className="flex flex-wrap gap-1">
      {services.map((s) => (
        <Badge key={s} tone="brand">
          {SERVICE_LABELS[s] ?? s}
        </Badge>
      ))}
    </div>
  )
}

/** Choose an organization's accounting services as a grid of checkboxes. */
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
