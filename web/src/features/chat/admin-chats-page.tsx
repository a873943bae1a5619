/**
 * /admin/bookkeepers/chats: per bookkeeper, the median first response, open and unresolved threads (live), and the
 * hand mapping of the clients' Slack people.
 */
import { PageHeader, QueryState } from '@/components/page.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { useChatResponseTimes } from './api.ts'
import { ChatLive } from './live.tsx'
import { SlackPeople } from './slack-people.tsx'

/** 42 minutes, 3 h 5 min, 2 d 4 h: what a response time reads as. */
function duration(seconds: number | null) {
  if (seconds === null) return '—'
  const m = Math.round(seconds / 60)
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  if (h < 24) return `${h} h ${m % 60} min`
  return `${Math.floor(h / 24)} d ${h % 24} h`
}

export function AdminChatsPage() {
  const stats = useChatResponseTimes()
  const rows = stats.data ?? []
  return (
    <>
      <ChatLive />
      <PageHeader title="Bookkeeper chats" description="How fast each bookkeeper answers their clients in Slack." />
      <QueryState query={stats} label="Loading response times">
        {rows.length === 0 ? (
          <EmptyState title="No bookkeepers yet" description="Bookkeepers and their figures show here." />
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="py-2">Bookkeeper</th>
                <th>Clients</th>
                <th>First response (median)</th>
                <th>Answered</th>
                <th>Open</th>
                <th>Unresolved</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.userId} className="border-t border-slate-100" data-testid="chat-bookkeeper">
                  <td className="py-2">
                    {b.name} <span className="text-xs text-slate-500">{b.email}</span>
                  </td>
                  <td>{b.clients}</td>
                  <td data-testid="chat-first-response">{duration(b.medianFirstResponseSeconds)}</td>
                  <td>{b.answered}</td>
                  <td data-testid="chat-open">{b.open}</td>
                  <td>{b.unresolved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      <SlackPeople />
    </>
  )
}
