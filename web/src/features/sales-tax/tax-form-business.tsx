/**
 * The 1099 screen's tax-form service card: W-9s are requested through TaxBandits in the name of the organization's
 * requester business (docs/tax-forms.md). Shows the business when there is one; otherwise the organization's admins
 * and its staff create it here, checked with §5's create-business rules (shared/schemas/tax-forms.ts) and then by
 * the service, whose refusals come back on their fields.
 */
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { BUSINESS_TYPES, ZCreateBusinessSchema } from '@app/shared/schemas/tax-forms.ts'
import { useCreateTaxFormBusiness, useTaxFormBusiness } from './api.ts'

const TYPE_NAMES: Record<(typeof BUSINESS_TYPES)[number], string> = {
  CORP: 'Corporation',
  PART: 'Partnership',
  SPRO: 'Sole proprietorship',
  EORG: 'Exempt organization',
  ESTE: 'Estate',
}

export function TaxFormBusinessCard({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const q = useTaxFormBusiness(orgId)
  const create = useCreateTaxFormBusiness(orgId)
  const form = useFormErrors()
  const [v, setV] = useState({ businessName: '', einOrSsn: '', isEin: 'EIN', businessType: 'CORP', phone: '' })
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setV({ ...v, [k]: e.target.value })
    form.dismiss(k)
  }
  const business = q.data?.business
  if (q.isLoading) return null
  if (business)
    return (
      <p className="mb-4 text-sm text-slate-600" data-testid="tax-form-business">
        W-9s are requested through TaxBandits as <strong>{business.businessName}</strong> ({business.tinType} ending{' '}
        {business.tinLast4}).
      </p>
    )
  if (!canManage)
    return (
      <p className="mb-4 text-sm text-slate-600">
        W-9s are collected through TaxBandits once an admin of this organization or its bookkeeper creates the business
        there.
      </p>
    )

  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = form.check(ZCreateBusinessSchema, {
      businessName: v.businessName.trim(),
      einOrSsn: v.einOrSsn.trim(),
      isEin: v.isEin === 'EIN',
      businessType: v.businessType,
      phone: v.phone.trim() || undefined,
    })
    if (!body) return
    try {
      await create.mutateAsync(body)
      toast.success('The business is ready: W-9s can be requested')
    } catch (err) {
      form.fromApi(err)
    }
  }
  return (
    <Card className="mb-4 p-4">
      <form onSubmit={submit} aria-label="Create the business with the tax-form service" className="grid gap-3">
        <p className="text-sm text-slate-600">
          W-9s are requested through TaxBandits, which emails each vendor its form, checks the TIN with the IRS and
          keeps the signed PDF. Create your business there first.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Business name" error={form.errors.businessName} required>
            <Input value={v.businessName} onChange={set('businessName')} maxLength={75} />
          </Field>
          <Field label="Business type" error={form.errors.businessType}>
            <NativeSelect value={v.businessType} onChange={set('businessType')}>
              {BUSINESS_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_NAMES[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="TIN type">
            <NativeSelect value={v.isEin} onChange={set('isEin')}>
              <option>EIN</option>
              <option>SSN</option>
            </NativeSelect>
          </Field>
          <Field label="EIN or SSN" error={form.errors.einOrSsn} required>
            <Input value={v.einOrSsn} onChange={set('einOrSsn')} placeholder="12-3456789" />
          </Field>
          <Field label="Phone (10 digits)" error={form.errors.phone}>
            <Input value={v.phone} onChange={set('phone')} inputMode="numeric" />
          </Field>
        </div>
        {form.errors._ && (
          <p role="alert" className="text-sm text-red-700">
            {form.errors._}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          Create the business
        </Button>
      </form>
    </Card>
  )
}
