/** The user's organizations and how they relate to each, from GET /api/me (no extra fetching). */
import type { Me } from '@/lib/areas.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'

type Row = {
  id: string
  legalName: string
  relations: { label: string; tone: 'brand' | 'neutral' | 'info' | 'success' }[]
}

export function organizationRows(me: Me, include: ('client' | 'bookkeeper' | 'reviewer')[]): Row[] {
  const rows = new Map<string, Row>()
  const add = (id: string, legalName: string, label: string, tone: Row['relations'][number]['tone']) => {
    const row = rows.get(id) ?? { id, legalName, relations: [] }
    row.relations.push({ label, tone })
    rows.set(id, row)
  }
  if (include.includes('client'))
    for (const o of me.organizations)
      add(o.id, o.legalName, o.orgRole === 'admin' ? 'Organization admin' : 'Member', 'brand')
  if (include.includes('bookkeeper'))
    for (const o of me.bookkeeperOrganizations)
      add(o.id, o.legalName, o.isPrimary ? 'Primary bookkeeper' : 'Bookkeeper', 'success')
  if (include.includes('reviewer')) for (const o of me.reviewOrganizations) add(o.id, o.legalName, 'Reviewer', 'info')
  return [...rows.values()].sort((a, b) => a.legalName.localeCompare(b.legalName))
}

export function OrganizationsTable({
  rows,
  emptyTitle,
  emptyDescription,
  currentOrgId,
}: {
  rows: Row[]
  emptyTitle: string
  emptyDescription: string
  currentOrgId?: string
}) {
  if (rows.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />
  return (
    <Table data-testid="organizations-table">
      <TableHeader>
        <TableRow>
          <TableHead>Organization</TableHead>
          <TableHead>Your role</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="font-medium text-slate-900">
              {r.legalName}
              {r.id === currentOrgId && <span className="ml-2 text-xs font-normal text-slate-500">(current)</span>}
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1.5">
                {r.relations.map((rel) => (
                  <Badge key={rel.label} tone={rel.tone}>
                    {rel.label}
                  </Badge>
                ))}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
