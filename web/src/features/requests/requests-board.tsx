/**
 * The customer requests board (admin and bookkeeper areas): three columns, to do, in progress and completed; each
 * card says who it is assigned to. Cards move with the arrows (keyboard friendly) or from the request dialog, where
 * staff also assign them and read their history.
 */
import { useMemo, useState } from 'react'
import { formatDate } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganizations } from '@/lib/organizations.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { COLUMNS, useRequestMutations, useRequests, type TRequest } from './api.ts'
import { NewRequestDialog } from './new-request-dialog.tsx'
import { RequestDetail } from './request-detail.tsx'

function Card({ r, orgName, onOpen }: { r: TRequest; orgName: string; onOpen: () => void }) {
  const { move } = useRequestMutations()
  const i = COLUMNS.findIndex((c) => c.status === r.status)
  const go = (to: number) =>
    move.mutate(
      { id: r.id, status: COLUMNS[to].status },
      {
        onSuccess: () => toast.success(`Moved to ${COLUMNS[to].label}`),
        onError: (e) => toast.error('Could not move the request', { description: e.message }),
      },
    )
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 shadow-sm" data-testid="request-card">
      <button
        type="button"
        onClick={onOpen}
        className="w-full text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{orgName}</p>
        <p className="mt-1 line-clamp-3 text-sm text-slate-900">{r.request}</p>
        <p className="mt-2 text-xs text-slate-600" data-testid="request-assignee">
          {r.assigneeName ? `Assigned to ${r.assigneeName}` : 'Unassigned'}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Opened {formatDate(r.createdAt, 'MMM d, yyyy')}
          {r.completedAt ? ` · done ${formatDate(r.completedAt, 'MMM d')}` : ''}
        </p>
      </button>
      <div className="mt-2 flex justify-end gap-1">
        {i > 0 && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move to ${COLUMNS[i - 1].label}`}
            disabled={move.isPending}
            onClick={() => go(i - 1)}
          >
            ←
          </Button>
        )}
        {i < COLUMNS.length - 1 && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move to ${COLUMNS[i + 1].label}`}
            disabled={move.isPending}
            onClick={() => go(i + 1)}
          >
            →
          </Button>
        )}
      </div>
    </li>
  )
}

export function RequestsBoard() {
  const requests = useRequests()
  const orgs = useOrganizations()
  const [openId, setOpenId] = useState<string>()
  const names = useMemo(() => new Map((orgs.data ?? []).map((o) => [o.id, o.legalName])), [orgs.data])
  const orgName = (id: string) => names.get(id) ?? 'Organization'

  return (
    <>
      <PageHeader
        title="Customer requests"
        description="What clients asked for, from first ask to done."
        actions={<NewRequestDialog organizations={orgs.data ?? []} />}
      />
      <QueryState query={requests} label="Loading requests">
        <div className="grid gap-4 md:grid-cols-3">
          {COLUMNS.map((col) => {
            const cards = (requests.data ?? []).filter((r) => r.status === col.status)
            return (
              <section
                key={col.status}
                aria-label={col.label}
                className="flex flex-col rounded-lg bg-slate-100/70 p-3"
                data-testid={`column-${col.status}`}
              >
                <h2 className="mb-3 flex items-center gap-2 px-1 text-sm font-semibold text-slate-700">
                  <span className={`h-2 w-2 rounded-full ${col.tone}`} aria-hidden="true" />
                  {col.label}
                  <span className="ml-auto rounded-full bg-white px-2 text-xs text-slate-500">{cards.length}</span>
                </h2>
                {cards.length === 0 ? (
                  <p className="px-1 py-6 text-center text-sm text-slate-400">Nothing here</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {cards.map((r) => (
                      <Card key={r.id} r={r} orgName={orgName(r.organizationId)} onOpen={() => setOpenId(r.id)} />
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
        </div>
      </QueryState>
      <RequestDetail id={openId} orgName={orgName} onClose={() => setOpenId(undefined)} />
    </>
  )
}
