/** The public page where a beneficial owner completes their own part of a business's banking application. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { OwnerPage } from './owner-page.tsx'

export const routes: FeatureRoute[] = [{ path: '/beneficial-owner/:token', element: <OwnerPage />, area: 'public' }]
