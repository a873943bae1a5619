/**
 * Beneficial owners of the application: the list (status of each owner's own part, their link's expiry), adding
 * one (checked with the API's schema first, messages beside the fields), removing one from a draft, and sending an
 * invited owner a new link.
 */
import { useState, type FormEvent } from 'react'
import { ZCreateOwnerRequestSchema } from '@app/shared/schemas/banking-onboarding.ts'
import { formatDate } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { type BeneficialOwner, useAddOwner, useRemoveOwner, useResendOwner } from './onboarding-api.ts'

const STATUS = {
  added: { label: 'Invited when you submit', tone: 'neutral' },
  invited: { label: 'Invited', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
} as const

export function OwnersList({
  orgId,
  owners,
  canRemove,
  canResend,
}: {
  orgId: string
  owners: BeneficialOwner[]
  canRemove: boolean
  canResend: boolean
}) {
  const remove = useRemoveOwner(orgId)
  const resend = useResendOwner(orgId)
  if (owners.length === 0)
    return (
      <EmptyState
        title="No owners listed yet"
        description="List everyone who owns 25% or more of the business, and the person who controls it."
      />
    )
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {owners.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="beneficial-owner">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              {o.firstName} {o.lastName}
              {o.isController && (
                <Badge tone="brand" className="ml-2">
                  Controls the business
                </Badge>
              )}
            </p>
            <p className="text-sm text-slate-500">
              {o.email} · {o.ownershipPercent}% owner{o.title ? ` · ${o.title}` : ''}
            </p>
            {o.status === 'invited' && o.linkExpiresAt && (
              <p className="text-xs text-slate-500">Link works until {formatDate(o.linkExpiresAt)}</p>
            )}
          </div>
          <Badge tone={STATUS[o.status].tone}>{STATUS[o.status].label}</Badge>
          {canResend && o.status === 'invited' && (
            <Button
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(o.id, {
                  onSuccess: () => toast.success(`A new link was sent to ${o.email}`),
                  onError: (e) => toast.error('The link was not sent', { description: e.message }),
                })
              }
            >
              Resend link
            </Button>
          )}
          {canRemove && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${o.firstName} ${o.lastName}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(o.id, {
                  onError: (e) => toast.error('The owner was not removed', { description: e.message }),
                })
              }
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}

const EMPTY = { firstName: '', lastName: '', email: '', ownershipPercent: '', title: '', isController: false }

export function AddOwnerForm({ orgId }: { orgId: string }) {
  const add = useAddOwner(orgId)
  const [form, setForm] = useState(EMPTY)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const text = (name: 'firstName' | 'lastName' | 'email' | 'ownershipPercent' | 'title') => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const pct = form.ownershipPercent.trim()
    const parsed = fieldErrors.check(ZCreateOwnerRequestSchema, {
      ...form,
      ownershipPercent: pct === '' || Number.isNaN(Number(pct)) ? pct : Number(pct),
      title: form.title.trim() || null,
    })
    if (!parsed) return
    add.mutate(parsed, {
      onSuccess: () => setForm(EMPTY),
      onError: (err) => fieldErrors.fromApi(err),
    })
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add an owner</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Add an owner" className="grid gap-4 md:grid-cols-2">
          {errors._ && (
            <Alert tone="danger" className="md:col-span-2">
              {errors._}
            </Alert>
          )}
          <Field label="First name" error={errors.firstName} required>
            <Input {...text('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName} required>
            <Input {...text('lastName')} />
          </Field>
          <Field label="Email" error={errors.email} required hint="Each owner gets a link to add their own details">
            <Input {...text('email')} type="email" />
          </Field>
          <Field label="Ownership (%)" error={errors.ownershipPercent} required>
            <Input {...text('ownershipPercent')} inputMode="decimal" />
          </Field>
          <Field label="Title" error={errors.title}>
            <Input {...text('title')} />
          </Field>
          <div className="flex items-end">
            <Checkbox
              label="Controls the business (for example the CEO)"
              checked={form.isController}
              onChange={(e) => setForm((f) => ({ ...f, isController: e.target.checked }))}
            />
          </div>
          <div className="flex justify-end md:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add owner'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
