/** The client's card transactions page (/accounting/card-transactions). */
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { PageHeader } from '@/components/page.tsx'
import { CardTransactionsPanel } from './card-transactions-panel.tsx'

export function ClientCardTransactionsPage() {
  const { orgId, organization } = useCurrentOrg()
  return (
    <>
      <PageHeader
        title="Card spend"
        description={`${organization?.legalName ?? 'Your organization'}'s Ramp card payments, with their receipts.`}
      />
      {orgId ? (
        <CardTransactionsPanel orgId={orgId} audience="client" />
      ) : (
        <EmptyState title="No organization selected" />
      )}
    </>
  )
}
