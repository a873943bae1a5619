/**
 * Staff set the scheduling page a client books the onboarding call on (config.onboardingCalendlySlug,
 * "<user>/<event type>" on Calendly); empty means no call to book, and the book-call step is complete (spec §2).
 */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganization, useUpdateOrganization } from '@/lib/organizations.ts'
import { onboardingKeys } from './api.ts'

export function CallLinkForm({ orgId }: { orgId: string }) {
  const org = useOrganization(orgId)
  const update = useUpdateOrganization(orgId)
  const qc = useQueryClient()
  const saved =
    typeof org.data?.config.onboardingCalendlySlug === 'string' ? org.data.config.onboardingCalendlySlug : ''
  const [slug, setSlug] = useState<string | null>(null)
  const fieldErrors = useFormErrors()
  // one input: whichever message the API gave names it
  const error = Object.values(fieldErrors.errors)[0]
  if (!org.data) return null
  const value = slug ?? saved
  const save = () =>
    update.mutate(
      { config: { ...org.data.config, onboardingCalendlySlug: value.trim() } },
      {
        onSuccess: () => {
          fieldErrors.clear()
          setSlug(null)
          void qc.invalidateQueries({ queryKey: onboardingKeys.all })
          toast.success(value.trim() ? 'Scheduling link saved' : 'No call to book for this client')
        },
        onError: fieldErrors.fromApi,
      },
    )
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      aria-label="Onboarding call link"
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
    >
      <Field
        label="Calendly event (user/event type)"
        hint="Empty: the client has no call to book"
        error={error}
        className="min-w-64"
      >
        <Input value={value} placeholder="onboarding/intro-call" onChange={(e) => setSlug(e.target.value)} />
      </Field>
      <Button size="sm" type="submit" variant="outline" disabled={update.isPending || value === saved}>
        Save link
      </Button>
    </form>
  )
}
