/**
 * The figures read from a statement, for the bookkeeper to check against the document and correct before they count.
 * Validated with the API's own schema, so a wrong field is named in place before anything is sent.
 */
import { useEffect, useState } from 'react'
import { ZConfirmDocumentRequestSchema } from '@app/shared/schemas/reconciliation.ts'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { api } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { type SupportingDocument, useOrgMutation } from './api.ts'

const dollars = (cents: number) => (cents / 100).toFixed(2)

export function ConfirmDocumentDialog({
  orgId,
  document,
  onClose,
  onConfirmed,
}: {
  orgId: string
  document: SupportingDocument | null
  onClose: () => void
  onConfirmed: (reconciliationId: string) => void
}) {
  const [form, setForm] = useState({ periodStart: '', periodEnd: '', startBalance: '', endBalance: '' })
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  useEffect(() => {
    if (!document) return
    fieldErrors.clear()
    setForm({
      periodStart: document.periodStart,
      periodEnd: document.periodEnd,
      startBalance: dollars(document.startBalanceCents),
      endBalance: dollars(document.endBalanceCents),
    })
  }, [document, fieldErrors.clear])
  const confirm = useOrgMutation(orgId, (body: ReturnType<typeof ZConfirmDocumentRequestSchema.parse>) =>
    api.POST('/api/organizations/{organizationId}/reconciliation/documents/{documentId}/confirm', {
      params: { path: { organizationId: orgId, documentId: document!.id } },
      body,
    }),
  )
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value })
  return (
    <Dialog open={!!document} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm the statement's figures</DialogTitle>
          <DialogDescription>
            Read from {document?.fileName}. Check them against the statement; they count once you confirm.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            const parsed = fieldErrors.check(ZConfirmDocumentRequestSchema, {
              ...form,
              startBalance:
                form.startBalance.trim() === '' ? undefined : Number(form.startBalance.replace(/[$,]/g, '')),
              endBalance: form.endBalance.trim() === '' ? undefined : Number(form.endBalance.replace(/[$,]/g, '')),
            })
            if (!parsed) return
            confirm.mutate(parsed, {
              onSuccess: (r) => onConfirmed(r.reconciliationId),
              onError: (err) => fieldErrors.fromApi(err),
            })
          }}
        >
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          <div className="grid grid-cols-2 gap-3">
            <Field label="Period starts" error={errors.periodStart}>
              <Input type="date" value={form.periodStart} onChange={set('periodStart')} />
            </Field>
            <Field label="Period ends" error={errors.periodEnd}>
              <Input type="date" value={form.periodEnd} onChange={set('periodEnd')} />
            </Field>
            <Field label="Beginning balance" error={errors.startBalance}>
              <Input inputMode="decimal" value={form.startBalance} onChange={set('startBalance')} />
            </Field>
            <Field label="Ending balance" error={errors.endBalance}>
              <Input inputMode="decimal" value={form.endBalance} onChange={set('endBalance')} />
            </Field>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" disabled={confirm.isPending}>
              Confirm figures
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
