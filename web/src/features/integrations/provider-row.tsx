/**
 * One provider on the integrations screen: its true state from the connection model, each connection (what was
 * connected, when it last synced, the last error of a broken one) and the actions an organization admin may take:
 * connect, reconnect a broken connection, disconnect after confirming.
 */
import { useState } from 'react'
import type { TConnection, TProviderState } from '@app/shared/schemas/connections.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QuickbooksSyncStatus } from '@/features/quickbooks/sync-status.tsx'
import { useDisconnect, useStartConnection } from './api.ts'
import { PROVIDER_COPY } from './catalog.ts'

export function StateBadge({ state }: { state: TProviderState['state'] }) {
  if (state === 'connected') return <Badge tone="success">Connected</Badge>
  if (state === 'broken') return <Badge tone="danger">Needs reconnecting</Badge>
  return <Badge>Not connected</Badge>
}

function DisconnectButton({ orgId, title, connection }: { orgId: string; title: string; connection: TConnection }) {
  const [open, setOpen] = useState(false)
  const disconnect = useDisconnect(orgId)
  const what = connection.displayName ? `${title} (${connection.displayName})` : title
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Disconnect
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disconnect {what}?</DialogTitle>
          <DialogDescription>
            Syncing stops and the stored credentials are deleted. What was already imported stays. You can connect again
            at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(connection.id, {
                onSuccess: () => {
                  setOpen(false)
                  toast.success(`${what} disconnected`)
                },
                onError: (e) => toast.error('Could not disconnect', { description: e.message }),
              })
            }
          >
            {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ConnectionLine({
  orgId,
  title,
  connection,
  canManage,
  onReconnect,
  reconnecting,
}: {
  orgId: string
  title: string
  connection: TConnection
  canManage: boolean
  /** absent when the provider cannot be connected from here */
  onReconnect?: () => void
  reconnecting: boolean
}) {
  const broken = connection.status === 'broken'
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between" data-testid="connection">
      <div className="min-w-0 text-xs text-slate-600">
        <p className="font-medium text-slate-800">{connection.displayName ?? connection.externalId}</p>
        <p>
          Connected {formatDate(connection.connectedAt)} ·{' '}
          {connection.lastSyncedAt ? `last synced ${formatDate(connection.lastSyncedAt)}` : 'not synced yet'}
        </p>
        {broken && (
          <p className="text-red-700" data-testid="connection-error">
            {connection.lastError?.message ?? 'The authorization expired or was revoked.'} Reconnect to resume syncing.
          </p>
        )}
      </div>
      {canManage && (
        <div className="flex shrink-0 gap-2">
          {broken && onReconnect && (
            <Button size="sm" disabled={reconnecting} onClick={onReconnect}>
              Reconnect
            </Button>
          )}
          <DisconnectButton orgId={orgId} title={title} connection={connection} />
        </div>
      )}
    </li>
  )
}

export function ProviderRow({
  orgId,
  provider,
  canManage,
}: {
  orgId: string
  provider: TProviderState
  canManage: boolean
}) {
  const copy = PROVIDER_COPY[provider.provider]
  const start = useStartConnection(orgId)
  const connect = () =>
    start.mutate(provider.provider, {
      onError: (e) => toast.error(`Could not start connecting ${provider.name}`, { description: e.message }),
    })
  const connected = provider.state === 'connected'
  return (
    <li className="flex flex-col gap-3 px-5 py-4" data-testid={`integration-${copy.title}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{copy.title}</h3>
            <StateBadge state={provider.state} />
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{copy.what}</p>
          {provider.connections.length === 0 &&
            (provider.connectable ? (
              <p className="mt-1 text-xs text-slate-600">
                <span className="font-medium text-slate-700">To connect: </span>
                {copy.requires}
                {!canManage && ' An organization admin connects it.'}
              </p>
            ) : (
              // nothing to connect from this screen: say where it comes from instead of promising a button
              <p className="mt-1 text-xs text-slate-600">{copy.requires}</p>
            ))}
        </div>
        {canManage && provider.connectable && (!connected || copy.many) && provider.state !== 'broken' && (
          <Button
            size="sm"
            variant={connected ? 'outline' : 'default'}
            className="shrink-0"
            disabled={start.isPending}
            onClick={connect}
          >
            {connected ? 'Connect another' : copy.connectLabel}
          </Button>
        )}
      </div>
      {provider.connections.length > 0 && (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {provider.connections.map((c) => (
            <ConnectionLine
              key={c.id}
              orgId={orgId}
              title={copy.title}
              connection={c}
              canManage={canManage}
              onReconnect={provider.connectable ? connect : undefined}
              reconnecting={start.isPending}
            />
          ))}
        </ul>
      )}
      {provider.provider === 'quickbooks' && connected && <QuickbooksSyncStatus orgId={orgId} canSync={false} />}
    </li>
  )
}
