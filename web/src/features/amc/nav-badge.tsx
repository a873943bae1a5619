/**
 * The count next to "Questions" in the header navigation, kept live: a question change broadcast on the user's
 * topics invalidates the counts query (GET /api/amc/counts) and the badge refetches.
 * Clients see what waits for them in the current organization (pending + not_responded); staff see answers waiting
 * for review (responded) across every organization they may see.
 */
import { useMe } from '@/lib/session.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { amcKeys, useAmcCounts } from './api.ts'
import { AmcLive } from './live.tsx'
import { orgClientOpenCount, staffReviewCount } from './counts.ts'

const COUNT_KEYS = [amcKeys.counts]

function AmcNavBadge({ scope }: { scope: 'client' | 'staff' }) {
  const me = useMe()
  const { orgId } = useCurrentOrg()
  const counts = useAmcCounts()
  const staffOrgs = [...me.bookkeeperOrganizations, ...me.reviewOrganizations].map((o) => o.id)
  const n = !counts.data
    ? 0
    : scope === 'client'
      ? orgClientOpenCount(counts.data, orgId)
      : staffReviewCount(counts.data)
  const what = scope === 'client' ? 'waiting for you' : 'answers to review'
  return (
    <>
      {scope === 'client' ? (
        <AmcLive asClient orgIds={orgId ? [orgId] : []} keys={COUNT_KEYS} />
      ) : (
        <AmcLive orgIds={staffOrgs} keys={COUNT_KEYS} />
      )}
      {n > 0 && (
        <span
          data-testid="amc-nav-badge"
          data-count={n}
          title={`${n} ${what}`}
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold tabular-nums text-amber-900"
        >
          {n}
          <span className="sr-only"> {what}</span>
        </span>
      )}
    </>
  )
}

export const AmcClientNavBadge = () => <AmcNavBadge scope="client" />
export const AmcStaffNavBadge = () => <AmcNavBadge scope="staff" />
