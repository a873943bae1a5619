/**
 * Creating the client's Gusto company from the payroll screen (a partner-managed company: its first payroll
 * administrator and the company). Checked with ZCompanyCreation, so each field shows the spec's message in place,
 * and Gusto's own refusals land on the fields they name. Once created, the company is the client's Gusto connection
 * and its first sync runs; the screen then shows the payroll.
 */
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { ZCompanyCreation } from '@app/shared/rules/payroll.ts'
import { useCreateCompany } from './api.ts'

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  name: '',
  tradeName: '',
  states: '',
  numberEmployees: '',
}

export function CompanyForm({ orgId }: { orgId: string }) {
  const create = useCreateCompany(orgId)
  const form = useFormErrors()
  const [v, setV] = useState(EMPTY)
  const set = (key: keyof typeof EMPTY, field: string) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [key]: e.target.value }))
    form.dismiss(field)
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    const states = v.states
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean)
    const body = form.check(ZCompanyCreation, {
      user: {
        first_name: v.firstName,
        last_name: v.lastName,
        email: { email: v.email.trim() },
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      },
      company: {
        name: v.name,
        ...(v.tradeName.trim() ? { trade_name: v.tradeName.trim() } : {}),
        ...(states.length ? { states } : {}),
        ...(v.numberEmployees.trim() ? { number_employees: Number(v.numberEmployees) } : {}),
      },
    })
    if (!body) return
    create.mutate(body, {
      onSuccess: (r) => toast.success(`Gusto company ${r.displayName ?? ''} created and connected`),
      onError: form.fromApi,
    })
  }

  const err = form.errors
  const stateError = Object.entries(err).find(([k]) => k.startsWith('company.states'))?.[1]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Create the client's Gusto company</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="Create a Gusto company" noValidate>
          <Field label="Administrator first name" required error={err['user.first_name']}>
            <Input value={v.firstName} onChange={set('firstName', 'user.first_name')} />
          </Field>
          <Field label="Administrator last name" required error={err['user.last_name']}>
            <Input value={v.lastName} onChange={set('lastName', 'user.last_name')} />
          </Field>
          <Field label="Administrator email" required error={err['user.email.email']}>
            <Input type="email" value={v.email} onChange={set('email', 'user.email.email')} />
          </Field>
          <Field label="Administrator phone" error={err['user.phone']}>
            <Input value={v.phone} onChange={set('phone', 'user.phone')} />
          </Field>
          <Field label="Company legal name" required error={err['company.name']}>
            <Input value={v.name} onChange={set('name', 'company.name')} />
          </Field>
          <Field label="Trade name" error={err['company.trade_name']}>
            <Input value={v.tradeName} onChange={set('tradeName', 'company.trade_name')} />
          </Field>
          <Field label="States" hint="Two-letter codes, e.g. CA, NY" error={stateError}>
            <Input
              value={v.states}
              onChange={(e) => {
                setV((x) => ({ ...x, states: e.target.value }))
                for (const k of Object.keys(err)) if (k.startsWith('company.states')) form.dismiss(k)
              }}
            />
          </Field>
          <Field label="Number of employees" error={err['company.number_employees']}>
            <Input
              inputMode="numeric"
              value={v.numberEmployees}
              onChange={set('numberEmployees', 'company.number_employees')}
            />
          </Field>
          {err._ && (
            <p className="text-sm text-red-700 md:col-span-2" role="alert">
              {err._}
            </p>
          )}
          <div className="md:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              Create company
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
