/** Message templates (spec: title and content): admins and owners manage them, bookkeepers read them. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { TemplatesPage } from './templates-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/admin/message-templates',
    element: <TemplatesPage />,
    area: 'admin',
    nav: { label: 'Templates', order: 75 },
  },
  {
    path: '/bookkeeper/message-templates',
    element: <TemplatesPage />,
    area: 'bookkeeper',
    nav: { label: 'Templates', order: 50 },
  },
]
