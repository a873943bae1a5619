/**
 * One client organization for staff (/admin/client/:orgId and /bookkeeper/client/:orgId), the workspace's first
 * page: summary figures, account settings, client users and assigned staff, internal notes, and what other features
 * register for this page (app/workspace.ts: the open questions figure, onboarding and QuickBooks panels, the tasks,
 * provider settings and feature flags tabs, the invitation beside the client's users).
 */
import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { TOrganization } from '@app/shared/schemas/organizations.ts'
import type { StaffArea, WorkspacePart } from '@/app/workspace.ts'
import { useMe } from '@/lib/session.tsx'
import { useMyPermissions } from '@/lib/users.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { PageHeader, Stat } from '@/components/page.tsx'
import { ServiceBadges } from '@/components/services.tsx'
import { DetailsForm } from './details-form.tsx'
import { MembersPanel } from './members-panel.tsx'
import { NotesPanel } from './notes-panel.tsx'
import { StaffPanel } from './staff-panel.tsx'

/** A piece of this page, the page's own or a registered part, placed by order. */
type Piece = { key: string; order: number; label?: string; node: ReactNode; className?: string }

function placed(
  own: Piece[],
  parts: WorkspacePart[],
  slot: WorkspacePart['slot'],
  org: TOrganization,
  area: StaffArea,
) {
  const registered = parts
    .filter((p) => p.slot === slot)
    .map((p): Piece => ({ key: p.key, order: p.order, label: p.label, node: p.element({ org, area }) }))
  return [...own, ...registered].sort((a, b) => a.order - b.order)
}

export function ClientDetail({
  org: o,
  area,
  nav,
  parts,
}: {
  org: TOrganization
  area: StaffArea
  nav: ReactNode
  parts: WorkspacePart[]
}) {
  const me = useMe()
  const isAdmin = me.profile.role === 'admin' || me.profile.role === 'owner'
  const perms = useMyPermissions(me.userId, !isAdmin)
  const canEditBookkeepers = isAdmin || !!perms.data?.includes('edit_organization_bookkeeper')
  const canEditReviewers = isAdmin || !!perms.data?.includes('edit_organization_reviewer')

  const figures = placed(
    [
      {
        key: 'books-due',
        order: 10,
        node: (
          <Stat
            label="Books due"
            value={o.booksDueDate ? formatDate(o.booksDueDate, 'MMM d, yyyy') : 'Not set'}
            hint={`Priority P${o.booksPriority}`}
          />
        ),
      },
      {
        key: 'quickbooks',
        order: 30,
        node: (
          <Stat
            label="QuickBooks"
            value={o.qboConnected ? 'Connected' : 'Not connected'}
            hint={o.qboConnected ? `Realm ${o.quickbooksRealmId}` : 'Client connects it under Integrations'}
          />
        ),
      },
      {
        key: 'client-since',
        order: 40,
        node: (
          <Stat
            label="Client since"
            value={formatDate(o.createdAt, 'MMM yyyy')}
            hint={o.accountingMethod ? `${o.accountingMethod === 'cash' ? 'Cash' : 'Accrual'} basis` : 'Method not set'}
          />
        ),
      },
    ],
    parts,
    'figure',
    o,
    area,
  )
  const panels = placed([], parts, 'panel', o, area)
  const memberActions = placed([], parts, 'members-action', o, area)
  const tabs = placed(
    [
      { key: 'overview', label: 'Overview', order: 0, node: <DetailsForm org={o} canEdit /> },
      {
        key: 'team',
        label: 'Team',
        order: 10,
        className: 'flex flex-col gap-6',
        node: (
          <>
            <MembersPanel
              orgId={o.id}
              canEdit
              action={memberActions.map((a) => <Fragment key={a.key}>{a.node}</Fragment>)}
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <StaffPanel orgId={o.id} kind="bookkeepers" canEdit={canEditBookkeepers} />
              <StaffPanel orgId={o.id} kind="reviewers" canEdit={canEditReviewers} />
            </div>
          </>
        ),
      },
      { key: 'notes', label: 'Notes', order: 20, node: <NotesPanel orgId={o.id} /> },
    ],
    parts,
    'tab',
    o,
    area,
  )

  return (
    <>
      <PageHeader
        title={o.legalName}
        eyebrow={
          <Link to={`/${area}/clients`} className="hover:text-slate-800">
            ← Clients
          </Link>
        }
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ServiceBadges services={o.accountingServices} empty="No services chosen yet" />
          </span>
        }
      />
      {nav}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((f) => (
          <Fragment key={f.key}>{f.node}</Fragment>
        ))}
      </div>
      {panels.map((p) => (
        <Fragment key={p.key}>{p.node}</Fragment>
      ))}
      <Tabs defaultValue="overview">
        <TabsList aria-label="Client sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.key} value={t.key}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.key} value={t.key} className={t.className}>
            {t.node}
          </TabsContent>
        ))}
      </Tabs>
      {o.deletedAt && (
        <Badge tone="danger" className="mt-4">
          Deleted {formatDate(o.deletedAt)}
        </Badge>
      )}
    </>
  )
}
