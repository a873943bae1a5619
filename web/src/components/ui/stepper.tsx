/** The steps of a multi-step form as an ordered list: done, current (aria-current="step") and still to come. */
import { cn } from '@/lib/utils.ts'

export function Stepper({
  steps,
  current,
  onSelect,
  className,
}: {
  steps: { id: string; label: string; done?: boolean }[]
  current: string
  /** when given, steps are buttons (a form whose steps may be revisited in any order) */
  onSelect?: (id: string) => void
  className?: string
}) {
  return (
    <ol className={cn('flex flex-wrap gap-2', className)}>
      {steps.map((s, i) => {
        const active = s.id === current
        const body = (
          <>
            <span
              className={cn(
                'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                active
                  ? 'bg-brand-700 text-white'
                  : s.done
                    ? 'bg-emerald-100 text-emerald-800'
                    : 'bg-slate-100 text-slate-600',
              )}
              aria-hidden="true"
            >
              {s.done && !active ? '✓' : i + 1}
            </span>
            <span>{s.label}</span>
            {s.done && <span className="sr-only">(complete)</span>}
          </>
        )
        const cls = cn(
          'inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm',
          active ? 'font-semibold text-slate-900' : 'text-slate-600',
        )
        return (
          <li key={s.id} aria-current={active ? 'step' : undefined}>
            {onSelect ? (
              <button
                type="button"
                className={cn(cls, 'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600')}
                onClick={() => onSelect(s.id)}
              >
                {body}
              </button>
            ) : (
              <span className={cls}>{body}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
