/** Routes of the operations feature (admins only). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { OperationsPage } from './operations-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/operations', element: <OperationsPage />, area: 'admin', nav: { label: 'Operations', order: 90 } },
]
