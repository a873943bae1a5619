/** A client's payroll in the staff workspace (payrolls, blockers, people, posted entries, the mapping editor). */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { PayrollPage } from './payroll-page.tsx'

export const sections: WorkspaceSection[] = [
  { segment: 'payroll', label: 'Payroll', order: 36, element: ({ org }) => <PayrollPage orgId={org.id} /> },
]
