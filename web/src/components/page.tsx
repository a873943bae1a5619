/**
 * Page furniture every area uses: the page heading, a query's loading and error states, a figure tile and the
 * greeting of a landing page. Presentational only: no data fetching.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ApiError } from '@/lib/api.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'

export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  eyebrow?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {eyebrow && <div className="mb-1 text-sm text-slate-500">{eyebrow}</div>}
        <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {/* A div: descriptions may hold badges and other blocks, which a <p> cannot contain. */}
        {description && <div className="mt-1 max-w-3xl text-sm text-slate-600">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}

/** Loading and error states of a query; renders children only once data is there. */
export function QueryState({
  query,
  children,
  label = 'Loading',
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  children: ReactNode
  label?: string
}) {
  if (query.isLoading) return <PageSpinner label={label} />
  if (query.isError) {
    const e = query.error
    const message = e instanceof Error ? e.message : 'Something went wrong'
    return (
      <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
        <span>
          {e instanceof ApiError && e.status === 404 ? 'Not found, or you do not have access to it.' : message}
        </span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  return <>{children}</>
}

export function Stat({
  label,
  value,
  hint,
  tone = 'default',
  to,
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  tone?: 'default' | 'warning'
  /** where the figure's detail is: the whole card becomes a link there */
  to?: string
}) {
  const body = (
    <>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p
        className={`mt-2 text-2xl font-semibold tabular-nums ${tone === 'warning' ? 'text-amber-700' : 'text-slate-900'}`}
      >
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </>
  )
  const card = 'block h-full rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm'
  return to ? (
    <Link to={to} className={`${card} hover:border-brand-300 hover:bg-slate-50`} data-testid="stat-link">
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  )
}

function partOfDay(now = new Date()) {
  const h = now.getHours()
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening'
}

/** "Good afternoon, Blake": the line each area's landing page opens with. */
export function Greeting({ name }: { name: string }) {
  return (
    <span data-testid="greeting">
      {partOfDay()}, {name}
    </span>
  )
}
