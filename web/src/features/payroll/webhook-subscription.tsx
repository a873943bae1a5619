/**
 * The client's Gusto webhook subscription on the payroll screen (staff): its event types and status (§4: pending until
 * Gusto's verification token has come back and been verified, then verified), the error Gusto gave if any, and, when
 * there is none, the types to subscribe to. Gusto's signed events drive payroll.sync once it is verified. Removing it
 * ends it at Gusto; the client can then be subscribed again with other types.
 */
import { useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { GUSTO_WEBHOOK_TYPES, gustoWebhookTypeLabel } from '@app/shared/rules/payroll.ts'
import { type PayrollOverview, useCheckWebhooks, useRemoveWebhooks, useSubscribeWebhooks } from './api.ts'

type WebhookType = (typeof GUSTO_WEBHOOK_TYPES)[number]
const DEFAULT_TYPES: WebhookType[] = ['Company', 'Employee', 'Contractor', 'ContractorPayment', 'Payroll']
const TONE = {
  verified: 'success',
  active: 'success',
  pending: 'info',
  unreachable: 'danger',
  removed: 'neutral',
} as const

export function WebhookSubscription({ orgId, data }: { orgId: string; data: PayrollOverview }) {
  const subscribe = useSubscribeWebhooks(orgId)
  const check = useCheckWebhooks(orgId)
  const remove = useRemoveWebhooks(orgId)
  const [types, setTypes] = useState<WebhookType[]>(DEFAULT_TYPES)
  const current = data.webhookSubscriptions.find((s) => s.status !== 'removed')

  if (current)
    return (
      <div className="grid gap-2 text-sm" data-testid="webhook-subscription">
        <div className="flex items-center gap-2">
          <span>Gusto webhook subscription</span>
          <Badge tone={TONE[current.status]}>{current.status}</Badge>
        </div>
        <div className="text-slate-600">Events: {current.subscriptionTypes.map(gustoWebhookTypeLabel).join(', ')}</div>
        <div className="text-slate-500">Delivered to {current.callbackUrl}</div>
        {current.status === 'pending' && (
          <div className="text-slate-500">
            Waiting for Gusto's verification token; it is verified as soon as it arrives.
          </div>
        )}
        {current.errorMessage && <div className="text-red-700">{current.errorMessage}</div>}
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={check.isPending}
            onClick={() =>
              check.mutate(undefined, {
                onError: (err) => toast.error('Could not check with Gusto', { description: err.message }),
              })
            }
          >
            {current.status === 'pending' ? 'Ask Gusto for the token again' : 'Check with Gusto'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="ml-2"
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm('Stop receiving Gusto events for this client? Payroll then refreshes only on sync.'))
                return
              remove.mutate(undefined, {
                onSuccess: () => toast.success('Gusto no longer sends this client’s events'),
                onError: (err) => toast.error('Could not remove the subscription', { description: err.message }),
              })
            }}
          >
            Remove subscription
          </Button>
        </div>
      </div>
    )
  if (!data.connection) return <p className="text-sm text-slate-600">Connect Gusto first to subscribe to its events.</p>
  return (
    <form
      className="grid gap-3"
      aria-label="Subscribe to Gusto events"
      onSubmit={(e) => {
        e.preventDefault()
        subscribe.mutate(types, {
          onSuccess: () => toast.success('Subscribed; Gusto is sending its verification token'),
          onError: (err) => toast.error('Could not subscribe', { description: err.message }),
        })
      }}
    >
      <p className="text-sm text-slate-600">Gusto sends these events as they happen; each one refreshes the payroll.</p>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
        {GUSTO_WEBHOOK_TYPES.map((t) => (
          <Checkbox
            key={t}
            label={gustoWebhookTypeLabel(t)}
            checked={types.includes(t)}
            onChange={(e) => setTypes((x) => (e.target.checked ? [...x, t] : x.filter((y) => y !== t)))}
          />
        ))}
      </div>
      <div>
        <Button type="submit" disabled={subscribe.isPending || types.length === 0}>
          Subscribe to Gusto events
        </Button>
      </div>
    </form>
  )
}
