/**
 * Staff edit of an organization's account settings: legal name, services, accounting method, books due date and
 * priority, chat channel. Validated with the API's own schema so errors appear next to the field before saving.
 */
import { useState, type FormEvent } from 'react'
import {
  ZUpdateOrganizationRequestSchema,
  type TAccountingService,
  type TOrganization,
} from '@app/shared/schemas/organizations.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useUpdateOrganization } from '@/lib/organizations.ts'
import { ServicesPicker } from '@/components/services.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

/** Business days added to the due date per priority (spec §9), shown to explain the choice. */
const PRIORITY_DAYS = ['3', '4', '5', '6', '7', '8', '']

export function DetailsForm({ org, canEdit }: { org: TOrganization; canEdit: boolean }) {
  const update = useUpdateOrganization(org.id)
  const [services, setServices] = useState<TAccountingService[]>(org.accountingServices)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const text = (k: string) => String(f.get(k) ?? '').trim()
    const parsed = fieldErrors.check(ZUpdateOrganizationRequestSchema, {
      legalName: text('legalName'),
      accountingServices: services,
      accountingMethod: text('accountingMethod') || null,
      booksDueDate: text('booksDueDate') || null,
      booksPriority: Number(text('booksPriority')),
      slackChannelName: text('slackChannelName') || null,
    })
    if (!parsed) return
    try {
      await update.mutateAsync(parsed)
      toast.success('Client details saved')
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <CardHeader>
          <CardTitle>Account settings</CardTitle>
          <CardDescription>
            Services and the books schedule drive task assignment and the due-date tracker.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">
          {errors._ && (
            <Alert tone="danger" className="md:col-span-2">
              {errors._}
            </Alert>
          )}
          <Field label="Legal name" required error={errors.legalName} className="md:col-span-2">
            <Input name="legalName" defaultValue={org.legalName} disabled={!canEdit} />
          </Field>
          <div className="md:col-span-2">
            <ServicesPicker
              value={services}
              onChange={setServices}
              disabled={!canEdit}
              error={errors.accountingServices}
            />
          </div>
          <Field label="Accounting method" error={errors.accountingMethod}>
            <NativeSelect name="accountingMethod" defaultValue={org.accountingMethod ?? ''} disabled={!canEdit}>
              <option value="">Not set</option>
              <option value="cash">Cash</option>
              <option value="accrual">Accrual</option>
            </NativeSelect>
          </Field>
          <Field label="Books due date" error={errors.booksDueDate}>
            <Input name="booksDueDate" type="date" defaultValue={org.booksDueDate ?? ''} disabled={!canEdit} />
          </Field>
          <Field
            label="Books priority"
            error={errors.booksPriority}
            hint="Higher priority gives more business days after month start."
          >
            <NativeSelect name="booksPriority" defaultValue={String(org.booksPriority)} disabled={!canEdit}>
              {PRIORITY_DAYS.map((d, p) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the priority itself (P0, P1, …), a fixed list
                <option key={p} value={p}>
                  {d ? `P${p} · ${d} business days` : `P${p}`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Chat channel" error={errors.slackChannelName}>
            <Input
              name="slackChannelName"
              defaultValue={org.slackChannelName ?? ''}
              placeholder="e.g. acme-books"
              disabled={!canEdit}
            />
          </Field>
        </CardContent>
        {canEdit && (
          <CardFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  )
}
