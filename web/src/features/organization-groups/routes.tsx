/** Organization groups (spec: name and members): the admin screen; consolidated reports hang off each group. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { GroupsPage } from './groups-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/groups', element: <GroupsPage />, area: 'admin', nav: { label: 'Groups', order: 65 } },
]
