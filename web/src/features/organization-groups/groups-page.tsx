/**
 * /admin/groups: organization groups (several organizations of one owner, reported together). Admins and owners
 * create, rename and delete groups and add or remove member organizations; each group opens its consolidated reports.
 */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganizations } from '@/lib/organizations.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useGroupMutations, useOrganizationGroups, type TGroupListItem } from './api.ts'
import { GroupNameDialog } from './group-name-dialog.tsx'

function AddMember({ group, groups }: { group: TGroupListItem; groups: TGroupListItem[] }) {
  const orgs = useOrganizations()
  const { addMember } = useGroupMutations()
  const [open, setOpen] = useState(false)
  const [organizationId, setOrganizationId] = useState('')
  const [error, setError] = useState<string>()
  const groupOf = new Map(groups.flatMap((g) => g.members.map((m) => [m.id, g.name] as const)))
  const candidates = (orgs.data ?? []).filter((o) => !group.members.some((m) => m.id === o.id))

  async function add() {
    if (!organizationId) {
      setError('Choose an organization to add')
      return
    }
    setError(undefined)
    try {
      const g = await addMember.mutateAsync({ id: group.id, organizationId })
      toast.success(`Added to ${g.name}`)
      setOrganizationId('')
      setOpen(false)
    } catch (e) {
      setError((e as Error).message)
    }
  }

  // Closed until asked for, so a card's text is its own group, not every organization of the firm.
  if (!open)
    return (
      <Button size="sm" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Add organization
      </Button>
    )
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label="Add an organization" error={error} className="min-w-64 flex-1">
        <NativeSelect value={organizationId} onChange={(e) => setOrganizationId(e.target.value)}>
          <option value="">Choose…</option>
          {candidates.map((o) => (
            <option key={o.id} value={o.id}>
              {o.legalName}
              {groupOf.has(o.id) ? ` (moves from ${groupOf.get(o.id)})` : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button variant="outline" onClick={() => void add()} disabled={addMember.isPending}>
        Add
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setOpen(false)
          setError(undefined)
        }}
      >
        Cancel
      </Button>
    </div>
  )
}

function GroupCard({ group, groups }: { group: TGroupListItem; groups: TGroupListItem[] }) {
  const { rename, remove, removeMember } = useGroupMutations()
  const [confirming, setConfirming] = useState(false)
  return (
    <Card data-testid="group-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">{group.name}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/groups/${group.id}/consolidated`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Consolidated reports
          </Link>
          <GroupNameDialog
            trigger={
              <Button size="sm" variant="ghost">
                Rename
              </Button>
            }
            title={`Rename ${group.name}`}
            description="The new name shows on the group's consolidated reports."
            initialName={group.name}
            submitLabel="Rename"
            saved={(name) => `Renamed to ${name}`}
            onSave={(name) => rename.mutateAsync({ id: group.id, name })}
          />
          {confirming ? (
            <>
              <Button
                size="sm"
                variant="destructive"
                onClick={() =>
                  remove.mutate(group.id, {
                    onSuccess: () => toast.success(`Deleted ${group.name}`),
                    onError: (e) => toast.error('Could not delete the group', { description: e.message }),
                  })
                }
              >
                Delete group and its mappings
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
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {group.members.length === 0 ? (
          <p className="text-sm text-slate-500">No member organizations yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm" aria-label={`Members of ${group.name}`}>
            {group.members.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 py-1.5">
                <Link to={`/admin/client/${m.id}`} className="hover:underline">
                  {m.legalName}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${m.legalName}`}
                  disabled={removeMember.isPending}
                  onClick={() =>
                    removeMember.mutate(
                      { id: group.id, organizationId: m.id },
                      {
                        onSuccess: () => toast.success(`Removed ${m.legalName}`),
                        onError: (e) => toast.error('Could not remove it', { description: e.message }),
                      },
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <AddMember group={group} groups={groups} />
      </CardContent>
    </Card>
  )
}

export function GroupsPage() {
  const q = useOrganizationGroups()
  const { create } = useGroupMutations()
  return (
    <>
      <PageHeader
        title="Organization groups"
        description="Organizations owned by one business, reported together in consolidated reports."
        actions={
          <GroupNameDialog
            trigger={<Button>New group</Button>}
            title="New organization group"
            description="Name the group, then add its organizations."
            submitLabel="Create group"
            saved={(name) => `Created ${name}`}
            onSave={(name) => create.mutateAsync(name)}
          />
        }
      />
      <QueryState query={q} label="Loading groups">
        <div className="flex flex-col gap-4">
          {q.data?.length === 0 && (
            <EmptyState
              title="No organization groups"
              description="Create a group to report several organizations together."
            />
          )}
          {q.data?.map((g) => (
            <GroupCard key={g.id} group={g} groups={q.data ?? []} />
          ))}
        </div>
      </QueryState>
    </>
  )
}
