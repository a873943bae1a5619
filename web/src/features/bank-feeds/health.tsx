/**
 * Feed health in words: the flag of an account (its worst status, with every flag listed and explained on hover)
 * and the details behind it: the range covered, the gaps, the days since the last line and each balance check with
 * the expected and actual figures to the cent.
 */
import { FEED_STATUS_EXPLANATIONS, FEED_STATUS_LABELS, type TFeedStatus } from '@app/shared/rules/feed-health.ts'
import type { TFeedCheck, TFeedHealth } from '@app/shared/schemas/bank-feeds.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'

const TONE: Record<TFeedStatus, 'success' | 'warning' | 'danger'> = {
  ok: 'success',
  gap: 'warning',
  stale: 'warning',
  mismatch: 'danger',
}
const day = (d: string | null) => (d ? formatDate(d, 'MMM d, yyyy') : '—')
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`

export function FeedHealthBadge({ health }: { health: TFeedHealth }) {
  const flags: TFeedStatus[] = health.flags.length ? health.flags : ['ok']
  return (
    <span className="inline-flex flex-wrap gap-1" data-testid="feed-health">
      {flags.map((f) => (
        <Badge key={f} tone={TONE[f]} title={FEED_STATUS_EXPLANATIONS[f]}>
          {FEED_STATUS_LABELS[f]}
        </Badge>
      ))}
    </span>
  )
}

function CheckLine({ check }: { check: TFeedCheck }) {
  const ok = check.differenceCents === 0
  const what = check.kind === 'statement' ? `Statement ending ${day(check.to)}` : `Bank balance on ${day(check.to)}`
  return (
    <li className={ok ? 'text-slate-600' : 'font-medium text-red-700'} data-testid="feed-check">
      {what}: expected {formatMoney(check.expectedCents, { currency: true })} (opening{' '}
      {formatMoney(check.openingCents, { currency: true })} plus the lines from {day(check.from)}), the bank says{' '}
      {formatMoney(check.actualCents, { currency: true })}
      {ok ? ' — matches.' : ` — off by ${formatMoney(check.differenceCents, { currency: true })}.`}
    </li>
  )
}

export function HealthDetails({ health }: { health: TFeedHealth }) {
  return (
    <div className="space-y-2 text-xs text-slate-600" data-testid="feed-health-details">
      <ul className="list-disc space-y-0.5 pl-4">
        {health.flags.map((f) => (
          <li key={f}>
            <span className="font-medium text-slate-800">{FEED_STATUS_LABELS[f]}:</span> {FEED_STATUS_EXPLANATIONS[f]}
          </li>
        ))}
      </ul>
      <p>
        {health.firstTransactionDate
          ? `Covers ${day(health.firstTransactionDate)} to ${day(health.lastTransactionDate)} (${plural(health.coveredDays ?? 0, 'day')}, ${plural(health.transactionCount, 'transaction')}); ${plural(health.daysSinceLastTransaction ?? 0, 'day')} since the last one.`
          : 'No transactions received yet.'}
      </p>
      {health.gaps.length > 0 && (
        <div>
          <p className="font-medium text-slate-800">Days without data ({plural(health.gapDays, 'day')}):</p>
          <ul className="list-disc pl-4">
            {health.gaps.map((g) => (
              <li key={g.from}>
                {day(g.from)} – {day(g.to)} ({plural(g.days, 'day')})
              </li>
            ))}
          </ul>
        </div>
      )}
      {health.checks.length > 0 ? (
        <div>
          <p className="font-medium text-slate-800">Balance continuity:</p>
          <ul className="list-disc pl-4">
            {health.checks.map((c) => (
              <CheckLine key={`${c.kind}-${c.to}`} check={c} />
            ))}
          </ul>
        </div>
      ) : (
        <p>No statement balances to check against yet.</p>
      )}
    </div>
  )
}
