/**
 * /cash/onboarding: the business's KYC application. An organization admin fills in the draft (application-wizard);
 * after submission everyone with banking sees where it stands: waiting for the owners, with the bank, approved or
 * refused (with the reason in words).
 */
import { Link } from 'react-router-dom'
import { formatDate } from '@/lib/format.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { ApplicationWizard } from './application-wizard.tsx'
import { CashGate } from './cash-gate.tsx'
import { type ApplicationState, useApplication } from './onboarding-api.ts'
import { OwnersList } from './owners-step.tsx'

export function OnboardingPage() {
  return (
    <CashGate needs="any" nav={false}>
      {(_, orgId) => (
        <>
          <PageHeader
            title="Open business banking"
            description="Tell us about the business and its owners. Your answers are saved as you go."
          />
          <Onboarding orgId={orgId} />
        </>
      )}
    </CashGate>
  )
}

function Onboarding({ orgId }: { orgId: string }) {
  const application = useApplication(orgId)
  return (
    <QueryState query={application} label="Loading the application">
      {application.data &&
        ((application.data.application?.status ?? 'draft') === 'draft' ? (
          application.data.canManage ? (
            <ApplicationWizard orgId={orgId} data={application.data} />
          ) : (
            <Alert tone="info">
              An admin of your organization fills in the banking application. You will see business banking here once it
              is open.
            </Alert>
          )
        ) : (
          <ApplicationStatus orgId={orgId} data={application.data} />
        ))}
    </QueryState>
  )
}

function ApplicationStatus({ orgId, data }: { orgId: string; data: ApplicationState }) {
  const app = data.application!
  const submitted = app.submittedAt ? `Submitted ${formatDate(app.submittedAt)}.` : ''
  return (
    <Card data-testid="application-status" data-status={app.status}>
      <CardHeader>
        <CardTitle>
          {app.status === 'owners_pending' && 'Waiting for the beneficial owners'}
          {(app.status === 'submitted' || app.status === 'in_review') && 'With the bank for review'}
          {app.status === 'approved' && 'Approved: business banking is open'}
          {app.status === 'refused' && 'The application was refused'}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {app.status === 'owners_pending' && (
          <>
            <p className="text-sm text-slate-600">
              {submitted} Each owner was emailed a link to add their own details. The application goes to the bank as
              soon as every owner has completed their part.
            </p>
            <OwnersList orgId={orgId} owners={data.owners} canRemove={false} canResend={data.canManage} />
          </>
        )}
        {(app.status === 'submitted' || app.status === 'in_review') && (
          <p className="text-sm text-slate-600">
            {submitted} The bank is verifying the business and its owners. This page updates by itself when it answers.
          </p>
        )}
        {app.status === 'approved' && (
          <>
            <p className="text-sm text-slate-600">
              {app.decidedAt ? `Approved ${formatDate(app.decidedAt)}. ` : ''}Your Operating account is ready.
            </p>
            <div>
              <Button asChild>
                <Link to="/cash/dashboard">Go to the cash dashboard</Link>
              </Button>
            </div>
          </>
        )}
        {app.status === 'refused' && (
          <Alert tone="danger" data-testid="refusal-reason">
            {app.refusalReason ?? 'The bank could not open accounts for this business.'}
          </Alert>
        )}
      </CardContent>
    </Card>
  )
}
