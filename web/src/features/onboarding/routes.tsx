/** Client onboarding (spec §2): the newer flow, the older general and R&D forms, integrations and cash accounts. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { CashAccountsPage } from './cash-accounts-page.tsx'
import { OnboardingFlowPage } from './flow-page.tsx'
import { OnboardingFormPage } from './forms-page.tsx'
import { OnboardingIntegrationsPage } from './integrations-page.tsx'
import { SubmissionsPage } from './submissions-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/onboarding/form', element: <OnboardingFlowPage />, area: 'client', nav: { label: 'Onboarding', order: 5 } },
  { path: '/onboarding/form/general', element: <OnboardingFormPage slug="general" />, area: 'client' },
  { path: '/onboarding/form/general/:step', element: <OnboardingFormPage slug="general" />, area: 'client' },
  { path: '/onboarding/form/rnd', element: <OnboardingFormPage slug="rnd" />, area: 'client' },
  { path: '/onboarding/form/rnd/:step', element: <OnboardingFormPage slug="rnd" />, area: 'client' },
  { path: '/onboarding/form/:step', element: <OnboardingFlowPage />, area: 'client' },
  { path: '/onboarding/integrations', element: <OnboardingIntegrationsPage />, area: 'client' },
  { path: '/integrations-new', element: <OnboardingIntegrationsPage />, area: 'client' },
  { path: '/onboarding/qb-cash-accounts', element: <CashAccountsPage />, area: 'client' },
  {
    path: '/bookkeeper/onboarding-forms',
    element: <SubmissionsPage area="bookkeeper" />,
    area: 'bookkeeper',
    nav: { label: 'Onboarding forms', order: 38 },
  },
  {
    path: '/admin/onboarding-forms',
    element: <SubmissionsPage area="admin" />,
    area: 'admin',
    nav: { label: 'Onboarding forms', order: 15 },
  },
]
