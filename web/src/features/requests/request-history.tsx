/** A request's history in the detail panel: opened, status changes and (re)assignments, oldest first. */
import { formatDate } from '@/lib/format.ts'
import { COLUMNS, type TRequestDetail } from './api.ts'

const statusLabel = (s: string | null) => COLUMNS.find((c) => c.status === s)?.label ?? 'unknown'

function sentence(e: TRequestDetail['history'][number]): string {
  const by = e.actorName ? ` by ${e.actorName}` : ''
  if (e.kind === 'opened') return `Opened${by}`
  if (e.kind === 'status') return `Moved from ${statusLabel(e.fromStatus)} to ${statusLabel(e.toStatus)}${by}`
  if (!e.toAssigneeName) return `Unassigned from ${e.fromAssigneeName ?? 'someone'}${by}`
  return e.fromAssigneeName
    ? `Reassigned from ${e.fromAssigneeName} to ${e.toAssigneeName}${by}`
    : `Assigned to ${e.toAssigneeName}${by}`
}

export function RequestHistory({ history }: { history: TRequestDetail['history'] }) {
  return (
    <section aria-label="History" className="flex flex-col gap-2 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">History</h3>
      <ol className="flex flex-col gap-1.5">
        {history.map((e) => (
          <li key={e.id} className="flex flex-wrap gap-x-2 text-sm text-slate-700" data-testid="request-event">
            <span>{sentence(e)}</span>
            <span className="text-xs text-slate-500">{formatDate(e.createdAt, 'MMM d, yyyy h:mm a')}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
