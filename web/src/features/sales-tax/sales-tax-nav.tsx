/** Links between the three sales-tax screens, shown in each one's header. */
import { NavLink } from 'react-router-dom'
import { cn } from '@/lib/utils.ts'

const LINKS = [
  ['/sales-tax/nexus', 'Nexus'],
  ['/sales-tax/calculator', 'Calculator'],
  ['/sales-tax/integrations', 'Sources'],
] as const

export function SalesTaxNav() {
  return (
    <nav aria-label="Sales tax" className="flex gap-1 rounded-md bg-slate-100 p-1 text-sm">
      {LINKS.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn('rounded px-3 py-1', isActive ? 'bg-white font-medium shadow-sm' : 'text-slate-600 hover:text-slate-900')
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  )
}
