/** /accounting/amc: the current organization's questions, one card per vendor, live in every open browser. */
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { amcKeys, useOrgQuestions, type Question } from './api.ts'
import { CloseoutNotice } from './closeout.tsx'
import { ClientGroupCard } from './client-group-card.tsx'
import { ClientQuestionCard } from './client-question-card.tsx'
import { counterpartyName, isOpenForClient } from '@app/shared/rules/amc.ts'
import { uncategorisedNotice } from '@app/shared/rules/uncategorised.ts'
import { useUncategorisedMoney } from '../categorisation/api.ts'

type Block = { kind: 'group'; groupId: string; vendor: string; questions: Question[] } | { kind: 'single'; q: Question }

/** Open questions in list order (newest first), each vendor group once, where its newest question sits. */
function blocksOf(questions: Question[]): Block[] {
  const blocks: Block[] = []
  const groups = new Map<string, Question[]>()
  for (const q of questions) {
    if (!q.groupId) {
      blocks.push({ kind: 'single', q })
      continue
    }
    let members = groups.get(q.groupId)
    if (!members) {
      members = []
      groups.set(q.groupId, members)
      blocks.push({
        kind: 'group',
        groupId: q.groupId,
        vendor: q.groupVendorName ?? counterpartyName(q),
        questions: members,
      })
    }
    members.push(q)
  }
  // a vendor with a single open question needs no group card around it
  return blocks.map((b) => (b.kind === 'group' && b.questions.length === 1 ? { kind: 'single', q: b.questions[0] } : b))
}

export function ClientAmcPage() {
  const { orgId, organization } = useCurrentOrg()
  const list = useOrgQuestions(orgId)
  // "no questions" is never "nothing open" while the books hold uncategorised money
  const uncategorised = useUncategorisedMoney(orgId, 'client')
  useRealtimeInvalidate(
    orgId ? `org:${orgId}` : '',
    ['amc_question_changed'],
    [[...amcKeys.orgPrefix(orgId ?? '')], [...amcKeys.counts]],
  )

  if (!orgId) return <EmptyState title="No organization" description="You are not a member of an organization yet." />
  if (list.isLoading) return <PageSpinner label="Loading your questions" />
  if (list.isError) return <Alert tone="danger">Could not load your questions: {list.error.message}</Alert>

  const all = list.data ?? []
  const open = all.filter((q) => q.status !== 'completed')
  const done = all.filter((q) => q.status === 'completed')
  const waiting = all.filter((q) => isOpenForClient(q.status)).length
  const notice = uncategorised.data ? uncategorisedNotice(uncategorised.data) : null
  const folders = (q: Question) => (q.groupId ? all.filter((x) => x.groupId === q.groupId).map((x) => x.id) : [q.id])

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Questions from your bookkeeper</h1>
          <p className="mt-1 text-sm text-slate-600">
            We could not tell what these transactions of {organization?.legalName ?? 'your organization'} were for. Your
            answers help us close your books.
          </p>
          <CloseoutNotice orgId={orgId} waiting={waiting} />
        </div>
        <Badge tone={waiting ? 'warning' : 'success'} data-testid="amc-open-count">
          {waiting === 1 ? '1 question waiting for you' : `${waiting} questions waiting for you`}
        </Badge>
      </div>

      {notice && (
        <Alert tone="info" data-testid="uncategorised-notice">
          {notice}
        </Alert>
      )}
      {open.length === 0 && (
        <EmptyState
          title="No questions for you right now"
          description={
            notice
              ? 'Questions appear here as soon as your bookkeeper asks.'
              : 'Your bookkeeper has not asked you anything, and your books hold no uncategorised money.'
          }
        />
      )}
      <section className="flex flex-col gap-4" aria-label="Open questions">
        {blocksOf(open).map((b) =>
          b.kind === 'group' ? (
            <ClientGroupCard key={b.groupId} groupId={b.groupId} vendor={b.vendor} questions={b.questions} />
          ) : (
            <ClientQuestionCard key={b.q.id} q={b.q} groupFolders={folders(b.q)} />
          ),
        )}
      </section>

      {done.length > 0 && (
        <section className="flex flex-col gap-3" aria-label="Done">
          <h2 className="text-lg font-semibold text-slate-900">Done</h2>
          {done.map((q) => (
            <ClientQuestionCard key={q.id} q={q} groupFolders={folders(q)} />
          ))}
        </section>
      )}
    </div>
  )
}
