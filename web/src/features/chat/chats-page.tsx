/**
 * /bookkeeper/chats (bookkeeping-chats flag): every client channel the bookkeeper answers, those waiting first with
 * their unread, pending and unresolved counts, and the chosen channel's threads page by page. Live in every open
 * screen; an open channel is marked read.
 */
import { useEffect, useState } from 'react'
import { cn } from '@/lib/utils.ts'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useMessageTemplates } from '../message-templates/api.ts'
import { useChatChannel, useChatChannels, useChatMutations } from './api.ts'
import { ChatLive } from './live.tsx'
import { Thread } from './thread.tsx'
import { AmcQuestions } from './amc-questions.tsx'

function Channel({ orgId }: { orgId: string }) {
  const [page, setPage] = useState(1)
  const detail = useChatChannel(orgId, page)
  const templates = useMessageTemplates()
  const d = detail.data
  // an open channel is read: on opening it and whenever a new message shows in it
  const { mutate: markRead } = useChatMutations().read
  const loaded = d !== undefined
  const newest = d?.page_obj[0]?.replies.at(-1)?.id ?? d?.page_obj[0]?.id ?? null
  useEffect(() => {
    if (loaded && newest !== undefined) markRead(orgId)
  }, [orgId, loaded, newest, markRead])
  return (
    <QueryState query={detail} label="Loading the channel">
      {d && (
        <section className="flex flex-col gap-3" aria-label={`#${d.channel.title}`}>
          <h2 className="text-sm font-semibold text-slate-900">
            #{d.channel.title} · {d.channel.legalName}
            {d.channel.amcs > 0 && <span className="ml-2 text-xs text-slate-500">{d.channel.amcs} open questions</span>}
          </h2>
          <AmcQuestions orgId={orgId} />
          {d.page_obj.length === 0 ? (
            <EmptyState title="No messages yet" description="Messages the client writes in Slack show here." />
          ) : (
            <ul className="flex flex-col gap-3">
              {d.page_obj.map((t) => (
                <Thread key={t.id} orgId={orgId} t={t} templates={templates.data ?? []} />
              ))}
            </ul>
          )}
          {d.is_paginated && (
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button size="sm" variant="outline" disabled={!d.has_next} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </div>
          )}
        </section>
      )}
    </QueryState>
  )
}

export function ChatsPage() {
  const channels = useChatChannels()
  const [chosen, setChosen] = useState<string>()
  const list = channels.data ?? []
  const current = chosen ?? list[0]?.organizationId
  return (
    <>
      <ChatLive />
      <PageHeader title="Chats" description="Your clients' Slack channels. Replies post to the client's thread." />
      <QueryState query={channels} label="Loading chats">
        {list.length === 0 ? (
          <EmptyState
            title="No client channels yet"
            description="A client's channel appears once they connect Slack."
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
            <ul className="flex flex-col gap-1" aria-label="Client channels">
              {list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    data-testid="chat-channel"
                    onClick={() => setChosen(c.organizationId)}
                    className={cn(
                      'flex w-full items-center justify-between rounded px-3 py-2 text-left text-sm',
                      c.organizationId === current ? 'bg-brand-50 font-medium' : 'hover:bg-slate-50',
                    )}
                  >
                    <span>{c.legalName}</span>
                    <span className="text-xs text-slate-500">
                      {c.unread > 0 && (
                        <span data-testid="chat-unread" className="mr-1 font-semibold text-brand-800">
                          {c.unread} new
                        </span>
                      )}
                      {c.pending > 0 && (
                        <span data-testid="chat-pending" className="text-amber-800">
                          {c.pending} pending
                        </span>
                      )}
                      {c.unresolved > 0 && <span className="ml-1 text-red-700">{c.unresolved} unresolved</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {current && <Channel key={current} orgId={current} />}
          </div>
        )}
      </QueryState>
    </>
  )
}
