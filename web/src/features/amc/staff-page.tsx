/**
 * Staff list of questions: across assigned organizations (/bookkeeper/amc), everywhere (/admin/amc) or for one
 * client (/bookkeeper/client/:orgId/amc). Filter by status and organization; a row opens the question's panel.
 */
import { type ReactNode, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { QUESTION_STATUSES, ZQuestionStatus, type TQuestionStatus } from '@app/shared/schemas/amc.ts'
import { useMe } from '@/lib/session.tsx'
import { formatQuestionDate } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useAllQuestions, useOrgQuestions, type Question } from './api.ts'
import { AmcLive } from './live.tsx'
import { CloseoutCard } from './closeout.tsx'
import { ReminderCard } from './reminder.tsx'
import { StaffPanel } from './staff-panel.tsx'
import { counterpartyName } from '@app/shared/rules/amc.ts'
import { displayAmount, kindOfMoney, StatusBadge } from './question-summary.tsx'
import { STAFF_STATUS_LABEL } from './status.ts'
import { answerSummary } from './answer-summary.ts'

/** `nav`: the client workspace's sub-navigation, when the page is one client's (scope 'org', workspace.tsx). */
export function StaffAmcPage({ scope, nav }: { scope: 'assigned' | 'everywhere' | 'org'; nav?: ReactNode }) {
  const me = useMe()
  const { orgId: routeOrgId } = useParams()
  const [params, setParams] = useSearchParams()
  const parsedStatus = ZQuestionStatus.safeParse(params.get('status'))
  const status: TQuestionStatus | undefined = parsedStatus.success ? parsedStatus.data : undefined
  const orgFilter = scope === 'org' ? routeOrgId : (params.get('org') ?? undefined)
  const openId = params.get('question')
  const one = useOrgQuestions(scope === 'org' ? routeOrgId : undefined, status)
  const many = useAllQuestions(status)
  const list = scope === 'org' ? one : many

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: key !== 'question' })
  }

  const all = list.data ?? []
  const rows = orgFilter ? all.filter((q) => q.organizationId === orgFilter) : all
  const orgs = useMemo(() => {
    const m = new Map<string, string>()
    for (const o of [...me.bookkeeperOrganizations, ...me.reviewOrganizations]) m.set(o.id, o.legalName)
    for (const q of all) m.set(q.organizationId, q.organizationName)
    return [...m].sort((a, b) => a[1].localeCompare(b[1]))
  }, [me, all])
  const watched = scope === 'org' && routeOrgId ? [routeOrgId] : orgs.map(([id]) => id)
  const selected = openId ? all.find((q) => q.id === openId) : undefined
  const title =
    scope === 'org'
      ? `Questions for ${all[0]?.organizationName ?? orgs.find(([id]) => id === routeOrgId)?.[1] ?? 'this client'}`
      : 'Client questions'

  return (
    <div className="flex flex-col gap-6">
      <AmcLive orgIds={watched} />
      {scope === 'org' && routeOrgId && nav}
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Transactions parked in ASK MY CLIENT, with what the client answered. Changes appear here as they happen.
        </p>
      </div>
      {scope === 'org' && routeOrgId && (
        <div className="grid gap-4 lg:grid-cols-2">
          <CloseoutCard orgId={routeOrgId} />
          <ReminderCard orgId={routeOrgId} />
        </div>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <label htmlFor="amc-status-filter" className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          Status
          <NativeSelect
            id="amc-status-filter"
            className="w-48"
            value={status ?? ''}
            onChange={(e) => setParam('status', e.target.value || undefined)}
            data-testid="amc-status-filter"
          >
            <option value="">All statuses</option>
            {QUESTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STAFF_STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {scope !== 'org' && (
          <label htmlFor="amc-org-filter" className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            Organization
            <NativeSelect
              id="amc-org-filter"
              className="w-64"
              value={orgFilter ?? ''}
              onChange={(e) => setParam('org', e.target.value || undefined)}
              data-testid="amc-org-filter"
            >
              <option value="">All organizations</option>
              {orgs.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
      </div>
      {list.isLoading && <PageSpinner label="Loading questions" />}
      {list.isError && <Alert tone="danger">Could not load the questions: {list.error.message}</Alert>}
      {list.isSuccess && rows.length === 0 && (
        <EmptyState
          title="No questions"
          description="Nothing matches these filters. New questions appear as soon as a transaction lands in ASK MY CLIENT."
        />
      )}
      {rows.length > 0 && (
        <Card>
          <Table data-testid="amc-table">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                {scope !== 'org' && <TableHead>Organization</TableHead>}
                <TableHead>Transaction</TableHead>
                <TableHead numeric>Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Client's answer</TableHead>
                <TableHead>
                  <span className="sr-only">Open</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((q) => (
                <Row key={q.id} q={q} showOrg={scope !== 'org'} onOpen={() => setParam('question', q.id)} />
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {openId && (
        <StaffPanel
          q={selected}
          loading={list.isLoading}
          onClose={() => setParam('question', undefined)}
          siblings={all}
        />
      )}
    </div>
  )
}

function Row({ q, showOrg, onOpen }: { q: Question; showOrg: boolean; onOpen: () => void }) {
  return (
    <TableRow data-testid="amc-row" data-question-id={q.id} className="cursor-pointer" onClick={onOpen}>
      <TableCell className="whitespace-nowrap">{formatQuestionDate(q.expenseDate)}</TableCell>
      {showOrg && <TableCell>{q.organizationName}</TableCell>}
      <TableCell>
        <span className="block font-medium text-slate-900">{counterpartyName(q)}</span>
        <span className="block break-words text-xs text-slate-500">{q.description}</span>
      </TableCell>
      <TableCell numeric className="whitespace-nowrap" data-testid="amc-amount">
        <span className="block text-xs text-slate-500">{kindOfMoney(q.amount)}</span>
        {displayAmount(q.amount)}
      </TableCell>
      <TableCell>
        <StatusBadge q={q} audience="staff" />
      </TableCell>
      <TableCell className="max-w-64 truncate" data-testid="amc-row-answer">
        {answerSummary(q)}
      </TableCell>
      <TableCell>
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => {
            e.stopPropagation()
            onOpen()
          }}
        >
          Open
        </Button>
      </TableCell>
    </TableRow>
  )
}
