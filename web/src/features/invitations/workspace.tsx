/** Inviting someone to the client, beside the client's users on the client page of the staff workspace. */
import type { WorkspacePart } from '@/app/workspace.ts'
import { Button } from '@/components/ui/button.tsx'
import { InviteDialog } from './invite-dialog.tsx'

export const parts: WorkspacePart[] = [
  {
    slot: 'members-action',
    key: 'invite',
    order: 0,
    element: ({ org }) => (
      <InviteDialog
        organizations={[{ id: org.id, legalName: org.legalName }]}
        organizationId={org.id}
        trigger={<Button size="sm">Invite user</Button>}
      />
    ),
  },
]
