/**
 * The header's notifications menu: a bell with the unread count, the latest notifications, and mark-as-read (one or
 * all). Broadcasts on the user's private channel refresh it without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ZNotificationSchema } from '@app/shared/schemas/notifications.ts'
import { NOTIFICATION_LABELS } from '@app/shared/rules/notifications.ts'
import { NotificationSettings } from './notification-settings.tsx'
import { api } from '@/lib/api.ts'
import { useMe } from '@/lib/session.tsx'
import { useNavigate } from 'react-router-dom'
import { useState } from 'react'
import { aboutThePerson, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { formatDate } from '@/lib/format.ts'
import { cn } from '@/lib/utils.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'

type TNotification = z.infer<typeof ZNotificationSchema>
const KEY = ['notifications'] as const

/** The text a notification carries in its metadata, whichever key its sender used. */
function body(n: TNotification): string | undefined {
  const m = n.metadata as Record<string, unknown>
  for (const k of ['message', 'title', 'text', 'content', 'subject'])
    if (typeof m[k] === 'string' && m[k]) return m[k] as string
  return undefined
}

/** The headline: what happened. A client's answer is an 'amc' notification too, but for staff it reads as such. */
function title(n: TNotification): string {
  const m = n.metadata as Record<string, unknown>
  if (n.type === 'amc' && m.kind === 'amc-answered') return 'A client answered'
  return NOTIFICATION_LABELS[n.type] ?? n.type
}
/** An in-app path the notification points to (only relative paths: metadata is data, not a redirect). */
function link(n: TNotification): string | undefined {
  const l = (n.metadata as Record<string, unknown>).link
  return typeof l === 'string' && l.startsWith('/') && !l.startsWith('//') ? l : undefined
}

export function NotificationsMenu() {
  const navigate = useNavigate()
  const me = useMe()
  const qc = useQueryClient()
  useRealtimeInvalidate(`user:${me.userId}`, aboutThePerson, [[...KEY]])
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api.GET('/api/notifications', { params: { query: { limit: 20 } } }),
    refetchInterval: 60_000,
  })
  const done = () => void qc.invalidateQueries({ queryKey: KEY })
  const markOne = useMutation({
    mutationFn: (id: string) => api.POST('/api/notifications/{id}/read', { params: { path: { id } } }),
    onSuccess: done,
  })
  const markAll = useMutation({ mutationFn: () => api.POST('/api/notifications/read-all'), onSuccess: done })
  const unread = list.data?.unread ?? 0
  const items = list.data?.notifications ?? []
  const [settingsOpen, setSettingsOpen] = useState(false)

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-testid="notifications-menu"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          className="relative inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" strokeLinejoin="round" />
            <path d="M10.3 20a2 2 0 0 0 3.4 0" strokeLinecap="round" />
          </svg>
          {unread > 0 && (
            <span
              data-testid="notifications-unread"
              className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-80 p-0">
          <div className="flex items-center justify-between px-3 py-2">
            <DropdownMenuLabel className="px-0">Notifications</DropdownMenuLabel>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs font-medium text-brand-700 hover:underline"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
              >
                Mark all as read
              </button>
            )}
          </div>
          <DropdownMenuSeparator className="mx-0 my-0" />
          {items.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-slate-500">
              {list.isError ? 'Notifications could not be loaded.' : 'You are all caught up.'}
            </p>
          ) : (
            <div className="max-h-96 overflow-y-auto p-1">
              {items.map((n) => (
                <DropdownMenuItem
                  key={n.id}
                  onSelect={(e) => {
                    if (n.status === 'unread') markOne.mutate(n.id)
                    const to = link(n)
                    if (to) navigate(to)
                    else e.preventDefault()
                  }}
                  className="items-start gap-3 py-2"
                  data-testid="notification-item"
                  data-status={n.status}
                >
                  <span
                    className={cn(
                      'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                      n.status === 'unread' ? 'bg-brand-600' : 'bg-transparent',
                    )}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cn(
                        'block truncate',
                        n.status === 'unread' ? 'font-semibold text-slate-900' : 'text-slate-700',
                      )}
                    >
                      {title(n)}
                    </span>
                    {body(n) && <span className="block text-xs text-slate-600">{body(n)}</span>}
                    <span className="block text-xs text-slate-400">
                      {formatDate(n.createdAt, 'MMM d, h:mm a')}
                      {n.status === 'unread' ? ' · unread' : ''}
                    </span>
                  </span>
                </DropdownMenuItem>
              ))}
            </div>
          )}
          <DropdownMenuSeparator className="mx-0 my-0" />
          <DropdownMenuItem className="text-xs font-medium text-brand-700" onSelect={() => setSettingsOpen(true)}>
            Notification settings
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NotificationSettings open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  )
}
