/**
 * /beneficial-owner/:token (public, no sign-in: the emailed link is the credential). The owner sees whose
 * application it is and adds their date of birth, Social Security number and home address; the form checks the
 * API's own schema first, so each field's message appears beside it. Links that were replaced, used or expired say
 * so in words.
 */
import { useState, type FormEvent } from 'react'
import { useParams } from 'react-router-dom'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ZCompleteOwnerRequestSchema } from '@app/shared/schemas/banking-onboarding.ts'
import { US_STATE_NAMES } from '@app/shared/rules/banking-onboarding.ts'
import { ApiError, publicApi } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { formatDate } from '@/lib/format.ts'
import { BrandMark } from '@/app/layout/brand.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'

/** What a refused link means for the owner, by the API's status (routes/beneficial-owners.ts). */
export function linkProblem(e: unknown): { title: string; text: string } {
  const status = e instanceof ApiError ? e.status : 0
  if (status === 404)
    return {
      title: 'This link does not work',
      text: 'It may have been replaced by a newer one. Use the latest email you received, or ask the business to send you a new link.',
    }
  if (status === 409)
    return {
      title: 'This link was already used',
      text: 'Your part of the application is complete, or the application no longer waits for it. There is nothing more to do here.',
    }
  if (status === 422) return { title: 'This link has expired', text: 'Ask the business to send you a new link.' }
  if (status === 429) return { title: 'Too many attempts', text: 'Wait a few minutes, then open the link again.' }
  return {
    title: 'The page could not be loaded',
    text: e instanceof Error ? e.message : 'Something went wrong. Try again in a moment.',
  }
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-full flex-col items-center bg-slate-50 px-4 py-12">
      <BrandMark />
      <main className="mt-8 w-full max-w-xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </main>
    </div>
  )
}

const EMPTY = { dateOfBirth: '', ssn: '', line1: '', line2: '', city: '', state: '', postalCode: '', country: 'US' }
type Form = typeof EMPTY

export function OwnerPage() {
  const { token = '' } = useParams()
  const owner = useQuery({
    queryKey: ['beneficial-owner', token],
    queryFn: () => publicApi.GET('/api/beneficial-owners/{token}', { params: { path: { token } } }),
    retry: false,
  })
  const complete = useMutation({
    mutationFn: (body: ReturnType<typeof ZCompleteOwnerRequestSchema.parse>) =>
      publicApi.POST('/api/beneficial-owners/{token}', { params: { path: { token } }, body }),
  })
  const [form, setForm] = useState<Form>(EMPTY)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors

  if (owner.isPending) return <PageSpinner label="Loading" />
  if (complete.data)
    return (
      <Frame title="Thank you">
        <Alert tone="success" data-testid="owner-completed">
          Your part of {complete.data.businessName}'s banking application is complete. We keep only the last four digits
          of your Social Security number (ending {complete.data.ssnLastFour}).
        </Alert>
      </Frame>
    )
  if (owner.isError) {
    const p = linkProblem(owner.error)
    return (
      <Frame title={p.title}>
        <Alert tone="warning" data-testid="owner-link-problem">
          {p.text}
        </Alert>
      </Frame>
    )
  }
  const o = owner.data
  const field = (name: keyof Form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const { dateOfBirth, ssn, ...address } = form
    const parsed = fieldErrors.check(ZCompleteOwnerRequestSchema, {
      dateOfBirth,
      ssn,
      homeAddress: { ...address, line2: address.line2.trim() || null },
    })
    if (!parsed) return
    complete.mutate(parsed, {
      onError: (err) => {
        // a link that stopped working meanwhile reads like one that never did
        if (err instanceof ApiError && [404, 409].includes(err.status)) fieldErrors.report({ _: linkProblem(err).text })
        else fieldErrors.fromApi(err)
      },
    })
  }
  return (
    <Frame title={`${o.firstName}, complete your part`}>
      <p className="text-sm text-slate-600">
        {o.businessName} is opening business banking and listed you as{' '}
        {o.isController ? 'the person who controls the business' : `an owner of ${o.ownershipPercent}%`}. The bank needs
        a few details to verify who you are. This link works until {formatDate(o.expiresAt)}.
      </p>
      <form onSubmit={submit} noValidate aria-label="Your details" className="mt-6 grid gap-4 sm:grid-cols-2">
        {errors._ && (
          <Alert tone="danger" className="sm:col-span-2">
            {errors._}
          </Alert>
        )}
        <Field label="Date of birth" error={errors.dateOfBirth} required>
          <Input {...field('dateOfBirth')} type="date" autoComplete="bday" />
        </Field>
        <Field label="Social Security number" error={errors.ssn} required hint="Nine digits, like 123-45-6789">
          <Input {...field('ssn')} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label="Home address" error={errors['homeAddress.line1']} required className="sm:col-span-2">
          <Input {...field('line1')} autoComplete="address-line1" />
        </Field>
        <Field label="Address line 2" error={errors['homeAddress.line2']} className="sm:col-span-2">
          <Input {...field('line2')} autoComplete="address-line2" />
        </Field>
        <Field label="City" error={errors['homeAddress.city']} required>
          <Input {...field('city')} autoComplete="address-level2" />
        </Field>
        <Field label="State" error={errors['homeAddress.state']} required>
          <NativeSelect {...field('state')}>
            <option value="">Choose a state</option>
            {Object.entries(US_STATE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Postal code" error={errors['homeAddress.postalCode']} required>
          <Input {...field('postalCode')} autoComplete="postal-code" inputMode="numeric" />
        </Field>
        <Field label="Country" error={errors['homeAddress.country']} required>
          <NativeSelect {...field('country')}>
            <option value="US">United States (US)</option>
          </NativeSelect>
        </Field>
        <p className="text-xs text-slate-500 sm:col-span-2">
          Your details go to the bank to verify your identity. We keep only the last four digits of your Social Security
          number.
        </p>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={complete.isPending}>
            {complete.isPending ? 'Sending…' : 'Send my details'}
          </Button>
        </div>
      </form>
    </Frame>
  )
}
