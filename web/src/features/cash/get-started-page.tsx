/**
 * /cash/get-started: what business banking offers and the way into onboarding. An organization whose banking is
 * already open goes straight to its dashboard; one part-way through onboarding is offered to continue.
 */
import { Link, Navigate } from 'react-router-dom'
import { PageHeader } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { CashGate } from './cash-gate.tsx'

const OFFERS = [
  {
    title: 'Accounts for every purpose',
    text: 'Checking, savings and more, each with its own account and routing number.',
  },
  { title: 'Pay by ACH, wire or RTP', text: 'Pay vendors and people, or move money between your own accounts.' },
  { title: 'Controls and approvals', text: 'Limits per person, and approval layers for payments over them.' },
  {
    title: 'In your books, automatically',
    text: 'Every settled transaction flows into categorisation and your ledger.',
  },
]

export function GetStartedPage() {
  return (
    <CashGate needs="any" nav={false}>
      {(overview) =>
        overview.state === 'open' ? (
          <Navigate to="/cash/dashboard" replace />
        ) : (
          <>
            <PageHeader
              title="Business banking"
              description="Keep your operating money where your books are: accounts, payments and controls in one place."
            />
            <div className="grid gap-4 md:grid-cols-2">
              {OFFERS.map((o) => (
                <Card key={o.title}>
                  <CardContent>
                    <h2 className="font-semibold text-slate-900">{o.title}</h2>
                    <p className="mt-1 text-sm text-slate-600">{o.text}</p>
                  </CardContent>
                </Card>
              ))}
            </div>
            <div className="mt-8 flex flex-col items-start gap-3">
              {overview.canManage ? (
                <Button size="lg" asChild>
                  <Link to="/cash/onboarding">
                    {overview.state === 'onboarding' ? 'Continue your application' : 'Start your application'}
                  </Link>
                </Button>
              ) : (
                <Alert tone="info">An admin of your organization can start the application for business banking.</Alert>
              )}
              <p className="text-xs text-slate-500">
                It takes about ten minutes. You will need the business's EIN and address, and the names and emails of
                its owners.
              </p>
            </div>
          </>
        )
      }
    </CashGate>
  )
}
