/**
 * Sonner-like notifier: call `toast.success('Saved')` from anywhere (also outside React); <Toaster /> in the shell
 * renders the stack in a polite live region. Errors stay until dismissed; others fade after a few seconds.
 */
import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/utils.ts'

type Tone = 'success' | 'error' | 'info'
type ToastItem = { id: number; tone: Tone; title: string; description?: string }

let items: ToastItem[] = []
let nextId = 1
const subscribers = new Set<() => void>()
const emit = () => {
  for (const s of subscribers) s()
}

function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id)
  emit()
}

function push(tone: Tone, title: string, opts: { description?: string; durationMs?: number } = {}) {
  const id = nextId++
  items = [...items.slice(-4), { id, tone, title, description: opts.description }]
  emit()
  const duration = opts.durationMs ?? (tone === 'error' ? 0 : 4000)
  if (duration > 0) setTimeout(() => dismissToast(id), duration)
  return id
}

export const toast = {
  success: (title: string, opts?: { description?: string; durationMs?: number }) => push('success', title, opts),
  error: (title: string, opts?: { description?: string; durationMs?: number }) => push('error', title, opts),
  info: (title: string, opts?: { description?: string; durationMs?: number }) => push('info', title, opts),
}

const toneClass: Record<Tone, string> = {
  success: 'border-emerald-200 before:bg-emerald-500',
  error: 'border-red-200 before:bg-red-500',
  info: 'border-slate-200 before:bg-brand-600',
}

export function Toaster() {
  const list = useSyncExternalStore(
    (cb) => {
      subscribers.add(cb)
      return () => {
        subscribers.delete(cb)
      }
    },
    () => items,
    () => items,
  )
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto relative overflow-hidden rounded-md border bg-white py-3 pl-4 pr-9 shadow-lg [animation:toast-in_150ms_ease-out]',
            'before:absolute before:inset-y-0 before:left-0 before:w-1',
            toneClass[t.tone],
          )}
        >
          <p className="text-sm font-medium text-slate-900">{t.title}</p>
          {t.description && <p className="mt-0.5 text-sm text-slate-600">{t.description}</p>}
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            className="absolute right-2 top-2 rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </div>
  )
}
