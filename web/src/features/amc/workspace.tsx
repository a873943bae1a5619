/**
 * Ask My Client in a client's staff workspace: the client's questions (a page that draws its own heading), the open
 * questions figure on the client page, and the open questions column of the clients list, kept live.
 */
import { clientOpenCount } from '@app/shared/rules/amc.ts'
import type { ClientsListColumn, StaffArea, WorkspacePart, WorkspaceSection } from '@/app/workspace.ts'
import { Stat } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { amcKeys, useAmcCounts } from './api.ts'
import { AmcLive } from './live.tsx'
import { StaffAmcPage } from './staff-page.tsx'

const COUNT_KEYS = [amcKeys.counts]

function OpenQuestionsFigure({ orgId, area }: { orgId: string; area: StaffArea }) {
  const counts = useAmcCounts()
  const open = clientOpenCount(counts.data?.[orgId])
  return (
    <Stat
      label="Open questions"
      value={open}
      tone={open > 0 ? 'warning' : 'default'}
      hint="Waiting on the client"
      to={`/${area}/client/${orgId}/amc`}
    />
  )
}

function OpenQuestionsCell({ org }: { org: { id: string } }) {
  const counts = useAmcCounts()
  const open = clientOpenCount(counts.data?.[org.id])
  return open > 0 ? <Badge tone="warning">{open}</Badge> : <span className="text-slate-400">0</span>
}

// Question changes are broadcast per organization (staff hear theirs on their user topic); each refetches the counts.
const CountsLive = ({ orgIds }: { orgIds: string[] }) => <AmcLive orgIds={orgIds} keys={COUNT_KEYS} />

export const sections: WorkspaceSection[] = [
  {
    segment: 'amc',
    label: 'Questions',
    order: 10,
    header: false,
    element: ({ nav }) => <StaffAmcPage scope="org" nav={nav('mb-0')} />,
  },
]

export const parts: WorkspacePart[] = [
  {
    slot: 'figure',
    key: 'open-questions',
    order: 20,
    element: ({ org, area }) => <OpenQuestionsFigure orgId={org.id} area={area} />,
  },
]

export const clientsListColumns: ClientsListColumn[] = [
  {
    key: 'open-questions',
    order: 10,
    numeric: true,
    head: (
      <>
        Open
        <br />
        questions
      </>
    ),
    Cell: OpenQuestionsCell,
    Live: CountsLive,
  },
]
