/**
 * One client organization for staff (/admin/client/:orgId and /bookkeeper/client/:orgId): summary, account
 * settings, client users and assigned staff, internal notes, onboarding tasks, provider settings and (admins) feature flags.
 */
import { Link, useParams } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useMyPermissions } from '@/features/admin/users-api.ts'
import { InviteDialog } from '@/features/invitations/invite-dialog.tsx'
import { TaskList } from '@/features/tasks/task-list.tsx'
import { useTaskMutations } from '@/features/tasks/api.ts'
import { FlagsPanel } from '@/features/flags/flags-panel.tsx'
import { ClientWorkspaceNav } from '@/components/client-workspace-nav.tsx'
import { ProviderSettingsPanel } from '@/features/provider-settings/provider-settings-panel.tsx'
import { QuickbooksSyncStatus } from '@/features/quickbooks/sync-status.tsx'
import { useOrganization } from './api.ts'
import { useAmcCounts } from '@/features/amc/api.ts'
import { clientOpenCount } from '@app/shared/rules/amc.ts'
import { DetailsForm } from './details-form.tsx'
import { OnboardingProgressPanel } from '@/features/onboarding/progress-panel.tsx'
import { MembersPanel } from './members-panel.tsx'
import { NotesPanel } from './notes-panel.tsx'
import { StaffPanel } from './staff-panel.tsx'
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { ServiceBadges } from './ui.tsx'

function AssignChecklist({ orgId }: { orgId: string }) {
  const { assignOnboarding } = useTaskMutations(orgId)
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={assignOnboarding.isPending}
      onClick={() =>
        assignOnboarding.mutate(undefined, {
          onSuccess: (r) => toast.success(`Checklist assigned: ${r.tasks.length} tasks`),
          onError: (e) => toast.error('Could not assign the checklist', { description: e.message }),
        })
      }
    >
      Assign onboarding checklist
    </Button>
  )
}

export function ClientDetail({ area }: { area: 'admin' | 'bookkeeper' }) {
  const { orgId = '' } = useParams()
  const me = useMe()
  const isAdmin = me.profile.role === 'admin' || me.profile.role === 'owner'
  const perms = useMyPermissions(me.userId, !isAdmin)
  const org = useOrganization(orgId)
  const counts = useAmcCounts()
  const base = area === 'admin' ? '/admin' : '/bookkeeper'
  const o = org.data
  const canEditBookkeepers = isAdmin || !!perms.data?.includes('edit_organization_bookkeeper')
  const canEditReviewers = isAdmin || !!perms.data?.includes('edit_organization_reviewer')

  return (
    <QueryState query={org} label="Loading client">
      {o && (
        <>
          <PageHeader
            title={o.legalName}
            eyebrow={
              <Link to={`${base}/clients`} className="hover:text-slate-800">
                ← Clients
              </Link>
            }
            description={
              <span className="inline-flex flex-wrap items-center gap-2">
                <ServiceBadges services={o.accountingServices} empty="No services chosen yet" />
              </span>
            }
          />
          <ClientWorkspaceNav area={area} orgId={o.id} />
          <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat
              label="Books due"
              value={o.booksDueDate ? formatDate(o.booksDueDate, 'MMM d, yyyy') : 'Not set'}
              hint={`Priority P${o.booksPriority}`}
            />
            <Stat
              label="Open questions"
              value={clientOpenCount(counts.data?.[o.id])}
              tone={clientOpenCount(counts.data?.[o.id]) > 0 ? 'warning' : 'default'}
              hint="Waiting on the client"
            />
            <Stat
              label="QuickBooks"
              value={o.qboConnected ? 'Connected' : 'Not connected'}
              hint={o.qboConnected ? `Realm ${o.quickbooksRealmId}` : 'Client connects it under Integrations'}
            />
            <Stat
              label="Client since"
              value={formatDate(o.createdAt, 'MMM yyyy')}
              hint={
                o.accountingMethod ? `${o.accountingMethod === 'cash' ? 'Cash' : 'Accrual'} basis` : 'Method not set'
              }
            />
          </div>
          <OnboardingProgressPanel orgId={o.id} />
          {o.qboConnected && (
            <section
              className="mb-6 rounded-lg border border-slate-200 bg-white px-5 py-4"
              aria-label="QuickBooks sync"
            >
              <h2 className="text-sm font-semibold text-slate-900">QuickBooks sync</h2>
              <QuickbooksSyncStatus orgId={o.id} canSync />
            </section>
          )}
          <Tabs defaultValue="overview">
            <TabsList aria-label="Client sections">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="team">Team</TabsTrigger>
              <TabsTrigger value="notes">Notes</TabsTrigger>
              <TabsTrigger value="tasks">Tasks</TabsTrigger>
              <TabsTrigger value="provider-settings">Provider settings</TabsTrigger>
              {isAdmin && <TabsTrigger value="flags">Feature flags</TabsTrigger>}
            </TabsList>
            <TabsContent value="overview">
              <DetailsForm org={o} canEdit />
            </TabsContent>
            <TabsContent value="team" className="flex flex-col gap-6">
              <MembersPanel
                orgId={o.id}
                canEdit
                action={
                  <InviteDialog
                    organizations={[{ id: o.id, legalName: o.legalName }]}
                    organizationId={o.id}
                    trigger={<Button size="sm">Invite user</Button>}
                  />
                }
              />
              <div className="grid gap-6 lg:grid-cols-2">
                <StaffPanel orgId={o.id} kind="bookkeepers" canEdit={canEditBookkeepers} />
                <StaffPanel orgId={o.id} kind="reviewers" canEdit={canEditReviewers} />
              </div>
            </TabsContent>
            <TabsContent value="notes">
              <NotesPanel orgId={o.id} />
            </TabsContent>
            <TabsContent value="tasks" className="flex flex-col gap-3">
              <div className="flex justify-end">
                <AssignChecklist orgId={o.id} />
              </div>
              <TaskList orgId={o.id} mode="staff" canEdit />
            </TabsContent>
            <TabsContent value="provider-settings">
              <ProviderSettingsPanel orgId={o.id} />
            </TabsContent>
            {isAdmin && (
              <TabsContent value="flags">
                <FlagsPanel orgId={o.id} />
              </TabsContent>
            )}
          </Tabs>
          {o.deletedAt && (
            <Badge tone="danger" className="mt-4">
              Deleted {formatDate(o.deletedAt)}
            </Badge>
          )}
        </>
      )}
    </QueryState>
  )
}
