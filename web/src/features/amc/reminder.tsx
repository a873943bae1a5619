/**
 * "Send reminder" on a client's questions page: staff remind the client's users of the questions waiting for them now
 * (the daily reminder's notification and email), see when the last reminder went out, and read the API's refusal when
 * one went out within the cool-down. The card refetches with every question change (its key is under ['amc']).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { amcKeys } from './api.ts'

const reminderKey = (orgId: string) => ['amc', 'reminder', orgId] as const
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function ReminderCard({ orgId }: { orgId: string }) {
  const qc = useQueryClient()
  const [refusal, setRefusal] = useState<string>()
  const { data } = useQuery({
    queryKey: reminderKey(orgId),
    queryFn: async () => (await api.GET('/api/orgs/{orgId}/amc/reminder', { params: { path: { orgId } } })).reminder,
  })
  const send = useMutation({
    mutationFn: () => api.POST('/api/orgs/{orgId}/amc/remind', { params: { path: { orgId } } }),
    onSuccess: (r) => {
      setRefusal(undefined)
      toast.success(`Reminder sent to ${plural(r.recipients, 'person', 'people')}`)
    },
    onError: (e) => setRefusal(e instanceof ApiError ? e.message : 'Could not send the reminder'),
    onSettled: () => qc.invalidateQueries({ queryKey: amcKeys.all }),
  })
  if (!data) return null
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="amc-reminder">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm">
          <p className="font-medium text-slate-900" data-testid="amc-last-reminder">
            {data.lastSentAt
              ? `Last reminder sent ${formatDate(data.lastSentAt, "MMMM d, yyyy 'at' h:mm a")}`
              : 'No reminder sent yet'}
          </p>
          <p className="text-slate-600">
            {data.openQuestions === 0
              ? 'Nothing is waiting for the client.'
              : `${plural(data.openQuestions, 'question is', 'questions are')} waiting for the client.`}
          </p>
        </div>
        <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending || data.openQuestions === 0}>
          {send.isPending ? 'Sending…' : 'Send reminder'}
        </Button>
      </div>
      {refusal && <Alert tone="warning">{refusal}</Alert>}
    </Card>
  )
}
