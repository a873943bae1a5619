/**
 * The bookkeeper area: assigned clients (every client with the "View organization list" permission; the API's RLS
 * decides), one client, and receipts. Replaces the shell's starter /bookkeeper/clients.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ClientsTable } from '@/features/clients/clients-table.tsx'
import { ClientDetail } from '@/features/clients/client-detail.tsx'
import { clientWorkspaceRoutes } from '@/features/clients/client-workspace.tsx'
import { ReceiptsPage } from '@/features/clients/receipts-page.tsx'
import { Greeting, PageHeader } from '@/components/page.tsx'
import { useMe } from '@/lib/session.tsx'

function BookkeeperClientsPage() {
  const me = useMe()
  return (
    <>
      <PageHeader
        title="Your clients"
        eyebrow={<Greeting name={me.profile.firstName || me.email || ''} />}
        description="Client organizations you keep the books of or review."
      />
      <ClientsTable
        basePath="/bookkeeper"
        testId="organizations-table"
        emptyTitle="No clients assigned yet"
        emptyDescription="An admin assigns client organizations to bookkeepers and reviewers. They will appear here."
      />
    </>
  )
}

export const routes: FeatureRoute[] = [
  {
    path: '/bookkeeper/clients',
    element: <BookkeeperClientsPage />,
    area: 'bookkeeper',
    nav: { label: 'Clients', order: 0 },
  },
  { path: '/bookkeeper/client/:orgId', element: <ClientDetail area="bookkeeper" />, area: 'bookkeeper' },
  ...clientWorkspaceRoutes('bookkeeper'),
  {
    path: '/bookkeeper/receipts',
    element: <ReceiptsPage />,
    area: 'bookkeeper',
    nav: { label: 'Receipts', order: 40 },
  },
]
