/**
 * Offers two-step verification to staff who have not set it up. Optional on purpose: demo staff sign-ins must reach
 * their areas directly. Dismissing hides it for a week on this browser.
 */
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useMe, useSession } from '@/lib/session.tsx'
import { isStaff } from '@/lib/areas.ts'
import { Button } from '@/components/ui/button.tsx'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const key = (userId: string) => `ledgerloop.mfaBannerDismissedAt.${userId}`

export function MfaBanner() {
  const me = useMe()
  const { hasVerifiedFactor } = useSession()
  const { pathname } = useLocation()
  const [dismissedAt, setDismissedAt] = useState(() => Number(localStorage.getItem(key(me.userId)) ?? 0))
  if (!isStaff(me) || hasVerifiedFactor || pathname.startsWith('/onboarding/2fa') || Date.now() - dismissedAt < WEEK_MS)
    return null
  return (
    <section className="border-b border-amber-200 bg-amber-50" aria-label="Two-step verification">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 text-sm text-amber-900 sm:px-6">
        <p className="flex-1">
          <span className="font-medium">Protect client books with two-step verification.</span> Staff accounts can see
          many organizations; a code from an authenticator app keeps them safe.
        </p>
        <Button asChild size="sm">
          <Link to="/onboarding/2fa/security">Set it up</Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            const now = Date.now()
            localStorage.setItem(key(me.userId), String(now))
            setDismissedAt(now)
          }}
        >
          Not now
        </Button>
      </div>
    </section>
  )
}
