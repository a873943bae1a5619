/**
 * Where a signed-in user lands: `/` and `/dashboard` send each role to its home (the admin overview, the bookkeeper's
 * clients, the client's dashboard: screens of their own features), and a user without an organization sees the
 * welcome page.
 */
import { Navigate } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { homePath } from '@/lib/areas.ts'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Greeting, PageHeader } from '@/components/page.tsx'

export function HomeRedirect() {
  return <Navigate to={homePath(useMe())} replace />
}

export function WelcomePage() {
  const me = useMe()
  return (
    <>
      <PageHeader
        title="Welcome"
        eyebrow={<Greeting name={me.profile.firstName || me.email || ''} />}
        description="Your account is ready."
      />
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
