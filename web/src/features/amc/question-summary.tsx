/** The transaction a question is about: payee, amount, date (weekday, month, day, year) and bank description. */
import { formatMoney, formatQuestionDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { counterpartyName } from '@app/shared/rules/amc.ts'
import { kindOfMoney } from '@app/shared/rules/ledger-labels.ts'
import type { Question } from './api.ts'
import { clientStatus, STAFF_STATUS_LABEL, STAFF_STATUS_TONE } from './status.ts'

/** Money out is stored positive, money in negative (the ASK MY CLIENT side of the transaction). */
export { kindOfMoney }
export const displayAmount = (amount: number) => formatMoney(Math.abs(amount), { currency: true })

export function StatusBadge({
  q,
  audience,
}: {
  q: Pick<Question, 'status' | 'bookkeeperFeedback'>
  audience: 'client' | 'staff'
}) {
  if (audience === 'staff')
    return (
      <Badge tone={STAFF_STATUS_TONE[q.status]} data-testid="amc-status">
        {STAFF_STATUS_LABEL[q.status]}
      </Badge>
    )
  const s = clientStatus(q)
  return (
    <Badge tone={s.tone} data-testid="amc-status">
      {s.label}
    </Badge>
  )
}

export function QuestionSummary({
  q,
  audience,
  compact,
}: {
  q: Question
  audience: 'client' | 'staff'
  compact?: boolean
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        {!compact && <p className="text-sm text-slate-500">{formatQuestionDate(q.expenseDate)}</p>}
        <p className="font-semibold text-slate-900">
          {compact && <span className="mr-2 font-normal text-slate-500">{formatQuestionDate(q.expenseDate)}</span>}
          {counterpartyName(q)}
        </p>
        {q.description && (
          <p className="truncate text-sm text-slate-600" data-testid="amc-description">
            {q.description}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <span className="text-right">
          <span className="block text-xs uppercase tracking-wide text-slate-500">{kindOfMoney(q.amount)}</span>
          <span className="font-semibold tabular-nums text-slate-900">{displayAmount(q.amount)}</span>
        </span>
        <StatusBadge q={q} audience={audience} />
      </div>
    </div>
  )
}
