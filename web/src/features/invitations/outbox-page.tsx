/**
 * /dev/outbox (admins, local and test environments only): every email the platform sent, newest first, with the
 * links inside it, so invitations can be followed without a real mailbox.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api.ts'
import { useMe } from '@/lib/session.tsx'
import { formatDate } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NotFoundPage } from '@/app/pages/not-found.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'

const links = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])]

/** A link into this web app opens here (same origin) rather than at the address the server was configured with. */
function localHref(href: string) {
  try {
    const u = new URL(href)
    return u.pathname.startsWith('/invited/') ? `${u.pathname}${u.search}` : href
  } catch {
    return href
  }
}

export function OutboxPage() {
  const me = useMe()
  const isAdmin = me.profile.role === 'admin' || me.profile.role === 'owner'
  const [to, setTo] = useState('')
  const messages = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: async () => (await api.GET('/api/dev/outbox', { params: { query: { limit: 100 } } })).messages,
    enabled: isAdmin,
    refetchInterval: 5000,
  })
  if (!isAdmin || (messages.error instanceof ApiError && messages.error.status === 404)) return <NotFoundPage />
  const needle = to.trim().toLowerCase()
  const rows = (messages.data ?? []).filter((m) => !needle || m.to.includes(needle))

  return (
    <>
      <PageHeader
        title="Sent emails"
        description="Development outbox: what the platform sent, for environments without a real mailbox."
        actions={
          <Input
            type="search"
            placeholder="Filter by recipient"
            aria-label="Filter by recipient"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="w-64"
          />
        }
      />
      <QueryState query={messages} label="Loading sent emails">
        {rows.length === 0 ? (
          <EmptyState
            title="No emails"
            description={
              needle
                ? 'Nothing was sent to that address.'
                : 'Invitations and reminders will appear here when they are sent.'
            }
          />
        ) : (
          <ul className="flex flex-col gap-3" data-testid="outbox">
            {rows.map((m) => (
              <li
                key={m.id}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                data-testid="outbox-message"
                data-to={m.to}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm font-semibold text-slate-900">{m.subject}</p>
                  <p className="text-xs text-slate-500">{formatDate(m.createdAt, 'MMM d, yyyy h:mm:ss a')}</p>
                </div>
                <p className="mt-0.5 text-sm text-slate-600">
                  To <span className="font-medium">{m.to}</span>{' '}
                  {m.error ? (
                    <Badge tone="danger">Failed</Badge>
                  ) : m.sentAt ? (
                    <Badge tone="success">Delivered</Badge>
                  ) : (
                    <Badge>Queued</Badge>
                  )}
                </p>
                {m.error && (
                  <Alert tone="danger" className="mt-2">
                    {m.error}
                  </Alert>
                )}
                <pre className="mt-3 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-xs text-slate-700">
                  {m.text}
                </pre>
                {links(m.text).length > 0 && (
                  <div className="mt-2 flex flex-col gap-1">
                    {links(m.text).map((l) => (
                      <a
                        key={l}
                        href={localHref(l)}
                        className="truncate text-sm text-brand-700 hover:underline"
                        data-testid="outbox-link"
                      >
                        {l}
                      </a>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  )
}
