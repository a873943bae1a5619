/** Client integrations (connection status per provider). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { IntegrationsPage } from './integrations-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/integrations',
    element: <IntegrationsPage />,
    area: 'client',
    nav: { label: 'Integrations', order: 70 },
  },
]
