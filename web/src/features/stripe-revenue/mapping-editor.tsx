/**
 * The revenue mapping editor: the eleven slots, each an account of the books and a direction. Saved whole; an empty
 * slot is allowed here (posting a month that needs it says which slot to fill). Refusals show beside their slot.
 */
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { SLOT_LABELS } from '@app/shared/rules/stripe-revenue.ts'
import { useLedgerAccounts } from '../schedules/api.ts'
import { type MappingSlot, useRevenueMapping, useSaveMapping } from './api.ts'

export function MappingEditor({ orgId, canEdit }: { orgId: string; canEdit: boolean }) {
  const mapping = useRevenueMapping(orgId)
  const accounts = useLedgerAccounts(orgId, true)
  const save = useSaveMapping(orgId)
  const [slots, setSlots] = useState<MappingSlot[]>([])
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (mapping.data) setSlots(mapping.data.slots)
  }, [mapping.data])
  const change = (i: number, patch: Partial<MappingSlot>) =>
    setSlots((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)))

  return (
    <Card>
      <CardHeader>
        <CardTitle>Revenue mapping</CardTitle>
        <CardDescription>
          The account and direction each part of Stripe's monthly totals is booked to. A month that needs an empty slot
          cannot be posted until it is filled.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Revenue mapping"
          onSubmit={(e) => {
            e.preventDefault()
            setError(null)
            save.mutate(
              {
                slots: slots.map((s) => ({
                  slot: s.slot,
                  accountId: s.accountId || null,
                  transactionDirection: s.transactionDirection,
                })),
              },
              {
                onSuccess: () => toast.success('Revenue mapping saved'),
                onError: (err) => setError(err.message),
              },
            )
          }}
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-500">
                <th className="py-1 font-medium">Slot</th>
                <th className="py-1 font-medium">Account</th>
                <th className="py-1 font-medium">Direction</th>
              </tr>
            </thead>
            <tbody>
              {slots.map((s, i) => (
                <tr key={s.slot} data-testid={`slot-${s.slot}`}>
                  <td className="py-1 pr-3">{SLOT_LABELS[s.slot]}</td>
                  <td className="py-1 pr-3">
                    <NativeSelect
                      aria-label={`${SLOT_LABELS[s.slot]} account`}
                      value={s.accountId ?? ''}
                      disabled={!canEdit}
                      onChange={(e) => change(i, { accountId: e.target.value || null })}
                    >
                      <option value="">Not mapped</option>
                      {(accounts.data ?? []).map((a) => (
                        <option key={a.Id} value={a.Id}>
                          {a.FullyQualifiedName}
                        </option>
                      ))}
                    </NativeSelect>
                  </td>
                  <td className="py-1">
                    <NativeSelect
                      aria-label={`${SLOT_LABELS[s.slot]} direction`}
                      value={s.transactionDirection}
                      disabled={!canEdit}
                      onChange={(e) => change(i, { transactionDirection: e.target.value as 'Credit' | 'Debit' })}
                    >
                      <option value="Credit">Credit</option>
                      <option value="Debit">Debit</option>
                    </NativeSelect>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          {canEdit && (
            <Button type="submit" className="mt-4" disabled={save.isPending || !mapping.data}>
              Save mapping
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  )
}
