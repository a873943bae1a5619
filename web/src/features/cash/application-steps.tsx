/**
 * The field groups of the onboarding form: company, address, industry (with the restricted industries, refused in
 * words as soon as one is ticked) and applicant. Each field shows its own message beside it.
 */
import {
  ENTITY_TYPE_LABELS,
  INDUSTRY_LABELS,
  MONTHLY_CASH_FLOW_LABELS,
  RESTRICTED_INDUSTRY_LABELS,
  type TRestrictedIndustry,
  US_STATE_NAMES,
  restrictedIndustryRefusal,
} from '@app/shared/rules/banking-onboarding.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import type { ApplicationValues, TextField } from './application-form.ts'

export type StepProps = {
  values: ApplicationValues
  errors: Record<string, string>
  set: (field: TextField, value: string) => void
  setRestricted: (value: string[] | null) => void
  disabled?: boolean
}

function bind({ values, set, disabled }: StepProps, field: TextField) {
  return {
    name: field,
    value: values[field],
    disabled,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  }
}

function Options({ labels, blank }: { labels: Record<string, string>; blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}

const STATE_LABELS = Object.fromEntries(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [code, `${name} (${code})`]),
)

export function CompanyStep(p: StepProps) {
  const e = p.errors
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Company legal name" error={e.legalName} required>
        <Input {...bind(p, 'legalName')} autoComplete="organization" />
      </Field>
      <Field label="Doing business as" error={e.dba} hint="If the business trades under another name">
        <Input {...bind(p, 'dba')} />
      </Field>
      <Field label="EIN" error={e.ein} required hint="Nine digits, like 12-3456789">
        <Input {...bind(p, 'ein')} inputMode="numeric" />
      </Field>
      <Field label="Business type" error={e.entityType} required>
        <NativeSelect {...bind(p, 'entityType')}>
          <Options labels={ENTITY_TYPE_LABELS} blank="Choose a business type" />
        </NativeSelect>
      </Field>
      <Field label="Date of incorporation" error={e.incorporationDate} required>
        <Input {...bind(p, 'incorporationDate')} type="date" />
      </Field>
      <Field label="State of incorporation" error={e.incorporationState} required hint="Two letters, like DE">
        <Input {...bind(p, 'incorporationState')} maxLength={255} />
      </Field>
      <Field label="Phone number" error={e.phone} required>
        <Input {...bind(p, 'phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field label="Website" error={e.website}>
        <Input {...bind(p, 'website')} type="url" placeholder="https://" />
      </Field>
    </div>
  )
}

export function AddressStep(p: StepProps) {
  const e = p.errors
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Street address" error={e['address.line1']} required className="md:col-span-2">
        <Input {...bind(p, 'address.line1')} autoComplete="address-line1" />
      </Field>
      <Field label="Address line 2" error={e['address.line2']} className="md:col-span-2">
        <Input {...bind(p, 'address.line2')} autoComplete="address-line2" />
      </Field>
      <Field label="City" error={e['address.city']} required>
        <Input {...bind(p, 'address.city')} autoComplete="address-level2" />
      </Field>
      <Field label="State" error={e['address.state']} required>
        <NativeSelect {...bind(p, 'address.state')}>
          <Options labels={STATE_LABELS} blank="Choose a state" />
        </NativeSelect>
      </Field>
      <Field label="Postal code" error={e['address.postalCode']} required>
        <Input {...bind(p, 'address.postalCode')} autoComplete="postal-code" inputMode="numeric" />
      </Field>
      <Field label="Country" error={e['address.country']} required hint="Business banking is for US businesses">
        <NativeSelect {...bind(p, 'address.country')}>
          <option value="">Choose a country</option>
          <option value="US">United States (US)</option>
        </NativeSelect>
      </Field>
    </div>
  )
}

export function IndustryStep(p: StepProps) {
  const e = p.errors
  const restricted = p.values.restrictedIndustries
  const chosen = (restricted ?? []) as TRestrictedIndustry[]
  // unticking the last industry leaves the question unanswered rather than reading as "none of these"
  const toggle = (value: TRestrictedIndustry, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value)
    p.setRestricted(next.length ? next : null)
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Industry" error={e.industry} required>
        <NativeSelect {...bind(p, 'industry')}>
          <Options labels={INDUSTRY_LABELS} blank="Choose an industry" />
        </NativeSelect>
      </Field>
      <Field label="Monthly cash flow" error={e.monthlyCashFlow} required>
        <NativeSelect {...bind(p, 'monthlyCashFlow')}>
          <Options labels={MONTHLY_CASH_FLOW_LABELS} blank="Choose a range" />
        </NativeSelect>
      </Field>
      <Field label="What the business does" error={e.businessDescription} required className="md:col-span-2">
        <Textarea {...bind(p, 'businessDescription')} rows={3} />
      </Field>
      <Field label="Number of employees" error={e.numberOfEmployees}>
        <Input {...bind(p, 'numberOfEmployees')} inputMode="numeric" />
      </Field>
      <fieldset className="flex flex-col gap-3 md:col-span-2" aria-describedby="restricted-error">
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Does the business work in any of these restricted industries?
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </legend>
        <Checkbox
          label="None of these"
          checked={restricted !== null && restricted.length === 0}
          disabled={p.disabled}
          onChange={(ev) => p.setRestricted(ev.target.checked ? [] : null)}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          {(Object.entries(RESTRICTED_INDUSTRY_LABELS) as [TRestrictedIndustry, string][]).map(([value, label]) => (
            <Checkbox
              key={value}
              label={label}
              checked={chosen.includes(value)}
              disabled={p.disabled}
              onChange={(ev) => toggle(value, ev.target.checked)}
            />
          ))}
        </div>
        {e.restrictedIndustries && (
          <p id="restricted-error" className="text-xs font-medium text-red-600">
            {e.restrictedIndustries}
          </p>
        )}
        {chosen.length > 0 && (
          <Alert tone="danger" data-testid="restricted-refusal">
            {restrictedIndustryRefusal(chosen)}
          </Alert>
        )}
      </fieldset>
    </div>
  )
}

export function ApplicantStep(p: StepProps) {
  const e = p.errors
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Your first name" error={e.applicantFirstName} required>
        <Input {...bind(p, 'applicantFirstName')} autoComplete="given-name" />
      </Field>
      <Field label="Your last name" error={e.applicantLastName} required>
        <Input {...bind(p, 'applicantLastName')} autoComplete="family-name" />
      </Field>
      <Field label="Your email" error={e.applicantEmail} required>
        <Input {...bind(p, 'applicantEmail')} type="email" autoComplete="email" />
      </Field>
      <Field label="Your title" error={e.applicantTitle} required hint="For example CEO or Managing member">
        <Input {...bind(p, 'applicantTitle')} autoComplete="organization-title" />
      </Field>
    </div>
  )
}
