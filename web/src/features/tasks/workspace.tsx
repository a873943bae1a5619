/** The client's onboarding tasks as a tab of the client page in the staff workspace, with the checklist to assign. */
import type { WorkspacePart } from '@/app/workspace.ts'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useTaskMutations } from './api.ts'
import { TaskList } from './task-list.tsx'

function AssignChecklist({ orgId }: { orgId: string }) {
  const { assignOnboarding } = useTaskMutations(orgId)
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={assignOnboarding.isPending}
      onClick={() =>
        assignOnboarding.mutate(undefined, {
          onSuccess: (r) => toast.success(`Checklist assigned: ${r.tasks.length} tasks`),
          onError: (e) => toast.error('Could not assign the checklist', { description: e.message }),
        })
      }
    >
      Assign onboarding checklist
    </Button>
  )
}

export const parts: WorkspacePart[] = [
  {
    slot: 'tab',
    key: 'tasks',
    label: 'Tasks',
    order: 30,
    element: ({ org }) => (
      <div className="flex flex-col gap-3">
        <div className="flex justify-end">
          <AssignChecklist orgId={org.id} />
        </div>
        <TaskList orgId={org.id} mode="staff" canEdit />
      </div>
    ),
  },
]
