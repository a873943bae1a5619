/** Onboarding: an organization admin decides who sees its bank accounts and provider data (spec overview §2, §6). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { DataPermissionsPage } from './permissions-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/onboarding/bank-accounts-user-permissions', element: <DataPermissionsPage />, area: 'client' },
]
