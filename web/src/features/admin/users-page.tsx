/**
 * User lists of the admin area: /admin/users (everyone), /admin/admin-users (admins and owners). Search, filter by
 * role, and edit role, products and individual permissions.
 */
import { useDeferredValue, useState } from 'react'
import type { TUser } from '@app/shared/schemas/users.ts'
import { ROLE_LABEL } from '@/lib/areas.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { personName } from '@/lib/format.ts'
import { useUsers } from '@/lib/users.ts'
import { UserDialog } from './user-dialog.tsx'

const ROLE_TONE = { user: 'neutral', bookkeeper: 'info', admin: 'brand', owner: 'warning' } as const

export function UsersPage({ variant }: { variant: 'all' | 'admins' }) {
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<TUser['role'] | ''>('')
  const deferred = useDeferredValue(search.trim())
  const users = useUsers({ role: role || undefined, search: deferred || undefined })
  const [editing, setEditing] = useState<TUser>()
  const rows = (users.data ?? []).filter((u) => variant === 'all' || u.role === 'admin' || u.role === 'owner')

  return (
    <>
      <PageHeader
        title={variant === 'all' ? 'Users' : 'Admin users'}
        description={
          variant === 'all'
            ? 'Everyone with an account: clients and staff, their role, products and permissions.'
            : 'Internal staff with full access to every client.'
        }
      />
      <Card>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search name or email"
            aria-label="Search users"
            className="max-w-xs"
          />
          {variant === 'all' && (
            <NativeSelect
              value={role}
              onChange={(e) => setRole(e.target.value as TUser['role'] | '')}
              aria-label="Filter by role"
              className="w-40"
            >
              <option value="">All roles</option>
              {(['user', 'bookkeeper', 'admin', 'owner'] as const).map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </NativeSelect>
          )}
          <span className="ml-auto text-sm text-slate-500">
            {users.data ? `${rows.length} user${rows.length === 1 ? '' : 's'}` : ''}
          </span>
        </div>
        <QueryState query={users} label="Loading users">
          {rows.length === 0 ? (
            <div className="p-5">
              <EmptyState title="No users match" />
            </div>
          ) : (
            <Table data-testid="users-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Products</TableHead>
                  <TableHead>Joined</TableHead>
                  <TableHead>
                    <span className="sr-only">Edit</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell className="font-medium">{personName(u)}</TableCell>
                    <TableCell className="text-slate-600">{u.email}</TableCell>
                    <TableCell>
                      <Badge tone={ROLE_TONE[u.role]}>{ROLE_LABEL[u.role]}</Badge>
                    </TableCell>
                    <TableCell className="text-slate-600">
                      {u.products.map((p) => (p === 'accounting' ? 'Accounting' : 'Banking')).join(', ') || '—'}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-slate-600">{formatDate(u.createdAt)}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing(u)}
                        aria-label={`Edit ${personName(u)}`}
                      >
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
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
