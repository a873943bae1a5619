/**
 * The sub-navigation of a client's staff workspace (/bookkeeper/client/:orgId/… and /admin/client/:orgId/…): the
 * client page and each tool staff use on the client's books, as the features register them (app/workspace.ts).
 * Links only, no data: every section fetches its own.
 */
import { NavLink } from 'react-router-dom'
import { cn } from '@/lib/utils.ts'

export type ClientWorkspaceLink = { segment: string; label: string }

const clientWorkspacePath = (area: 'admin' | 'bookkeeper', orgId: string, segment: string) =>
  `/${area}/client/${orgId}${segment ? `/${segment}` : ''}`

export function ClientWorkspaceNav({
  area,
  orgId,
  sections,
  className,
}: {
  area: 'admin' | 'bookkeeper'
  orgId: string
  sections: ClientWorkspaceLink[]
  className?: string
}) {
  return (
    <nav
      aria-label="Client workspace"
      className={cn('mb-6 flex flex-wrap gap-1 border-b border-slate-200 print:hidden', className)}
    >
      {sections.map((s) => (
        <NavLink
          key={s.segment}
          to={clientWorkspacePath(area, orgId, s.segment)}
          end
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
              isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-500 hover:text-slate-800',
            )
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  )
}
