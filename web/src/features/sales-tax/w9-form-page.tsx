/**
 * /w9/:token (public, no sign-in: the emailed link is the credential). The vendor fills in its Form W-9: name,
 * business name, federal tax classification, address, TIN, and signs the certification. The form is checked with the
 * API's own schema (shared/schemas/w9.ts, §5's limits and words) and the API's refusals land on the same fields. Once
 * submitted the page shows what was certified, the TIN masked.
 */
import { type FormEvent, useState } from 'react'
import { useParams } from 'react-router-dom'
import { BrandMark } from '@/app/layout/brand.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { US_STATE_NAMES } from '@app/shared/rules/us-states.ts'
import { W9_TAX_CLASSIFICATIONS, ZW9FormSchema } from '@app/shared/schemas/w9.ts'
import { usePublicW9, useSubmitW9 } from './api.ts'

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-full flex-col items-center bg-slate-50 px-4 py-12">
      <BrandMark />
      <main className="mt-8 w-full max-w-2xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 space-y-6">{children}</div>
      </main>
    </div>
  )
}

const EMPTY = {
  name: '',
  businessName: '',
  taxClassification: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  tinType: 'SSN',
  tin: '',
  certify: false,
  signature: '',
}

export function W9FormPage() {
  const { token = '' } = useParams()
  const request = usePublicW9(token)
  const submit = useSubmitW9(token)
  const form = useFormErrors()
  const { errors } = form
  const [v, setV] = useState(EMPTY)
  const set =
    <K extends keyof typeof EMPTY>(k: K) =>
    (value: (typeof EMPTY)[K]) => {
      setV((s) => ({ ...s, [k]: value }))
      form.dismiss(k)
    }

  if (request.isPending) return <PageSpinner label="Loading" />
  if (request.isError) {
    const status = request.error instanceof ApiError ? request.error.status : 0
    return (
      <Frame title={status === 429 ? 'Too many attempts' : 'This link does not work'}>
        <Alert tone="warning" data-testid="w9-link-problem">
          {status === 429
            ? 'Wait a few minutes, then open the link again.'
            : 'Check that you opened the whole link from the email, or ask the business that sent it for a new one.'}
        </Alert>
      </Frame>
    )
  }
  const r = request.data
  if (r.completed && r.certified)
    return (
      <Frame title="W-9 received">
        <Alert tone="success" data-testid="w9-received">
          Thank you. {r.requester} has your W-9 for {r.year}, certified by {r.certified.name} on{' '}
          {r.certified.signedAt.slice(0, 10)} with TIN {r.certified.tin}.
        </Alert>
      </Frame>
    )

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const body = form.check(ZW9FormSchema, { ...v, state: v.state.trim().toUpperCase() })
    if (!body) return
    try {
      await submit.mutateAsync(body)
    } catch (err) {
      form.fromApi(err)
    }
  }

  return (
    <Frame title={`Form W-9 for ${r.requester}`}>
      <p className="text-sm text-slate-600">
        {r.requester} asks {r.vendorName} for a Form W-9 (Request for Taxpayer Identification Number and Certification)
        to file its {r.year} 1099s. Your TIN is stored encrypted and shown only to the business's administrators and its
        bookkeepers.
      </p>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label="Form W-9">
        {errors._ && <Alert tone="danger">{errors._}</Alert>}
        <Field label="1. Name (as shown on your income tax return)" error={errors.name} required>
          <Input value={v.name} onChange={(e) => set('name')(e.target.value)} />
        </Field>
        <Field label="2. Business name, if different" error={errors.businessName}>
          <Input value={v.businessName} onChange={(e) => set('businessName')(e.target.value)} />
        </Field>
        <Field label="3. Federal tax classification" error={errors.taxClassification} required>
          <NativeSelect value={v.taxClassification} onChange={(e) => set('taxClassification')(e.target.value)}>
            <option value="">Choose…</option>
            {Object.entries(W9_TAX_CLASSIFICATIONS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="5. Address (number, street, and apt. or suite no.)" error={errors.address1} required>
          <Input value={v.address1} onChange={(e) => set('address1')(e.target.value)} />
        </Field>
        <Field label="Address line 2" error={errors.address2}>
          <Input value={v.address2} onChange={(e) => set('address2')(e.target.value)} />
        </Field>
        <div className="grid grid-cols-3 gap-3">
          <Field label="6. City" error={errors.city} required>
            <Input value={v.city} onChange={(e) => set('city')(e.target.value)} />
          </Field>
          <Field label="State" error={errors.state} required>
            <NativeSelect value={v.state} onChange={(e) => set('state')(e.target.value)}>
              <option value="">Choose…</option>
              {Object.entries(US_STATE_NAMES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="ZIP code" error={errors.zip} required>
            <Input value={v.zip} onChange={(e) => set('zip')(e.target.value)} />
          </Field>
        </div>
        <div className="grid grid-cols-3 gap-3">
          <Field label="TIN type" error={errors.tinType} required>
            <NativeSelect value={v.tinType} onChange={(e) => set('tinType')(e.target.value)}>
              <option value="SSN">Social security number</option>
              <option value="EIN">Employer identification number</option>
            </NativeSelect>
          </Field>
          <Field label="Taxpayer identification number" error={errors.tin} required className="col-span-2">
            <Input autoComplete="off" inputMode="numeric" value={v.tin} onChange={(e) => set('tin')(e.target.value)} />
          </Field>
        </div>
        <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-600">
          Under penalties of perjury, I certify that: 1. the number shown on this form is my correct taxpayer
          identification number; 2. I am not subject to backup withholding; 3. I am a U.S. citizen or other U.S. person;
          and 4. the FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is
          correct.
        </div>
        <Field label="Certification" error={errors.certify}>
          <Checkbox
            label="I certify the statements above"
            checked={v.certify}
            onChange={(e) => set('certify')(e.target.checked)}
          />
        </Field>
        <Field label="Signature (type your full name)" error={errors.signature} required>
          <Input value={v.signature} onChange={(e) => set('signature')(e.target.value)} />
        </Field>
        <Button type="submit" disabled={submit.isPending} className="justify-self-start">
          Sign and send
        </Button>
      </form>
    </Frame>
  )
}
