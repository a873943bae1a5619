/** /accounting/tasks: the client's onboarding checklist for the current organization. */
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { PageHeader } from '@/components/page.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { TaskList } from './task-list.tsx'

export function TasksPage() {
  const { orgId, organization } = useCurrentOrg()
  return (
    <>
      <PageHeader
        title="Tasks"
        description={`What we need from ${organization?.legalName ?? 'you'} to get your books set up. Upload documents here; your bookkeeper confirms each task.`}
      />
      {orgId ? (
        <TaskList key={orgId} orgId={orgId} mode="client" canEdit />
      ) : (
        <EmptyState title="No organization selected" />
      )}
    </>
  )
}
