/** Provider setting definitions (admins); each organization's values live on the staff client page's tab. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { DefinitionsPage } from './definitions-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/admin/provider-settings',
    element: <DefinitionsPage />,
    area: 'admin',
    nav: { label: 'Provider settings', order: 80 },
  },
]
