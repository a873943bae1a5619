/**
 * Per-user payment limits (per payment and per day), typed in dollars; empty is no limit. A payment over its
 * requester's limit waits for the approval layers. Organization admins change them; everyone else reads them.
 */
import { useState } from 'react'
import { formatMicros } from '@app/shared/rules/banking.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import type { Controls } from './api.ts'
import { useSetLimits } from './controls-api.ts'
import { dollarsText, readLimit } from './money-input.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

type Member = Controls['members'][number]

const shown = (micros: string | null) => (micros === null ? 'No limit' : formatMicros(micros, { currency: true }))

export function LimitsCard({ orgId, members, canManage }: { orgId: string; members: Member[]; canManage: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment limits</CardTitle>
        <CardDescription>A payment over the sender's limit waits for the approval layers below.</CardDescription>
      </CardHeader>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Member</TableHead>
            <TableHead>Per payment</TableHead>
            <TableHead>Per day</TableHead>
            {canManage && (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <LimitRow key={m.userId} orgId={orgId} member={m} canManage={canManage} />
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}

function LimitRow({ orgId, member, canManage }: { orgId: string; member: Member; canManage: boolean }) {
  const [editing, setEditing] = useState(false)
  const [perPayment, setPerPayment] = useState('')
  const [daily, setDaily] = useState('')
  const fieldErrors = useFormErrors()
  // the API's names; a refusal without fields reads under the per-payment limit
  const { perPaymentLimitMicros: perPaymentError = fieldErrors.errors._, dailyLimitMicros: dailyError } =
    fieldErrors.errors
  const save = useSetLimits(orgId)
  const start = () => {
    setPerPayment(dollarsText(member.perPaymentLimitMicros))
    setDaily(dollarsText(member.dailyLimitMicros))
    fieldErrors.clear()
    setEditing(true)
  }
  const submit = () => {
    const p = readLimit(perPayment)
    const d = readLimit(daily)
    fieldErrors.report({
      perPaymentLimitMicros: 'error' in p ? p.error : undefined,
      dailyLimitMicros: 'error' in d ? d.error : undefined,
    })
    if ('error' in p || 'error' in d) return
    save.mutate(
      { userId: member.userId, perPaymentLimitMicros: p.micros, dailyLimitMicros: d.micros },
      {
        onSuccess: () => {
          toast.success(`Limits of ${member.name || member.email} saved`)
          setEditing(false)
        },
        onError: fieldErrors.fromApi,
      },
    )
  }
  const label = member.name || member.email
  return (
    <TableRow data-testid="limit-row">
      <TableCell>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-slate-500">
          {member.email}
          {member.orgRole === 'admin' && ' · admin'}
        </span>
        {!member.hasBankingProduct && (
          <Badge tone="neutral" className="mt-1">
            No banking access
          </Badge>
        )}
      </TableCell>
      {editing ? (
        <>
          <TableCell>
            <Input
              aria-label={`Limit per payment for ${label}`}
              aria-invalid={perPaymentError ? true : undefined}
              value={perPayment}
              onChange={(e) => setPerPayment(e.target.value)}
              inputMode="decimal"
              placeholder="No limit"
            />
            {perPaymentError && <p className="mt-1 text-xs font-medium text-red-600">{perPaymentError}</p>}
          </TableCell>
          <TableCell>
            <Input
              aria-label={`Limit per day for ${label}`}
              aria-invalid={dailyError ? true : undefined}
              value={daily}
              onChange={(e) => setDaily(e.target.value)}
              inputMode="decimal"
              placeholder="No limit"
            />
            {dailyError && <p className="mt-1 text-xs font-medium text-red-600">{dailyError}</p>}
          </TableCell>
          <TableCell className="whitespace-nowrap text-right">
            <Button size="sm" onClick={submit} disabled={save.isPending}>
              Save
            </Button>{' '}
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </TableCell>
        </>
      ) : (
        <>
          <TableCell className="tabular-nums">{shown(member.perPaymentLimitMicros)}</TableCell>
          <TableCell className="tabular-nums">{shown(member.dailyLimitMicros)}</TableCell>
          {canManage && (
            <TableCell className="text-right">
              <Button size="sm" variant="outline" onClick={start} aria-label={`Edit limits of ${label}`}>
                Edit
              </Button>
            </TableCell>
          )}
        </>
      )}
    </TableRow>
  )
}
