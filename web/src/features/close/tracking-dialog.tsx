/**
 * Month-end tracking of one client's month, from the tracker: books sent, a state override with its reason (cleared
 * to go back to the derived state), and the tracker's own business days for the due date. Refusals show under their
 * field; what was typed stays.
 */
import { useState } from 'react'
import { ZUpdateTrackingRequestSchema } from '@app/shared/schemas/close.ts'
import { TRACKER_STATES, TRACKER_STATE_LABELS, type TTrackerState } from '@app/shared/rules/books-tracker.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { formatDate } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { type TrackerRow, useUpdateTracking } from './api.ts'

export function TrackingDialog({ row, onClose }: { row: TrackerRow; onClose: () => void }) {
  const [sent, setSent] = useState(!!row.facts.booksSentAt)
  const [override, setOverride] = useState<TTrackerState | ''>(row.override?.state ?? '')
  const [reason, setReason] = useState(row.override?.reason ?? '')
  const [days, setDays] = useState(row.businessDaysOverride === null ? '' : String(row.businessDaysOverride))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const save = useUpdateTracking()
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = fieldErrors.check(ZUpdateTrackingRequestSchema, {
      booksSent: sent,
      stateOverride: override || null,
      overrideReason: override ? reason : undefined,
      businessDays: days.trim() === '' ? null : Number(days),
    })
    if (!parsed) return
    save.mutate(
      { orgId: row.organizationId, month: row.month, body: parsed },
      { onSuccess: onClose, onError: (err) => fieldErrors.fromApi(err) },
    )
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {row.organizationName}, {formatDate(row.month, 'MMMM yyyy')}
          </DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Checkbox checked={sent} onChange={(e) => setSent(e.target.checked)} label="Books sent for the month" />
          <Field
            label="State override"
            error={errors.stateOverride}
            hint={`The rules say ${TRACKER_STATE_LABELS[row.derivedState]}.`}
          >
            <NativeSelect value={override} onChange={(e) => setOverride(e.target.value as TTrackerState | '')}>
              <option value="">No override: the derived state</option>
              {TRACKER_STATES.map((s) => (
                <option key={s} value={s}>
                  {TRACKER_STATE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {override && (
            <Field label="Why" error={errors.overrideReason}>
              <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
            </Field>
          )}
          <Field
            label="Business days after the month"
            error={errors.businessDays}
            hint={`Empty: ${row.businessDays} for priority ${row.priority}.`}
          >
            <Input inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
          </Field>
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
