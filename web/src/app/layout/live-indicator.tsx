/** Shows whether realtime updates are flowing: "Live", "Connecting…" or "Offline", as text and a coloured dot. */
import { useLiveStatus } from '@/lib/realtime.ts'
import { cn } from '@/lib/utils.ts'

const LOOK = {
  live: {
    label: 'Live',
    dot: 'bg-emerald-500',
    text: 'text-emerald-700',
    title: 'Changes by others appear as they happen',
  },
  connecting: {
    label: 'Connecting…',
    dot: 'bg-amber-400 animate-pulse',
    text: 'text-amber-700',
    title: 'Connecting to live updates',
  },
  offline: {
    label: 'Offline',
    dot: 'bg-slate-400',
    text: 'text-slate-600',
    title: 'Live updates are paused; reload to see the latest data',
  },
} as const

export function LiveIndicator() {
  const status = useLiveStatus()
  const look = LOOK[status]
  return (
    <span
      data-testid="live-indicator"
      data-status={status}
      title={look.title}
      aria-live="polite"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium',
        look.text,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', look.dot)} aria-hidden="true" />
      {look.label}
    </span>
  )
}
