/** The postings behind one account line of a report, for the report's date range. */
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { txnKindLabel } from '@app/shared/rules/ledger-labels.ts'
import { usePostings } from './api.ts'

export function DrillDown({
  orgId,
  account,
  start,
  end,
  onClose,
}: {
  orgId: string
  account: { id: string; name: string } | null
  start?: string
  end?: string
  onClose: () => void
}) {
  const q = usePostings(orgId, account?.id, start, end)
  const rows = q.data?.postings ?? []
  return (
    <Dialog open={!!account} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl">
        <h2 className="text-base font-semibold">
          {account?.name}: transactions{start && end ? ` ${formatDate(start)} to ${formatDate(end)}` : ''}
        </h2>
        {q.isLoading && <Spinner />}
        {q.error && (
          <p role="alert" className="text-sm text-red-700">
            {(q.error as Error).message}
          </p>
        )}
        {q.data && rows.length === 0 && <p className="text-sm text-slate-500">No transactions in this period.</p>}
        {rows.length > 0 && (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1">Date</th>
                <th>Type</th>
                <th>Num</th>
                <th>Name</th>
                <th>Memo</th>
                <th className="text-right">Amount</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={`${p.txnId}-${p.lineId}`} className="border-t border-slate-100">
                  <td className="whitespace-nowrap py-1">{formatDate(p.TxnDate, 'MMM d, yyyy')}</td>
                  <td>{txnKindLabel(p.kind)}</td>
                  <td>{p.DocNumber ?? ''}</td>
                  <td>{p.EntityRef?.name ?? ''}</td>
                  <td className="max-w-[16rem] truncate">{p.Description ?? ''}</td>
                  <td className="text-right tabular-nums">{formatMoney(Math.round(p.Amount * 100))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  )
}
