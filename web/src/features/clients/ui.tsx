/**
 * Page furniture shared by the tenancy screens (admin, bookkeeper and client areas): headings, query states,
 * service badges and the helper that turns zod issues or API field errors into per-field messages.
 */
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { ApiError } from '@/lib/api.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import type { TAccountingService } from '@app/shared/schemas/organizations.ts'

export function PageHeader({ title, description, actions, eyebrow }: { title: string; description?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) {
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
export function QueryState({ query, children, label = 'Loading' }: {
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
        <span>{e instanceof ApiError && e.status === 404 ? 'Not found, or you do not have access to it.' : message}</span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>Try again</Button>
      </Alert>
    )
  }
  return <>{children}</>
}

export const SERVICE_LABELS: Record<TAccountingService, string> = {
  bookkeeping: 'Bookkeeping',
  taxes: 'Taxes',
  ap_management: 'AP management',
  ar_management: 'AR management',
  rnd_tax_credits: 'R&D tax credits',
  fractional_cfo: 'Fractional CFO',
  'statement-tracker': 'Banking Statement Tracker',
}

export function ServiceBadges({ services, empty = 'None' }: { services: TAccountingService[]; empty?: string }) {
  if (services.length === 0) return <span className="text-sm text-slate-400">{empty}</span>
  return (
    <div className="flex flex-wrap gap-1">
      {services.map((s) => <Badge key={s} tone="brand">{SERVICE_LABELS[s] ?? s}</Badge>)}
    </div>
  )
}

export function Stat({ label, value, hint, tone = 'default' }: { label: string; value: ReactNode; hint?: ReactNode; tone?: 'default' | 'warning' }) {
  return (
    <div className="h-full rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p className={`mt-2 text-2xl font-semibold tabular-nums ${tone === 'warning' ? 'text-amber-700' : 'text-slate-900'}`}>{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  )
}

export type FieldErrors = Record<string, string>

/** First message per dotted path from a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    out[key] ??= issue.message
  }
  return out
}

/** Field errors from the API (422) or a general message under '_'. */
export function apiFieldErrors(e: unknown): FieldErrors {
  if (e instanceof ApiError) {
    const out: FieldErrors = {}
    for (const [k, v] of Object.entries(e.fields)) out[k === '' ? '_' : k] = v
    if (Object.keys(out).length === 0) out._ = e.message
    return out
  }
  return { _: e instanceof Error ? e.message : 'Something went wrong' }
}

export const personName = (u: { firstName: string; lastName: string; email?: string | null }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email || 'Unnamed user'

function partOfDay(now = new Date()) {
  const h = now.getHours()
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening'
}

/** "Good afternoon, Blake": the line each area's landing page opens with. */
export function Greeting({ name }: { name: string }) {
  return <span data-testid="greeting">{partOfDay()}, {name}</span>
}
