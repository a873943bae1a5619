/**
 * A client's staff workspace: /bookkeeper/client/:orgId/… and /admin/client/:orgId/… put each tool staff use on the
 * client's books under the client's name and sub-navigation. The shell knows no feature: it mounts the sections and
 * parts the features register (app/workspace.ts), giving each the organization and the area.
 */
import { Link, useParams } from 'react-router-dom'
import type { FeatureRoute } from './feature-route.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { ClientWorkspaceNav } from '@/components/client-workspace-nav.tsx'
import { useOrganization } from '@/lib/organizations.ts'
import { useMe } from '@/lib/session.tsx'
import type { StaffArea, WorkspaceSection } from './workspace.ts'
import { sectionsOf, workspaceModules, workspaceParts } from './workspace-registry.ts'

const STAFF_AREAS: StaffArea[] = ['admin', 'bookkeeper']

function WorkspaceShell({ area, section }: { area: StaffArea; section: WorkspaceSection }) {
  const { orgId = '' } = useParams()
  const org = useOrganization(orgId)
  const me = useMe()
  const nav = (className?: string) => (
    <ClientWorkspaceNav area={area} orgId={orgId} sections={sectionsOf(area)} className={className} />
  )
  const parts = workspaceParts.filter((p) => !p.visible || p.visible(me))
  return (
    <QueryState query={org} label="Loading client">
      {org.data &&
        (section.header === false ? (
          section.element({ org: org.data, area, nav, parts })
        ) : (
          <>
            <PageHeader
              title={org.data.legalName}
              eyebrow={
                <Link to={`/${area}/clients`} className="hover:text-slate-800">
                  ← Clients
                </Link>
              }
            />
            {nav()}
            {section.element({ org: org.data, area, nav, parts })}
          </>
        ))}
    </QueryState>
  )
}

/** The workspace's routes, as one route module per feature (merged with the features' own routes.tsx). */
export function workspaceRouteModules(): Record<string, { routes: FeatureRoute[] }> {
  return Object.fromEntries(
    Object.entries(workspaceModules).map(([modulePath, m]) => [
      modulePath,
      {
        routes: (m.sections ?? []).flatMap((section) =>
          (section.areas ?? STAFF_AREAS).map(
            (area): FeatureRoute => ({
              path: `/${area}/client/:orgId${section.segment ? `/${section.segment}` : ''}`,
              area,
              element: <WorkspaceShell area={area} section={section} />,
            }),
          ),
        ),
      },
    ]),
  )
}
