/**
 * A client's sales-tax nexus and 1099s in the staff workspace, the same screens the client sees, for the client the
 * workspace is open on. Behind the client's taxes flag like the client area's routes: when it is off the section
 * says so instead of asking the API, which would refuse.
 */
import type { ReactNode } from 'react'
import type { WorkspaceSection } from '@/app/workspace.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { useFlags } from '@/lib/flags.ts'
import { NexusPage } from './nexus-page.tsx'
import { Vendors1099Page } from './vendors-1099-page.tsx'

function WithTaxes({ orgId, children }: { orgId: string; children: ReactNode }) {
  const { isOn, isLoading } = useFlags(orgId)
  if (isLoading) return null
  if (!isOn('taxes')) return <Alert tone="info">Sales tax is not turned on for this organization.</Alert>
  return <>{children}</>
}

export const sections: WorkspaceSection[] = [
  {
    segment: 'sales-tax',
    label: 'Sales tax',
    order: 37,
    element: ({ org }) => (
      <WithTaxes orgId={org.id}>
        <NexusPage orgId={org.id} />
      </WithTaxes>
    ),
  },
  {
    segment: '1099s',
    label: '1099s',
    order: 38,
    element: ({ org }) => (
      <WithTaxes orgId={org.id}>
        <Vendors1099Page orgId={org.id} />
      </WithTaxes>
    ),
  },
]
