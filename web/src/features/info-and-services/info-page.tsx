/**
 * /accounting/info-and-services: the organization's profile (legal name, DBA, EIN, contact and address, what the
 * business does) and the services it buys. Organization admins edit; other members read. Validated with the
 * API's organization schema, so the address limits and service names give field errors in place.
 */
import { useState, type FormEvent } from 'react'
import {
  ADDITIONAL_DATA_COUNTS,
  ZUpdateOrganizationRequestSchema,
  type TAccountingService,
  type TOrganization,
} from '@app/shared/schemas/organizations.ts'
import { ZOptionalNumber } from '@app/shared/schemas/common.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useMe } from '@/lib/session.tsx'
import { formatEin } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganization, useUpdateOrganization } from '@/lib/organizations.ts'
import { ServicesPicker } from '@/components/services.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'

/** additionalData keys this screen edits (snake_case as stored), with their labels. */
const PROFILE = [
  ['dba', 'Doing business as'],
  ['ein', 'EIN'],
  ['phone_number', 'Phone number'],
  ['website', 'Website'],
] as const
const COUNTS = Object.entries(ADDITIONAL_DATA_COUNTS)
const ADDRESS = [
  ['street_address', 'Street address'],
  ['address_line_2', 'Address line 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip_code', 'Zip code'],
  ['country', 'Country'],
] as const

function InfoForm({ org, canEdit }: { org: TOrganization; canEdit: boolean }) {
  const update = useUpdateOrganization(org.id)
  const [services, setServices] = useState<TAccountingService[]>(org.accountingServices)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const data = org.additionalData as Record<string, unknown>
  const str = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : '')

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const edited: Record<string, string> = {}
    for (const [k] of [...PROFILE, ...ADDRESS, ['business_activities']]) edited[k] = String(f.get(k) ?? '').trim()
    if (edited.ein) edited.ein = formatEin(edited.ein)
    // The spec's optional numbers: an empty or non-finite entry means "not given", so the stored count goes.
    const counts = Object.fromEntries(
      COUNTS.map(([k]) => {
        const n = ZOptionalNumber.parse(f.get(k))
        return [k, n === undefined ? undefined : String(n)]
      }),
    )
    // additionalData is stored whole: keep the keys other screens (onboarding) filled in.
    const parsed = fieldErrors.check(ZUpdateOrganizationRequestSchema, {
      legalName: String(f.get('legalName') ?? ''),
      accountingServices: services,
      additionalData: { ...data, ...edited, ...counts },
    })
    if (!parsed) return
    try {
      await update.mutateAsync(parsed)
      toast.success('Organization info saved')
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  const err = (k: string) => errors[`additionalData.${k}`]
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Organization info">
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      {!canEdit && <Alert tone="info">Only organization admins can change this information.</Alert>}
      <Card>
        <CardHeader>
          <CardTitle>Business</CardTitle>
          <CardDescription>As registered; we use it on filings and reports.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">
          <Field label="Legal business name" required error={errors.legalName} className="md:col-span-2">
            <Input name="legalName" defaultValue={org.legalName} disabled={!canEdit} />
          </Field>
          {PROFILE.map(([k, label]) => (
            <Field
              key={k}
              label={label}
              error={err(k)}
              hint={k === 'ein' ? 'Nine digits, shown as 12-3456789.' : undefined}
            >
              <Input
                name={k}
                defaultValue={k === 'ein' ? formatEin(str(k)) : str(k)}
                disabled={!canEdit}
                inputMode={k === 'ein' || k === 'phone_number' ? 'tel' : undefined}
              />
            </Field>
          ))}
          {COUNTS.map(([k, label]) => (
            <Field key={k} label={label} error={err(k)} hint="How many the business has; leave empty if unsure.">
              <Input
                name={k}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                defaultValue={str(k)}
                disabled={!canEdit}
              />
            </Field>
          ))}
          <Field label="What the business does" error={err('business_activities')} className="md:col-span-2">
            <Textarea
              name="business_activities"
              defaultValue={str('business_activities')}
              rows={3}
              disabled={!canEdit}
            />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Address</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">
          {ADDRESS.map(([k, label]) => (
            <Field
              key={k}
              label={label}
              error={err(k)}
              className={k === 'street_address' || k === 'address_line_2' ? 'md:col-span-2' : undefined}
            >
              <Input name={k} defaultValue={str(k)} disabled={!canEdit} />
            </Field>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Services</CardTitle>
          <CardDescription>What we do for you. Changing services may add onboarding tasks.</CardDescription>
        </CardHeader>
        <CardContent>
          <ServicesPicker
            value={services}
            onChange={setServices}
            disabled={!canEdit}
            error={errors.accountingServices}
          />
        </CardContent>
        {canEdit && (
          <CardFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </CardFooter>
        )}
      </Card>
    </form>
  )
}

export function InfoAndServicesPage() {
  const me = useMe()
  const { orgId } = useCurrentOrg()
  const org = useOrganization(orgId)
  const canEdit = me.organizations.some((o) => o.id === orgId && o.orgRole === 'admin')
  return (
    <>
      <PageHeader title="Info and services" description="Your organization's details and the services you receive." />
      {!orgId ? (
        <EmptyState title="No organization selected" />
      ) : (
        <QueryState query={org} label="Loading organization">
          {org.data && <InfoForm key={org.data.id + org.data.legalName} org={org.data} canEdit={canEdit} />}
        </QueryState>
      )}
    </>
  )
}
