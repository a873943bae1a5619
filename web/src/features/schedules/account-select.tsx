/** An account picker limited to the types one side of a schedule takes (shared/rules/schedules.ts). */
import type { SelectHTMLAttributes } from 'react'
import { NativeSelect } from '@/components/ui/select.tsx'
import type { LedgerAccount } from './api.ts'

/** Field hands its id and aria attributes to its child: they go on to the select, so the label names it. */
export function AccountSelect({
  accounts,
  types,
  value,
  onChange,
  blank,
  ...control
}: {
  accounts: LedgerAccount[]
  types: readonly string[]
  value: string
  onChange: (v: string) => void
  blank: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{blank}</option>
      {accounts
        .filter((a) => types.includes(a.AccountType))
        .map((a) => (
          <option key={a.Id} value={a.Id}>
            {a.FullyQualifiedName}
          </option>
        ))}
    </NativeSelect>
  )
}
