/**
 * Card transactions (Ramp): the client's own at /accounting/card-transactions. A client's card transactions in the
 * staff workspace (/…/client/:orgId/card-transactions) are declared in workspace.tsx.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ClientCardTransactionsPage } from './card-transactions-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/card-transactions',
    element: <ClientCardTransactionsPage />,
    area: 'client',
    nav: { label: 'Card spend', order: 52 },
  },
]
