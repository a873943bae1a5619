/**
 * The organization group a client belongs to, for staff: its members and its consolidated chart of accounts (profit
 * and loss, balance sheet) with the entity accounts each consolidated account gathers. Admins go on to its reports.
 */
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useConsolidatedChart, useGroup } from './api.ts'

const TYPES = [
  { type: 'ProfitAndLoss', label: 'Profit and loss' },
  { type: 'BalanceSheet', label: 'Balance sheet' },
] as const

function ChartTable({
  groupId,
  type,
  label,
  memberName,
}: {
  groupId: string
  type: 'ProfitAndLoss' | 'BalanceSheet'
  label: string
  memberName: (id: string) => string
}) {
  const chart = useConsolidatedChart(groupId, type)
  const accounts = chart.data?.accounts ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle>{label}</CardTitle>
      </CardHeader>
      <CardContent>
        {chart.isLoading && <Spinner />}
        {chart.error && (
          <p role="alert" className="text-sm text-red-700">
            {chart.error.message}
          </p>
        )}
        {chart.data && accounts.length === 0 && (
          <p className="text-sm text-slate-500">No consolidated accounts for this statement yet.</p>
        )}
        {accounts.length > 0 && (
          <table className="w-full text-sm" aria-label={`Consolidated chart: ${label}`}>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th className="py-2 pr-3 font-medium">Number</th>
                <th className="pr-3 font-medium">Account</th>
                <th className="pr-3 font-medium">Type</th>
                <th className="font-medium">Entity accounts</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => (
                <tr key={a.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 tabular-nums">{a.number ?? ''}</td>
                  <td className="py-2 pr-3">
                    {a.parent ? <span className="text-slate-500">{a.parent}: </span> : null}
                    {a.name}
                  </td>
                  <td className="py-2 pr-3">{a.type}</td>
                  <td className="py-2 text-slate-600">
                    {a.mappings.length === 0
                      ? '—'
                      : a.mappings.map((m) => `${memberName(m.organizationId)}: ${m.name}`).join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}

export function GroupChart({ groupId, area }: { groupId: string | null | undefined; area: 'admin' | 'bookkeeper' }) {
  const { group, isLoading } = useGroup(groupId ?? undefined)
  if (!groupId)
    return (
      <EmptyState
        title="Not in a group"
        description="This client is not a member of an organization group, so it has no consolidated chart of accounts."
      />
    )
  if (isLoading) return <Spinner />
  const memberName = (id: string) => group?.members.find((m) => m.id === id)?.legalName ?? 'Another member'
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{group?.name ?? 'Organization group'}</h2>
          <CardDescription>
            Members: {group?.members.map((m) => m.legalName).join(', ') || 'none you can see'}
          </CardDescription>
        </div>
        {area === 'admin' && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/groups/${groupId}/consolidated`}>Consolidated reports</Link>
          </Button>
        )}
      </div>
      {TYPES.map((t) => (
        <ChartTable key={t.type} groupId={groupId} type={t.type} label={t.label} memberName={memberName} />
      ))}
    </div>
  )
}
