/**
 * One categorised line's suggestion and why (docs/categorisation.md): the account and confidence, the explanation in
 * words, the organization's own past lines it rests on (date, amount, account), the next choices, a rule that was not
 * applied, and the client's answer when the line was sent to them. Shared by the queue and the client's screens.
 */
import { percent } from '@app/shared/rules/categorisation-explain.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import type { CategorisedLine } from './api.ts'

const LAYER_LABEL: Record<CategorisedLine['layer'], string> = {
  rule: 'Rule',
  history: 'Client history',
  model: 'Firm model',
  none: 'No guess',
}

export function SuggestionBadge({ line }: { line: CategorisedLine }) {
  if (line.actualCategory) return <Badge tone="success">{line.actualCategory}</Badge>
  if (!line.predictedCategory) return <Badge tone="warning">Uncategorized</Badge>
  return (
    <Badge tone={line.confidence >= 0.9 ? 'brand' : 'info'}>
      {line.predictedCategory} · {percent(line.confidence)}
    </Badge>
  )
}

export function LineDetail({ line }: { line: CategorisedLine }) {
  return (
    <div className="space-y-3 text-sm" data-testid="line-detail">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{line.payee ?? 'No vendor'}</span>
        <span className="tabular-nums text-slate-600">{formatMoney(line.amountCents, { currency: true })}</span>
        <span className="text-slate-500">{formatDate(line.transactionDate, 'MMM d, yyyy')}</span>
        <Badge tone="neutral">{LAYER_LABEL[line.layer]}</Badge>
        <SuggestionBadge line={line} />
      </div>
      {line.transactionDescription && <p className="text-slate-500">{line.transactionDescription}</p>}
      <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-800" data-testid="explanation">
        {line.explanation}
      </p>
      {line.multi && line.multi.length > 0 && (
        <ul className="text-slate-700" aria-label="Split">
          {line.multi.map((m) => (
            <li key={m.accountId}>
              {m.percentage}% to {m.accountName}: {formatMoney(m.allocatedAmountCents, { currency: true })}
            </li>
          ))}
        </ul>
      )}
      {line.neighbours.length > 0 && (
        <table className="w-full text-left text-xs" aria-label="Past lines">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 font-medium">Date</th>
              <th className="py-1 font-medium">Vendor</th>
              <th className="py-1 text-right font-medium">Amount</th>
              <th className="py-1 pl-3 font-medium">Account</th>
            </tr>
          </thead>
          <tbody>
            {line.neighbours.map((n) => (
              <tr key={`${n.date}-${n.amountCents}-${n.accountName}-${n.vendor}`} className="border-t border-slate-100">
                <td className="py-1">{formatDate(n.date, 'MMM d, yyyy')}</td>
                <td className="py-1">{n.vendor}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(n.amountCents, { currency: true })}</td>
                <td className="py-1 pl-3">{n.accountName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {line.alternatives.length > 1 && (
        <p className="text-xs text-slate-500">
          Other choices:{' '}
          {line.alternatives
            .slice(1)
            .map((a) => `${a.accountName} (${percent(a.confidence)})`)
            .join(', ')}
        </p>
      )}
      {line.amcQuestionId && (
        <p className="text-xs text-slate-600" data-testid="client-answer">
          Sent to the client ({line.amcStatus ?? 'pending'})
          {line.clientResponse ? `: “${line.clientResponse}”` : ', no answer yet.'}
        </p>
      )}
    </div>
  )
}
