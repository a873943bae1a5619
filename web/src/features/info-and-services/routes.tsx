/** Client organization info and services. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { InfoAndServicesPage } from './info-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/info-and-services',
    element: <InfoAndServicesPage />,
    area: 'client',
    nav: { label: 'Info & services', order: 80 },
  },
]
