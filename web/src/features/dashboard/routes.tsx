/** Dashboard screen of the client area. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { DashboardPage } from './dashboard-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/accounting/dashboard', element: <DashboardPage />, area: 'client', nav: { label: 'Dashboard', order: 10 } },
]
