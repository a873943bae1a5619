/**
 * Starter home pages of the three areas and of users without an organization. Each greets the user and lists their
 * organizations; feature routes declaring the same paths replace them (see app/merge-routes.ts).
 */
import { Navigate } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { homePath, ROLE_LABEL, type Me } from '@/lib/areas.ts'
import { formatDate } from '@/lib/format.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { OrganizationsTable, organizationRows } from './organizations-table.tsx'

function greeting(now = new Date()) {
  const h = now.getHours()
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening'
}

function PageHeading({ me, subtitle }: { me: Me; subtitle: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-sm text-slate-500">{formatDate(new Date(), 'EEEE, MMMM d')}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900" data-testid="greeting">
          {greeting()}, {me.profile.firstName || me.email}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      </div>
      <Badge tone="brand">{ROLE_LABEL[me.profile.role]}</Badge>
    </div>
  )
}

export function HomeRedirect() {
  return <Navigate to={homePath(useMe())} replace />
}

export function AdminHome() {
  const me = useMe()
  return (
    <>
      <PageHeading me={me} subtitle="Admin overview: clients, staff and the books tracker live in this area." />
      <Card>
        <CardHeader>
          <CardTitle>Organizations you work on</CardTitle>
          <CardDescription>
            Organizations where you are assigned as bookkeeper or reviewer, or are a member.
          </CardDescription>
        </CardHeader>
        <OrganizationsTable
          rows={organizationRows(me, ['client', 'bookkeeper', 'reviewer'])}
          emptyTitle="No personal assignments"
          emptyDescription="As an admin you can open every client; you are not assigned to any organization yourself."
        />
      </Card>
    </>
  )
}

export function BookkeeperHome() {
  const me = useMe()
  const { orgId } = useCurrentOrg()
  return (
    <>
      <PageHeading me={me} subtitle="The client organizations you keep the books of or review." />
      <Card>
        <CardHeader>
          <CardTitle>Your clients</CardTitle>
          <CardDescription>
            Primary bookkeepers answer client questions first; reviewers check the monthly books.
          </CardDescription>
        </CardHeader>
        <OrganizationsTable
          rows={organizationRows(me, ['bookkeeper', 'reviewer'])}
          currentOrgId={orgId}
          emptyTitle="No clients assigned yet"
          emptyDescription="An admin assigns client organizations to bookkeepers and reviewers. They will appear here."
        />
      </Card>
    </>
  )
}

export function ClientHome() {
  const me = useMe()
  const { organization, orgId } = useCurrentOrg()
  return (
    <>
      <PageHeading
        me={me}
        subtitle={organization ? `Books and tasks for ${organization.legalName}.` : 'Your books and tasks.'}
      />
      <Card>
        <CardHeader>
          <CardTitle>Your organizations</CardTitle>
          <CardDescription>Switch between them with the selector at the top of the page.</CardDescription>
        </CardHeader>
        <OrganizationsTable
          rows={organizationRows(me, ['client'])}
          currentOrgId={orgId}
          emptyTitle="No organizations yet"
          emptyDescription="Ask your bookkeeper to invite you to your organization."
        />
      </Card>
    </>
  )
}

export function WelcomePage() {
  const me = useMe()
  return (
    <>
      <PageHeading me={me} subtitle="Your account is ready." />
      <Card>
        <CardContent className="py-6">
          <EmptyState
            title="You are not part of an organization yet"
            description="When your bookkeeper invites you to your company's books, it will show up here. Check your email for an invitation."
          />
        </CardContent>
      </Card>
    </>
  )
}
