/**
 * An organization's latest QuickBooks sync, live: progress while it runs (its status row is broadcast on the
 * organization's realtime topic, which invalidates the query), when it last finished, why it failed, and "Sync now"
 * for staff. Shown on the client's integrations page and on the staff client page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TQuickbooksSyncStatus } from '@app/shared/schemas/quickbooks.ts'
import { api } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast.tsx'

const syncStatusKey = (orgId: string) => ['quickbooks', 'sync', orgId] as const
const busy = (s: TQuickbooksSyncStatus | undefined) => s?.state === 'queued' || s?.state === 'running'

function useSyncStatus(orgId: string, enabled = true) {
  useRealtimeInvalidate(
    enabled && orgId ? `org:${orgId}` : '',
    ['quickbooks_sync_changed'],
    [[...syncStatusKey(orgId)], ['metrics', orgId]],
  )
  return useQuery({
    queryKey: syncStatusKey(orgId),
    enabled: enabled && !!orgId,
    queryFn: () => api.GET('/api/quickbooks/sync-status', { params: { query: { organizationId: orgId } } }),
    // Realtime brings each step; a slow poll while a sync is under way covers a missed broadcast.
    refetchInterval: (q) => (busy(q.state.data) ? 5000 : false),
  })
}

export function QuickbooksSyncStatus({ orgId, canSync }: { orgId: string; canSync: boolean }) {
  const qc = useQueryClient()
  const status = useSyncStatus(orgId)
  const sync = useMutation({
    mutationFn: () => api.POST('/api/quickbooks/sync', { body: { organizationId: orgId } }),
    onSuccess: (s) => {
      qc.setQueryData(syncStatusKey(orgId), s)
      toast.success('QuickBooks sync started')
    },
    onError: (e) => toast.error('Could not start a sync', { description: e.message }),
  })
  const s = status.data
  if (!s) return null
  const pct = s.stepsTotal > 0 ? Math.round((s.stepsDone / s.stepsTotal) * 100) : 0
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-600" data-testid="quickbooks-sync" aria-live="polite">
      {s.state === 'queued' && <p>Sync queued…</p>}
      {s.state === 'running' && (
        <>
          <p>
            Syncing {s.step ?? ''} · step {Math.min(s.stepsDone + 1, s.stepsTotal)} of {s.stepsTotal}
          </p>
          <div
            role="progressbar"
            aria-label="QuickBooks sync progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${Math.max(pct, 5)}%` }} />
          </div>
        </>
      )}
      {s.state === 'done' && (
        <p>
          Synced {formatDate(s.lastSuccessAt, 'MMM d, yyyy h:mm a')}
          {s.upserted !== null ? ` · ${s.upserted} records` : ''}
        </p>
      )}
      {s.state === 'failed' && (
        <p className="text-red-700">
          Last sync failed{s.lastError ? `: ${s.lastError}` : ''}
          {s.lastSuccessAt ? ` (last good sync ${formatDate(s.lastSuccessAt, 'MMM d, yyyy h:mm a')})` : ''}
        </p>
      )}
      {s.state === 'never' && <p>Not synced yet.</p>}
      {canSync && (
        <Button size="sm" variant="outline" disabled={sync.isPending || busy(s)} onClick={() => sync.mutate()}>
          {busy(s) ? 'Syncing…' : 'Sync now'}
        </Button>
      )}
    </div>
  )
}
