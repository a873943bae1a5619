/**
 * The bank statement tracker across clients, for admins and bookkeepers, behind their one shared flag. A client's
 * statements and reconciliations (/…/client/:orgId/statements) are a section of the staff workspace (workspace.tsx).
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { StatementTrackerPage } from './tracker-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/admin/banking-statement-tracker',
    element: <StatementTrackerPage area="admin" />,
    area: 'admin',
    flag: 'banking-statement-tracker',
    nav: { label: 'Statement tracker', order: 28 },
  },
  {
    path: '/bookkeeper/banking-statement-tracker',
    element: <StatementTrackerPage area="bookkeeper" />,
    area: 'bookkeeper',
    flag: 'banking-statement-tracker',
    nav: { label: 'Statement tracker', order: 28 },
  },
]
