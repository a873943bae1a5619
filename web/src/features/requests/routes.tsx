/** Customer requests board: always in the admin area, behind the 'customer-requests' flag for bookkeepers. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { RequestsBoard } from './requests-board.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/requests', element: <RequestsBoard />, area: 'admin', nav: { label: 'Requests', order: 60 } },
  {
    path: '/bookkeeper/requests',
    element: <RequestsBoard />,
    area: 'bookkeeper',
    flag: 'customer-requests',
    nav: { label: 'Requests', order: 30 },
  },
]
