/**
 * /sales-tax/calculator: the state, county and city sales tax on an amount for a US address and an item type, checked with the API's
 * own schema (an unknown state or a ZIP code of another state is refused on its field), and whether the organization
 * has nexus there, which decides whether the tax is its to collect.
 */
import { type FormEvent, useState } from 'react'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { SalesTaxNav } from './sales-tax-nav.tsx'
import { PageHeader } from '@/components/page.tsx'
import { formatMoney } from '@/lib/format.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { dollarsToCents } from '@app/shared/rules/nexus-csv.ts'
import { ZCalculateSalesTaxRequestSchema } from '@app/shared/schemas/sales-tax.ts'
import { type SalesTaxQuote, useCalculate } from './api.ts'

const NEXUS_WORDS = {
  crossed: 'You have nexus in this state: collect this tax.',
  near: 'You are near nexus in this state: not yet required to collect.',
  below: 'You are below nexus in this state: not required to collect.',
  'not-tracked': 'This state is not one of the states that tax software that the nexus screen tracks.',
} as const

export function CalculatorPage() {
  const { orgId } = useCurrentOrg()
  const calculate = useCalculate(orgId ?? '')
  const form = useFormErrors()
  const { errors } = form
  const [quote, setQuote] = useState<SalesTaxQuote | null>(null)
  const [v, setV] = useState({
    amount: '',
    type: 'service',
    line1: '',
    city: '',
    county: '',
    state: '',
    postalCode: '',
  })
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }))
    form.dismiss(k === 'amount' ? 'amountCents' : k === 'type' ? 'type' : `address.${k}`)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const cents = dollarsToCents(v.amount.trim().replace(/,/g, ''))
    const body = {
      amountCents: cents ?? Number.NaN,
      type: v.type,
      address: {
        line1: v.line1,
        city: v.city,
        county: v.county.trim() || null,
        state: v.state,
        postalCode: v.postalCode,
        country: 'US',
      },
    }
    const parsed = form.check(ZCalculateSalesTaxRequestSchema, body, {
      amountCents: cents === null ? 'Enter an amount in dollars, like 1234.56' : undefined,
    })
    if (!parsed) return
    try {
      setQuote(await calculate.mutateAsync(parsed))
    } catch (err) {
      form.fromApi(err)
    }
  }

  return (
    <>
      <PageHeader
        title="Sales-tax calculator"
        actions={<SalesTaxNav />}
        description="The state, county and city sales tax on a sale, for a US address and the kind of item sold."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Sales-tax calculator">
              {errors._ && <Alert tone="danger">{errors._}</Alert>}
              <Field label="Amount ($)" error={errors.amountCents} required>
                <Input inputMode="decimal" value={v.amount} onChange={(e) => set('amount')(e.target.value)} />
              </Field>
              <Field label="Item type" error={errors.type} required>
                <NativeSelect value={v.type} onChange={(e) => set('type')(e.target.value)}>
                  <option value="service">Service (software as a service)</option>
                  <option value="product">Product</option>
                </NativeSelect>
              </Field>
              <Field label="Street address" error={errors['address.line1']} required>
                <Input value={v.line1} onChange={(e) => set('line1')(e.target.value)} />
              </Field>
              <div className="grid grid-cols-3 gap-3">
                <Field label="City" error={errors['address.city']} required>
                  <Input value={v.city} onChange={(e) => set('city')(e.target.value)} />
                </Field>
                <Field label="State" error={errors['address.state']} required>
                  <Input maxLength={2} value={v.state} onChange={(e) => set('state')(e.target.value)} />
                </Field>
                <Field label="ZIP code" error={errors['address.postalCode']} required>
                  <Input value={v.postalCode} onChange={(e) => set('postalCode')(e.target.value)} />
                </Field>
              </div>
              <Field
                label="County (optional)"
                error={errors['address.county']}
                hint="A known city brings its own county."
              >
                <Input value={v.county} onChange={(e) => set('county')(e.target.value)} />
              </Field>
              <Button type="submit" disabled={calculate.isPending} className="justify-self-start">
                Calculate
              </Button>
            </form>
          </CardContent>
        </Card>
        {quote && (
          <Card aria-label="Tax">
            <CardContent className="grid gap-2 pt-6">
              <div className="text-sm text-slate-600">{quote.reason}</div>
              <dl className="grid grid-cols-2 gap-1 text-sm" aria-label="By jurisdiction">
                {quote.jurisdictions.map((j) => (
                  <div key={j.level} className="contents">
                    <dt>
                      {j.name} ({j.rateMicros / 10_000}%)
                    </dt>
                    <dd className="text-right">${formatMoney(j.taxCents)}</dd>
                  </div>
                ))}
              </dl>
              <dl className="grid grid-cols-2 gap-1 border-t pt-2 text-sm">
                <dt>Rate</dt>
                <dd className="text-right">{quote.rateMicros / 10_000}%</dd>
                <dt>Tax</dt>
                <dd className="text-right font-medium">${formatMoney(quote.taxCents)}</dd>
                <dt>Total</dt>
                <dd className="text-right">${formatMoney(quote.totalCents)}</dd>
              </dl>
              <div className="text-sm">{NEXUS_WORDS[quote.nexus]}</div>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  )
}
