/**
 * The cash area's own navigation under the header: its screens, and its settings pages. Links only; the two
 * auto-transfer screens appear while the organization's `auto-transfer` flag is on, as their routes do.
 */
import { NavLink, useLocation } from 'react-router-dom'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFlags } from '@/lib/flags.ts'
import { cn } from '@/lib/utils.ts'

const SECTIONS: { to: string; label: string; flag?: string }[] = [
  { to: '/cash/dashboard', label: 'Dashboard' },
  { to: '/cash/activity', label: 'Activity' },
  { to: '/cash/payments', label: 'Payments' },
  { to: '/cash/invoices', label: 'Invoices' },
  { to: '/cash/bill-payments', label: 'Bills' },
  { to: '/cash/accounts', label: 'Accounts' },
  { to: '/cash/approve-top-off', label: 'Top-offs', flag: 'auto-transfer' },
  { to: '/cash/settings/company', label: 'Settings' },
]

export const SETTINGS_SECTIONS: { to: string; label: string; flag?: string }[] = [
  { to: '/cash/settings/company', label: 'Company' },
  { to: '/cash/settings/controls', label: 'Controls' },
  { to: '/cash/settings/auto-transfers-rules', label: 'Auto-transfer rules', flag: 'auto-transfer' },
  { to: '/cash/settings/documents', label: 'Documents' },
  { to: '/cash/settings/legal', label: 'Legal' },
  { to: '/cash/settings/personal', label: 'Personal' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:text-slate-800',
  )

function useVisible(sections: typeof SECTIONS) {
  const { orgId } = useCurrentOrg()
  const { isOn } = useFlags(orgId)
  return sections.filter((s) => !s.flag || isOn(s.flag))
}

export function CashNav() {
  const sections = useVisible(SECTIONS)
  const { pathname } = useLocation()
  return (
    <nav aria-label="Cash" className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
      {sections.map((s) => (
        <NavLink
          key={s.to}
          to={s.to}
          className={(state) =>
            linkClass({
              isActive: s.label === 'Settings' ? pathname.startsWith('/cash/settings/') : state.isActive,
            })
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  )
}

export function SettingsNav() {
  const sections = useVisible(SETTINGS_SECTIONS)
  return (
    <nav aria-label="Cash settings" className="flex flex-row flex-wrap gap-1 md:w-48 md:flex-col">
      {sections.map((s) => (
        <NavLink
          key={s.to}
          to={s.to}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  )
}
