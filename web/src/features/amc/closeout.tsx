/**
 * AMC closeout date of the current month: staff set the day on a client's question page; the client sees
 * "Please answer by …" above their questions while some wait for their answer (nothing is asked of a client who
 * answered everything), and, once the day has passed, that it was due then. Field errors from the shared schema are
 * shown in place.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MONTH_NAMES, ZSetCloseoutDateRequestSchema } from '@app/shared/schemas/amc.ts'
import { api, ApiError, type ApiBody } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'

const key = (orgId: string) => ['amc', 'closeout', orgId] as const

function useCloseout(orgId: string) {
  return useQuery({
    queryKey: key(orgId),
    queryFn: () => api.GET('/api/orgs/{orgId}/amc/closeout-dates', { params: { path: { orgId } } }),
  })
}

const monthLabel = (m: string) => m[0].toUpperCase() + m.slice(1)

export function CloseoutNotice({ orgId, waiting }: { orgId: string; waiting: number }) {
  const { data } = useCloseout(orgId)
  const c = data?.current
  if (!c?.closeoutDate || waiting === 0) return null
  const due = new Date(Date.UTC(Number(c.year), MONTH_NAMES.indexOf(c.month), c.closeoutDate))
  const day = due.toISOString().slice(0, 10)
  const passed = day < new Date().toISOString().slice(0, 10)
  return (
    <p className="text-sm text-slate-600" data-testid="closeout-notice">
      {passed ? (
        <>
          Your answers were due <strong>{formatDate(day)}</strong>: please answer now so we can close{' '}
          {monthLabel(c.month)}.
        </>
      ) : (
        <>
          Please answer by <strong>{formatDate(day)}</strong> so we can close {monthLabel(c.month)}.
        </>
      )}
    </p>
  )
}

export function CloseoutCard({ orgId }: { orgId: string }) {
  const qc = useQueryClient()
  const { data } = useCloseout(orgId)
  const [day, setDay] = useState('')
  const [error, setError] = useState<string>()
  const c = data?.current
  const save = useMutation({
    mutationFn: (body: ApiBody<'put', '/api/orgs/{orgId}/amc/closeout-dates'>) =>
      api.PUT('/api/orgs/{orgId}/amc/closeout-dates', { params: { path: { orgId } }, body }),
    onSuccess: () => {
      setDay('')
      setError(undefined)
      void qc.invalidateQueries({ queryKey: key(orgId) })
    },
    onError: (e) =>
      setError(e instanceof ApiError ? (e.fields.closeoutDate ?? e.message) : 'Could not save the closeout date'),
  })
  if (!c) return null
  const submit = (ev: React.FormEvent) => {
    ev.preventDefault()
    const body = {
      year: Number(c.year),
      month: MONTH_NAMES.indexOf(c.month) + 1,
      closeoutDate: day === '' ? NaN : Number(day),
    }
    const parsed = ZSetCloseoutDateRequestSchema.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    save.mutate(parsed.data)
  }
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <Field
          label={`Closeout day for ${monthLabel(c.month)} ${c.year}`}
          error={error}
          hint={c.closeoutDate ? `Currently day ${c.closeoutDate}` : 'Not set yet'}
        >
          <Input
            type="number"
            min={1}
            max={31}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            placeholder={c.closeoutDate ? String(c.closeoutDate) : 'Day'}
            className="w-28"
          />
        </Field>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save closeout date
        </Button>
      </form>
    </Card>
  )
}
