/** Reports screen of the client area (staff see it for the organization they are working on). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ReportsPage } from './reports-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/accounting/reports', element: <ReportsPage />, area: 'client', nav: { label: 'Reports', order: 40 } },
]
