/** /admin: counts across the practice and the clients whose books are due soonest. */
import { Link } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { useOrganizations } from '@/lib/organizations.ts'
import { useAmcCounts } from '@/features/amc/api.ts'
import { clientOpenCount } from '@app/shared/rules/amc.ts'
import { Greeting, PageHeader, Stat } from '@/components/page.tsx'
import { ServiceBadges } from '@/components/services.tsx'
import { OrganizationsTable, organizationRows } from './organizations-table.tsx'
import { useInvitations } from '@/features/invitations/api.ts'
import { useRequests } from '@/features/requests/api.ts'
import { useUsers } from '@/lib/users.ts'

export function AdminOverviewPage() {
  const me = useMe()
  const orgs = useOrganizations()
  const counts = useAmcCounts()
  const invitations = useInvitations()
  const requests = useRequests()
  const users = useUsers()
  const list = orgs.data ?? []
  const openQuestions = list.reduce((n, o) => n + clientOpenCount(counts.data?.[o.id]), 0)
  const show = (v: number | undefined) => (v === undefined ? '—' : v)
  const dueSoon = list
    .filter((o) => o.booksDueDate)
    .sort((a, b) => a.booksDueDate!.localeCompare(b.booksDueDate!))
    .slice(0, 6)
  const unassigned = list.filter((o) => !o.primaryBookkeeper)

  return (
    <>
      <PageHeader
        title="Admin overview"
        eyebrow={<Greeting name={me.profile.firstName || me.email || ''} />}
        description="The practice today: clients, invitations, requests and staff."
      />
      <div className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="admin-counts">
        <Link to="/admin/clients">
          <Stat
            label="Clients"
            value={show(orgs.data?.length)}
            hint={`${unassigned.length} without a primary bookkeeper`}
          />
        </Link>
        <Link to="/admin/invitations">
          <Stat
            label="Pending invitations"
            value={show(invitations.data?.filter((i) => i.status === 'pending').length)}
          />
        </Link>
        <Link to="/admin/requests">
          <Stat label="Open requests" value={show(requests.data?.filter((r) => r.status !== 'completed').length)} />
        </Link>
        <Stat
          label="Open client questions"
          value={counts.data ? openQuestions : '—'}
          tone={openQuestions > 0 ? 'warning' : 'default'}
        />
        <Link to="/admin/users">
          <Stat
            label="Staff"
            value={show(users.data?.filter((u) => u.role !== 'user').length)}
            hint={`${show(users.data?.filter((u) => u.role === 'user').length)} client users`}
          />
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Books due soonest</CardTitle>
            <CardDescription>Clients with a books due date, earliest first.</CardDescription>
          </CardHeader>
          {dueSoon.length === 0 ? (
            <div className="p-5">
              <EmptyState title="No due dates set" description="Set a books due date on a client's Overview tab." />
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {dueSoon.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-3 px-5 py-3">
                  <div className="min-w-0">
                    <Link to={`/admin/client/${o.id}`} className="font-medium text-brand-800 hover:underline">
                      {o.legalName}
                    </Link>
                    <div className="mt-1">
                      <ServiceBadges services={o.accountingServices} />
                    </div>
                  </div>
                  <div className="text-right text-sm">
                    <p className="whitespace-nowrap font-medium text-slate-900">{formatDate(o.booksDueDate)}</p>
                    <Badge tone="neutral">P{o.booksPriority}</Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Clients without a primary bookkeeper</CardTitle>
            <CardDescription>Assign someone from the client's Team tab.</CardDescription>
          </CardHeader>
          {unassigned.length === 0 ? (
            <div className="p-5">
              <EmptyState title="Everyone is covered" description="Every client has a primary bookkeeper." />
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {unassigned.slice(0, 8).map((o) => (
                <li key={o.id} className="flex items-center justify-between px-5 py-3">
                  <Link to={`/admin/client/${o.id}`} className="font-medium text-brand-800 hover:underline">
                    {o.legalName}
                  </Link>
                  <span className="text-xs text-slate-500">since {formatDate(o.createdAt, 'MMM d, yyyy')}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Your own assignments</CardTitle>
            <CardDescription>Clients where you are a bookkeeper, reviewer or member yourself.</CardDescription>
          </CardHeader>
          <OrganizationsTable
            rows={organizationRows(me, ['client', 'bookkeeper', 'reviewer'])}
            emptyTitle="No personal assignments"
            emptyDescription="As an admin you can open every client; you are not assigned to any organization yourself."
          />
        </Card>
      </div>
    </>
  )
}
