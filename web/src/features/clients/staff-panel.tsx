/**
 * Bookkeepers and reviewers assigned to one organization. Admins (and staff holding the matching "Edit organization
 * bookkeeper/reviewer" permission) add and remove people; one bookkeeper may be primary.
 */
import { useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useStaffUsers } from '@/lib/users.ts'
import { useStaff, useStaffMutations, type StaffKind } from './api.ts'
import { personName } from '@/lib/format.ts'
import { QueryState } from '@/components/page.tsx'

const COPY: Record<StaffKind, { title: string; description: string; one: string }> = {
  bookkeepers: {
    title: 'Bookkeepers',
    description: 'Categorise transactions and ask the client questions. The primary bookkeeper answers first.',
    one: 'bookkeeper',
  },
  reviewers: { title: 'Reviewers', description: 'Review the monthly books and variance analyses.', one: 'reviewer' },
}

export function StaffPanel({ orgId, kind, canEdit }: { orgId: string; kind: StaffKind; canEdit: boolean }) {
  const assigned = useStaff(orgId, kind)
  const staff = useStaffUsers()
  const { assign, unassign } = useStaffMutations(orgId)
  const [pick, setPick] = useState('')
  const [primary, setPrimary] = useState(false)
  const copy = COPY[kind]
  const taken = new Set((assigned.data ?? []).map((a) => a.userId))
  const candidates = (staff.data ?? []).filter((u) => !taken.has(u.id))

  async function add() {
    if (!pick) return
    try {
      await assign.mutateAsync({ kind, userId: pick, isPrimary: primary })
      toast.success(`${copy.one[0].toUpperCase()}${copy.one.slice(1)} assigned`)
      setPick('')
      setPrimary(false)
    } catch (e) {
      toast.error(`Could not assign the ${copy.one}`, { description: (e as Error).message })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <QueryState query={assigned}>
          {(assigned.data ?? []).length === 0 && <p className="text-sm text-slate-500">No {copy.one} assigned yet.</p>}
          <ul className="divide-y divide-slate-100" data-testid={`assigned-${kind}`}>
            {(assigned.data ?? []).map((a) => (
              <li key={a.userId} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {personName(a)}
                    {a.isPrimary && (
                      <Badge tone="success" className="ml-2">
                        Primary
                      </Badge>
                    )}
                  </p>
                  <p className="truncate text-xs text-slate-500">{a.email}</p>
                </div>
                {canEdit && (
                  <div className="flex gap-1">
                    {kind === 'bookkeepers' && !a.isPrimary && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={assign.isPending}
                        onClick={() =>
                          assign.mutate(
                            { kind, userId: a.userId, isPrimary: true },
                            { onError: (e) => toast.error('Could not make primary', { description: e.message }) },
                          )
                        }
                      >
                        Make primary
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      disabled={unassign.isPending}
                      onClick={() =>
                        unassign.mutate(
                          { kind, userId: a.userId },
                          { onError: (e) => toast.error('Could not remove', { description: e.message }) },
                        )
                      }
                      aria-label={`Remove ${personName(a)}`}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </QueryState>
        {canEdit && (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <NativeSelect
              value={pick}
              onChange={(e) => setPick(e.target.value)}
              aria-label={`Choose a ${copy.one}`}
              className="max-w-xs"
            >
              <option value="">Choose a {copy.one}…</option>
              {candidates.map((u) => (
                <option key={u.id} value={u.id}>
                  {personName(u)} · {u.email}
                </option>
              ))}
            </NativeSelect>
            {kind === 'bookkeepers' && (
              <Checkbox label="Primary" checked={primary} onChange={(e) => setPrimary(e.target.checked)} />
            )}
            <Button size="sm" onClick={() => void add()} disabled={!pick || assign.isPending}>
              Assign
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
