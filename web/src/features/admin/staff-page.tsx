/**
 * /admin/bookkeepers and /admin/reviewers: staff with the clients they keep the books of or review. Each row reads
 * the person's assignments, so the page shows workload at a glance.
 */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { TUser } from '@app/shared/schemas/users.ts'
import { staffRoleLabel } from '@/lib/areas.ts'
import { PERMISSION_LABELS } from '@app/shared/schemas/users.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { personName } from '@/lib/format.ts'
import { useStaffUsers } from '@/lib/users.ts'
import { useUser } from './users-api.ts'
import { UserDialog } from './user-dialog.tsx'

function StaffRow({ user, kind, onEdit }: { user: TUser; kind: 'bookkeepers' | 'reviewers'; onEdit: () => void }) {
  const detail = useUser(user.id)
  const orgs =
    kind === 'bookkeepers'
      ? (detail.data?.bookkeeperOrganizations ?? []).map((o) => ({ ...o, primary: o.isPrimary }))
      : (detail.data?.reviewOrganizations ?? []).map((o) => ({ ...o, primary: false }))
  // Reviewers are staff with at least one review assignment; anyone else is not listed there. A reviewer who keeps
  // nobody's books is listed with the reviewers only, not as a bookkeeper with no clients.
  if (kind === 'reviewers' && detail.data && orgs.length === 0) return null
  if (kind === 'bookkeepers' && detail.data && orgs.length === 0 && detail.data.reviewOrganizations.length > 0)
    return null
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium text-slate-900">{personName(user)}</p>
        <p className="text-xs text-slate-500">{user.email}</p>
      </TableCell>
      <TableCell>
        <Badge tone="info">
          {detail.data
            ? staffRoleLabel(
                user.role,
                detail.data.bookkeeperOrganizations.length,
                detail.data.reviewOrganizations.length,
              )
            : '…'}
        </Badge>
      </TableCell>
      <TableCell numeric>{detail.isLoading ? <Spinner /> : orgs.length}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          {orgs.map((o) => (
            <Link key={o.organizationId} to={`/admin/client/${o.organizationId}`}>
              <Badge tone={o.primary ? 'success' : 'neutral'} className="hover:ring-brand-300">
                {o.legalName}
                {o.primary ? ' · primary' : ''}
              </Badge>
            </Link>
          ))}
        </div>
      </TableCell>
      <TableCell className="text-xs text-slate-600">
        {!detail.data
          ? ''
          : detail.data.permissions.length === 0
            ? 'Role defaults only'
            : detail.data.permissions.map((p) => PERMISSION_LABELS[p]).join(', ')}
      </TableCell>
      <TableCell className="text-right">
        <Button size="sm" variant="ghost" onClick={onEdit}>
          Edit
        </Button>
      </TableCell>
    </TableRow>
  )
}

export function StaffPage({ kind }: { kind: 'bookkeepers' | 'reviewers' }) {
  const staff = useStaffUsers()
  const [editing, setEditing] = useState<TUser>()
  const rows = (staff.data ?? []).filter((u) => kind === 'reviewers' || u.role === 'bookkeeper')
  return (
    <>
      <PageHeader
        title={kind === 'bookkeepers' ? 'Bookkeepers' : 'Reviewers'}
        description={
          kind === 'bookkeepers'
            ? "Who keeps whose books. Assign clients from the client's Team tab."
            : 'Staff who review monthly books and variance analyses.'
        }
      />
      <Card>
        <QueryState query={staff} label="Loading staff">
          {rows.length === 0 ? (
            <div className="p-5">
              <EmptyState
                title={`No ${kind} yet`}
                description="Give a user the Bookkeeper role from the Users screen."
              />
            </div>
          ) : (
            <Table data-testid={`${kind}-table`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead numeric>Clients</TableHead>
                  <TableHead>{kind === 'bookkeepers' ? 'Keeps the books of' : 'Reviews'}</TableHead>
                  <TableHead>Permissions</TableHead>
                  <TableHead>
                    <span className="sr-only">Edit</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((u) => (
                  <StaffRow key={u.id} user={u} kind={kind} onEdit={() => setEditing(u)} />
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </Card>
      <UserDialog user={editing} onClose={() => setEditing(undefined)} />
    </>
  )
}
