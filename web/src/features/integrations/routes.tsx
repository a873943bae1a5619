/** Client integrations (connection status per provider), and what a disconnected one means (/disconnect…). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { IntegrationsPage } from './integrations-page.tsx'
import { DisconnectedPage } from './disconnected-page.tsx'
import { TellerConnectPage } from './teller-connect-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/integrations',
    element: <IntegrationsPage />,
    area: 'client',
    nav: { label: 'Integrations', order: 70 },
  },
  { path: '/disconnect', element: <DisconnectedPage />, area: 'client' },
  { path: '/disconnect/:provider', element: <DisconnectedPage />, area: 'client' },
  // hosts Teller Connect between the connect path's start and its callback (the callback checks who connects)
  { path: '/connect/teller', element: <TellerConnectPage />, area: 'public' },
]
