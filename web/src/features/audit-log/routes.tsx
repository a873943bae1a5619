/** The audit-log viewer (spec: actor user or system, action, query and values, result rows): admins and owners. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { AuditLogPage } from './audit-log-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/audit-log', element: <AuditLogPage />, area: 'admin', nav: { label: 'Audit log', order: 95 } },
]
