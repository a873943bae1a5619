/**
 * The cash area (business banking): every route needs the organization's `banking` flag, and each screen's gate
 * (cash-gate.tsx) the banking product on the person's profile; auto-transfer rules and top-offs also need the
 * `auto-transfer` flag. The header shows one "Cash" entry; the area has its own navigation under it.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { AccountDetailPage } from './account-detail-page.tsx'
import { AccountsPage } from './accounts-page.tsx'
import { BillPaymentsPage } from '../bill-pay/bill-payments-page.tsx'
import { ActivityPage } from './activity-page.tsx'
import { CashHome } from './cash-gate.tsx'
import { DashboardPage } from './dashboard-page.tsx'
import { GetStartedPage } from './get-started-page.tsx'
import { OnboardingPage } from './onboarding-page.tsx'
import { PaymentsPage } from './payments-page.tsx'
import { CompanyPage, PersonalPage } from './profile-pages.tsx'
import { RulesPage } from './rules-page.tsx'
import { ControlsPage, DocumentsPage, LegalPage } from './settings-pages.tsx'
import { TopOffsPage } from './top-offs-page.tsx'

const cash = (path: string, element: FeatureRoute['element'], flag = 'banking'): FeatureRoute => ({
  path,
  element,
  area: 'client',
  flag,
})

export const routes: FeatureRoute[] = [
  { ...cash('/cash', <CashHome />), nav: { label: 'Cash', order: 60 } },
  cash('/cash/get-started', <GetStartedPage />),
  cash('/cash/onboarding', <OnboardingPage />),
  cash('/cash/dashboard', <DashboardPage />),
  cash('/cash/activity', <ActivityPage />),
  cash('/cash/payments', <PaymentsPage />),
  cash('/cash/bill-payments', <BillPaymentsPage />),
  cash('/cash/accounts', <AccountsPage />),
  cash('/cash/accounts/:accountId', <AccountDetailPage />),
  cash('/cash/settings/company', <CompanyPage />),
  cash('/cash/settings/controls', <ControlsPage />),
  cash('/cash/settings/documents', <DocumentsPage />),
  cash('/cash/settings/legal', <LegalPage />),
  cash('/cash/settings/personal', <PersonalPage />),
  cash('/cash/settings/auto-transfers-rules', <RulesPage />, 'auto-transfer'),
  cash('/cash/approve-top-off', <TopOffsPage />, 'auto-transfer'),
]
