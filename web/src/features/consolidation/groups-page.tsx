/** /admin/groups: organization groups with their member organizations, each opening its consolidated reports. */
import { Link } from 'react-router-dom'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useGroups } from './api.ts'

export function GroupsPage() {
  const q = useGroups()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">Organization groups</h1>
      {q.isLoading && <Spinner />}
      {q.error && <p role="alert" className="text-sm text-red-700">{(q.error as Error).message}</p>}
      {q.data && q.data.length === 0 && <EmptyState title="No organization groups" description="Groups of organizations reported together appear here." />}
      {q.data?.map((g) => (
        <Card key={g.id} data-testid="group-card">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle className="text-base">{g.name}</CardTitle>
            <Link to={`/admin/groups/${g.id}/consolidated`} className="text-sm font-medium text-brand-700 hover:underline">Consolidated reports</Link>
          </CardHeader>
          <CardContent>
            {g.members.length === 0
              ? <p className="text-sm text-slate-500">No member organizations.</p>
              : <ul className="list-disc pl-5 text-sm">{g.members.map((m) => <li key={m.id}><Link to={`/admin/client/${m.id}`} className="hover:underline">{m.legalName}</Link></li>)}</ul>}
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
