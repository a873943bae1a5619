/**
 * The firehose subscriber (/api/event-bus/firehose, spec overview §2): pub/sub messages that each name a handler and
 * the ids it works on, dispatched as that handler's job. Its job key is the handler name with the ids (spec overview
 * §9 "publish/subscribe job keys combine a handler name with ids"), so a message published twice runs once while the
 * first is still waiting. Only the handlers listed here may be asked for this way.
 */
import { z } from 'zod'
import { ZDate } from '../rules/values.ts'
import { defineJob } from './jobs.ts'
import { CHAT_REQUEST_HANDLERS } from './chat-requests.ts'

export const ZFirehoseMessage = z.object({
  handlerName: z.string().min(1).max(100),
  ids: z.record(z.string(), z.string().min(1).max(100)).default({}),
  arguments: z.record(z.string(), z.unknown()).default({}),
})
export type TFirehoseMessage = z.infer<typeof ZFirehoseMessage>

/** The job key of a firehose job: the handler name, then its ids in the order of their names. */
export function firehoseJobKey(handlerName: string, ids: Record<string, string>) {
  return [
    handlerName,
    ...Object.keys(ids)
      .sort()
      .map((k) => ids[k]),
  ].join(':')
}

const LEDGER_SYNC_TYPES = [
  'all',
  'Account',
  'Purchase',
  'Deposit',
  'JournalEntry',
  'Bill',
  'Invoice',
  'Payment',
] as const

/** Spec banking §6: a ledger sync of one organization's books for a period (type: which records, or all). */
export const ledgerSyncJob = defineJob({
  id: 'ledger.sync',
  version: 1,
  payload: z
    .object({
      organizationId: z.uuid(),
      type: z.enum(LEDGER_SYNC_TYPES).default('all'),
      periodStart: ZDate,
      periodEnd: ZDate,
    })
    .refine((p) => p.periodStart <= p.periodEnd, { message: 'The period ends before it starts', path: ['periodEnd'] }),
  jobKey: (p) =>
    firehoseJobKey('ledger.sync', {
      organizationId: p.organizationId,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      type: p.type,
    }),
})

/** Spec banking §6: tell a client's bookkeepers when a month shows sales but no cost of goods sold. */
export const missingCogsJob = defineJob({
  id: 'notifications.missing-cogs',
  version: 1,
  payload: z.object({
    organizationId: z.uuid(),
    month: ZDate.refine((d) => d.endsWith('-01'), 'A month starts on day 1'),
  }),
  jobKey: (p) => firehoseJobKey('notifications.missing-cogs', { organizationId: p.organizationId, month: p.month }),
})

/** The handlers a firehose message may name, by name. */
export const FIREHOSE_HANDLERS = {
  'ledger.sync': ledgerSyncJob,
  'notifications.missing-cogs': missingCogsJob,
  ...CHAT_REQUEST_HANDLERS,
} as const
