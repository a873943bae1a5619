/** The client's payroll summaries (members with the payroll permission; RLS decides); staff use workspace.tsx. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { PayrollPage } from './payroll-page.tsx'

function ClientPayrollPage() {
  const { orgId } = useCurrentOrg()
  return <PayrollPage orgId={orgId ?? ''} />
}

export const routes: FeatureRoute[] = [
  { path: '/accounting/payroll', element: <ClientPayrollPage />, area: 'client', nav: { label: 'Payroll', order: 47 } },
]
