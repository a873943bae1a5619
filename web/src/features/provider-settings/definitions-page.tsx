/** /admin/provider-settings: the provider setting definitions admins and owners manage (each a select with options). */
import { useState } from 'react'
import { PROVIDER_LABELS, type TProviderSettingDefinition } from '@app/shared/schemas/provider-settings.ts'
import { useMe } from '@/lib/session.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useDefinitionMutations, useProviderSettingDefinitions } from './api.ts'
import { DefinitionDialog } from './definition-dialog.tsx'

function DefinitionRow({ d, onEdit }: { d: TProviderSettingDefinition; onEdit: () => void }) {
  const { remove } = useDefinitionMutations()
  const [confirming, setConfirming] = useState(false)
  const label = (key: string | null) => d.options.find((o) => o.key === key)?.value ?? key
  return (
    <TableRow>
      <TableCell>{PROVIDER_LABELS[d.providerId]}</TableCell>
      {/* the name people know the setting by; the key the integration reads stays in the edit dialog */}
      <TableCell className="font-medium text-slate-900">{d.name}</TableCell>
      <TableCell className="max-w-md text-sm text-slate-600">{d.description}</TableCell>
      <TableCell className="text-sm">{d.options.map((o) => o.value).join(', ')}</TableCell>
      <TableCell className="text-sm">
        {d.defaultValue ? label(d.defaultValue) : <span className="text-slate-400">None</span>}
      </TableCell>
      <TableCell>{d.allowReset ? <Badge tone="success">Allowed</Badge> : <Badge>No</Badge>}</TableCell>
      <TableCell className="whitespace-nowrap text-right">
        <Button size="sm" variant="ghost" onClick={onEdit}>
          Edit
        </Button>
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="destructive"
              onClick={() =>
                remove.mutate(d, {
                  onSuccess: () => toast.success(`Deleted ${d.name}`),
                  onError: (e) => toast.error('Could not delete it', { description: e.message }),
                })
              }
            >
              Delete with every client's choice
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </TableCell>
    </TableRow>
  )
}

export function DefinitionsPage() {
  const me = useMe()
  const defs = useProviderSettingDefinitions()
  const [editing, setEditing] = useState<TProviderSettingDefinition | 'new'>()
  const isAdmin = me.profile.role === 'admin' || me.profile.role === 'owner'
  return (
    <>
      <PageHeader
        title="Provider settings"
        description="Choices each client organization makes for a connected provider. Staff set them on the client's page."
        actions={isAdmin && <Button onClick={() => setEditing('new')}>New setting</Button>}
      />
      <Card>
        <QueryState query={defs} label="Loading provider settings">
          {(defs.data ?? []).length === 0 ? (
            <div className="p-5">
              <EmptyState
                title="No provider settings yet"
                description="Define a setting to let staff choose it per client."
              />
            </div>
          ) : (
            <Table aria-label="Provider settings">
              <TableHeader>
                <TableRow>
                  <TableHead>Provider</TableHead>
                  <TableHead>Setting</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead>Options</TableHead>
                  <TableHead>Default</TableHead>
                  <TableHead>Reset</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {defs.data!.map((d) => (
                  <DefinitionRow key={`${d.providerId}/${d.key}`} d={d} onEdit={() => setEditing(d)} />
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </Card>
      <DefinitionDialog
        open={!!editing}
        definition={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
    </>
  )
}
