/**
 * Which provider lines a client's categorisation reads (spec §3.5 categorisation config): per provider (stripe, ramp,
 * plaid) the date lines are read from, or every line. The API's refusals show under the field they name.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { ApiError } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { useSettings, useUpdateSettings } from './api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

const PROVIDERS = ['plaid', 'ramp', 'stripe'] as const
type Provider = (typeof PROVIDERS)[number]

export function IngestionForm({ orgId }: { orgId: string }) {
  const settings = useSettings(orgId)
  const update = useUpdateSettings(orgId)
  const [provider, setProvider] = useState<Provider>('plaid')
  const current = settings.data?.configs.find((c) => c.providerId === provider)
  const [from, setFrom] = useState<string | null>(null)
  const [all, setAll] = useState<boolean | null>(null)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const fromValue = from ?? current?.ingestStartingFrom ?? ''
  const allValue = all ?? current?.ingestAll ?? false
  const save = async () => {
    fieldErrors.clear()
    try {
      await update.mutateAsync({
        configs: [{ providerId: provider, ingestStartingFrom: fromValue || null, ingestAll: allValue }],
      })
      toast.success('Ingestion saved')
      setFrom(null)
      setAll(null)
    } catch (e) {
      if (e instanceof ApiError) fieldErrors.report(Object.keys(e.fields).length ? e.fields : { form: e.message })
      else throw e
    }
  }
  return (
    <form
      aria-label="Ingestion"
      className="flex flex-wrap items-end gap-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <Field label="Provider">
        <NativeSelect
          className="w-28"
          value={provider}
          onChange={(e) => {
            setProvider(e.target.value as Provider)
            setFrom(null)
            setAll(null)
          }}
        >
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Read lines from" error={errors['configs.0.ingestStartingFrom']}>
        <Input
          type="date"
          className="w-40"
          value={fromValue}
          disabled={allValue}
          onChange={(e) => setFrom(e.target.value)}
        />
      </Field>
      <Checkbox label="Every line" checked={allValue} onChange={(e) => setAll(e.target.checked)} />
      <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
        Save ingestion
      </Button>
      <span className="text-xs text-slate-500">
        {current
          ? current.ingestAll
            ? `${provider}: every line`
            : `${provider}: from ${formatDate(current.ingestStartingFrom)}`
          : `${provider}: every line (not set)`}
      </span>
      {errors.form && (
        <p role="alert" className="w-full text-red-700">
          {errors.form}
        </p>
      )}
    </form>
  )
}
