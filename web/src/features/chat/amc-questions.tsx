/**
 * The client's Ask My Client questions beside their chat: an open one can be sent to the client's Slack channel,
 * where the client answers in its thread; a sent one shows whether the answer has come back. Live through the chat
 * messages the post and the answer write.
 */
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { useChatAmcs, useSendAmcToChat } from './api.ts'

export function AmcQuestions({ orgId }: { orgId: string }) {
  const amcs = useChatAmcs(orgId)
  const send = useSendAmcToChat(orgId)
  const rows = amcs.data ?? []
  if (rows.length === 0) return null
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-label="Ask My Client questions">
      <summary className="cursor-pointer font-medium text-slate-800">Ask My Client questions ({rows.length})</summary>
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((q) => (
          <li key={q.id} className="flex items-center justify-between gap-3" data-testid="chat-amc">
            <span>
              {q.vendorName ?? 'A transaction'} · {formatMoney(q.amount, { currency: true })}
              {q.expenseDate && <span className="text-slate-500"> · {formatDate(q.expenseDate)}</span>}
              {q.messageId && q.clientResponse && (
                <span className="block text-xs text-slate-600">Answered: {q.clientResponse}</span>
              )}
            </span>
            {q.messageId ? (
              <span className="text-xs text-slate-500">
                {q.status === 'pending' || q.status === 'not_responded' ? 'In the channel' : q.status}
              </span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(q.id, {
                    onSuccess: () => toast.success('Sent to the channel'),
                    onError: (e) => toast.error('Could not send it', { description: e.message }),
                  })
                }
              >
                Send to Slack
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
