/** Client users of one organization with their organization role; org admins and staff change roles or remove. */
import { useMe } from '@/lib/session.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useMemberMutations, useMembers } from './api.ts'
import { personName } from '@/lib/format.ts'
import { QueryState } from '@/components/page.tsx'
import type { ReactNode } from 'react'

export function MembersPanel({ orgId, canEdit, action }: { orgId: string; canEdit: boolean; action?: ReactNode }) {
  const me = useMe()
  const members = useMembers(orgId)
  const { setRole, remove } = useMemberMutations(orgId)
  const rows = members.data ?? []
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardTitle>Client users</CardTitle>
          <CardDescription>
            People at the client who see these books. Organization admins can invite others.
          </CardDescription>
        </div>
        {action}
      </CardHeader>
      <QueryState query={members}>
        {rows.length === 0 ? (
          <div className="p-5">
            <EmptyState title="No client users yet" description="Invite someone from the client to give them access." />
          </div>
        ) : (
          <Table data-testid="members-table">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.userId}>
                  <TableCell className="font-medium">{personName(m)}</TableCell>
                  <TableCell className="text-slate-600">{m.email}</TableCell>
                  <TableCell>
                    {canEdit && m.userId !== me.userId ? (
                      <NativeSelect
                        value={m.orgRole}
                        aria-label={`Role of ${personName(m)}`}
                        className="h-8 w-32"
                        onChange={(e) =>
                          setRole.mutate(
                            { userId: m.userId, orgRole: e.target.value as 'admin' | 'user' },
                            {
                              onSuccess: () => toast.success('Role updated'),
                              onError: (err) => toast.error('Could not change the role', { description: err.message }),
                            },
                          )
                        }
                      >
                        <option value="admin">Admin</option>
                        <option value="user">User</option>
                      </NativeSelect>
                    ) : (
                      <span className="text-sm">{m.orgRole === 'admin' ? 'Admin' : 'User'}</span>
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    {canEdit && m.userId !== me.userId && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 hover:bg-red-50"
                        disabled={remove.isPending}
                        onClick={() => {
                          if (confirm(`Remove ${personName(m)} from this organization?`))
                            remove.mutate(m.userId, {
                              onError: (err) => toast.error('Could not remove', { description: err.message }),
                            })
                        }}
                      >
                        Remove
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Card>
  )
}
