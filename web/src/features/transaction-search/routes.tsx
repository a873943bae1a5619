/** Transaction search for staff, in both staff areas (spec: /admin/transactions/search, /bookkeeper/transactions/search). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { TransactionSearchPage } from './search-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/admin/transactions/search',
    element: <TransactionSearchPage area="admin" />,
    area: 'admin',
    nav: { label: 'Transactions', order: 25 },
  },
  {
    path: '/bookkeeper/transactions/search',
    element: <TransactionSearchPage area="bookkeeper" />,
    area: 'bookkeeper',
    nav: { label: 'Transactions', order: 25 },
  },
]
