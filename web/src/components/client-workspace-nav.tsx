/**
 * The sub-navigation of a client's staff workspace (/bookkeeper/client/:orgId/… and /admin/client/:orgId/…): the
 * client page and each tool staff use on the client's books. Links only, no data: every section fetches its own.
 */
import { NavLink } from 'react-router-dom'
import { cn } from '@/lib/utils.ts'

const CLIENT_WORKSPACE_SECTIONS = [
  { segment: '', label: 'Client' },
  { segment: 'amc', label: 'Questions' },
  { segment: 'reports', label: 'Reports' },
  { segment: 'schedules', label: 'Schedules' },
  { segment: 'bank-feeds', label: 'Bank feeds' },
  { segment: 'statements', label: 'Statements' },
  { segment: 'categorisation', label: 'Categorisation' },
  { segment: 'variance', label: 'Variance' },
  { segment: 'metrics', label: 'Metrics' },
  { segment: 'import', label: 'Journal import' },
  { segment: 'coa-mapping', label: 'Chart of accounts' },
  { segment: 'group', label: 'Group' },
] as const
export type ClientWorkspaceSection = (typeof CLIENT_WORKSPACE_SECTIONS)[number]['segment']

const clientWorkspacePath = (area: 'admin' | 'bookkeeper', orgId: string, segment: ClientWorkspaceSection = '') =>
  `/${area}/client/${orgId}${segment ? `/${segment}` : ''}`

export function ClientWorkspaceNav({
  area,
  orgId,
  className,
}: {
  area: 'admin' | 'bookkeeper'
  orgId: string
  className?: string
}) {
  return (
    <nav
      aria-label="Client workspace"
      className={cn('mb-6 flex flex-wrap gap-1 border-b border-slate-200 print:hidden', className)}
    >
      {CLIENT_WORKSPACE_SECTIONS.map((s) => (
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
