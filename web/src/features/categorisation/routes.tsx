/**
 * The client's categorisation screens, each behind its flag (spec overview §2): transactions, vendors, AI reports and
 * real-time expenses. Staff review a client's queue in their workspace (workspace.tsx, segment categorisation).
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { AiReportsPage } from './ai-reports-page.tsx'
import { RealTimeExpensesPage } from './real-time-expenses-page.tsx'
import { TransactionsPage } from './transactions-page.tsx'
import { VendorsPage } from './vendors-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/transactions',
    element: <TransactionsPage />,
    area: 'client',
    flag: 'transactions-tab',
    nav: { label: 'Transactions', order: 30 },
  },
  { path: '/accounting/vendors', element: <VendorsPage />, area: 'client', nav: { label: 'Vendors', order: 35 } },
  {
    path: '/accounting/ai-reports',
    element: <AiReportsPage />,
    area: 'client',
    flag: 'ai-reports',
    nav: { label: 'AI reports', order: 42 },
  },
  {
    path: '/accounting/real-time-expenses',
    element: <RealTimeExpensesPage />,
    area: 'client',
    flag: 'real-time-expenses',
    nav: { label: 'Real-time expenses', order: 43 },
  },
]
