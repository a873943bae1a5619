/** Client-domain labels the tenancy screens share: the accounting services and their badges. */
import { Badge } from '@/components/ui/badge.tsx'
import type { TAccountingService } from '@app/shared/schemas/organizations.ts'

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
