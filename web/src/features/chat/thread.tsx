/**
 * One client message with its thread: the answers, each with where its post to Slack stands (a failed one can be
 * sent again), the status control, and the reply box with the firm's message templates.
 */
import { useState } from 'react'
import {
  CHAT_MESSAGE_STATUSES,
  ZChatAnswerFormSchema,
  type TBookkeeperMessage,
  type TChatMessageStatus,
  type TChatThread,
} from '@app/shared/schemas/chat.ts'
import type { TMessageTemplate } from '@app/shared/schemas/message-templates.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useChatMutations } from './api.ts'

const STATUS_TONE = { pending: 'warning', responded: 'info', resolved: 'success', unresolved: 'danger' } as const

function Message({ m }: { m: TBookkeeperMessage }) {
  const { retry } = useChatMutations()
  return (
    <div
      data-testid="chat-message"
      className={m.authorType === 'bookkeeper' ? 'ml-6 border-l-2 border-brand-100 pl-3' : ''}
    >
      <p className="text-xs text-slate-500">
        <span className="font-medium text-slate-700">{m.name}</span> · {formatDate(m.createdAt)}
        {m.delivery === 'posting' && <span> · sending to Slack…</span>}
        {m.delivery === 'failed' && <span className="text-red-700"> · not sent: {m.deliveryError}</span>}
      </p>
      <p className="whitespace-pre-wrap text-sm text-slate-800">{m.content}</p>
      {m.files.map((f) => (
        <p key={f.id} className="text-xs text-slate-600" data-testid="chat-file">
          📎{' '}
          {f.downloadUrl ? (
            <a href={f.downloadUrl} download={f.name} className="text-brand-700 underline">
              {f.name}
            </a>
          ) : (
            <span>
              {f.name}{' '}
              {f.fileId
                ? '(stored; no download at the moment)'
                : f.copyError
                  ? `(not copied from Slack: ${f.copyError})`
                  : '(copying from Slack…)'}
            </span>
          )}
        </p>
      ))}
      {m.delivery === 'failed' && (
        <Button size="sm" variant="outline" onClick={() => retry.mutate(m.id)}>
          Send again
        </Button>
      )}
    </div>
  )
}

export function Thread({ orgId, t, templates }: { orgId: string; t: TChatThread; templates: TMessageTemplate[] }) {
  const { answer, status } = useChatMutations()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string>()
  const send = () => {
    const parsed = ZChatAnswerFormSchema.safeParse({ content: text })
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message)
    setProblem(undefined)
    answer.mutate(
      { orgId, messageId: t.id, content: parsed.data.content },
      { onSuccess: () => setText(''), onError: (e) => toast.error('Could not send it', { description: e.message }) },
    )
  }
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="chat-thread"
    >
      <div className="flex items-start justify-between gap-2">
        <Message m={t} />
        {t.status && (
          <div className="flex items-center gap-2">
            <Badge tone={STATUS_TONE[t.status]} data-testid="chat-status">
              {t.status}
            </Badge>
            <select
              aria-label="Status"
              className="rounded border border-slate-300 text-xs"
              value={t.status}
              onChange={(e) => status.mutate({ id: t.id, status: e.target.value as TChatMessageStatus })}
            >
              {CHAT_MESSAGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {t.replies.map((r) => (
        <Message key={r.id} m={r} />
      ))}
      <div className="flex flex-col gap-1">
        {templates.length > 0 && (
          <select
            aria-label="Insert a template"
            className="w-fit rounded border border-slate-300 text-xs"
            value=""
            onChange={(e) => {
              const tpl = templates.find((x) => x.id === e.target.value)
              if (tpl) setText((v) => (v ? `${v}\n${tpl.content}` : tpl.content))
            }}
          >
            <option value="">Insert a template…</option>
            {templates.map((x) => (
              <option key={x.id} value={x.id}>
                {x.title}
              </option>
            ))}
          </select>
        )}
        <Textarea
          aria-label="Reply"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!problem}
        />
        {problem && <p className="text-xs text-red-700">{problem}</p>}
        <Button size="sm" className="w-fit" onClick={send} disabled={answer.isPending}>
          Reply in Slack
        </Button>
      </div>
    </li>
  )
}
