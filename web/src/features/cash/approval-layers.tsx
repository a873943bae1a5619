/**
 * Approval layers: each with its name, members, minimum approvals and whether it is enabled. A layer that does not
 * count says why in the spec's four messages (shared/rules/approval-layers.ts), as it is being edited; the API keeps
 * a layer with problems and says the same.
 */
import { useState } from 'react'
import { approvalLayerProblems } from '@app/shared/rules/approval-layers.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { toast } from '@/components/ui/toast.tsx'
import type { Controls } from './api.ts'
import { useCreateLayer, useDeleteLayer, useUpdateLayer } from './controls-api.ts'

type Layer = Controls['layers'][number]
type Member = Controls['members'][number]
type Draft = { name: string; minApprovals: string; enabled: boolean; memberIds: string[] }

const draftOf = (l: Layer): Draft => ({
  name: l.name,
  minApprovals: String(l.minApprovals),
  enabled: l.enabled,
  memberIds: l.memberIds,
})

export function ApprovalLayers({
  orgId,
  controls,
  canManage,
}: {
  orgId: string
  controls: Controls
  canManage: boolean
}) {
  const create = useCreateLayer(orgId)
  return (
    <section aria-labelledby="approval-layers" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="approval-layers" className="text-lg font-semibold text-slate-900">
            Approval layers
          </h2>
          <p className="text-sm text-slate-600">
            A payment over a limit is sent once every layer that counts has its minimum number of approvals.
          </p>
        </div>
        {canManage && (
          <Button
            variant="outline"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(
                { name: 'Approvers', minApprovals: 1, enabled: true, memberIds: [] },
                { onError: (e) => toast.error('The layer was not added', { description: e.message }) },
              )
            }
          >
            Add a layer
          </Button>
        )}
      </div>
      {!controls.anyValidLayer && (
        <Alert tone="warning" data-testid="no-valid-layer">
          No approval layer counts yet, so a payment over a limit cannot be sent.
        </Alert>
      )}
      {controls.layers.length === 0 ? (
        <EmptyState
          title="No approval layers"
          description="Add a layer and choose who approves payments over a limit."
        />
      ) : (
        controls.layers.map((l) => (
          <LayerCard key={l.id} orgId={orgId} layer={l} members={controls.members} canManage={canManage} />
        ))
      )}
    </section>
  )
}

function LayerCard({
  orgId,
  layer,
  members,
  canManage,
}: {
  orgId: string
  layer: Layer
  members: Member[]
  canManage: boolean
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(layer))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const update = useUpdateLayer(orgId)
  const remove = useDeleteLayer(orgId)
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(layer))
  const min = draft.minApprovals.trim() === '' ? Number.NaN : Number(draft.minApprovals)
  // while editing, the problems of what is typed; once saved, the API's for the stored layer (the same rule)
  const problems = changed
    ? approvalLayerProblems({ name: draft.name, enabled: draft.enabled, minApprovals: min, memberIds: draft.memberIds })
    : layer.problems
  const save = () => {
    if (!Number.isInteger(min)) {
      fieldErrors.report({ minApprovals: 'Minimum approvals must be a whole number' })
      return
    }
    fieldErrors.clear()
    update.mutate(
      { layerId: layer.id, name: draft.name, minApprovals: min, enabled: draft.enabled, memberIds: draft.memberIds },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved))
          toast.success('Layer saved')
        },
        onError: (e) => fieldErrors.fromApi(e),
      },
    )
  }
  const toggleMember = (id: string, on: boolean) =>
    setDraft((d) => ({ ...d, memberIds: on ? [...d.memberIds, id] : d.memberIds.filter((m) => m !== id) }))
  const title = layer.name.trim() || 'Unnamed layer'
  return (
    <Card data-testid="approval-layer">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>{title}</CardTitle>
          <CardDescription>
            {layer.minApprovals} approval{layer.minApprovals === 1 ? '' : 's'} needed from {layer.memberIds.length}{' '}
            member{layer.memberIds.length === 1 ? '' : 's'}
          </CardDescription>
        </div>
        <Badge tone={layer.valid ? 'success' : 'warning'}>{layer.valid ? 'Counts' : 'Does not count'}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {problems.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-amber-800" data-testid="layer-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {errors._ && <Alert tone="danger">{errors._}</Alert>}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Name" error={errors.name}>
            <Input
              value={draft.name}
              disabled={!canManage}
              onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
            />
          </Field>
          <Field label="Minimum approvals" error={errors.minApprovals}>
            <Input
              value={draft.minApprovals}
              disabled={!canManage}
              inputMode="numeric"
              onChange={(e) => setDraft((d) => ({ ...d, minApprovals: e.target.value }))}
            />
          </Field>
          <div className="flex items-end pb-2">
            <Checkbox
              label="Enabled"
              checked={draft.enabled}
              disabled={!canManage}
              onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))}
            />
          </div>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Members</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {members.map((m) => (
              <Checkbox
                key={m.userId}
                label={`${m.name || m.email}${m.hasBankingProduct ? '' : ' (no banking access)'}`}
                checked={draft.memberIds.includes(m.userId)}
                disabled={!canManage}
                onChange={(e) => toggleMember(m.userId, e.target.checked)}
              />
            ))}
          </div>
          {errors.memberIds && <p className="mt-1 text-xs font-medium text-red-600">{errors.memberIds}</p>}
        </fieldset>
      </CardContent>
      {canManage && (
        <CardFooter>
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(layer.id, {
                onError: (e) => toast.error('The layer was not removed', { description: e.message }),
              })
            }
          >
            Remove
          </Button>
          <Button variant="outline" disabled={!changed} onClick={() => setDraft(draftOf(layer))}>
            Undo changes
          </Button>
          <Button disabled={!changed || update.isPending} onClick={save}>
            Save layer
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}
