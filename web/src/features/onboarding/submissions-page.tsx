/**
 * /bookkeeper/onboarding-forms and /admin/onboarding-forms: the general and R&D forms clients submitted, across every
 * client the staff member may see (RLS), those in review first, with Approve and a link to the client page. Live over
 * the staff topic.
 */
import { Link } from 'react-router-dom'
import { FORM_TITLES } from '@app/shared/rules/onboarding-forms.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useApproveSubmission, useOnboardingLive, useSubmissionQueue } from './api.ts'

export function SubmissionsPage({ area }: { area: 'admin' | 'bookkeeper' }) {
  const queue = useSubmissionQueue()
  const approve = useApproveSubmission()
  useOnboardingLive(undefined, true)
  const rows = [...(queue.data ?? [])].sort((a, b) => Number(a.status === 'Approved') - Number(b.status === 'Approved'))
  return (
    <>
      <PageHeader
        title="Onboarding forms"
        description="General and R&D forms your clients submitted, waiting for review first."
      />
      <QueryState query={queue} label="Loading submissions">
        {rows.length === 0 ? (
          <EmptyState title="No forms submitted yet" />
        ) : (
          <Card>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Client</TableHead>
                  <TableHead>Form</TableHead>
                  <TableHead>Submitted</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s.id} data-testid="queue-submission">
                    <TableCell>
                      <Link className="text-brand-700 hover:underline" to={`/${area}/client/${s.organizationId}`}>
                        {s.legalName}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {FORM_TITLES[s.formSlug]}
                      {s.type === 'amendment' ? ' (amendment)' : ''} · {Object.keys(s.amendments).length} answers
                    </TableCell>
                    <TableCell>
                      {formatDate(s.submittedAt)} by {s.submittedBy ?? 'a client'}
                    </TableCell>
                    <TableCell>
                      <Badge tone={s.status === 'Approved' ? 'success' : 'warning'}>
                        {s.status === 'Approved' ? `Approved by ${s.reviewedBy ?? 'staff'}` : 'In review'}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      {s.status === 'InReview' && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={approve.isPending}
                          onClick={() =>
                            approve.mutate(s.id, {
                              onError: (e) => toast.error('Could not approve', { description: e.message }),
                            })
                          }
                        >
                          Approve
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
    </>
  )
}
