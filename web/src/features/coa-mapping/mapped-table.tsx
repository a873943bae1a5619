/**
 * The client's live mappings (removable with one of the spec's deletion reasons, at once or staged for review) and
 * the history of removed ones with their reasons.
 */
import { useState } from 'react'
import { DELETION_REASONS } from '@app/shared/schemas/consolidation.ts'
import { DELETION_REASON_LABELS, type TCoaDeletionReason, type TCoaMapping } from '@app/shared/schemas/coa-mapping.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog.tsx'
import { Label } from '@/components/ui/label.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { formatDate } from '@/lib/format.ts'
import { useDeleteMapping } from './api.ts'

function RemoveDialog({
  orgId,
  mapping,
  onClose,
}: {
  orgId: string
  mapping: TCoaMapping | null
  onClose: () => void
}) {
  const del = useDeleteMapping(orgId)
  const [reason, setReason] = useState<TCoaDeletionReason>('manual')
  const [staged, setStaged] = useState(false)
  return (
    <Dialog open={!!mapping} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Remove the mapping of {mapping?.clientAccountName}</DialogTitle>
        <DialogDescription>
          The mapping is kept with its reason; the account counts as unmapped again.
        </DialogDescription>
        <div className="mt-3 flex flex-col gap-1">
          <Label htmlFor="deletion-reason">Reason</Label>
          <NativeSelect
            id="deletion-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as TCoaDeletionReason)}
          >
            {DELETION_REASONS.map((r) => (
              <option key={r} value={r}>
                {DELETION_REASON_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Checkbox
          className="mt-3"
          label="Stage for review instead of deleting now"
          checked={staged}
          onChange={(e) => setStaged(e.target.checked)}
        />
        {del.error && (
          <p role="alert" className="text-sm text-red-700">
            {del.error.message}
          </p>
        )}
        <DialogFooter className="mt-4">
          <Button variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="sm"
            disabled={del.isPending}
            onClick={() =>
              mapping && del.mutate({ id: mapping.id, deletionReason: reason, staged }, { onSuccess: onClose })
            }
          >
            {staged ? 'Stage removal' : 'Remove mapping'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export function MappedTable({ orgId, mappings }: { orgId: string; mappings: TCoaMapping[] }) {
  const [removing, setRemoving] = useState<TCoaMapping | null>(null)
  const live = mappings.filter((m) => !m.deletedAt)
  const removed = mappings.filter((m) => m.deletedAt)
  return (
    <div className="flex flex-col gap-4">
      {live.length === 0 ? (
        <p className="text-sm text-slate-500">No account is mapped yet.</p>
      ) : (
        <table className="w-full text-sm" aria-label="Mapped accounts">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2 pr-3 font-medium">Client account</th>
              <th className="pr-3 font-medium">Master account</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {live.map((m) => (
              <tr key={m.id} className="border-b border-slate-100">
                <td className="py-2 pr-3">{m.clientAccountName}</td>
                <td className="py-2 pr-3">
                  {m.havenAccountNumber} {m.havenAccountName}
                  {m.stagedDeletedAt && m.deletionReason && (
                    <Badge tone="warning" className="ml-2">
                      Removal staged: {DELETION_REASON_LABELS[m.deletionReason]}
                    </Badge>
                  )}
                </td>
                <td className="py-2 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove mapping of ${m.clientAccountName}`}
                    onClick={() => setRemoving(m)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removed.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600">Removed mappings ({removed.length})</summary>
          <ul className="mt-2 flex flex-col gap-1 text-slate-600">
            {removed.map((m) => (
              <li key={m.id}>
                {m.clientAccountName} → {m.havenAccountNumber} {m.havenAccountName}:{' '}
                {m.deletionReason ? DELETION_REASON_LABELS[m.deletionReason] : '—'}, {formatDate(m.deletedAt!)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <RemoveDialog key={removing?.id ?? 'none'} orgId={orgId} mapping={removing} onClose={() => setRemoving(null)} />
    </div>
  )
}
