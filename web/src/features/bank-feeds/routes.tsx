/**
 * Bank feeds: the client's own accounts (/accounting/bank-accounts) and staff's list across clients of feeds with a
 * gap or a mismatch. A client's feeds in the staff workspace (/…/client/:orgId/bank-feeds) are
 * declared in workspace.tsx with `BankFeeds`.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { FeedAttentionPage } from './attention-page.tsx'
import { ClientBankAccountsPage } from './bank-feeds-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/bank-accounts',
    element: <ClientBankAccountsPage />,
    area: 'client',
    nav: { label: 'Bank accounts', order: 50 },
  },
  {
    path: '/admin/bank-feeds',
    element: <FeedAttentionPage area="admin" />,
    area: 'admin',
    nav: { label: 'Bank feeds', order: 27 },
  },
  {
    path: '/bookkeeper/bank-feeds',
    element: <FeedAttentionPage area="bookkeeper" />,
    area: 'bookkeeper',
    nav: { label: 'Bank feeds', order: 27 },
  },
]
