/** /legal: public, readable before an account exists. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { LegalPage } from './legal-page.tsx'

export const routes: FeatureRoute[] = [{ path: '/legal', element: <LegalPage />, area: 'public' }]
