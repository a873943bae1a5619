/** /admin/invitations: invite client users by email, see every invitation's state, revoke pending ones. */
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganizations } from '@/lib/organizations.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { personName } from '@/lib/format.ts'
import { STATUS_LABEL, STATUS_TONE, useInvitations, useRevokeInvitation } from './api.ts'
import { InviteDialog } from './invite-dialog.tsx'

export function InvitationsPage() {
  const invitations = useInvitations()
  const orgs = useOrganizations()
  const revoke = useRevokeInvitation()
  const [status, setStatus] = useState('')
  const orgName = useMemo(() => new Map((orgs.data ?? []).map((o) => [o.id, o.legalName])), [orgs.data])
  const rows = (invitations.data ?? []).filter((i) => !status || i.status === status)

  return (
    <>
      <PageHeader
        title="Invitations"
        description="Client users join their organization through an emailed link that is valid for 7 days."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dev/outbox">Sent emails</Link>
            </Button>
            <InviteDialog organizations={orgs.data ?? []} />
          </>
        }
      />
      <Card>
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-3">
          <NativeSelect
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            aria-label="Filter by status"
            className="w-44"
          >
            <option value="">All statuses</option>
            {Object.entries(STATUS_LABEL).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </NativeSelect>
        </div>
        <QueryState query={invitations} label="Loading invitations">
          {rows.length === 0 ? (
            <div className="p-5">
              <EmptyState
                title="No invitations"
                description="Invite a client user to give them access to their organization's books."
              />
            </div>
          ) : (
            <Table data-testid="invitations-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Invitee</TableHead>
                  <TableHead>Organization</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Sent</TableHead>
                  <TableHead>Expires</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>
                      <p className="font-medium text-slate-900">{personName(i)}</p>
                      <p className="text-xs text-slate-500">{i.email}</p>
                    </TableCell>
                    <TableCell>
                      {orgName.has(i.organizationId) ? (
                        <Link className="text-brand-800 hover:underline" to={`/admin/client/${i.organizationId}`}>
                          {orgName.get(i.organizationId)}
                        </Link>
                      ) : (
                        <span className="text-slate-500">Unknown organization</span>
                      )}
                    </TableCell>
                    <TableCell>{i.orgRole === 'admin' ? 'Admin' : 'User'}</TableCell>
                    <TableCell>
                      <Badge tone={STATUS_TONE[i.status]}>{STATUS_LABEL[i.status]}</Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(i.createdAt)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {i.status === 'accepted' ? `Joined ${formatDate(i.completedAt)}` : formatDate(i.expiresAt)}
                    </TableCell>
                    <TableCell className="text-right">
                      {i.status === 'pending' && (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-red-700 hover:bg-red-50"
                          disabled={revoke.isPending}
                          onClick={() =>
                            revoke.mutate(i.id, {
                              onSuccess: () => toast.success(`Invitation for ${i.email} revoked`),
                              onError: (e) => toast.error('Could not revoke', { description: e.message }),
                            })
                          }
                        >
                          Revoke
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
    </>
  )
}
