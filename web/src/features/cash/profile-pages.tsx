/**
 * The settings pages that edit a profile: the company's contact details as the bank knows them (legal name and EIN
 * are fixed once approved) and the signed-in person's own name (the users API every profile uses).
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query'
import { ENTITY_TYPE_LABELS, ONBOARDING_MESSAGES, US_STATE_NAMES } from '@app/shared/rules/banking-onboarding.ts'
import { ZUpdateCompanySettingsRequestSchema } from '@app/shared/schemas/banking-onboarding.ts'
import { ZUpdateUserRequestSchema } from '@app/shared/schemas/users.ts'
import { api } from '@/lib/api.ts'
import { type FieldErrors, useFormErrors } from '@/lib/use-form-errors.ts'
import { shellKeys } from '@/lib/query-client.ts'
import { useMe } from '@/lib/session.tsx'
import { QueryState } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardFooter } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { CashGate } from './cash-gate.tsx'
import { useCompanySettings, useUpdateCompany } from './onboarding-api.ts'
import { SettingsLayout } from './settings-layout.tsx'

export function CompanyPage() {
  return <CashGate>{(_, orgId) => <Company orgId={orgId} />}</CashGate>
}

const ADDRESS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const
type CompanyForm = { phone: string; website: string } & Record<(typeof ADDRESS)[number], string>

function Company({ orgId }: { orgId: string }) {
  const company = useCompanySettings(orgId)
  const update = useUpdateCompany(orgId)
  const [form, setForm] = useState<CompanyForm | null>(null)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const data = company.data
  useEffect(() => {
    if (!data) return
    setForm({
      phone: data.phone ?? '',
      website: data.website ?? '',
      line1: data.address.line1 ?? '',
      line2: data.address.line2 ?? '',
      city: data.address.city ?? '',
      state: data.address.state ?? '',
      postalCode: data.address.postalCode ?? '',
      country: data.address.country ?? 'US',
    })
  }, [data])
  const field = (name: keyof CompanyForm) => ({
    name,
    value: form?.[name] ?? '',
    disabled: !data?.canManage,
    onChange: (e: { target: { value: string } }) => setForm((f) => (f ? { ...f, [name]: e.target.value } : f)),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!form) return
    const { phone, website, ...address } = form
    const parsed = fieldErrors.check(ZUpdateCompanySettingsRequestSchema, {
      phone,
      website: website.trim() || null,
      address: { ...address, line2: address.line2.trim() || null },
    })
    if (!parsed) return
    update.mutate(parsed, {
      onSuccess: () => toast.success('Company details saved'),
      onError: (err) => fieldErrors.fromApi(err),
    })
  }
  return (
    <SettingsLayout title="Company" description="Your business as the bank knows it.">
      <QueryState query={company} label="Loading company details">
        {data && form && (
          <Card>
            <form onSubmit={submit} noValidate aria-label="Company details">
              <CardContent className="grid gap-4 md:grid-cols-2">
                {errors._ && (
                  <Alert tone="danger" className="md:col-span-2">
                    {errors._}
                  </Alert>
                )}
                <dl className="grid gap-3 text-sm md:col-span-2 md:grid-cols-3">
                  <div>
                    <dt className="text-slate-500">Legal name</dt>
                    <dd className="font-medium">{data.legalName ?? 'N/A'}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">EIN</dt>
                    <dd className="font-medium">{data.ein ?? 'N/A'}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Business type</dt>
                    <dd className="font-medium">{data.entityType ? ENTITY_TYPE_LABELS[data.entityType] : 'N/A'}</dd>
                  </div>
                </dl>
                <Field label="Phone number" error={errors.phone} required>
                  <Input {...field('phone')} type="tel" />
                </Field>
                <Field label="Website" error={errors.website}>
                  <Input {...field('website')} type="url" />
                </Field>
                <Field label="Street address" error={errors['address.line1']} required className="md:col-span-2">
                  <Input {...field('line1')} />
                </Field>
                <Field label="Address line 2" error={errors['address.line2']} className="md:col-span-2">
                  <Input {...field('line2')} />
                </Field>
                <Field label="City" error={errors['address.city']} required>
                  <Input {...field('city')} />
                </Field>
                <Field label="State" error={errors['address.state']} required>
                  <NativeSelect {...field('state')}>
                    <option value="">Choose a state</option>
                    {Object.entries(US_STATE_NAMES).map(([code, name]) => (
                      <option key={code} value={code}>
                        {name} ({code})
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="Postal code" error={errors['address.postalCode']} required>
                  <Input {...field('postalCode')} inputMode="numeric" />
                </Field>
                <Field label="Country" error={errors['address.country']} required>
                  <NativeSelect {...field('country')}>
                    <option value="US">United States (US)</option>
                  </NativeSelect>
                </Field>
              </CardContent>
              {data.canManage && (
                <CardFooter>
                  <Button type="submit" disabled={update.isPending}>
                    {update.isPending ? 'Saving…' : 'Save'}
                  </Button>
                </CardFooter>
              )}
            </form>
          </Card>
        )}
      </QueryState>
    </SettingsLayout>
  )
}

export function PersonalPage() {
  return <CashGate>{() => <Personal />}</CashGate>
}

function Personal() {
  const me = useMe()
  const qc = useQueryClient()
  const user = useQuery({
    queryKey: ['users', me.userId],
    queryFn: () => api.GET('/api/users/{id}', { params: { path: { id: me.userId } } }),
  })
  const save = useMutation({
    mutationFn: (body: { firstName: string; lastName: string }) =>
      api.PATCH('/api/users/{id}', { params: { path: { id: me.userId } }, body }),
    onSuccess: (data) => {
      qc.setQueryData(['users', me.userId], data)
      void qc.invalidateQueries({ queryKey: shellKeys.me })
    },
  })
  const [form, setForm] = useState<{ firstName: string; lastName: string } | null>(null)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  useEffect(() => {
    if (user.data) setForm({ firstName: user.data.firstName, lastName: user.data.lastName })
  }, [user.data])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!form) return
    // a blank name reads in the spec's words ("First name is required"), the rest as the API says it
    const parsed = fieldErrors.check(ZUpdateUserRequestSchema, form, (found) => {
      if (Object.keys(found).length === 0) return {}
      const words: FieldErrors = {}
      if (!form.firstName.trim()) words.firstName = ONBOARDING_MESSAGES.firstName
      if (!form.lastName.trim()) words.lastName = ONBOARDING_MESSAGES.lastName
      return words
    })
    if (!parsed) return
    save.mutate(form, {
      onSuccess: () => toast.success('Your details were saved'),
      onError: (err) => fieldErrors.fromApi(err),
    })
  }
  return (
    <SettingsLayout title="Personal" description="Your own details, as the bank and your team see them.">
      <QueryState query={user} label="Loading your details">
        {user.data && form && (
          <Card>
            <form onSubmit={submit} noValidate aria-label="Your details">
              <CardContent className="grid gap-4 md:grid-cols-2">
                {errors._ && (
                  <Alert tone="danger" className="md:col-span-2">
                    {errors._}
                  </Alert>
                )}
                <Field label="First name" error={errors.firstName} required>
                  <Input value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} />
                </Field>
                <Field label="Last name" error={errors.lastName} required>
                  <Input value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} />
                </Field>
                <dl className="grid gap-3 text-sm md:col-span-2 md:grid-cols-2">
                  <div>
                    <dt className="text-slate-500">Email</dt>
                    <dd className="font-medium">{user.data.email}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Products</dt>
                    <dd className="font-medium capitalize">{user.data.products.join(', ')}</dd>
                  </div>
                </dl>
              </CardContent>
              <CardFooter>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving…' : 'Save'}
                </Button>
              </CardFooter>
            </form>
          </Card>
        )}
      </QueryState>
    </SettingsLayout>
  )
}
